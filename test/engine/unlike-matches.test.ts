import { describe, expect, it } from 'vitest';
import { oneSlipApart, unlikeMatches } from '../../src/engine/unlike-matches';
import type { FellegiSunterFit } from '../../src/engine/fellegi-sunter';

/** A one-field fit: mileage with levels null, exact, within 5 %, within 20 %, else. */
function fit(m: number[], u: number[], levels: number[], field = 'mileage'): FellegiSunterFit {
  const labels = ['null', 'exact', '≥ 0.95', '≥ 0.8', 'else'];
  return {
    comparisons: [{ field, levels: labels.map((label, l) => ({ label, kind: l === 0 ? 'null' : 'similarity' })) }],
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

describe('a copied value whose far level holds other things the fit took in', () => {
  // Invoices without their numbers: the fit's matches copy the amount (73 %), slips are rare, and a crowd of pairs
  // differing outright sits at the far end (another invoice of one supplier, one day and one order).
  const m = [0, 0.73, 0.003, 0.01, 0.02, 0.235];
  const u = [0, 0.002, 0.0065, 0.025, 0.1, 0.8665];
  const five = (levels: number[]) => {
    const f = fit(m, u, levels, 'amount');
    const labels = ['null', 'exact', '≥ 0.99', '≥ 0.95', '≥ 0.8', 'else'];
    f.comparisons[0].levels = labels.map((label, l) => ({ label, kind: l === 0 ? 'null' : 'similarity' })) as never;
    f.vectors.levelCounts = Uint8Array.of(6);
    return f;
  };
  // Pairs (0,1) … : amounts 2,841.79 / 2,998.25 (5 % apart), 1,234.50 / 1,243.50 (two digits swapped), 650 / 6,500, 100 / 870.
  const numbers = [2841.79, 2998.25, 1234.5, 1243.5, 650, 6500, 100, 870];
  const pairs = { left: [0, 2, 4, 6, 0], right: [1, 3, 5, 7, 0] };
  const copied = new Map([['amount', { numbers, amounts: true }]]);

  it('amounts more than a slip apart go to review at any level short of exact; a slip does not', () => {
    const unlike = unlikeMatches(five([3, 3, 5, 5, 1]), 5, copied, pairs);
    expect(unlike(0)).toEqual({ code: 'unlike-matches', detail: 'amount: ≥ 0.95, more than a slip apart' });
    expect(unlike(1)).toBeNull();
    expect(unlike(2)).toBeNull();
    expect(unlike(3)?.detail).toBe('amount: else, more than a slip apart');
    expect(unlike(4)).toBeNull();
  });

  it('a date far off is named with the crowd it belongs to', () => {
    const days = new Map([['amount', { numbers, amounts: false }]]);
    const unlike = unlikeMatches(five([3, 5]), 2, days, pairs);
    expect(unlike(0)).toBeNull();
    expect(unlike(1)?.detail).toBe(
      'amount: else, as 23.5 % of matches, more than ≥ 0.8 (2.0 %): other things taken in',
    );
  });

  it('not where the matches thin out to the far end (slips, ranges), nor where they seldom copy it, nor uncopied', () => {
    const thinning = fit([0, 0.87, 0.02, 0.08, 0.03], u.slice(0, 5), [4, 4], 'amount');
    expect(unlikeMatches(thinning, 2, copied, pairs)(0)).toBeNull();
    const seldom = fit([0, 0.4, 0.02, 0.03, 0.55], [0, 0.01, 0.02, 0.1, 0.87], [4, 4], 'amount');
    expect(unlikeMatches(seldom, 2, copied, pairs)(0)).toBeNull();
    expect(unlikeMatches(five([3, 5]), 2, new Map(), pairs)(1)).toBeNull();
  });

  it('a slip is one digit of the cents changed, dropped, added or swapped, or the point one or two places off', () => {
    expect(oneSlipApart(1234.5, 1234.5)).toBe(true);
    expect(oneSlipApart(1234.5, 1284.5)).toBe(true);
    expect(oneSlipApart(1234.5, 1243.5)).toBe(true);
    expect(oneSlipApart(1234.5, 12345)).toBe(true);
    expect(oneSlipApart(-109.68, 109.68)).toBe(true);
    expect(oneSlipApart(2841.79, 2998.25)).toBe(false);
    expect(oneSlipApart(350, 375)).toBe(false);
  });
});
