/**
 * The review queue: review items ranked by how likely a human decision flips the outcome, cut to
 * what the reviewer can do (pairs per hour × hours).
 *
 * Order, in three tiers:
 * 1. pairs in the review band, closest to the merge threshold first (|weight − threshold|; the same
 *    order as the uncertainty of the match probability around the threshold);
 * 2. risky cluster links from the cluster checks: refused links and weak bridges first (one answer
 *    settles many records), then weak links, invariants, sparse and oversized clusters; within a kind,
 *    closest to the threshold first;
 * 3. pairs a guard vetoed although their weight is high, highest weight first.
 * A pair met again later in the order is not repeated: its reasons join the first item.
 */
import type { MergeEdges, ReviewItem, ReviewItemKind } from '../../domain/cluster';
import type { Reason } from '../../domain/decision';

/** Reviewer capacity: how many items fit in the reviewer's time. */
export interface ReviewCapacity {
  pairsPerHour: number;
  hours: number;
}

/** Inputs of {@link buildReviewQueue}. */
export interface ReviewQueueInput {
  /** Match weight at or above which a pair merges (log2 units). */
  mergeThreshold: number;
  /** Pairs decided `review`, with their weights. */
  bandPairs?: MergeEdges;
  /** Reasons of band pair i (e.g. its decision's reasons); default: its weight against the threshold. */
  bandReasons?: (i: number) => Reason[];
  /** Items from the cluster checks. */
  clusterItems?: readonly ReviewItem[];
  /** Pairs a guard vetoed, with their weights. */
  guardPairs?: MergeEdges;
  /** Reasons of guard pair i (the guard that fired). */
  guardReasons?: (i: number) => Reason[];
  /** Guard-vetoed pairs enter the queue only from this weight up (default: the merge threshold). */
  guardMinWeight?: number;
  /** Items kept: a number, or pairs per hour × hours; default: all. */
  capacity?: number | ReviewCapacity;
}

/** The ranked queue cut to capacity; `available` counts the candidates ranked before the cut (a pair met twice counts twice). */
export interface ReviewQueue {
  items: ReviewItem[];
  available: number;
  capacity: number;
}

const CLUSTER_KIND_RANK: Record<ReviewItemKind, number> = {
  'refused-link': 0, 'weak-bridge': 1, 'weak-link': 2, invariant: 3, 'low-density': 4, 'oversized-cluster': 5,
  'review-band': 6, 'guard-high-score': 7,
};

/** Items a reviewer gets through: ⌊pairs per hour × hours⌋ (a plain number passes through). */
export function reviewCapacity(capacity: number | ReviewCapacity | undefined): number {
  if (capacity === undefined) return Infinity;
  const n = typeof capacity === 'number' ? capacity : capacity.pairsPerHour * capacity.hours;
  if (!(n >= 0)) throw new Error('review capacity must be a number ≥ 0');
  return Math.floor(n);
}

/** Indices of pairs sorted by a numeric key ascending, ties by index. */
function sortedBy(count: number, key: (i: number) => number): Uint32Array {
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = key(i);
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  return order.sort((a, b) => (keys[a] - keys[b]) || (a - b));
}

/** Rank review items and keep as many as the reviewer's capacity allows. */
export function buildReviewQueue(input: ReviewQueueInput): ReviewQueue {
  const t = input.mergeThreshold;
  const limit = reviewCapacity(input.capacity);
  const band = input.bandPairs;
  const guard = input.guardPairs;
  const guardMin = input.guardMinWeight ?? t;
  const bandOrder = band ? sortedBy(band.left.length, (i) => Math.abs(band.weight[i] - t)) : new Uint32Array(0);
  const guardOrder = guard ? sortedBy(guard.left.length, (i) => -guard.weight[i]) : new Uint32Array(0);
  let guardCount = 0;
  while (guardCount < guardOrder.length && guard!.weight[guardOrder[guardCount]] >= guardMin) guardCount += 1;
  const clusterItems = [...(input.clusterItems ?? [])].map((item, i) => ({ item, i })).sort((a, b) =>
    (CLUSTER_KIND_RANK[a.item.kind] - CLUSTER_KIND_RANK[b.item.kind]) ||
    (distance(a.item, t) - distance(b.item, t)) || (a.i - b.i));

  const items: ReviewItem[] = [];
  const byPair = new Map<string, ReviewItem>();
  // Items are built lazily: past the cut a pair only lends its reasons to an earlier item, if any.
  const add = (left: number | undefined, right: number | undefined, make: () => ReviewItem): void => {
    if (left === undefined || right === undefined) {
      if (items.length < limit) items.push(make());
      return;
    }
    const key = pairKey(left, right);
    const first = byPair.get(key);
    if (first) first.reasons.push(...make().reasons);
    else if (items.length < limit) {
      const item = make();
      byPair.set(key, item);
      items.push(item);
    }
  };
  for (const i of bandOrder) {
    const [left, right, weight] = [band!.left[i], band!.right[i], band!.weight[i]];
    add(left, right, () => ({
      kind: 'review-band', left, right, weight,
      reasons: [...(input.bandReasons?.(i) ?? [{ code: 'review-band', weight, detail: `weight ${weight.toFixed(2)} vs threshold ${t}` }])],
    }));
  }
  for (const { item } of clusterItems) add(item.left, item.right, () => ({ ...item, reasons: [...item.reasons] }));
  for (let k = 0; k < guardCount; k++) {
    const i = guardOrder[k];
    const [left, right, weight] = [guard!.left[i], guard!.right[i], guard!.weight[i]];
    add(left, right, () => ({
      kind: 'guard-high-score', left, right, weight,
      reasons: [...(input.guardReasons?.(i) ?? []), { code: 'guard-high-score', weight, detail: `weight ${weight.toFixed(2)} ≥ ${guardMin}` }],
    }));
  }
  const available = bandOrder.length + clusterItems.length + guardCount;
  return { items, available, capacity: limit };
}

function distance(item: ReviewItem, threshold: number): number {
  return item.weight === undefined || !Number.isFinite(item.weight) ? Infinity : Math.abs(item.weight - threshold);
}

/** An order-free key of a record pair. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
