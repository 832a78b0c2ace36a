/**
 * Live counts per band while a threshold marker moves, computed on the page from the overview's
 * score histogram (20 bins of 0.05). At the stored thresholds the counts are the run's own; when a
 * marker moves, the pairs whose scores lie between the old and the new threshold move between bands,
 * estimated from the bins (scores spread evenly inside a bin).
 */

/** Bins of the histogram. */
export const BINS = 20;

/** Pairs per bin, all decision levels together. */
export function totals(histogram: { merge: number[]; review: number[]; distinct: number[] }): number[] {
  return Array.from(
    { length: BINS },
    (_, b) => (histogram.merge[b] ?? 0) + (histogram.review[b] ?? 0) + (histogram.distinct[b] ?? 0),
  );
}

/** Estimated pairs with a score in [from, to), from the bins. */
export function pairsBetween(binTotals: readonly number[], from: number, to: number): number {
  if (to <= from) return 0;
  let n = 0;
  binTotals.forEach((count, b) => {
    const lo = b / BINS;
    const hi = (b + 1) / BINS + (b === BINS - 1 ? 1e-9 : 0); // the last bin holds score 1
    const overlap = Math.min(hi, to) - Math.max(lo, from);
    if (overlap > 0) n += count * Math.min(1, overlap / (1 / BINS));
  });
  return n;
}

/** Band counts of the run at its stored thresholds. */
export interface Bands {
  merge: number;
  review: number;
  distinct: number;
}

/**
 * Counts per band with thresholds moved from (`lo0`, `hi0`) to (`lo`, `hi`); `hi` undefined: no merge
 * threshold (rule profiles), merges stay as they are. Rounded to whole pairs.
 */
export function movedBands(
  binTotals: readonly number[],
  current: Bands,
  lo0: number,
  lo: number,
  hi0?: number,
  hi?: number,
): Bands {
  const total = current.merge + current.review + current.distinct;
  let merge = current.merge;
  if (hi0 !== undefined && hi !== undefined)
    merge += hi < hi0 ? pairsBetween(binTotals, hi, hi0) : -pairsBetween(binTotals, hi0, hi);
  let distinct = current.distinct + (lo > lo0 ? pairsBetween(binTotals, lo0, lo) : -pairsBetween(binTotals, lo, lo0));
  merge = Math.round(Math.min(total, Math.max(0, merge)));
  distinct = Math.round(Math.min(total - merge, Math.max(0, distinct)));
  return { merge, review: total - merge - distinct, distinct };
}

/** Clamp and round a threshold to 0.01 steps within [0, 1]. */
export function clampThreshold(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
}
