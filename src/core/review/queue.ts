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
import type { MergeEdges, ReviewItem, ReviewItemKind } from '../../domain/cluster';
import type { Reason } from '../../domain/decision';
import { identityOrder, orderByKeys } from '../cluster/stable-order';
import { ReviewItems } from './items';

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
  /**
   * Distance of band pair i from the boundary that orders the band (default |weight − mergeThreshold|);
   * a model learned from answers orders by its own boundary instead.
   */
  bandDistance?: ArrayLike<number>;
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
  items: ReviewItems;
  available: number;
  capacity: number;
}

const BAND = 0;
const CLUSTER = 1;
const GUARD = 2;
/** No record: an entry without a pair. */
const NONE = 0xffffffff;

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
  } else order = identityOrder(count);
  return { order: orderByKeys(order, [keys]) ?? order.sort((a, b) => keys[a] - keys[b] || a - b), complete };
}

/** Rank review items and keep as many as the reviewer's capacity allows. */
export function buildReviewQueue(input: ReviewQueueInput): ReviewQueue {
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
  const bandDistance = input.bandDistance;
  const bandSorted = band
    ? sortedBy(bandCount, bandDistance ? (i) => bandDistance[i] : (i) => Math.abs(band.weight[i] - t), want(bandCount))
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

  const bandItem = (i: number): ReviewItem => {
    const [left, right, weight] = [band!.left[i], band!.right[i], band!.weight[i]];
    return {
      kind: 'review-band',
      left,
      right,
      weight,
      reasons: [
        ...(input.bandReasons?.(i) ?? [
          { code: 'review-band', weight, detail: `weight ${weight.toFixed(2)} vs threshold ${t}` },
        ]),
      ],
    };
  };
  const guardItem = (i: number): ReviewItem => {
    const [left, right, weight] = [guard!.left[i], guard!.right[i], guard!.weight[i]];
    return {
      kind: 'guard-high-score',
      left,
      right,
      weight,
      reasons: [
        ...(input.guardReasons?.(i) ?? []),
        { code: 'guard-high-score', weight, detail: `weight ${weight.toFixed(2)} ≥ ${guardMin}` },
      ],
    };
  };
  const make = (source: number, i: number): ReviewItem =>
    source === BAND
      ? bandItem(i)
      : source === CLUSTER
        ? { ...clusterItems[i].item, reasons: [...clusterItems[i].item.reasons] }
        : guardItem(i);
  let guardExamined = 0;
  while (guardExamined < guardOrder.length && guard!.weight[guardOrder[guardExamined]] >= guardMin) guardExamined++;
  // Every entry the ranking examines, in order: its list and index there.
  const examined = bandOrder.length + clusterItems.length + guardExamined;
  const sources = new Uint8Array(examined);
  const indices = new Uint32Array(examined);
  sources.fill(CLUSTER, bandOrder.length).fill(GUARD, bandOrder.length + clusterItems.length);
  indices.set(bandOrder);
  for (let k = 0; k < clusterItems.length; k++) indices[bandOrder.length + k] = k;
  indices.set(guardOrder.subarray(0, guardExamined), bandOrder.length + clusterItems.length);
  // Each entry's pair (both NONE for a cluster item without one).
  const entryLeft = new Uint32Array(examined);
  const entryRight = new Uint32Array(examined);
  for (let e = 0; e < examined; e++) {
    const i = indices[e];
    const list = sources[e] === BAND ? band! : sources[e] === GUARD ? guard! : undefined;
    const { left, right } = list ? { left: list.left[i], right: list.right[i] } : clusterItems[i].item;
    [entryLeft[e], entryRight[e]] = left === undefined || right === undefined ? [NONE, NONE] : [left, right];
  }
  const repeated = repeatedPairs(entryLeft, entryRight);
  const keep = {
    source: new Uint8Array(Math.min(limit, examined)),
    index: new Uint32Array(Math.min(limit, examined)),
    length: 0,
  };
  const merged = new Map<number, Reason[]>();
  const byPair = new Map<string, number>();
  // A pair met again later in the order lends its reasons to its first item, never a second item.
  const add = (e: number): void => {
    const [left, right] = [entryLeft[e], entryRight[e]];
    const key = left !== NONE && repeated(e) ? pairKey(left, right) : undefined;
    const first = key === undefined ? undefined : byPair.get(key);
    if (first !== undefined) {
      const reasons = merged.get(first) ?? make(keep.source[first], keep.index[first]).reasons;
      for (const reason of make(sources[e], indices[e]).reasons) {
        if (!reasons.some((r) => r.code === reason.code && r.detail === reason.detail)) reasons.push(reason);
      }
      merged.set(first, reasons);
    } else if (keep.length < limit) {
      if (key !== undefined) byPair.set(key, keep.length);
      keep.source[keep.length] = sources[e];
      keep.index[keep.length++] = indices[e];
    }
  };
  let e = 0;
  for (; e < bandOrder.length; e++) add(e);
  if (!bandSorted.complete && keep.length < limit) return null; // duplicates left the head short
  for (; e < examined; e++) add(e);
  if (!guardSorted.complete && keep.length < limit) return null;
  const items = new ReviewItems(make, keep.source.slice(0, keep.length), keep.index.slice(0, keep.length), merged);
  const available = bandCount + clusterItems.length + guardCount;
  return { items, available, capacity: limit };
}

/**
 * Which examined entries name a pair that another entry names too (a cheap filter: sorted numeric
 * codes; only those entries need the exact string-keyed map).
 */
function repeatedPairs(left: Uint32Array, right: Uint32Array): (e: number) => boolean {
  let top = 0;
  for (let e = 0; e < left.length; e++) if (left[e] !== NONE) top = Math.max(top, left[e], right[e]);
  const codes = new Float64Array(left.length);
  for (let e = 0; e < left.length; e++) {
    codes[e] = left[e] === NONE ? NaN : Math.min(left[e], right[e]) * (top + 1) + Math.max(left[e], right[e]);
  }
  const sorted = Float64Array.from(codes).sort();
  const twice = new Set<number>();
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) twice.add(sorted[i]);
  return (e) => twice.has(codes[e]);
}

function distance(item: ReviewItem, threshold: number): number {
  return item.weight === undefined || !Number.isFinite(item.weight) ? Infinity : Math.abs(item.weight - threshold);
}

/** An order-free key of a record pair. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
