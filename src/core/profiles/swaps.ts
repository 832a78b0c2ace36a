/**
 * Swapped columns: a given name typed into the surname field and back («Isla Hall» / «Hall Isla») is
 * one of the commonest entry errors in person lists. Two `check` comparisons score each column of the
 * left record against the other column of the right one; when the crosswise pair agrees better than
 * the straight pair, the straight similarities are replaced by the crosswise ones before weighing, so
 * the swap counts as the agreement it is and nothing is counted twice.
 */

/** Indices (into a profile's comparisons) of two columns that may be swapped and their crosswise checks. */
export interface ColumnSwap {
  a: number;
  b: number;
  /** left `a` against right `b`. */
  ab: number;
  /** left `b` against right `a`. */
  ba: number;
  /** The name columns' top-level similarity: a reading that agrees outright on more parts is the one taken. */
  top?: number;
}

/** How much better (sum of similarities) the crosswise reading must be to be taken. */
const SWAP_MARGIN = 0.2;

/** Sum of the known (non-NaN) values of two. */
function knownSum(x: number, y: number): number {
  return (Number.isNaN(x) ? 0 : x) + (Number.isNaN(y) ? 0 : y);
}

/** Count of the known (non-NaN) values of two. */
function knownCount(x: number, y: number): number {
  return (Number.isNaN(x) ? 0 : 1) + (Number.isNaN(y) ? 0 : 1);
}

/** How many of two similarities reach `top` (none without a top). */
function outright(x: number, y: number, top: number | undefined): number {
  return top === undefined ? 0 : Number(x >= top) + Number(y >= top);
}

/**
 * Replace straight similarities by crosswise ones on the pairs whose columns read swapped; returns how many.
 * Crosswise is taken when it agrees outright (at `top`) on more parts than the straight reading —
 * «sullivan | susan» / «emily | sullivan» is one surname and two given names, whatever «susan» and
 * «sullivan» share by chance — or when its similarities sum better by the margin.
 */
export function applyColumnSwaps(
  swaps: readonly ColumnSwap[],
  similarities: Float32Array[],
  pairCount: number,
): number {
  let swapped = 0;
  for (const { a, b, ab, ba, top } of swaps) {
    const sa = similarities[a];
    const sb = similarities[b];
    const sab = similarities[ab];
    const sba = similarities[ba];
    for (let p = 0; p < pairCount; p++) {
      const crossKnown = knownCount(sab[p], sba[p]);
      if (crossKnown === 0 || crossKnown < knownCount(sa[p], sb[p])) continue;
      const more = outright(sab[p], sba[p], top) > outright(sa[p], sb[p], top);
      if (!more && knownSum(sab[p], sba[p]) < knownSum(sa[p], sb[p]) + SWAP_MARGIN) continue;
      sa[p] = sab[p];
      sb[p] = sba[p];
      swapped++;
    }
  }
  return swapped;
}
