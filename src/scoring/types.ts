/**
 * The contract of the similarity core. Every scorer (WASM in-process, TypeScript reference, worker
 * pool) implements the same operations; the pool's are async. Similarities are 0..1; a result below
 * the score cutoff may be reported as 0.
 */

import type { DistanceKernel, KernelName } from '../domain/kernel';

/** The kernel names and ids live in the vocabulary (src/domain/kernel.ts); scoring re-exports them. */
export { KERNELS, DISTANCE_KERNELS, type KernelName, type DistanceKernel } from '../domain/kernel';

/**
 * A column of strings as Unicode code points plus offsets (length n + 1); value i is chars[offsets[i]..offsets[i+1]).
 */
export interface EncodedColumn {
  chars: Uint32Array;
  offsets: Uint32Array;
}

/** Candidate pairs as two index arrays of equal length (left into column A, right into column B). */
export interface PairBatch {
  left: Uint32Array;
  right: Uint32Array;
}

/** Sparse result of a block matrix: the pairs whose score is at or above the cutoff. */
export interface MatrixHits {
  left: Uint32Array;
  right: Uint32Array;
  scores: Float32Array;
}

/** Rows [rowStart, rowEnd) of column A against columns [colStart, colEnd) of column B. */
export interface MatrixRange {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
  /** When A and B are the same column, only pairs with column index > row index are scored. */
  upperTriangle: boolean;
}

/** Values [start, end) of a column. */
export interface ValueSpan {
  start: number;
  end: number;
}

/** Synchronous scorer over columns registered by id. */
export interface SyncScorer {
  /** Register (or replace) a column under an id; it crosses into the scorer once. */
  loadColumn(id: string, column: EncodedColumn): void;
  /** Drop a column and free its memory. */
  dropColumn(id: string): void;
  /** Score each pair (a[left[i]], b[right[i]]); returns one similarity per pair. */
  scorePairs(kernel: KernelName, a: string, b: string, pairs: PairBatch, cutoff: number): Float32Array;
  /**
   * Bounded edit distance of each pair, in code points (RapidFuzz's `distance(…, score_cutoff)`): the
   * count when it is at most `maxDistance`, else `maxDistance + 1`.
   */
  distancePairs(kernel: DistanceKernel, a: string, b: string, pairs: PairBatch, maxDistance: number): Int32Array;
  /** Score a block of the matrix and return only the pairs at or above the cutoff. */
  matrix(kernel: KernelName, a: string, b: string, range: MatrixRange, cutoff: number): MatrixHits;
  /**
   * Score every cell of a block (cutoff 0) and return the dense scores, rows × columns row-major
   * (4 bytes per pair, like RapidFuzz `cdist`); with `upperTriangle`, cells with column ≤ row are 0.
   * With `out` (at least rows × columns long) the scores are written there and a view of it is
   * returned, so a caller streaming blocks can reuse one buffer.
   */
  matrixScores(kernel: KernelName, a: string, b: string, range: MatrixRange, out?: Float32Array): Float32Array;
  /**
   * MinHash-LSH band hashes of the values of a column (all, or `span`): n × bands u32, row-major,
   * the same hashes as `minHashKeys` of src/scoring/minhash.ts (key = `${b}:${hash.toString(36)}`).
   * An empty value has no bands: its row is all 0 (check the value's length, not the hash).
   */
  minhashBands(columnId: string, q: number, bands: number, rows: number, seed: number, span?: ValueSpan): Uint32Array;
}

/**
 * The pairs copied once into shared memory where the platform has it (Node; a cross-origin-isolated
 * page), so a pool job over many comparisons hands its workers views instead of a copy per batch;
 * elsewhere the pairs themselves.
 */
export function sharedPairs(pairs: PairBatch): PairBatch {
  if (typeof SharedArrayBuffer !== 'function' || pairs.left.length === 0) return pairs;
  const share = (a: Uint32Array) => {
    const out = new Uint32Array(new SharedArrayBuffer(a.byteLength));
    out.set(a);
    return out;
  };
  return { left: share(pairs.left), right: share(pairs.right) };
}
