import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateBoundedPairs, generatePairs, type BlockingOptions, type BlockingRule } from '../../../src/core/block';

/**
 * Brute force: the weight of every allowed pair — per non-star rule, log2(n / size) of the smallest block the two
 * share.
 */
function oracleWeights(rules: BlockingRule[], n: number, opts: BlockingOptions, budget: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const rule of rules) {
    if (rule.star) continue;
    const best = new Map<string, number>();
    const holders = new Map<string, number[]>();
    (rule.keys as string[][]).forEach((keys, r) =>
      new Set(keys).forEach((k) => k !== '' && (holders.get(k) ?? holders.set(k, []).get(k)!).push(r)),
    );
    for (const members of holders.values()) {
      if (members.length < 2 || members.length > budget) continue;
      const w = Math.fround(Math.max(0.01, Math.log2(n / members.length)));
      for (const i of members)
        for (const j of members) {
          if (i >= j || (opts.mode === 'link' && opts.sourceOf![i] === opts.sourceOf![j])) continue;
          best.set(`${i},${j}`, Math.max(best.get(`${i},${j}`) ?? 0, w));
        }
    }
    for (const [key, w] of best) out.set(key, Math.fround((out.get(key) ?? 0) + w));
  }
  return out;
}

const keyList = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', ''), { maxLength: 3 });
const instance = fc.integer({ min: 0, max: 30 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(fc.tuple(fc.array(keyList, { minLength: n, maxLength: n }), fc.boolean()), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    fc.constantFrom<BlockingOptions['mode']>('dedupe', 'link'),
    fc.integer({ min: 1, max: 6 }),
  ),
);
const rulesOf = (spec: Array<[string[][], boolean]>): BlockingRule[] =>
  spec.map(([keys, star], r) => ({ name: `r${r}`, keys, star: star && r === 0 }));

describe('generateBoundedPairs', () => {
  it('equals the unbounded union when the bound is loose enough', () => {
    fc.assert(
      fc.property(instance, ([n, spec, sources, mode]) => {
        const rules = rulesOf(spec);
        const opts: BlockingOptions = { mode, sourceOf: Uint16Array.from(sources), maxBlockPairs: 1e9 };
        const all = generatePairs(rules, n, opts).pairs;
        const got = generateBoundedPairs(rules, n, opts, {
          perRecord: Math.max(1, n),
          visitBudget: Math.max(2, 8 * n),
          minPairs: 0,
        });
        expect(Array.from(got.pairs.left)).toEqual(Array.from(all.left));
        expect(Array.from(got.pairs.right)).toEqual(Array.from(all.right));
        expect(Array.from(got.pairs.rules)).toEqual(Array.from(all.rules));
        expect(got.bound.droppedPairs).toBe(0);
        expect(got.bound.exact).toBe(true);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('keeps every strong-key pair, and each other pair is among the best k of one of its records', () => {
    fc.assert(
      fc.property(instance, ([n, spec, sources, mode, k]) => {
        const rules = rulesOf(spec);
        const opts: BlockingOptions = { mode, sourceOf: Uint16Array.from(sources), maxBlockPairs: 1e9 };
        const budget = 1000;
        const got = generateBoundedPairs(rules, n, opts, { perRecord: k, visitBudget: budget, minPairs: 0 });
        const strong = generatePairs(
          rules.filter((r) => r.star),
          n,
          opts,
        ).pairs;
        const kept = new Set(Array.from(got.pairs.left, (l, p) => `${l},${got.pairs.right[p]}`));
        for (let p = 0; p < strong.left.length; p++)
          expect(kept.has(`${strong.left[p]},${strong.right[p]}`)).toBe(true);
        const weights = oracleWeights(rules, n, opts, budget);
        // Each record's neighbours' weights, best first: the k-th is the bar an edge must reach from one side.
        const bar = new Float64Array(n).fill(-1);
        for (let r = 0; r < n; r++) {
          const ws: number[] = [];
          for (const [key, w] of weights) if (key.split(',').map(Number).includes(r)) ws.push(w);
          ws.sort((a, b) => b - a);
          if (ws.length >= k) bar[r] = ws[k - 1];
        }
        for (const [key, w] of weights) {
          const [i, j] = key.split(',').map(Number);
          const tol = 1e-4;
          // Strictly above one record's bar: kept. Below both bars: dropped unless a strong key holds it.
          if (w > bar[i] + tol || w > bar[j] + tol) expect(kept.has(key)).toBe(true);
          if (w < bar[i] - tol && w < bar[j] - tol && kept.has(key)) expect(strong.left.length).toBeGreaterThan(0);
        }
        // Dropped: weighed pairs no record kept (a strong key may pair them still) — as without the strong rules.
        const alone = generateBoundedPairs(
          rules.filter((r) => !r.star),
          n,
          opts,
          { perRecord: k, visitBudget: budget, minPairs: 0 },
        ).pairs;
        const keptAlone = new Set(Array.from(alone.left, (l, p) => `${l},${alone.right[p]}`));
        expect(got.bound.droppedPairs).toBe(weights.size - keptAlone.size);
        expect(keptAlone.size).toBeLessThanOrEqual(n * k * 3); // a tie at the k-th weight is kept whole up to 3k
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it('keeps a tie at the k-th weight whole while it fits in three times k, else k', () => {
    // One payment series: every pair of a block weighs the same, so record order would choose.
    const series = (size: number) => ({ name: 'series', keys: Array.from({ length: size }, () => ['s']) });
    const opts: BlockingOptions = { mode: 'dedupe', maxBlockPairs: 1e9 };
    const bound = { perRecord: 4, visitBudget: 100, minPairs: 0 };
    expect(generateBoundedPairs([series(10)], 10, opts, bound).pairs.left.length).toBe(45);
    const big = generateBoundedPairs([series(20)], 20, opts, bound).pairs;
    expect(big.left.length).toBeLessThan(190);
    expect(big.left.length).toBeLessThanOrEqual(20 * 4);
  });

  it('purges blocks larger than the visit budget and reports them', () => {
    const keys = Array.from({ length: 40 }, (_, i) => ['everyone', `pair${i >> 1}`]);
    const { pairs, bound } = generateBoundedPairs(
      [{ name: 'k', keys }],
      40,
      { mode: 'dedupe', maxBlockPairs: 1e9 },
      { perRecord: 5, visitBudget: 10, minPairs: 0 },
    );
    expect(bound.purgedBlocks).toBe(1);
    expect(pairs.left.length).toBe(20);
    for (let p = 0; p < pairs.left.length; p++) expect(pairs.right[p]).toBe(pairs.left[p] + 1);
  });

  it("reads a record's smallest blocks first and stops at the budget", () => {
    // Record 0 shares a two-record block with 1 and a nine-record block with 0 … 8; with a budget of 8 only the small
    // one is read from 0.
    const keys = Array.from({ length: 9 }, (_, i) => [...(i <= 1 ? ['small'] : []), 'big']);
    const { bound } = generateBoundedPairs(
      [{ name: 'k', keys }],
      9,
      { mode: 'dedupe', maxBlockPairs: 1e9 },
      { perRecord: 10, visitBudget: 10, minPairs: 0 },
    );
    expect(bound.filteredRecords).toBe(2);
    expect(bound.exact).toBe(false);
  });

  it('keeps every pair while the rules count no more than minPairs', () => {
    const keys = Array.from({ length: 12 }, () => ['same']);
    const tight = { perRecord: 1, visitBudget: 100, minPairs: 0 };
    expect(
      generateBoundedPairs([{ name: 'k', keys }], 12, { mode: 'dedupe', maxBlockPairs: 1e9 }, tight).pairs.left.length,
    ).toBeLessThan(66);
    const { pairs, bound } = generateBoundedPairs(
      [{ name: 'k', keys }],
      12,
      { mode: 'dedupe', maxBlockPairs: 1e9 },
      { ...tight, minPairs: 66 },
    );
    expect(pairs.left.length).toBe(66);
    expect(bound).toMatchObject({ applied: false, countedPairs: 66, droppedPairs: 0 });
  });

  it('rejects a bound that keeps nothing', () => {
    expect(() =>
      generateBoundedPairs(
        [],
        3,
        { mode: 'dedupe', maxBlockPairs: 10 },
        { perRecord: 0, visitBudget: 10, minPairs: 0 },
      ),
    ).toThrow(/perRecord/);
  });
});
