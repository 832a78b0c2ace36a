import { describe, expect, it } from 'vitest';
import { drawWithoutReplacement, estimateFromAudit, proportionInterval } from '../../../src/core/evaluate/audit';
import { seededRandom } from '../../../src/core/random';

describe('the exact (Clopper–Pearson) interval', () => {
  it('matches the tabled values and stays inside 0..1', () => {
    // 8 of 10: 0.4439 … 0.9748; 50 of 50: 0.9289 … 1; 49 of 50: 0.8935 … 0.9995.
    const i = proportionInterval(8, 10);
    expect(i.low).toBeCloseTo(0.4439, 3);
    expect(i.high).toBeCloseTo(0.9748, 3);
    const all = proportionInterval(50, 50);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.9289, 3);
    const one = proportionInterval(49, 50);
    expect(one.low).toBeCloseTo(0.8935, 3);
    expect(one.high).toBeCloseTo(0.9995, 3);
    expect(proportionInterval(0, 0)).toMatchObject({ low: 0, high: 1, answers: 0 });
  });
});

describe('drawing without replacement', () => {
  it('draws distinct indices, seeded, all of them when asked for more', () => {
    const a = drawWithoutReplacement(1000, 50, 7);
    expect(new Set(a).size).toBe(50);
    expect(a.every((x) => x >= 0 && x < 1000)).toBe(true);
    expect(drawWithoutReplacement(1000, 50, 7)).toEqual(a);
    expect(drawWithoutReplacement(1000, 50, 8)).not.toEqual(a);
    expect(drawWithoutReplacement(5, 10, 1).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the audit estimate', () => {
  /** Seeded populations of pairs (true with the stratum's rate), audited 40 pairs a stratum. */
  function audit(seed: number, rates: number[], sizes: number[], k = 40) {
    const rnd = seededRandom(seed);
    const strata = sizes.map((n, h) => Array.from({ length: n }, () => rnd() < rates[h]));
    const answers = strata.map((pairs, h) =>
      drawWithoutReplacement(pairs.length, k, seed * 10 + h).map((i) => pairs[i]),
    );
    const stratum = (h: number) => ({
      population: sizes[h],
      same: answers[h].filter(Boolean).length,
      different: answers[h].filter((x) => !x).length,
    });
    const est = estimateFromAudit(stratum(0), [stratum(1), stratum(2)]);
    const trueIn = strata.map((s) => s.filter(Boolean).length);
    return { est, precision: trueIn[0] / sizes[0], recall: trueIn[0] / (trueIn[0] + trueIn[1] + trueIn[2]) };
  }

  it('covers the true precision and recall in at least 9 of 10 seeded audits', () => {
    let p = 0;
    let r = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const { est, precision, recall } = audit(seed, [0.97, 0.4, 0.01], [3000, 400, 20000]);
      if (est.precision.low <= precision && precision <= est.precision.high) p++;
      if (est.recall.low <= recall && recall <= est.recall.high) r++;
    }
    expect(p).toBeGreaterThanOrEqual(9);
    expect(r).toBeGreaterThanOrEqual(9);
  });

  it('a band without answers counts with its whole interval', () => {
    const est = estimateFromAudit({ population: 100, same: 10, different: 0 }, [
      { population: 100, same: 0, different: 0 },
    ]);
    expect(est.recall.low).toBeLessThan(0.5);
    expect(est.recall.high).toBe(1);
    expect(est.precision.estimate).toBe(1);
  });
});
