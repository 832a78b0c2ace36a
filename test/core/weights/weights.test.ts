import { describe, expect, it } from 'vitest';
import {
  buildComparisonVectors,
  comparisonLevel,
  contributionReasons,
  fieldContributions,
  matchProbability,
  estimateU,
  matchWeights,
  pairWeights,
  probabilityToWeight,
  randomPairs,
  thresholdComparison,
} from '../../../src/core/weights';
import { seededRandom } from '../../../src/core/weights';
import { table } from './generate';

const name = thresholdComparison('name', [0.8, 0.92]);
const city = thresholdComparison('city', [0.9]);

describe('comparison levels', () => {
  it('orders null / exact / ≥ 0.92 / ≥ 0.8 / else', () => {
    expect(name.levels.map((l) => l.label)).toEqual(['null', 'exact', '≥ 0.92', '≥ 0.8', 'else']);
    expect([NaN, 1, 0.95, 0.92, 0.85, 0.8, 0.79, 0].map((s) => comparisonLevel(name.levels, s))).toEqual([
      0, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('builds row-major vectors, one level per field per pair', () => {
    const v = buildComparisonVectors([name, city], [Float32Array.of(1, 0.85, NaN), Float32Array.of(0.5, 1, 0.95)], 3);
    expect(Array.from(v.levels)).toEqual([1, 3, 3, 1, 0, 2]);
    expect(Array.from(v.levelCounts)).toEqual([5, 4]);
  });

  it('puts a float32 similarity exactly at a threshold on that level (one edit in ten characters reaches ≥ 0.9)', () => {
    const date = thresholdComparison('dob', [0.9, 0.8]);
    const oneEdit = Float32Array.of(1 - 1 / 10, 1 - 2 / 10, 1 - 3 / 10);
    expect(oneEdit[0]).toBeLessThan(0.9); // what the WASM kernels hand over
    expect(Array.from(buildComparisonVectors([date], [oneEdit], 3).levels)).toEqual([2, 3, 4]);
  });

  it('rejects a comparison without a null first level', () => {
    const bad = {
      field: 'x',
      levels: [
        { label: 'exact', kind: 'exact' as const },
        { label: 'else', kind: 'else' as const },
        { label: 'else', kind: 'else' as const },
      ],
    };
    expect(() => buildComparisonVectors([bad], [Float32Array.of(1)], 1)).toThrow(/null/);
  });
});

describe('match weights', () => {
  const parameters = {
    lambda: 0.2,
    m: [table(0.7, 0.15, 0.1, 0.05), table(0.8, 0.1, 0.1)],
    u: [table(0.01, 0.02, 0.07, 0.9), table(0.1, 0.2, 0.7)],
  };
  const weights = matchWeights(parameters);

  it('is log2(m/u) per level and log2(λ/(1−λ)) for the prior', () => {
    expect(weights.levelWeights[0][1]).toBeCloseTo(Math.log2(70), 12);
    expect(weights.levelWeights[1][3]).toBeCloseTo(Math.log2(0.1 / 0.7), 12);
    expect(weights.priorWeight).toBeCloseTo(-2, 12);
  });

  it('raises the total weight when any field moves to a more similar level', () => {
    const random = seededRandom(11);
    for (let trial = 0; trial < 200; trial++) {
      const a = Uint8Array.of(Math.floor(random() * 5), Math.floor(random() * 4));
      const f = trial % 2;
      if (a[f] <= 1) continue;
      const b = Uint8Array.from(a);
      b[f] -= 1;
      const both = { pairCount: 2, fieldCount: 2, levelCounts: Uint8Array.of(5, 4), levels: Uint8Array.of(...a, ...b) };
      const w = pairWeights(both, weights);
      expect(w[1]).toBeGreaterThan(w[0]);
    }
  });

  it('keeps per-field contributions that add up to the total weight', () => {
    const random = seededRandom(5);
    const pairCount = 300;
    const levels = new Uint8Array(pairCount * 2);
    for (let i = 0; i < levels.length; i++) levels[i] = Math.floor(random() * (i % 2 === 0 ? 5 : 4));
    const vectors = { pairCount, fieldCount: 2, levelCounts: Uint8Array.of(5, 4), levels };
    const totals = pairWeights(vectors, weights);
    for (let p = 0; p < pairCount; p++) {
      const contributions = fieldContributions(vectors, p, weights, [name, city]);
      const sum = contributions.reduce((s, c) => s + c.weight, weights.priorWeight);
      expect(sum).toBeCloseTo(totals[p], 12);
      const reasons = contributionReasons(weights.priorWeight, contributions);
      expect(reasons.reduce((s, r) => s + (r.weight ?? 0), 0)).toBeCloseTo(totals[p], 12);
      if (levels[p * 2] === 0) expect(contributions[0]).toMatchObject({ field: 'name', label: 'null', weight: 0 });
    }
  });

  it('turns weights into probabilities and back, without overflow', () => {
    expect(matchProbability(0)).toBe(0.5);
    expect(matchProbability(1)).toBeCloseTo(2 / 3, 12);
    expect(matchProbability(-3)).toBeCloseTo(1 / 9, 12);
    expect(matchProbability(5000)).toBe(1);
    expect(matchProbability(-5000)).toBe(0);
    for (const w of [-20, -1.5, 0.3, 12]) expect(probabilityToWeight(matchProbability(w))).toBeCloseTo(w, 9);
  });
});

describe('random pairs', () => {
  it('draws distinct ordered pairs for dedupe and in-range pairs for link, reproducibly', () => {
    const d = randomPairs(5, undefined, 1000, 9);
    for (let k = 0; k < 1000; k++) {
      expect(d.left[k]).toBeLessThan(d.right[k]);
      expect(d.right[k]).toBeLessThan(5);
    }
    expect(Array.from(randomPairs(5, undefined, 50, 9).left)).toEqual(Array.from(d.left.subarray(0, 50)));
    const l = randomPairs(3, 7, 1000, 2);
    expect(Math.max(...l.left)).toBe(2);
    expect(Math.max(...l.right)).toBe(6);
  });

  it('leaves known matches out of the u sample', () => {
    const seen: number[] = [];
    const u = estimateU(
      (pairs) => {
        for (let k = 0; k < pairs.left.length; k++) seen.push(pairs.left[k] % 2 === pairs.right[k] % 2 ? 1 : 0);
        // level 1 when both records share parity, else level 2
        return {
          pairCount: pairs.left.length,
          fieldCount: 1,
          levelCounts: Uint8Array.of(3),
          levels: Uint8Array.from(seen.slice(-pairs.left.length), (x) => 2 - x),
        };
      },
      { leftCount: 10, samplePairs: 2000, seed: 4, smoothing: 0, isKnownMatch: (a, b) => a % 2 === b % 2 },
    );
    expect(seen.length).toBeGreaterThan(800);
    expect(seen.every((x) => x === 0)).toBe(true);
    expect(Array.from(u[0])).toEqual([0, 0, 1]);
  });
});
