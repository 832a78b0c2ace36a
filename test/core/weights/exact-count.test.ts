import { describe, expect, it } from 'vitest';
import { exactlyConditioned, uWithExactCounts } from '../../../src/core/weights/exact-count';
import { indexPatterns } from '../../../src/core/weights/pattern-index';

describe('u of an exact level counted over all pairs', () => {
  // One field: null, exact, ≥ 0.9, else. The sample saw 4 exact agreements in 20,000 pairs.
  const sampleLevels = [Float64Array.from([0, 4, 10, 19_986])];
  const u = [Float64Array.from([0, 2.5e-4, 5e-4, 1 - 7.5e-4])];
  const ctx = { lambda: 3e-4, allPairs: 6_250_000, sampleLevels, floor: 2.5e-5 };

  it('takes the matches out: 560 agreeing pairs that are all matches leave u at the floor', () => {
    const [row] = uWithExactCounts(u, [{ field: 0, level: 1, count: 560, matches: 560 }], ctx);
    expect(row[1]).toBeCloseTo(2.5e-5, 12);
    expect(row[1] + row[2] + row[3]).toBeCloseTo(1, 12);
    expect(row[2] / row[3]).toBeCloseTo(u[0][2] / u[0][3], 12); // the other levels keep their ratio
  });

  it('counts non-matches among the pairs where both values are present', () => {
    const half = [Float64Array.from([10_000, 2, 5, 9_993])];
    const [row] = uWithExactCounts(u, [{ field: 0, level: 1, count: 560, matches: 60 }], {
      ...ctx,
      sampleLevels: half,
    });
    expect(row[1]).toBeCloseTo(500 / (6_250_000 * 0.5 * (1 - 3e-4)), 12);
  });

  it('passes over a count the sample contradicts (a rule that skipped a giant block)', () => {
    const common = [Float64Array.from([0, 12_000, 0, 8_000])];
    const observed = [Float64Array.from([0, 0.6, 0, 0.4])];
    const [row] = uWithExactCounts(observed, [{ field: 0, level: 1, count: 5_000, matches: 100 }], {
      ...ctx,
      sampleLevels: common,
    });
    expect(row[1]).toBe(0.6);
  });

  it('of two counts of one field keeps the more cautious u', () => {
    const [row] = uWithExactCounts(
      u,
      [
        { field: 0, level: 1, count: 560, matches: 560 },
        { field: 0, level: 1, count: 900, matches: 300 },
      ],
      ctx,
    );
    expect(row[1]).toBeCloseTo(600 / (6_250_000 * (1 - 3e-4)), 12);
  });

  it('reads a session as a count only when every one of its pairs agrees exactly on the one field it leaves out', () => {
    // Two fields; pairs 0–2 exact on field 0, pair 3 at ≥ 0.9 on it.
    const levels = Uint8Array.from([1, 1, 1, 3, 1, 2, 2, 1]);
    const all = indexPatterns({ pairCount: 4, fieldCount: 2, levelCounts: Uint8Array.from([4, 4]), levels });
    expect(exactlyConditioned(all, Uint32Array.from([0, 1, 2]), [1], [1, 1])).toBe(0);
    expect(exactlyConditioned(all, Uint32Array.from([0, 1, 3]), [1], [1, 1])).toBe(-1);
    expect(exactlyConditioned(all, Uint32Array.from([0, 1, 2]), [1], [-1, 1])).toBe(-1); // no exact level (a token set)
    expect(exactlyConditioned(all, Uint32Array.from([0, 1, 2]), [], [1, 1])).toBe(-1); // conditions on both
  });
});
