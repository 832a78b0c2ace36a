/** Human decisions as training labels of candidate pairs (for EM's fixed posteriors). */
import type { RecordPairs } from '../../domain/cluster';

const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * One label per candidate pair: 1 where a human said «same», 0 where one said «different», -1
 * otherwise. Pairs match in either orientation; a pair in both lists takes the later list's
 * label, so pass decisions already resolved by the decision log.
 */
export function labelsForPairs(candidates: RecordPairs, same?: RecordPairs, different?: RecordPairs): Int8Array {
  const decided = new Map<string, 0 | 1>();
  for (let i = 0; i < (same?.left.length ?? 0); i++) decided.set(key(same!.left[i], same!.right[i]), 1);
  for (let i = 0; i < (different?.left.length ?? 0); i++) decided.set(key(different!.left[i], different!.right[i]), 0);
  const labels = new Int8Array(candidates.left.length).fill(-1);
  if (decided.size === 0) return labels;
  for (let p = 0; p < labels.length; p++) {
    const label = decided.get(key(candidates.left[p], candidates.right[p]));
    if (label !== undefined) labels[p] = label;
  }
  return labels;
}
