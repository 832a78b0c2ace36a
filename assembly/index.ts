/**
 * Doppel's WASM similarity core: the exported batch boundary. Memory is managed explicitly: the host
 * allocates inputs with `alloc` and releases them with `free`; a column handle owns its buffers until
 * `columnDrop`. No managed objects cross the boundary and no i64 appears in a signature.
 */
import { Column, columnCreate, columnFree } from './column';
import { scorePairsImpl, distancePairsImpl, matrixImpl, matrixScoresImpl } from './dispatch';
import { minhashBandsImpl } from './minhash';
import { hitsLeft, hitsRight, hitsScores } from './hits';
import { invalidatePattern } from './pattern';

/** Allocates `size` bytes (8-byte aligned) for the host. */
export function alloc(size: u32): usize {
  return heap.alloc(size > 0 ? <usize>size : <usize>8);
}

/** Frees memory from `alloc`. */
export function free(ptr: usize): void {
  if (ptr != 0) heap.free(ptr);
}

/** Creates a column from `count` strings (code points at `chars`, count + 1 u32 offsets); takes ownership. */
export function columnLoad(chars: usize, offsets: usize, count: i32): usize {
  invalidatePattern();
  return changetype<usize>(columnCreate(chars, offsets, count));
}

/** Frees a column and its derived data. */
export function columnDrop(handle: usize): void {
  invalidatePattern();
  columnFree(changetype<Column>(handle));
}

/** Scores `n` pairs of column `a` × column `b` into `out` (f32 per pair). */
export function scorePairs(
  kernel: i32,
  a: usize,
  b: usize,
  left: usize,
  right: usize,
  n: i32,
  cutoff: f64,
  out: usize,
): void {
  scorePairsImpl(kernel, changetype<Column>(a), changetype<Column>(b), left, right, n, cutoff, out);
}

/**
 * Bounded edit distances (levenshtein or osa kernel) of `n` pairs into `out` (i32 per pair; `maxDistance + 1` beyond
 * it).
 */
export function distancePairs(
  kernel: i32,
  a: usize,
  b: usize,
  left: usize,
  right: usize,
  n: i32,
  maxDistance: i32,
  out: usize,
): void {
  distancePairsImpl(kernel, changetype<Column>(a), changetype<Column>(b), left, right, n, maxDistance, out);
}

/**
 * Scores a block and returns the number of hits >= cutoff (row-major, columns ascending); read them
 * with `hitsLeftPtr` etc. With `denseIndexes` 0 and cutoff <= 0 (every pair a hit) the left/right
 * arrays are not written: the host knows them from the block.
 */
export function matrix(
  kernel: i32,
  a: usize,
  b: usize,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: i32,
  cutoff: f64,
  denseIndexes: i32,
): i32 {
  const ca = changetype<Column>(a);
  const cb = changetype<Column>(b);
  return matrixImpl(kernel, ca, cb, r0, r1, c0, c1, upper != 0, cutoff, denseIndexes != 0);
}

/**
 * Scores every cell of a block, row-major (rows × columns f32, 0 where `upper` skips a cell), and
 * returns the address of the scores (valid until the next `matrix`/`matrixScores` call).
 */
export function matrixScores(kernel: i32, a: usize, b: usize, r0: i32, r1: i32, c0: i32, c1: i32, upper: i32): usize {
  return matrixScoresImpl(kernel, changetype<Column>(a), changetype<Column>(b), r0, r1, c0, c1, upper != 0);
}

/**
 * MinHash band hashes of values [start, end) of column `a` into `out` ((end − start) × bands u32; 0 for an empty
 * value).
 */
export function minhashBands(
  a: usize,
  q: i32,
  bands: i32,
  rows: i32,
  seed: u32,
  start: i32,
  end: i32,
  out: usize,
): void {
  minhashBandsImpl(changetype<Column>(a), q, bands, rows, seed, start, end, out);
}

/** Hit arrays of the last `matrix` call (valid until the next call). */
export function hitsLeftPtr(): usize { return hitsLeft; }
export function hitsRightPtr(): usize { return hitsRight; }
export function hitsScoresPtr(): usize { return hitsScores; }
