import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  generatePairs,
  countRule,
  sampleCrossBlockPairs,
  hasPair,
  deletionKeys,
  keysOfRecord,
} from '../../../src/core/block';
import { minHashKeys, lshMeetProbability } from '../../../src/scoring/minhash';
import type { BlockingOptions, BlockingRule } from '../../../src/core/block';

/** Brute force: every allowed pair i < j that shares a key under a rule, with its rule bits. */
function oracle(rules: BlockingRule[], n: number, opts: BlockingOptions): Map<string, number> {
  const out = new Map<string, number>();
  rules.forEach((rule, r) => {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (opts.mode === 'link' && opts.sourceOf && opts.sourceOf[i] === opts.sourceOf[j]) continue;
        const shared = keysOfRecord(rule.keys, i).some((k) => keysOfRecord(rule.keys, j).includes(k));
        if (shared) out.set(`${i},${j}`, (out.get(`${i},${j}`) ?? 0) | (1 << r));
      }
    }
  });
  return out;
}

const keyList = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 3 });

describe('generatePairs', () => {
  it('equals the brute-force union of rules, sorted and tagged', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 25 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.array(keyList, { minLength: n, maxLength: n }), { minLength: 1, maxLength: 3 }),
              fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
              fc.constantFrom<BlockingOptions['mode']>('dedupe', 'link', 'link-and-dedupe'),
            ),
          ),
        ([n, ruleKeys, sources, mode]) => {
          const rules = ruleKeys.map((keys, r) => ({ name: `r${r}`, keys }));
          const opts: BlockingOptions = { mode, sourceOf: Uint16Array.from(sources), maxBlockPairs: 1e9 };
          const { pairs } = generatePairs(rules, n, opts);
          const expected = oracle(rules, n, opts);
          expect(pairs.left.length).toBe(expected.size);
          for (let i = 0; i < pairs.left.length; i++) {
            expect(pairs.left[i]).toBeLessThan(pairs.right[i]);
            expect(pairs.rules[i]).toBe(expected.get(`${pairs.left[i]},${pairs.right[i]}`));
            if (i > 0) {
              const prev = pairs.left[i - 1] * n + pairs.right[i - 1];
              expect(pairs.left[i] * n + pairs.right[i]).toBeGreaterThan(prev);
            }
          }
        },
      ),
      { numRuns: 200, seed: 42 },
    );
  });

  it('skips a giant block and reports it, counting before generating', () => {
    const keys = Array.from({ length: 60 }, (_, i) => (i < 50 ? ['common'] : [`k${i % 5}`]));
    const rule = { name: 'first-token', keys };
    const opts: BlockingOptions = { mode: 'dedupe', maxBlockPairs: 100 };
    const count = countRule(rule, opts);
    expect(count.skipped).toEqual([{ key: 'common', records: 50, pairs: 1225 }]);
    expect(count.pairs).toBe(5 * 1); // five blocks of two records
    const { pairs } = generatePairs([rule], 60, opts);
    expect(pairs.left.length).toBe(5);
  });
});

describe('pairs met in several blocks', () => {
  it('come once, also when an earlier block they share was skipped as a giant block', () => {
    const keys = Array.from({ length: 60 }, (_, i) =>
      i < 50 ? ['common', ...(i < 3 ? ['x', 'y'] : [])] : [`k${i % 5}`],
    );
    const { pairs } = generatePairs([{ name: 'r', keys }], 60, { mode: 'dedupe', maxBlockPairs: 100 });
    expect(Array.from(pairs.left, (l, i) => `${l}-${pairs.right[i]}`)).toEqual([
      '0-1',
      '0-2',
      '1-2',
      '50-55',
      '51-56',
      '52-57',
      '53-58',
      '54-59',
    ]);
  });
});

