import { describe, expect, it } from 'vitest';
import { unlikeMatches } from '../../src/engine/unlike-matches';
import type { FellegiSunterFit } from '../../src/engine/fellegi-sunter';

/** A one-field fit: mileage with levels null, exact, within 5 %, within 20 %, else. */
function fit(m: number[], u: number[], levels: number[]): FellegiSunterFit {
  const labels = ['null', 'exact', '≥ 0.95', '≥ 0.8', 'else'];
  return {
    comparisons: [
      { field: 'mileage', levels: labels.map((label, l) => ({ label, kind: l === 0 ? 'null' : 'similarity' })) },
    ],
    parameters: { lambda: 0.001, m: [Float64Array.from(m)], u: [Float64Array.from(u)] },
    weights: { priorWeight: -10, levelWeights: [Float64Array.from(m, (x, l) => (l === 0 ? 0 : Math.log2(x / u[l])))] },
    vectors: {
      pairCount: levels.length,
      fieldCount: 1,
      levelCounts: Uint8Array.of(5),
      levels: Uint8Array.from(levels),
    },
  } as unknown as FellegiSunterFit;
}

describe('levels the matches almost never show', () => {
  // The fit's matches: mileage within 5 % nearly always; 9 % apart in 0.1 % of them, among a sixth of non-matches.
  const m = [0, 0.8, 0.197, 0.001, 0.002];
  const u = [0, 0.0003, 0.009, 0.15, 0.84];

  it('a merge showing one is named with the share of matches that do', () => {
    const unlike = unlikeMatches(fit(m, u, [1, 2, 3, 4]), 4);
    expect([0, 1].map(unlike)).toEqual([null, null]);
    expect(unlike(2)).toEqual({ code: 'unlike-matches', detail: 'mileage: ≥ 0.8, as 0.1 % of matches' });
    expect(unlike(3)?.code).toBe('unlike-matches');
  });

  it('not a level matches show now and then, nor one hardly any pair reaches, nor vectors of other pairs', () => {
    expect(unlikeMatches(fit([0, 0.8, 0.15, 0.03, 0.02], u, [3, 4]), 2)(0)).toBeNull();
    expect(unlikeMatches(fit(m, [0, 0.3, 0.6, 0.0005, 0.0995], [3]), 1)(0)).toBeNull();
    expect(unlikeMatches(fit(m, u, [3]), 2)(0)).toBeNull();
  });
});
