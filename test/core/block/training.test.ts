import { describe, expect, it } from 'vitest';
import {
  generateBoundedPairs,
  generatePairs,
  MIN_RULE_SAMPLE,
  type BlockingOptions,
  type BlockingRule,
} from '../../../src/core/block';
import { seededRandom } from '../../../src/core/random';

/** n records with keys drawn from small alphabets: many blocks, pairs shared by several keys and rules. */
function instance(n: number, seed: number): BlockingRule[] {
  const rnd = seededRandom(seed);
  const key = (alphabet: number) => String(Math.floor(rnd() * alphabet));
  return [
    { name: 'city', keys: Array.from({ length: n }, () => [key(12)]), conditions: ['city'] },
    { name: 'name', keys: Array.from({ length: n }, () => [key(30), `x${key(30)}`]), conditions: ['name'] },
    { name: 'id', keys: Array.from({ length: n }, () => (rnd() < 0.2 ? [key(40)] : [])), star: true },
  ];
}

const opts: BlockingOptions = { mode: 'dedupe', maxBlockPairs: 1e9 };
const code = (l: number, r: number) => `${l},${r}`;

describe('training pairs of a bounded run', () => {
  it('are every unbounded candidate pair with its rule bits while those are affordable', () => {
    const rules = instance(300, 3);
    const all = generatePairs(rules, 300, opts).pairs;
    const { training, pairs } = generateBoundedPairs(rules, 300, opts, {
      perRecord: 3,
      visitBudget: 1000,
      minPairs: 0,
    });
    expect(training!.exact).toBe(true);
    expect(training!.scale).toBe(1);
    expect(training!.priorCount).toBe(all.left.length);
    expect(Array.from(training!.pairs.left)).toEqual(Array.from(all.left));
    expect(Array.from(training!.pairs.right)).toEqual(Array.from(all.right));
    expect(Array.from(training!.pairs.rules)).toEqual(Array.from(all.rules));
    expect(pairs.left.length).toBeLessThan(all.left.length); // the bound did drop pairs
  });

  it('are a uniform sample of the unbounded pairs otherwise, each standing for scale of them', () => {
    const n = 600;
    const rules = instance(n, 5);
    const all = generatePairs(rules, n, opts).pairs;
    const strongBit = 1 << 2;
    const bitsOf = new Map(Array.from(all.left, (l, p) => [code(l, all.right[p]), all.rules[p]]));
    const weighed = Array.from(all.rules).filter((b) => (b & ~strongBit) !== 0);
    const bothShare = weighed.filter((b) => (b & 3) === 3).length / weighed.length;
    const size = 4000;
    const { training } = generateBoundedPairs(rules, n, opts, {
      perRecord: 3,
      visitBudget: 1000,
      minPairs: 0,
      trainingExact: 0,
      trainingSample: size,
    });
    const t = training!;
    expect(t.exact).toBe(false);
    let sampled = 0;
    let both = 0;
    let strong = 0;
    for (let p = 0; p < t.priorCount; p++) {
      expect(t.pairs.left[p]).toBeLessThan(t.pairs.right[p]);
      const bits = t.pairs.rules[p];
      const truth = bitsOf.get(code(t.pairs.left[p], t.pairs.right[p]));
      expect(truth).toBeDefined(); // every training pair is an unbounded candidate pair
      if (bits === strongBit) strong++;
      else {
        // A block-sampled pair carries every similarity rule it shares, never a strong bit.
        expect(bits).toBe(truth! & ~strongBit);
        sampled++;
        if ((bits & 3) === 3) both++;
      }
    }
    expect(sampled).toBe(size);
    // scale · sample = the distinct similarity-rule pairs, within sampling error.
    expect(Math.abs((sampled * t.scale) / weighed.length - 1)).toBeLessThan(0.08);
    // Pairs of both rules (twice in the blocks) are no likelier than others: the first shared block is the one kept.
    expect(Math.abs(both / sampled - bothShare)).toBeLessThan(0.03);
    const strongCount = Array.from(all.rules).filter((b) => (b & strongBit) !== 0).length;
    expect(Math.abs(strong * t.scale - strongCount)).toBeLessThan(4 * Math.sqrt(strongCount * t.scale) + 2);
    // Rules the uniform part holds fewer than MIN_RULE_SAMPLE pairs of are topped up from their own
    // blocks: pairs of that rule, tagged with its bit alone; each rule's distinct pairs estimated.
    const topped = new Map<number, number>();
    for (let p = t.priorCount; p < t.pairs.left.length; p++) {
      const bits = t.pairs.rules[p];
      expect([1, 2]).toContain(bits);
      expect(bitsOf.get(code(t.pairs.left[p], t.pairs.right[p]))! & bits).toBe(bits);
      topped.set(bits, (topped.get(bits) ?? 0) + 1);
    }
    for (const bit of [1, 2]) {
      const truth = weighed.filter((b) => b & bit).length;
      const inPrior = Array.from(t.pairs.rules.subarray(0, t.priorCount)).filter((b) => b & bit).length;
      if (inPrior < MIN_RULE_SAMPLE) expect(topped.get(bit)).toBe(MIN_RULE_SAMPLE);
      expect(Math.abs(t.rulePairs![bit - 1] / truth - 1)).toBeLessThan(0.1);
    }
    // The uniform part sorted by left then right (repeats allowed).
    for (let p = 1; p < t.priorCount; p++)
      expect(t.pairs.left[p - 1] * n + t.pairs.right[p - 1]).toBeLessThanOrEqual(
        t.pairs.left[p] * n + t.pairs.right[p],
      );
  });
});
