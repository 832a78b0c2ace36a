/**
 * Choosing what to ask next: a batch of review items from the ranked queue that teaches most. An
 * item whose answer is already implied by earlier answers is passed over (its two records are joined
 * by «same» answers, or a «different» answer separates their groups, or — linking sources that are
 * one-to-one — either record's group already holds a record of the other's source); within a window
 * of the queue's head, one item per comparison pattern comes before a second of the same pattern
 * (dedupe and Zingg diversify their labelling the same way).
 */
import type { RecordPairs, ReviewItem } from '../../domain/cluster';
import { UnionFind } from '../cluster/union-find';
import { pairKey } from './queue';

/** What earlier answers imply about record pairs. */
export class AnsweredPairs {
  private readonly groups: UnionFind;
  private readonly answered = new Set<string>();
  private readonly apart: Array<[number, number]> = [];
  /** Records of each group that «same» answers formed (root → records). */
  private readonly members = new Map<number, number[]>();

  /** `sourceOf` with `oneToOne`: a group holds at most one record of each source. */
  constructor(
    recordCount: number,
    private readonly sourceOf?: ArrayLike<number>,
    private readonly oneToOne = false,
  ) {
    this.groups = new UnionFind(recordCount);
  }

  /** Record answers: «same» pairs join groups, «different» pairs keep them apart. */
  add(same: RecordPairs, different: RecordPairs): void {
    for (let i = 0; i < same.left.length; i++) {
      const [a, b] = [this.groups.find(same.left[i]), this.groups.find(same.right[i])];
      this.answered.add(pairKey(same.left[i], same.right[i]));
      if (a === b) continue;
      const joined = [...(this.members.get(a) ?? [a]), ...(this.members.get(b) ?? [b])];
      this.members.delete(a);
      this.members.delete(b);
      this.members.set(this.groups.linkRoots(a, b), joined);
    }
    for (let i = 0; i < different.left.length; i++) {
      this.apart.push([different.left[i], different.right[i]]);
      this.answered.add(pairKey(different.left[i], different.right[i]));
    }
  }

  /** Whether the pair was answered itself. */
  wasAnswered(a: number, b: number): boolean {
    return this.answered.has(pairKey(a, b));
  }

  /** Whether earlier answers already decide the pair (same group, groups kept apart, one-to-one taken). */
  implied(a: number, b: number): boolean {
    if (this.wasAnswered(a, b)) return true;
    const ga = this.groups.find(a);
    const gb = this.groups.find(b);
    if (ga === gb) return true;
    for (const [x, y] of this.apart) {
      const gx = this.groups.find(x);
      const gy = this.groups.find(y);
      if ((gx === ga && gy === gb) || (gx === gb && gy === ga)) return true;
    }
    if (this.oneToOne && this.sourceOf && this.sourceOf[a] !== this.sourceOf[b]) {
      if (this.groupHasSource(ga, this.sourceOf[b], a) || this.groupHasSource(gb, this.sourceOf[a], b)) return true;
    }
    return false;
  }

  private groupHasSource(root: number, source: number, self: number): boolean {
    const list = this.members.get(root);
    return list !== undefined && list.some((r) => r !== self && this.sourceOf![r] === source);
  }
}

/** Options of {@link chooseBatch}. */
export interface ChooseBatchOptions {
  /** Items in a batch (default 20). */
  size?: number;
  /** The comparison pattern of a pair (e.g. its comparison vector as a number); absent: no diversification. */
  patternOf?: (left: number, right: number) => number | string;
  /** How many eligible head items the diversification looks at, as a multiple of `size` (default 3). */
  window?: number;
  /**
   * Whether the pair's records are already in one cluster: a «same» there changes nothing, so such
   * items come after the others of the window (they are still asked: a «different» splits).
   */
  joined?: (left: number, right: number) => boolean;
}

/**
 * The next batch: eligible items (they name a pair that earlier answers do not decide) from the
 * queue's head, one per comparison pattern first, then the rest of the window in queue order.
 */
export function chooseBatch(
  items: Iterable<ReviewItem>,
  answered: AnsweredPairs,
  options: ChooseBatchOptions = {},
): ReviewItem[] {
  const size = options.size ?? 20;
  const windowSize = size * (options.patternOf ? (options.window ?? 3) : 1);
  const open: ReviewItem[] = [];
  const joined: ReviewItem[] = [];
  const seen = new Set<string>();
  let scanned = 0;
  for (const item of items) {
    // Joined items wait for the open ones, as far as ten windows down the queue.
    if (open.length >= windowSize || (open.length + joined.length >= windowSize && ++scanned > windowSize * 10)) break;
    const { left, right } = item;
    if (left === undefined || right === undefined || left === right) continue;
    const key = pairKey(left, right);
    if (seen.has(key) || answered.implied(left, right)) continue;
    seen.add(key);
    (options.joined?.(left, right) ? joined : open).push(item);
  }
  const eligible = [...open, ...joined].slice(0, windowSize);
  if (!options.patternOf) return eligible.slice(0, size);
  const patterns = new Set<number | string>();
  const first: ReviewItem[] = [];
  const rest: ReviewItem[] = [];
  for (const item of eligible) {
    const pattern = options.patternOf(item.left!, item.right!);
    if (!patterns.has(pattern) && first.length < size) {
      patterns.add(pattern);
      first.push(item);
    } else rest.push(item);
  }
  // Queue order is kept among the chosen: the first pick of each pattern, then the head's others.
  const chosen = new Set([...first, ...rest.slice(0, size - first.length)]);
  return eligible.filter((item) => chosen.has(item));
}

/** How far down the queue {@link pinnedOrder} looks for the pairs it pins (they come from its head). */
export const PIN_SCAN = 5000;

/**
 * The queue's order with the `head` pairs first, in their order (those found among the first
 * {@link PIN_SCAN} items), then the other items as they were. Returns the permutation
 * (position → item index).
 */
export function pinnedOrder(
  items: { readonly length: number; at(i: number): ReviewItem },
  head: RecordPairs,
): Uint32Array {
  const rank = new Map<string, number>();
  for (let k = 0; k < head.left.length; k++) rank.set(pairKey(head.left[k], head.right[k]), k);
  const found = new Int32Array(head.left.length).fill(-1);
  let left = rank.size;
  for (let i = 0; i < Math.min(items.length, PIN_SCAN) && left > 0; i++) {
    const it = items.at(i);
    if (it.left === undefined || it.right === undefined) continue;
    const k = rank.get(pairKey(it.left, it.right));
    if (k === undefined || found[k] >= 0) continue;
    found[k] = i;
    left--;
  }
  const order = new Uint32Array(items.length);
  const pinned = new Uint8Array(items.length);
  let n = 0;
  for (const i of found) if (i >= 0) ((order[n++] = i), (pinned[i] = 1));
  for (let i = 0; i < items.length; i++) if (!pinned[i]) order[n++] = i;
  return order;
}
