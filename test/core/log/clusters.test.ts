import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterRecords } from '../../../src/core/cluster';
import { constraintsFor, indexKeys, replayLog } from '../../../src/core/log';
import type { HumanConstraints } from '../../../src/engine/resolve';
import { stamp } from './helpers';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Automatic merge edges, by key, with weights. */
const AUTO: [string, string, number][] = [
  ['a', 'b', 6],
  ['b', 'c', 5],
  ['e', 'f', 4],
];

/** Clusters as sorted key groups, after applying the log's constraints to records in `order`. */
function clustersByKey(order: readonly string[], log = LOG): string[] {
  const at = indexKeys(order);
  const human: HumanConstraints = constraintsFor(replayLog(log), at);
  const result = clusterRecords({
    recordCount: order.length,
    recordKeys: order,
    mergeEdges: {
      left: Uint32Array.from(AUTO, ([x]) => at.get(x) as number),
      right: Uint32Array.from(AUTO, ([, y]) => at.get(y) as number),
      weight: Float64Array.from(AUTO, ([, , w]) => w),
    },
    mustLinks: human.same,
    cannotLinks: human.different,
  });
  const groups = new Map<number, string[]>();
  order.forEach((k, r) => groups.set(result.clusterOf[r], [...(groups.get(result.clusterOf[r]) ?? []), k]));
  return [...groups.values()].map((g) => g.sort().join('')).sort();
}

const LOG = stamp([
  { type: 'different', by: 'user', keys: ['a', 'c'] },
  { type: 'same', by: 'user', keys: ['d', 'e'] },
  { type: 'split', by: 'user', key: 'f', others: ['d', 'e'] },
]);

describe('log constraints drive clustering', () => {
  it('keeps «different» records apart, joins «same» ones, and splits a record out', () => {
    expect(clustersByKey(KEYS)).toEqual(['ab', 'c', 'de', 'f']);
  });

  it('gives the same clusters for any record order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(KEYS, { minLength: KEYS.length }), (order) => {
        expect(clustersByKey(order)).toEqual(clustersByKey(KEYS));
      }),
      { numRuns: 100 },
    );
  });

  it('restores the automatic clusters when the decisions are undone', () => {
    const undone = [
      ...LOG,
      ...stamp(
        [1, 2, 3].map((target) => ({ type: 'undo' as const, by: 'user' as const, target })),
        4,
      ),
    ];
    expect(clustersByKey(KEYS, undone)).toEqual(['abc', 'd', 'ef']);
  });
});
