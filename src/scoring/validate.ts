import type { MatrixRange, PairBatch, ValueSpan } from './types';
import { DISTANCE_KERNELS } from '../domain/kernel';

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
  const ok = (lo: number, hi: number, n: number) =>
    Number.isInteger(lo) && Number.isInteger(hi) && lo >= 0 && lo <= hi && hi <= n;
  if (!ok(r.rowStart, r.rowEnd, na) || !ok(r.colStart, r.colEnd, nb)) {
    throw new RangeError(
      `matrix range out of bounds: rows [${r.rowStart}, ${r.rowEnd}) of ${na}, columns [${r.colStart}, ${r.colEnd}) of ${nb}`,
    );
  }
}

/** Most hits one dense (cutoff <= 0) block may return: 2^26 hits are 768 MiB of result arrays. */
export const MAX_DENSE_HITS = 2 ** 26;

/** Throws a RangeError when a block scored with cutoff <= 0 (every pair a hit) would exceed MAX_DENSE_HITS. */
export function checkDenseSize(r: MatrixRange, cutoff: number): void {
  if (cutoff > 0) return;
  const cells = (r.rowEnd - r.rowStart) * (r.colEnd - r.colStart);
  if (cells > MAX_DENSE_HITS) {
    throw new RangeError(
      `a block of ${cells} pairs with cutoff <= 0 returns every pair; split it (at most ${MAX_DENSE_HITS})`,
    );
  }
}

/** Most cells one `matrixScores` call of the pool may return (4 bytes each: 1 GiB). */
export const MAX_DENSE_SCORES = 2 ** 28;

/** Throws a RangeError when a dense score block would have more than `max` cells. */
export function checkScoresSize(r: MatrixRange, max: number): void {
  const cells = (r.rowEnd - r.rowStart) * (r.colEnd - r.colStart);
  if (cells > max) throw new RangeError(`a dense block of ${cells} cells is too large; split it (at most ${max})`);
}

/** The array a dense block is written to: a view of the first `cells` of `out`, or a fresh array. */
export function scoresTarget(out: Float32Array | undefined, cells: number): Float32Array {
  if (out === undefined) return new Float32Array(cells);
  if (out.length < cells) throw new RangeError(`out holds ${out.length} scores, the block has ${cells}`);
  return out.length === cells ? out : out.subarray(0, cells);
}

/** Throws a RangeError unless the kernel has a distance form and the maximum is a non-negative integer below 2^30. */
export function checkDistance(kernel: string, maxDistance: number): void {
  if (!(DISTANCE_KERNELS as readonly string[]).includes(kernel))
    throw new RangeError(`kernel ${kernel} has no distance form (only ${DISTANCE_KERNELS.join(', ')})`);
  if (!Number.isInteger(maxDistance) || maxDistance < 0 || maxDistance >= 2 ** 30)
    throw new RangeError(`maxDistance must be an integer in 0..2^30 − 1, got ${maxDistance}`);
}

/** Throws a RangeError unless the MinHash parameters are positive integers (seed: any safe integer). */
export function checkMinHash(q: number, bands: number, rows: number, seed: number): void {
  const positive = (x: number) => Number.isInteger(x) && x >= 1 && x <= 0xffff;
  if (!positive(q) || !positive(bands) || !positive(rows) || bands * rows > 0xffff) {
    throw new RangeError(
      `MinHash q, bands and rows must be integers in 1..65535 with bands × rows ≤ 65535, got q ${q}, bands ${bands}, rows ${rows}`,
    );
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`MinHash seed must be a safe integer, got ${seed}`);
}

/** The span [start, end) of a column of `n` values (all of it by default); throws a RangeError when outside. */
export function resolveSpan(span: ValueSpan | undefined, n: number): ValueSpan {
  const s = span ?? { start: 0, end: n };
  if (!Number.isInteger(s.start) || !Number.isInteger(s.end) || s.start < 0 || s.start > s.end || s.end > n) {
    throw new RangeError(`value span [${s.start}, ${s.end}) out of bounds of ${n} values`);
  }
  return s;
}
