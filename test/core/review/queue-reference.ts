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
 * A pair met again later in the order is not repeated: its reasons join the first item (pairs far
 * past the capacity cut are not examined, so they lend no reasons).
 */
import type { MergeEdges, ReviewItem, ReviewItemKind } from '../../../src/domain/cluster';
import type { Reason } from '../../../src/domain/decision';

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
  bandReasons?: (i: number) => readonly Reason[];
  /** Items from the cluster checks. */
  clusterItems?: readonly ReviewItem[];
  /** Pairs a guard vetoed, with their weights. */
  guardPairs?: MergeEdges;
  /** Reasons of guard pair i (the guard that fired). */
  guardReasons?: (i: number) => readonly Reason[];
  /** Guard-vetoed pairs enter the queue only from this weight up (default: the merge threshold). */
  guardMinWeight?: number;
  /** Items kept: a number, or pairs per hour × hours; default: all. */
  capacity?: number | ReviewCapacity;
}

/**
 * The ranked queue cut to capacity; `available` counts the candidates ranked before the cut (a pair met twice counts
 * twice).
 */
export interface ReviewQueue {
  items: ReviewItem[];
  available: number;
  capacity: number;
}

const CLUSTER_KIND_RANK: Record<ReviewItemKind, number> = {
  'refused-link': 0,
  'cut-link': 1,
  'weak-bridge': 2,
  'weak-link': 3,
  invariant: 4,
  'low-density': 5,
  'oversized-cluster': 6,
  'review-band': 7,
  'guard-high-score': 8,
};

/** Items a reviewer gets through: ⌊pairs per hour × hours⌋ (a plain number passes through). */
export function reviewCapacity(capacity: number | ReviewCapacity | undefined): number {
  if (capacity === undefined) return Infinity;
  const n = typeof capacity === 'number' ? capacity : capacity.pairsPerHour * capacity.hours;
  if (!(n >= 0)) throw new Error('review capacity must be a number ≥ 0');
  return Math.floor(n);
}

/**
 * Indices sorted by a numeric key ascending (ties by index). When only the first `want` matter and
 * they are few, only the indices whose key is at most the want-th smallest are sorted.
 */
function sortedBy(count: number, key: (i: number) => number, want: number): { order: Uint32Array; complete: boolean } {
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = key(i);
  let order: Uint32Array;
  let complete = true;
  if (want * 4 < count) {
    const cut = Float64Array.from(keys).sort()[want - 1];
    const chosen: number[] = [];
    for (let i = 0; i < count; i++) if (keys[i] <= cut) chosen.push(i);
    order = Uint32Array.from(chosen);
    complete = false;
  } else {
    order = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
  }
  return { order: order.sort((a, b) => keys[a] - keys[b] || a - b), complete };
}

/** Rank review items and keep as many as the reviewer's capacity allows. */
/** The previous, eager implementation: the oracle of the lazy queue. */
export function referenceReviewQueue(input: ReviewQueueInput): ReviewQueue {
  return rankQueue(input, false) ?? (rankQueue(input, true) as ReviewQueue);
}

/**
 * One ranking pass; with `exhaustive` false it sorts only the head of the pair lists, and gives up (null) if duplicates
 * leave the head short.
 */
function rankQueue(input: ReviewQueueInput, exhaustive: boolean): ReviewQueue | null {
  const t = input.mergeThreshold;
  const limit = reviewCapacity(input.capacity);
  const band = input.bandPairs;
  const guard = input.guardPairs;
  const guardMin = input.guardMinWeight ?? t;
  const want = (count: number) => (exhaustive || limit === Infinity ? count : Math.min(count, 2 * limit + 16));
  const bandCount = band?.left.length ?? 0;
  const guardTotal = guard?.left.length ?? 0;
  const bandSorted = band
    ? sortedBy(bandCount, (i) => Math.abs(band.weight[i] - t), want(bandCount))
    : { order: new Uint32Array(0), complete: true };
  const guardSorted = guard
    ? sortedBy(guardTotal, (i) => -guard.weight[i], want(guardTotal))
    : { order: new Uint32Array(0), complete: true };
  const bandOrder = bandSorted.order;
  const guardOrder = guardSorted.order;
  let guardCount = 0;
  for (let i = 0; i < guardTotal; i++) if (guard!.weight[i] >= guardMin) guardCount += 1;
  const clusterItems = [...(input.clusterItems ?? [])]
    .map((item, i) => ({ item, i }))
    .sort(
      (a, b) =>
        CLUSTER_KIND_RANK[a.item.kind] - CLUSTER_KIND_RANK[b.item.kind] ||
        distance(a.item, t) - distance(b.item, t) ||
        a.i - b.i,
    );

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
    if (first) {
      for (const reason of make().reasons) {
        if (!first.reasons.some((r) => r.code === reason.code && r.detail === reason.detail))
          first.reasons.push(reason);
      }
    } else if (items.length < limit) {
      const item = make();
      byPair.set(key, item);
      items.push(item);
    }
  };
  for (const i of bandOrder) {
    const [left, right, weight] = [band!.left[i], band!.right[i], band!.weight[i]];
    add(left, right, () => ({
      kind: 'review-band',
      left,
      right,
      weight,
      reasons: [
        ...(input.bandReasons?.(i) ?? [
          { code: 'review-band', weight, detail: `weight ${weight.toFixed(2)} vs threshold ${t}` },
        ]),
      ],
    }));
  }
  if (!bandSorted.complete && items.length < limit) return null; // duplicates left the head short
  for (const { item } of clusterItems) add(item.left, item.right, () => ({ ...item, reasons: [...item.reasons] }));
  for (let k = 0; k < guardOrder.length && guard!.weight[guardOrder[k]] >= guardMin; k++) {
    const i = guardOrder[k];
    const [left, right, weight] = [guard!.left[i], guard!.right[i], guard!.weight[i]];
    add(left, right, () => ({
      kind: 'guard-high-score',
      left,
      right,
      weight,
      reasons: [
        ...(input.guardReasons?.(i) ?? []),
        { code: 'guard-high-score', weight, detail: `weight ${weight.toFixed(2)} ≥ ${guardMin}` },
      ],
    }));
  }
  if (!guardSorted.complete && items.length < limit) return null;
  const available = bandCount + clusterItems.length + guardCount;
  return { items, available, capacity: limit };
}

function distance(item: ReviewItem, threshold: number): number {
  return item.weight === undefined || !Number.isFinite(item.weight) ? Infinity : Math.abs(item.weight - threshold);
}

/** An order-free key of a record pair. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