describe('minHashKeys', () => {
  it('pairs a first-character typo that a prefix key would miss', () => {
    const a = new Set(minHashKeys('xolartravelmag.com'));
    const b = minHashKeys('solartravelmag.com');
    expect(b.some((k) => a.has(k))).toBe(true);
  });

  it('rarely pairs unrelated strings, as the band formula predicts', () => {
    const words = Array.from({ length: 400 }, (_, i) => `vendor${(i * 7919) % 10007}shop${i}`);
    const far = Array.from({ length: 400 }, (_, i) => `q${i}zzkw${(i * 31) % 97}xx`);
    let met = 0;
    for (let i = 0; i < 400; i++) {
      const ka = new Set(minHashKeys(words[i]));
      if (minHashKeys(far[i]).some((k) => ka.has(k))) met++;
    }
    expect(met).toBeLessThan(20);
    expect(lshMeetProbability(0.85)).toBeGreaterThan(0.99);
    expect(lshMeetProbability(0.1)).toBeLessThan(0.05);
  });

  it('is deterministic and empty for an empty value', () => {
    expect(minHashKeys('abc')).toEqual(minHashKeys('abc'));
    expect(minHashKeys('')).toEqual([]);
  });
});

describe('sampleCrossBlockPairs', () => {
  it('samples only pairs outside the candidate set, reproducibly', () => {
    const keys = Array.from({ length: 30 }, (_, i) => [`k${i % 3}`]);
    const { pairs } = generatePairs([{ name: 'k', keys }], 30, { mode: 'dedupe', maxBlockPairs: 1e9 });
    const s1 = sampleCrossBlockPairs(pairs, 30, 50, 7);
    const s2 = sampleCrossBlockPairs(pairs, 30, 50, 7);
    expect(s1).toEqual(s2);
    expect(s1.left.length).toBe(50);
    for (let i = 0; i < s1.left.length; i++) expect(hasPair(pairs, s1.left[i], s1.right[i])).toBe(false);
  });
});

describe('deletionKeys', () => {
  const meet = (a: string, b: string) => {
    const ka = new Set(deletionKeys(a));
    return deletionKeys(b).some((k) => ka.has(k));
  };
  it('pairs every one-edit neighbour, the first character included', () => {
    expect(meet('xolartravelmag', 'solartravelmag')).toBe(true); // substitution
    expect(meet('quantumleap', 'quantumleep')).toBe(true);
    expect(meet('solartravelmag', 'solartravelmg')).toBe(true); // deletion
    expect(meet('solartravelmag', 'solartravelmagg')).toBe(true); // insertion
    expect(meet('solartravelmag', 'solartarvelmag')).toBe(true); // transposition
  });
  it('does not pair strings two edits apart or unrelated', () => {
    expect(meet('solartravelmag', 'xolartravelmax')).toBe(false);
    expect(meet('alpha', 'beta')).toBe(false);
  });
  it('lists the value, then each one-deletion in order, for short, long and astral values', () => {
    const naive = (v: string) => {
      const c = Array.from(v);
      return [...new Set([v, ...c.map((_, i) => [...c.slice(0, i), ...c.slice(i + 1)].join(''))])];
    };
    for (const v of ['solar', 'solartravelmagazine', 'quantumleap2024x', 'sol😀artravelmagazine'])
      expect(deletionKeys(v)).toEqual(naive(v));
  });
  it('gives length + 1 keys at most and none for an empty value', () => {
    expect(deletionKeys('abcd').length).toBeLessThanOrEqual(5);
    expect(deletionKeys('')).toEqual([]);
    expect(deletionKeys('ab')).toEqual(['ab']);
  });
});

describe('star rules (strong keys)', () => {
  it('pair a group sharing a key as a star of n − 1 pairs, never skipped as a giant block', () => {
    const keys = Array.from({ length: 3000 }, () => ['acme.com']);
    const { pairs, counts } = generatePairs([{ name: 'registered-domain', keys, star: true }], 3000, {
      mode: 'dedupe',
      maxBlockPairs: 100,
    });
    expect(pairs.left.length).toBe(2999);
    expect(counts[0].skipped).toEqual([]);
    expect(new Set(Array.from(pairs.left))).toEqual(new Set([0]));
  });

  it('in link mode connects every record to a hub of each other source', () => {
    const keys = [['k'], ['k'], ['k'], ['k']];
    const sourceOf = Uint16Array.from([0, 0, 1, 1]);
    const { pairs } = generatePairs([{ name: 'gtin', keys, star: true }], 4, {
      mode: 'link',
      sourceOf,
      maxBlockPairs: 1e9,
    });
    const got = Array.from(pairs.left, (l, i) => `${l}-${pairs.right[i]}`);
    expect(got).toEqual(['0-2', '0-3', '1-2']);
  });
});
