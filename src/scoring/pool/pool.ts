/**
 * A pool of scoring workers, each with its own WASM instance, behind the asynchronous scorer API.
 * Jobs run one at a time; a job is cut into batches that idle workers pull in order. Columns are
 * kept here so a replaced worker gets them again.
 */
import * as Comlink from 'comlink';
import type { DistanceKernel, EncodedColumn, KernelName, MatrixHits, MatrixRange, PairBatch } from '../types';
import { checkMinHash, checkRange, checkScoresSize, MAX_DENSE_SCORES } from '../validate';
import type { AsyncScorer, JobOptions, ScoringWorkerApi } from './protocol';
import { abortError, fromPlainError } from '../../domain/errors';
import { createProgressThrottle } from '../../domain/progress';
import { cellCount, concatHits, matrixCursor, pairCursor, placeBlock, type Cursor } from './split';
import { runBatches, type Slot } from './schedule';

/** A started worker as the pool sees it. */
export interface WorkerHandle {
  /** The comlink endpoint (a Worker, or a Node worker wrapped by comlink's node adapter). */
  endpoint: Comlink.Endpoint;
  /** Subscribe to an unexpected stop (uncaught error, exit, failed start). */
  onCrash(listener: (error: Error) => void): void;
  /** Stop the worker now. */
  terminate(): void;
}

/** Starts worker number `index` (0-based); called again to replace a crashed or stuck worker. */
export type WorkerFactory = (index: number) => WorkerHandle;

/** Pool settings; only `size` is required. */
export interface PoolOptions {
  /** Number of workers (one per core is the adapters' default). */
  size: number;
  /** Pairs (or matrix cells) per batch; default: adaptive, aiming at ~50 ms per batch. */
  batchSize?: number;
  /** How long an in-flight batch may run after a cancel before its worker is replaced; default 500 ms. */
  cancelGraceMs?: number;
  /** Minimum time between two progress reports; default 100 ms. */
  progressIntervalMs?: number;
}

/** The worker pool; the same class runs on Web Workers and on Node's worker_threads. */
export class ScoringPool implements AsyncScorer {
  private readonly slots: Slot[] = [];
  private readonly columns = new Map<string, EncodedColumn>();
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly batchSize: number | undefined;
  private readonly cancelGraceMs: number;
  private readonly progressIntervalMs: number;

