import type { MatrixRange, PairBatch } from './types';

/** Throws a RangeError unless every pair index is inside its column (sizes `na`, `nb`). */
export function checkPairs(pairs: PairBatch, na: number, nb: number): void {
  if (pairs.left.length !== pairs.right.length) throw new RangeError('pair arrays differ in length');
  let maxL = 0;
  let maxR = 0;
  for (let k = 0; k < pairs.left.length; k++) {
    if (pairs.left[k] > maxL) maxL = pairs.left[k];
    if (pairs.right[k] > maxR) maxR = pairs.right[k];
  }
  if (pairs.left.length && (maxL >= na || maxR >= nb)) {
    throw new RangeError(`pair index out of range (left < ${na}, right < ${nb})`);
  }
}

/** Throws a RangeError unless the block lies inside the two columns. */
export function checkRange(r: MatrixRange, na: number, nb: number): void {
  const ok = (lo: number, hi: number, n: number) => Number.isInteger(lo) && Number.isInteger(hi) && lo >= 0 && lo <= hi && hi <= n;
  if (!ok(r.rowStart, r.rowEnd, na) || !ok(r.colStart, r.colEnd, nb)) {
    throw new RangeError(`matrix range out of bounds: rows [${r.rowStart}, ${r.rowEnd}) of ${na}, columns [${r.colStart}, ${r.colEnd}) of ${nb}`);
  }
}
