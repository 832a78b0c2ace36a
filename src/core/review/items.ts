/** The review queue's items, columnar: each item made only when read (queue.ts ranks them). */
import type { ReviewItem } from '../../domain/cluster';
import type { Reason } from '../../domain/decision';

/**
 * The queue's items, made on demand: a queue over a million records holds millions of items, kept
 * as (list, index) numbers; an item object exists only while a page or an export reads it.
 */
export class ReviewItems implements Iterable<ReviewItem> {
  constructor(
    private readonly make: (source: number, index: number) => ReviewItem,
    private readonly source: Uint8Array,
    private readonly index: Uint32Array,
    private readonly merged: ReadonlyMap<number, Reason[]>,
  ) {}

  /** Number of items. */
  get length(): number {
    return this.source.length;
  }

  /** Item i (a new object on every call). */
  at(i: number): ReviewItem {
    const item = this.make(this.source[i], this.index[i]);
    const reasons = this.merged.get(i);
    return reasons ? { ...item, reasons: [...reasons] } : item;
  }

  /** Items `start … end − 1` (all by default), as an array. */
  slice(start = 0, end = this.length): ReviewItem[] {
    const out: ReviewItem[] = [];
    for (let i = Math.max(0, start); i < Math.min(end, this.length); i++) out.push(this.at(i));
    return out;
  }

  *[Symbol.iterator](): Iterator<ReviewItem> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** JSON as an array of items. */
  toJSON(): ReviewItem[] {
    return this.slice();
  }

  /** The same items in another order: item i of the result is item `order[i]` of this (a permutation). */
  reordered(order: Uint32Array): ReviewItems {
    if (order.length !== this.length) throw new Error('an order names every item once');
    const merged = new Map<number, Reason[]>();
    order.forEach((from, to) => {
      const reasons = this.merged.get(from);
      if (reasons) merged.set(to, reasons);
    });
    return new ReviewItems(
      this.make,
      Uint8Array.from(order, (i) => this.source[i]),
      Uint32Array.from(order, (i) => this.index[i]),
      merged,
    );
  }
}
