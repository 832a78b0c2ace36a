/** The shapes stored in IndexedDB (schema version 3), one interface per store. */
import type { DBSchema } from 'idb';
import type { Source } from '../domain/record';
import type { ImportIssue, ImportIssueCode, SourceFormat } from '../domain/dataset';
import type { LogEntry, RunCounts } from '../domain/log';

/** JSON-serialisable settings (the app's own settings object; storage does not interpret it). */
export type StoredSettings = unknown;

/** Counts shown in the project list. */
export interface ProjectCounts {
  sources: number;
  records: number;
  runs: number;
  /** Human log entries (decisions, undo, notes). */
  decisions: number;
}

/** A project: one dataset being deduplicated, with its settings. */
export interface ProjectRecord {
  id: number;
  name: string;
  created: string;
  lastOpened: string;
  counts: ProjectCounts;
  settings: StoredSettings;
  /** The latest refit of the model on the answers (engine/service/learning.ts), to restore it after a reload. */
  refit?: RefitMark;
}

/** A refit of run `runId` on the answers in effect once log entry `through` was in, and the learning then. */
export interface RefitMark {
  runId: number;
  through: number;
  fittedOn: number;
  refits: number;
  last?: {
    changed: number;
    considered: number;
    newMerges: number;
    droppedMerges: number;
    suggestStop: boolean;
    answered: number;
  };
}

/** Written in several transactions: visible only once `complete`. */
export type WriteStatus = 'partial' | 'complete';

/** One imported source of a project (its rows are in the rows store). */
export interface SourceMeta {
  id: number;
  projectId: number;
  status: WriteStatus;
  /** The dataset's own source description (index within the dataset, name, columns). */
  source: Source;
  format: SourceFormat;
  issues: ImportIssue[];
  issueCounts: Partial<Record<ImportIssueCode, number>>;
  rowCount: number;
  chunkRows: number;
  chunkCount: number;
  created: string;
}

/** Rows `chunk·chunkRows …` of one source, columnar; immutable once written. */
export interface RowChunk {
  projectId: number;
  sourceId: number;
  chunk: number;
  cells: string[][];
  keys: string[];
  lines: Uint32Array;
}

/** What a finished run reports. */
export interface RunSummary extends RunCounts {
  profile?: string;
}

/** One matching run. Only `complete` runs are visible; a cancelled or failed run stays `partial`. */
export interface RunRecord {
  id: number;
  projectId: number;
  status: WriteStatus;
  created: string;
  completed?: string;
  settings: StoredSettings;
  settingsVersion: string;
  summary?: RunSummary;
  pairCount: number;
  chunkPairs: number;
  chunkCount: number;
}

/** Candidate pairs `offset …` of one run, columnar; reasons as ids into the chunk's lists, or (before) compact JSON. */
export interface PairChunk {
  projectId: number;
  runId: number;
  chunk: number;
  offset: number;
  left: Uint32Array;
  right: Uint32Array;
  levels: Uint8Array;
  scores: Float32Array;
  /** Reasons as compact JSON (reasons.ts); empty when `reasonIds` holds them. */
  reasons: string;
  /** Per pair, the index of its reasons in `reasonLists` (a JSON array of reason lists). */
  reasonIds?: Uint32Array;
  reasonLists?: string;
}

/**
 * Splink's predictions of a project imported from Splink's results (v3), columnar: pairs `offset …`
 * of one chunk, by record index of the project's records (its sources in the order they were added).
 */
export interface PredictionChunk {
  projectId: number;
  chunk: number;
  offset: number;
  /** The whole table's shape, the same in every chunk. */
  header: PredictionsHeader;
  left: Uint32Array;
  right: Uint32Array;
  matchWeight: Float64Array;
  matchProbability: Float64Array;
  matchKey: Int16Array;
  gammas: (Int8Array | null)[];
  fieldWeights: (Float32Array | null)[];
  tfWeights: (Float32Array | null)[];
}

/** What every chunk of a project's predictions says of the whole. */
export interface PredictionsHeader {
  pairCount: number;
  chunkCount: number;
  /** Records of the project when the predictions were stored (their indices name the pairs). */
  recordCount: number;
  comparisons: string[];
  /** Rows of the file that named a pair already read. */
  repeated: number;
}

/** A log entry as stored: with its project and (v2) `[projectId, recordKey]` refs for the byRecord index. */
export type StoredLogEntry = LogEntry & { projectId: number; recordRefs?: [number, string][] };

/** The database schema (version 3) for idb's typed wrappers. */
export interface DoppelSchema extends DBSchema {
  projects: { key: number; value: ProjectRecord };
  sources: { key: number; value: SourceMeta; indexes: { byProject: number } };
  rows: { key: [number, number]; value: RowChunk; indexes: { byProject: number } };
  runs: { key: number; value: RunRecord; indexes: { byProject: number } };
  pairs: { key: [number, number]; value: PairChunk; indexes: { byProject: number } };
  log: { key: number; value: StoredLogEntry; indexes: { byProject: number; byRecord: [number, string] } };
  predictions: { key: [number, number]; value: PredictionChunk; indexes: { byProject: number } };
}

/** Names of the object stores. */
export type StoreName = 'projects' | 'sources' | 'rows' | 'runs' | 'pairs' | 'log' | 'predictions';

/** All stores, for transactions that span a whole project. */
export const ALL_STORES: StoreName[] = ['projects', 'sources', 'rows', 'runs', 'pairs', 'log', 'predictions'];
