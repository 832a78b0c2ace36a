/**
 * Review-queue evaluation: precision of the first K items, and an oracle reviewer that answers the
 * top K items from the truth and re-clusters with its answers.
 */
import type { ReviewItem } from '../../domain/cluster';
import { clusterRecords, type ClusterInput, type ClusterResult } from '../cluster/cluster-records';
import { pairKey } from '../review/queue';

/** Precision of the first K queue items. */
export interface QueuePrecision {
  k: number;
  /** Items among the first K that name a pair (cluster items without a pair are not judged). */
  judged: number;
  /** Judged items whose two records are one true entity. */
  matches: number;
  /** matches / judged (1 when nothing was judged). */
  precision: number;
}

/** Share of true matches among the pairs of the first K review items. */
export function queuePrecisionAtK(items: readonly ReviewItem[], entityOf: Uint32Array, k: number): QueuePrecision {
  let judged = 0;
  let matches = 0;
  for (const item of items.slice(0, k)) {
    if (item.left === undefined || item.right === undefined) continue;
    judged += 1;
    if (entityOf[item.left] === entityOf[item.right]) matches += 1;
  }
  return { k, judged, matches, precision: judged === 0 ? 1 : matches / judged };
}

/** What the simulated reviewer did, and the clusters after its answers. */
export interface OracleReview {
  budget: number;
  /** Items answered «same» (become must-links) and «different» (become cannot-links). */
  same: number;
  different: number;
  /** Items in the budget without a pair to answer (they still cost the reviewer's time). */
  skipped: number;
  result: ClusterResult;
  /** The input with the reviewer's answers added, ready for another round. */
  input: ClusterInput;
}

/**
 * Answer the first `budget` items with the truth — same entity → must-link, else cannot-link — and
 * re-cluster. A «same» answer overrides guard vetoes (`input.vetoes`) by itself; an earlier human
 * cannot-link on exactly an answered pair is replaced by the newer answer; a «same» that conflicts
 * with human cannot-links through other records is refused by the clustering, as it would be for a
 * real reviewer.
 */
export function simulateOracleReview(
  input: ClusterInput,
  items: readonly ReviewItem[],
  entityOf: Uint32Array,
  budget: number,
): OracleReview {
  const mustLeft = Array.from(input.mustLinks?.left ?? []);
  const mustRight = Array.from(input.mustLinks?.right ?? []);
  const cannotLeft = Array.from(input.cannotLinks?.left ?? []);
  const cannotRight = Array.from(input.cannotLinks?.right ?? []);
  const sameKeys = new Set<string>();
  let same = 0;
  let different = 0;
  let skipped = 0;
  for (const item of items.slice(0, Math.max(0, budget))) {
    const { left, right } = item;
    if (left === undefined || right === undefined) {
      skipped += 1;
      continue;
    }
    if (entityOf[left] === entityOf[right]) {
      same += 1;
      mustLeft.push(left);
      mustRight.push(right);
      sameKeys.add(pairKey(left, right));
    } else {
      different += 1;
      cannotLeft.push(left);
      cannotRight.push(right);
    }
  }
  const keep = cannotLeft.map((a, i) => !sameKeys.has(pairKey(a, cannotRight[i])));
  const next: ClusterInput = {
    ...input,
    mustLinks: { left: Uint32Array.from(mustLeft), right: Uint32Array.from(mustRight) },
    cannotLinks: {
      left: Uint32Array.from(cannotLeft.filter((_, i) => keep[i])),
      right: Uint32Array.from(cannotRight.filter((_, i) => keep[i])),
    },
  };
  return { budget, same, different, skipped, result: clusterRecords(next), input: next };
}
