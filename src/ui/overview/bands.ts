/**
 * Live counts per band from the overview's score histogram (20 bins of 0.05), computed on the page
 * while a threshold marker moves. A bin counts in the band that holds its lower edge, so the counts
 * are exact at multiples of 0.05 and approximate in between.
 */

/** Bins of the histogram. */
export const BINS = 20;

/** Pairs per bin, all decision levels together. */
export function totals(histogram: { merge: number[]; review: number[]; distinct: number[] }): number[] {
  return Array.from({ length: BINS }, (_, b) => (histogram.merge[b] ?? 0) + (histogram.review[b] ?? 0) + (histogram.distinct[b] ?? 0));
}

/** Pairs at or above `hi`, in [lo, hi), and below `lo`. */
export function bandCounts(binTotals: readonly number[], lo: number, hi: number): { merge: number; review: number; distinct: number } {
  const out = { merge: 0, review: 0, distinct: 0 };
  binTotals.forEach((n, b) => {
    const edge = b / BINS + 1e-9;
    if (edge >= hi) out.merge += n;
    else if (edge >= lo) out.review += n;
    else out.distinct += n;
  });
  return out;
}

/** Clamp and round a threshold to 0.01 steps within [0, 1]. */
export function clampThreshold(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
}
