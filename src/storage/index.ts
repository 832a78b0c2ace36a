/** Doppel's IndexedDB storage (through idb): schema, versioned upgrades, one module per store. */
export { openDoppelDb, writeTx, DEFAULT_DB_NAME, type DoppelDb, type OpenOptions, type ClosedReport } from './db';
export { DB_VERSION, upgrade } from './schema';
export { StorageError, StorageFullError, StorageClosedError, ProjectFileError, toStorageError } from './errors';
export {
  createProject,
  getProject,
  listProjects,
  touchProject,
  updateProject,
  deleteProject,
  setRefitMark,
} from './projects';
export {
  putSourceTable,
  readSourceTable,
  readSourceRows,
  listSources,
  deleteSource,
  removePartialSources,
  DEFAULT_CHUNK_ROWS,
  type PutSourceOptions,
} from './sources';
export {
  saveRun,
  completeRun,
  discardRun,
  removePartialRuns,
  listRuns,
  latestRun,
  readRunPairs,
  DEFAULT_CHUNK_PAIRS,
  type RunPairs,
  type RunInit,
  type ReasonIds,
} from './runs';
export {
  putPredictions,
  readPredictions,
  DEFAULT_CHUNK_PREDICTIONS,
  type PredictionColumns,
  type StoredPredictions,
  type ProjectFilePredictions,
} from './predictions';
export { appendLog, appendLogEntries, readLog, readRecordLog } from './log';
export {
  exportProject,
  importProject,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_VERSION,
  type ProjectFile,
  type ProjectFileSource,
  type ImportedProject,
} from './transfer';
export { storageEstimate, isStoragePersisted, requestPersistentStorage, type StorageEstimateResult } from './estimate';
export type {
  ProjectRecord,
  RefitMark,
  ProjectCounts,
  SourceMeta,
  RowChunk,
  RunRecord,
  RunSummary,
  PairChunk,
  PredictionChunk,
  PredictionsHeader,
  StoredLogEntry,
  WriteStatus,
  DoppelSchema,
} from './types';
