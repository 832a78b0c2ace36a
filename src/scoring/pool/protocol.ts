/**
 * What one scoring worker exposes over comlink. Every call is one batch; the pool splits a job into
 * batches and stitches the results. Errors thrown by these calls are plain `{ name, message }` objects.
 */
import type {
  DistanceKernel,
  EncodedColumn,
  KernelName,
  MatrixHits,
  MatrixRange,
  PairBatch,
  ValueSpan,
} from '../types';

/** The operations of one scoring worker (the pool member), each synchronous inside the worker. */
export interface ScoringWorkerApi {
  /** Resolves once the worker's scorer (its own WASM instance) is ready; rejects if it failed to load. */
  ready(): Promise<void>;
  /** Register (or replace) a column in this worker. */
  loadColumn(id: string, column: EncodedColumn): Promise<void>;
  /** Drop a column from this worker. */
  dropColumn(id: string): Promise<void>;
  /** Score one batch of pairs; the result is transferred back. */
  scorePairs(kernel: KernelName, a: string, b: string, pairs: PairBatch, cutoff: number): Promise<Float32Array>;
  /** Bounded edit distances of one batch of pairs; transferred back. */
  distancePairs(
    kernel: DistanceKernel,
    a: string,
    b: string,
    pairs: PairBatch,
    maxDistance: number,
  ): Promise<Int32Array>;
  /** Score one block of the matrix; the hits are transferred back. */
  matrix(kernel: KernelName, a: string, b: string, range: MatrixRange, cutoff: number): Promise<MatrixHits>;
  /** Dense scores of one block (rows × columns, row-major); transferred back. */
  matrixScores(kernel: KernelName, a: string, b: string, range: MatrixRange): Promise<Float32Array>;
  /** MinHash band hashes of one span of a column's values; transferred back. */
  minhashBands(
    columnId: string,
    q: number,
    bands: number,
    rows: number,
    seed: number,
    span: ValueSpan,
  ): Promise<Uint32Array>;
}

/** Progress of one job: how many of its pairs are scored so far. */
export interface JobProgress {
  done: number;
  total: number;
}

/** Per-job options of the asynchronous scorer. */
export interface JobOptions {
  /** Cancels the job between batches; a batch still running ~500 ms later has its worker replaced. */
  signal?: AbortSignal;
  /** Called at most every ~100 ms (measured from the last report sent). Never rely on a final call. */
  onProgress?: (progress: JobProgress) => void;
  /** Pairs (or matrix cells) per batch; overrides the pool's default for this job. */
  batchSize?: number;
}

/** The asynchronous mirror of `SyncScorer` (duckdb-wasm style): same names, promises, job options. */
export interface AsyncScorer {
  /** Register (or replace) a column in every worker. */
  loadColumn(id: string, column: EncodedColumn): Promise<void>;
  /** Drop a column from every worker. */
  dropColumn(id: string): Promise<void>;
  /** Score each pair across the workers; one similarity per pair, in input order. */
  scorePairs(
    kernel: KernelName,
    a: string,
    b: string,
    pairs: PairBatch,
    cutoff: number,
    options?: JobOptions,
  ): Promise<Float32Array>;
  /** Bounded edit distance of each pair across the workers (`maxDistance + 1` beyond it), in input order. */
  distancePairs(
    kernel: DistanceKernel,
    a: string,
    b: string,
    pairs: PairBatch,
    maxDistance: number,
    options?: JobOptions,
  ): Promise<Int32Array>;
  /** Score a block of the matrix across the workers; hits in row-major order. */
  matrix(
    kernel: KernelName,
    a: string,
    b: string,
    range: MatrixRange,
    cutoff: number,
    options?: JobOptions,
  ): Promise<MatrixHits>;
  /** Dense scores of a block across the workers (rows × columns, row-major; 0 where `upperTriangle` skips a cell). */
  matrixScores(
    kernel: KernelName,
    a: string,
    b: string,
    range: MatrixRange,
    options?: JobOptions,
  ): Promise<Float32Array>;
  /**
   * MinHash band hashes of every value of a column across the workers: n × bands, row-major (0s for an empty value).
   */
  minhashBands(
    columnId: string,
    q: number,
    bands: number,
    rows: number,
    seed: number,
    options?: JobOptions,
  ): Promise<Uint32Array>;
}
