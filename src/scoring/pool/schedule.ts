/**
 * The pool's scheduler: a job's pieces handed to the workers (two in flight each), batch sizes
 * adapted to ~50 ms, progress throttled, a cancel given a grace period before a busy worker is
 * replaced, and the first failure reported. The pool (pool.ts) owns the workers themselves.
 */
import type * as Comlink from 'comlink';
import type { JobOptions, ScoringWorkerApi } from './protocol';
import { abortError, fromPlainError } from '../../domain/errors';
import { createProgressThrottle } from '../../domain/progress';
import { AdaptiveBatchSize, type Cursor } from './split';
import type { WorkerHandle } from './pool';

/** One worker of the pool: its handle, its API, and promises for its crash and its readiness. */
export interface Slot {
  index: number;
  handle: WorkerHandle;
  api: Comlink.Remote<ScoringWorkerApi>;
  /** Rejects when the worker stops unexpectedly; never resolves. */
  crashed: Promise<never>;
  /** Resolves when the worker's scorer is ready and every pool column is loaded into it. */
  ready: Promise<void>;
  alive: boolean;
}

/** How one worker call ended. */
type Outcome<T> = { kind: 'done'; value: T } | { kind: 'error'; error: unknown } | { kind: 'abort' };

/** The pool's settings the scheduler reads, and how it retires a worker. */
export interface ScheduleSettings {
  batchSize: number | undefined;
  cancelGraceMs: number;
  progressIntervalMs: number;
  retire(slot: Slot): void;
}

/** Pieces handed to one worker before the first comes back. */
const IN_FLIGHT = 2;

/** Hand the cursor's pieces to the workers, each taking the next one as one of its pieces comes back; results in piece order. */
export async function runBatches<T, R>(
  slots: readonly Slot[],
  total: number,
  cursor: Cursor<T>,
  call: (api: Comlink.Remote<ScoringWorkerApi>, task: T) => Promise<R>,
  { signal, onProgress, batchSize }: JobOptions,
  settings: ScheduleSettings,
): Promise<R[]> {
  if (signal?.aborted) throw abortError();
  const fixed = batchSize ?? settings.batchSize;
  const adaptive = new AdaptiveBatchSize();
  const results: R[] = [];
  const progress =
    onProgress && createProgressThrottle((done, all) => onProgress({ done, total: all }), settings.progressIntervalMs);
  let done = 0;
  let failure: { error: unknown } | undefined;
  let aborted = false;
  let cleanup = (): void => undefined;
  const abortWait = new Promise<void>((resolve) => {
    if (!signal) return;
    const onAbort = () => {
      aborted = true;
      resolve();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    cleanup = () => signal.removeEventListener('abort', onAbort);
  });

  const work = async (slot: Slot) => {
    const ready = await settle(slot, slot.ready, abortWait, settings);
    if (ready.kind !== 'done') {
      if (ready.kind === 'error') failure ??= { error: ready.error };
      return;
    }
    while (!failure && !aborted) {
      const piece = cursor(fixed ?? adaptive.size);
      if (!piece) return;
      const index = results.length;
      results.push(undefined as R);
      const started = performance.now();
      const outcome = await settle(slot, call(slot.api, piece.task), abortWait, settings);
      if (outcome.kind === 'abort') return;
      if (outcome.kind === 'error') {
        failure ??= { error: outcome.error };
        return;
      }
      adaptive.record(piece.cost, performance.now() - started);
      results[index] = outcome.value;
      done += piece.cost;
      progress?.(done, total);
    }
  };
  try {
    // Two pieces in flight per worker: the next waits in the worker's queue, so a worker does not idle while this
    // thread is busy between its messages (deciding, weighing the previous chunk).
    await Promise.all(slots.flatMap((slot) => Array.from({ length: IN_FLIGHT }, () => work(slot))));
  } finally {
    cleanup();
  }
  if (failure) throw fromPlainError(failure.error);
  if (aborted) throw abortError();
  return results;
}

/** Wait for a worker call; on cancel give it the grace period, then replace the worker if it is still busy. */
async function settle<T>(
  slot: Slot,
  call: Promise<T>,
  abortWait: Promise<void>,
  settings: ScheduleSettings,
): Promise<Outcome<T>> {
  const first = await Promise.race<Outcome<T>>([
    call.then(
      (value) => ({ kind: 'done', value }),
      (error) => ({ kind: 'error', error }),
    ),
    slot.crashed.catch((error) => ({ kind: 'error', error })),
    abortWait.then(() => ({ kind: 'abort' })),
  ]);
  if (first.kind !== 'abort') return first;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = await Promise.race([
    call.then(
      () => false,
      () => false,
    ),
    slot.crashed.catch(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), settings.cancelGraceMs);
    }),
  ]);
  clearTimeout(timer);
  if (late) settings.retire(slot);
  return first;
}