  constructor(
    private readonly factory: WorkerFactory,
    options: PoolOptions,
  ) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new RangeError(`pool size must be a positive integer, got ${options.size}`);
    this.batchSize = options.batchSize;
    this.cancelGraceMs = options.cancelGraceMs ?? 500;
    this.progressIntervalMs = options.progressIntervalMs ?? 100;
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn(i));
  }

  /** Number of workers. */
  get size(): number {
    return this.slots.length;
  }

  /** Register (or replace) a column in every worker; the pool keeps a copy for replacement workers. */
  loadColumn(id: string, column: EncodedColumn): Promise<void> {
    return this.enqueue(async () => {
      const copy: EncodedColumn = { chars: column.chars.slice(), offsets: column.offsets.slice() };
      this.columns.set(id, copy);
      try {
        await Promise.all(
          this.slots.map((slot) =>
            this.guard(
              slot,
              slot.ready.then(() => slot.api.loadColumn(id, copy)),
            ),
          ),
        );
      } catch (error) {
        this.columns.delete(id);
        throw fromPlainError(error);
      }
    });
  }

  /** Drop a column from every worker. */
  dropColumn(id: string): Promise<void> {
    return this.enqueue(async () => {
      this.columns.delete(id);
      try {
        await Promise.all(
          this.slots.map((slot) =>
            this.guard(
              slot,
              slot.ready.then(() => slot.api.dropColumn(id)),
            ),
          ),
        );
      } catch (error) {
        throw fromPlainError(error);
      }
    });
  }

  /** Score each pair across the workers; returns one similarity per pair, in input order. */
  scorePairs(
    kernel: KernelName,
    a: string,
    b: string,
    pairs: PairBatch,
    cutoff: number,
    options: JobOptions = {},
  ): Promise<Float32Array> {
    return this.overPairs(pairs, Float32Array, (api, batch) => api.scorePairs(kernel, a, b, batch, cutoff), options);
  }

  /** Bounded edit distance of each pair across the workers (`maxDistance + 1` beyond it), in input order. */
  distancePairs(
    kernel: DistanceKernel,
    a: string,
    b: string,
    pairs: PairBatch,
    maxDistance: number,
    options: JobOptions = {},
  ): Promise<Int32Array> {
    return this.overPairs(
      pairs,
      Int32Array,
      (api, batch) => api.distancePairs(kernel, a, b, batch, maxDistance),
      options,
    );
  }

  /** One value per pair, computed in batches across the workers and stitched in input order. */
  private overPairs<T extends Float32Array | Int32Array>(
    pairs: PairBatch,
    Out: new (length: number) => T,
    op: (api: Comlink.Remote<ScoringWorkerApi>, batch: PairBatch) => Promise<T>,
    options: JobOptions,
  ): Promise<T> {
    if (pairs.left.length !== pairs.right.length)
      return Promise.reject(new RangeError('left and right must have the same length'));
    const shared = isShared(pairs.left) && isShared(pairs.right);
    return this.enqueue(async () => {
      const values = new Out(pairs.left.length);
      await this.runBatches(
        pairs.left.length,
        pairCursor(pairs.left.length),
        async (api, [start, end]) => {
          // Pairs in shared memory go to the worker as views (nothing copied); others as transferred copies.
          const part = shared
            ? await op(api, { left: pairs.left.subarray(start, end), right: pairs.right.subarray(start, end) })
            : await op(api, transferredBatch(pairs, start, end));
          if (part.length !== end - start)
            throw new Error(`a worker returned ${part.length} values for ${end - start} pairs`);
          values.set(part, start);
        },
        options,
      );
      return values;
    });
  }

  /** Score a block of the matrix across the workers (split by rows); hits in row-major order. */
  matrix(
    kernel: KernelName,
    a: string,
    b: string,
    range: MatrixRange,
    cutoff: number,
    options: JobOptions = {},
  ): Promise<MatrixHits> {
    return this.enqueue(async () => {
      const parts = await this.runBatches(
        cellCount(range),
        matrixCursor(range),
        (api, block) => api.matrix(kernel, a, b, block, cutoff),
        options,
      );
      return concatHits(parts);
    });
  }

  /**
   * Dense scores of a block across the workers (split by rows, each piece placed in the result); 0 where not scored.
   */
  matrixScores(
    kernel: KernelName,
    a: string,
    b: string,
    range: MatrixRange,
    options: JobOptions = {},
  ): Promise<Float32Array> {
    return this.enqueue(async () => {
      checkRange(range, this.valueCount(a), this.valueCount(b));
      checkScoresSize(range, MAX_DENSE_SCORES);
      const out = new Float32Array((range.rowEnd - range.rowStart) * (range.colEnd - range.colStart));
      await this.runBatches(
        cellCount(range),
        matrixCursor(range),
        async (api, piece) => {
          placeBlock(out, range, piece, await api.matrixScores(kernel, a, b, piece));
        },
        options,
      );
      return out;
    });
  }

  /** MinHash band hashes of a column across the workers (split by values): n × bands, row-major. */
  minhashBands(
    columnId: string,
    q: number,
    bands: number,
    rows: number,
    seed: number,
    options: JobOptions = {},
  ): Promise<Uint32Array> {
    return this.enqueue(async () => {
      checkMinHash(q, bands, rows, seed);
      const n = this.valueCount(columnId);
      const out = new Uint32Array(n * bands);
      await this.runBatches(
        n,
        pairCursor(n),
        async (api, [start, end]) => {
          const part = await api.minhashBands(columnId, q, bands, rows, seed, { start, end });
          if (part.length !== (end - start) * bands)
            throw new Error(`a worker returned ${part.length} band hashes for ${end - start} values`);
          out.set(part, start * bands);
        },
        options,
      );
      return out;
    });
  }

  /** Stop every worker; later calls reject. */
  terminate(): void {
    this.closed = true;
    for (const slot of this.slots) this.retire(slot);
  }

  /** Number of values of a pool column; throws for an unknown id. */
  private valueCount(id: string): number {
    const column = this.columns.get(id);
    if (column === undefined) throw new Error(`unknown column: ${id}`);
    return column.offsets.length - 1;
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => {
      if (this.closed) throw new Error('The scoring pool was terminated');
      this.revive();
      return job();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Hand the cursor's pieces to the workers (schedule.ts), each idle worker taking the next one; results in piece
   * order.
   */
  private runBatches<T, R>(
    total: number,
    cursor: Cursor<T>,
    call: (api: Comlink.Remote<ScoringWorkerApi>, task: T) => Promise<R>,
    options: JobOptions,
  ): Promise<R[]> {
    return runBatches(this.slots.slice(), total, cursor, call, options, {
      batchSize: this.batchSize,
      cancelGraceMs: this.cancelGraceMs,
      progressIntervalMs: this.progressIntervalMs,
      retire: (slot) => this.retire(slot),
    });
  }

  private spawn(index: number): Slot {
    const handle = this.factory(index);
    let fail: (error: Error) => void = () => undefined;
    const crashed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    crashed.catch(() => undefined);
    const slot: Slot = {
      index,
      handle,
      api: Comlink.wrap<ScoringWorkerApi>(handle.endpoint),
      crashed,
      ready: Promise.resolve(),
      alive: true,
    };
    handle.onCrash((error) => {
      if (!slot.alive) return;
      slot.alive = false;
      fail(new Error(`Scoring worker ${index + 1} stopped unexpectedly: ${error.message}`));
      slot.handle.terminate();
    });
    slot.ready = this.guard(
      slot,
      (async () => {
        await slot.api.ready();
        for (const [id, column] of this.columns) await slot.api.loadColumn(id, column);
      })(),
    );
    // A worker whose scorer failed to load (or to take a column) is retired; the next job starts a fresh one.
    slot.ready.catch(() => this.retire(slot));
    return slot;
  }

  /**
   * Start fresh workers in place of crashed or retired ones; done when a job starts, so a worker that cannot start does
   * not respawn in a loop.
   */
  private revive(): void {
    this.slots.forEach((slot, index) => {
      if (!slot.alive) this.slots[index] = this.spawn(index);
    });
  }

  private retire(slot: Slot): void {
    slot.alive = false;
    slot.handle.terminate();
  }

  private guard<T>(slot: Slot, promise: Promise<T>): Promise<T> {
    return Promise.race([promise, slot.crashed]);
  }
}

/** Whether a typed array lives in a SharedArrayBuffer (workers can read it where it is). */
function isShared(array: Uint32Array): boolean {
  return typeof SharedArrayBuffer === 'function' && array.buffer instanceof SharedArrayBuffer;
}

/** Pairs start … end − 1 as copies the worker takes over. */
function transferredBatch(pairs: PairBatch, start: number, end: number): PairBatch {
  const batch: PairBatch = { left: pairs.left.slice(start, end), right: pairs.right.slice(start, end) };
  return Comlink.transfer(batch, [batch.left.buffer, batch.right.buffer]);
}
