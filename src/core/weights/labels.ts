/** Human decisions as training labels of candidate pairs (for EM's fixed posteriors). */
import type { RecordPairs } from '../../domain/cluster';

/**
 * One label per candidate pair: 1 where a human said «same», 0 where one said «different», -1
 * otherwise. Pairs match in either orientation; a pair in both lists takes the later list's
 * label, so pass decisions already resolved by the decision log.
 */
export function labelsForPairs(candidates: RecordPairs, same?: RecordPairs, different?: RecordPairs): Int8Array {
  // By the smaller record, then the larger: numbers, not strings, for millions of look-ups.
  const decided = new Map<number, Map<number, 0 | 1>>();
  const put = (a: number, b: number, label: 0 | 1) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    let inner = decided.get(lo);
    if (!inner) decided.set(lo, (inner = new Map()));
    inner.set(hi, label);
  };
  for (let i = 0; i < (same?.left.length ?? 0); i++) put(same!.left[i], same!.right[i], 1);
  for (let i = 0; i < (different?.left.length ?? 0); i++) put(different!.left[i], different!.right[i], 0);
  const labels = new Int8Array(candidates.left.length).fill(-1);
  if (decided.size === 0) return labels;
  // Records with an answer, so that most pairs cost two array reads and no map look-up.
  let top = 0;
  for (const lo of decided.keys()) top = Math.max(top, lo);
  const answeredLo = new Uint8Array(top + 1);
  for (const lo of decided.keys()) answeredLo[lo] = 1;
  for (let p = 0; p < labels.length; p++) {
    const a = candidates.left[p];
    const b = candidates.right[p];
    const lo = a < b ? a : b;
    if (lo > top || answeredLo[lo] === 0) continue;
    const label = decided.get(lo)?.get(a < b ? b : a);
    if (label !== undefined) labels[p] = label;
  }
  return labels;
}
