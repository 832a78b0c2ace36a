/**
 * The page's only door to the app worker: opens files, runs jobs with progress and cancel. Errors
 * arrive as plain `{ name, message }` and are turned back into `Error`s (a cancel has name `AbortError`).
 */
import * as Comlink from 'comlink';
import { fromPlainError } from '../scoring/pool/errors';
import type { AppWorkerApi, RunProgress, SimilarPairsRequest, SimilarPairsResult, TableSummary } from '../worker/api';

export { KERNELS, type KernelName } from '../scoring/types';
export type { RunProgress, SimilarPair, SimilarPairsRequest, SimilarPairsResult, TableSummary } from '../worker/api';

/** Options of a job started from the page. */
export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
}

/** Main-thread wrapper around the app worker. */
export class DoppelClient {
  private readonly worker = new Worker(new URL('../worker/app.worker.ts', import.meta.url), { type: 'module' });
  private readonly api = Comlink.wrap<AppWorkerApi>(this.worker);
  private nextJobId = 1;
  /** Rejects if the worker fails (an uncaught error, a script that cannot load), so no call waits forever. */
  private readonly failed = new Promise<never>((_, reject) => {
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(`The app's worker stopped (${event.message || 'it could not start'}). Reload the page to start again.`));
    });
  });

  constructor() {
    this.failed.catch(() => undefined);
  }

  /** Parse a CSV file in the worker; it becomes the current table. */
  openFile(file: File): Promise<TableSummary> {
    return this.call(() => this.api.openFile(file, file.name));
  }

  /** Fetch a sample file shipped with the app (same origin) and open it. */
  async openSample(url: string): Promise<TableSummary> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load the sample data (${response.status}).`);
    const name = decodeURIComponent(new URL(url, location.href).pathname.split('/').pop() || 'sample.csv');
    return this.openFile(new File([await response.blob()], name, { type: 'text/csv' }));
  }

  /** Score a column of the current table against itself and return the most similar pairs. */
  async findSimilarPairs(request: SimilarPairsRequest, { signal, onProgress }: RunOptions = {}): Promise<SimilarPairsResult> {
    signal?.throwIfAborted();
    const jobId = this.nextJobId++;
    const cancel = () => void this.api.cancel(jobId);
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await this.call(() => this.api.findSimilarPairs(jobId, request, Comlink.proxy((p: RunProgress) => onProgress?.(p))));
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** Stop the worker (and with it the scoring pool). */
  dispose(): void {
    this.api[Comlink.releaseProxy]();
    this.worker.terminate();
  }

  private async call<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await Promise.race([op(), this.failed]);
    } catch (error) {
      throw fromPlainError(error);
    }
  }
}
