import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blockRecords,
  deletionKeyColumn,
  deletionKeys,
  groupKeys,
  keysOfRecord,
  type HashedKeys,
} from '../../../src/core/block';

/** Blocks as (key, records) in first-met order. */
function blocksOf(keys: Parameters<typeof groupKeys>[0]): Array<{ key: string; records: number[] }> {
  const blocks = groupKeys(keys);
  return Array.from({ length: blocks.count }, (_, b) => b)
    .sort((x, y) => blocks.first[x] - blocks.first[y])
    .map((b) => ({ key: blocks.keyOf(b), records: Array.from(blockRecords(blocks, b)) }));
}

// Few letters, so deletions repeat and collide across values; astral and combining characters too.
const value = fc
  .array(fc.constantFrom('a', 'b', 'aa', 'é', 'e\u0301', '😀', '😁', '-'), { maxLength: 9 })
  .map((parts) => parts.join(''));

describe('deletionKeyColumn', () => {
  it('holds exactly the keys deletionKeys lists, in the same order, for every value', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 12 }), fc.integer({ min: 1, max: 6 }), (values, minLength) => {
        const column = deletionKeyColumn(values, minLength);
        values.forEach((v, r) => expect(keysOfRecord(column, r)).toEqual(deletionKeys(v, minLength)));
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('groups records into the blocks their string keys make, even when every hash collides', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 20 }), (values) => {
        const column = deletionKeyColumn(values, 3);
        const strings = values.map((v) => deletionKeys(v, 3));
        expect(blocksOf(column)).toEqual(blocksOf(strings));
        // Every hash equal: the exact comparison alone must separate the keys.
        const colliding: HashedKeys = { ...column, hash: new Uint32Array(column.hash.length) };
        const got = blocksOf(colliding).sort((x, y) => x.key.localeCompare(y.key));
        expect(got).toEqual(blocksOf(strings).sort((x, y) => x.key.localeCompare(y.key)));
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  it('meets a value one slip away and not one two slips away', () => {
    const column = deletionKeyColumn(['solartravelmag', 'xolartravelmag', 'solartravelmg', 'xolartravelmg'], 4);
    const pairs = blocksOf(column).map((b) => b.records.join(','));
    expect(new Set(pairs)).toEqual(new Set(['0,1', '0,2', '1,3', '2,3']));
  });
});
