import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockRecords, countRule, groupKeys } from '../../../src/core/block';

/** The reference: a map of arrays in insertion order, blocks of two records or more. */
function oracle(keys: string[][]): Array<{ key: string; records: number[] }> {
  const groups = new Map<string, number[]>();
  keys.forEach((list, r) => {
    for (const k of list) {
      if (k === '') continue;
      const g = groups.get(k);
      if (!g) groups.set(k, [r]);
      else if (g[g.length - 1] !== r) g.push(r);
    }
  });
  return [...groups].filter(([, g]) => g.length > 1).map(([key, records]) => ({ key, records }));
}

const keyLists = fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'dd', 'é', '😀', ''), { maxLength: 4 }), {
  maxLength: 30,
});

describe('groupKeys', () => {
  it('gives the blocks of a map of arrays, in first-met order, whatever the hash collides', () => {
    const hashes: Array<((k: string) => number) | undefined> = [
      undefined,
      () => 0,
      (k) => k.length,
      (k) => (k === '' ? 1 : 0),
    ];
    fc.assert(
      fc.property(keyLists, fc.constantFrom(0, 1, 2, 3), (keys, h) => {
        const blocks = groupKeys(keys, hashes[h]);
        const got = Array.from({ length: blocks.count }, (_, b) => ({
          b,
          key: blocks.keyOf(b),
          records: Array.from(blockRecords(blocks, b)),
        }))
          .sort((x, y) => blocks.first[x.b] - blocks.first[y.b])
          .map(({ key, records }) => ({ key, records }));
        expect(got).toEqual(oracle(keys));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('reports the largest blocks with ties in first-met order', () => {
    const keys = [['z', 'y'], ['y', 'z'], ['x'], ['x'], ['w'], ['w', 'w']];
    const count = countRule({ name: 'r', keys }, { mode: 'dedupe', maxBlockPairs: 1e9 });
    expect(count.largest.map((b) => b.key)).toEqual(['z', 'y', 'x', 'w']);
    expect(count.blocks).toBe(4);
  });
});
