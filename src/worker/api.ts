/**
 * The messages between the page (src/client) and the app worker. Types only: the client imports
 * them without pulling worker code into the DOM build.
 */
import type { KernelName } from '../scoring/types';

/** An opened CSV file as the page sees it. */
export interface TableSummary {
  /** Source (file) name. */
  name: string;
  rowCount: number;
  columns: string[];
  /** Number of import issues (ragged rows, blank rows …). */
  issueCount: number;
}

/** What to score: one column of the opened table against itself. */
export interface SimilarPairsRequest {
  column: string;
  kernel: KernelName;
  /** Score cutoff, 0..1: pairs below it are not reported. */
  cutoff: number;
  /** How many of the most similar pairs to return. */
  limit: number;
}

/** One candidate pair with its similarity; rows are 1-based data rows of the file. */
export interface SimilarPair {
  leftRow: number;
  rightRow: number;
  leftValue: string;
  rightValue: string;
  score: number;
}

/** How the candidate pairs were chosen. */
export type BlockingMethod = 'all pairs' | 'shared key';

/** The most similar pairs of a run, best first. */
export interface SimilarPairsResult {
  pairs: SimilarPair[];
  /** Non-empty values scored. */
  values: number;
  candidatePairs: number;
  blocking: BlockingMethod;
  /** Pairs at or above the cutoff (the table shows the first `limit`). */
  pairsAboveCutoff: number;
}

/** Progress of a run in scored pairs. */
export interface RunProgress {
  done: number;
  total: number;
}

/** The app worker's comlink API. Errors arrive as plain `{ name, message }`; a cancel as name `AbortError`. */
export interface AppWorkerApi {
  /** Parse a CSV file (papaparse, inside the worker) and keep it as the current table. */
  openFile(file: Blob, name: string): Promise<TableSummary>;
  /** Score a column of the current table against itself in the scoring pool. */
  findSimilarPairs(jobId: number, request: SimilarPairsRequest, onProgress: (progress: RunProgress) => void): Promise<SimilarPairsResult>;
  /** Cancel a running job (between batches). */
  cancel(jobId: number): void;
}
