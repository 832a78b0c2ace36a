import type { ImportProgress } from '../../domain/dataset';
import type { HumanDecision } from '../../domain/log';
import type { ProjectFile } from '../../storage';
import { storageEstimate, requestPersistentStorage, isStoragePersisted, type DoppelDb } from '../../storage';
import type { AsyncScorer } from '../../scoring/pool/protocol';
import type {
  BatchResult,
  BlockingPreviewView,
  ChoiceView,
  ClusterDetailView,
  ClusterPage,
  ClusterSort,
  EvaluateView,
  ExportKind,
  HistoryEntryView,
  NoteView,
  OverviewView,
  PairCardView,
  ProjectListItem,
  ProjectSettings,
  ProjectView,
  ReviewItemView,
  ReviewPage,
  ReviewStart,
} from './api';
import { ProjectService, type ImportFile, type SplinkImportFiles } from './service';
import type { SurvivorshipRule } from '../../domain/cluster';
import { toPlainError } from '../../domain/errors';
import { throttleStages, type StageProgress } from '../../domain/progress';
import { clusterOfRecords, goldenRuleChanges, type RuleChange, type RuleParams } from './cluster-ops';
import { evaluateView } from './evaluate-view';
import { calibrationView, type CalibrationView } from './calibrate-view';
import { auditSample, clusterDetail, clustersPage, overview, pairCard, reviewPage, reviewStart } from './views';

/** Storage use of this origin, as the start screen shows it. */
export interface StorageInfo {
  usage?: number;
  quota?: number;
  persisted?: boolean;
}

/**
 * The API the app worker exposes to the page over comlink (the page holds a `Remote<AppApi>`).
 * Jobs that take long (import, run) accept a job id so the page can cancel them.
 */
export interface AppApi {
  projects(): Promise<ProjectListItem[]>;
  /** Import files (each with optional forced encoding, delimiter, header) as a new project. */
  importFiles(
    jobId: number,
    name: string,
    files: ImportFile[],
    onProgress?: (p: ImportProgress & { file: string }) => void,
  ): Promise<number>;
  /**
   * Import Splink's results (predictions, optionally clusters and model) with the record files it ran on as a new
   * project.
   */
  importSplinkResults(
    jobId: number,
    name: string,
    files: ImportFile[],
    splink: SplinkImportFiles,
    onProgress?: (p: ImportProgress & { file: string }) => void,
  ): Promise<number>;
  deleteProject(id: number): Promise<void>;
  open(id: number): Promise<ProjectView>;
  setSettings(id: number, change: Partial<ProjectSettings>): Promise<ProjectView>;
  previewBlocking(id: number): Promise<BlockingPreviewView>;
  /**
   * What a run would use, before it: profile and why, comparisons by level, column warnings, within-source duplication.
   */
  choice(id: number): Promise<ChoiceView>;
  run(jobId: number, id: number, onStage?: StageProgress): Promise<ProjectView>;
  cancel(jobId: number): void;
  /** Forget the cached state of a project another tab changed, so the next call reads it again. */
  forget(id: number): void;
  overview(id: number): Promise<OverviewView>;
  reviewPage(id: number, offset: number, limit: number): Promise<ReviewPage>;
  /** The review screen's first answer: the queue's first page, the item shown and its pair card, the settings. */
  reviewStart(id: number, opts?: { limit?: number; at?: number; pair?: [string, string] }): Promise<ReviewStart>;
  pairCard(id: number, keys: [string, string]): Promise<PairCardView>;
  /** A seeded blind audit sample of automatic merges and distinct pairs. */
  auditSample(id: number, size: number, seed?: number): Promise<ReviewItemView[]>;
  /** The Evaluate screen: P / R / F1 of the answered pairs against the threshold, and the audit estimate. */
  evaluate(id: number): Promise<EvaluateView>;
  /** The Calibrate batch (20–40 review-band pairs, kept while walked; `fresh` draws the next) and the balance. */
  calibration(id: number, opts?: { fresh?: boolean; size?: number }): Promise<CalibrationView>;
  /** End the Calibrate batch: refit on its answers and say how many automatic decisions changed. */
  finishCalibration(id: number): Promise<CalibrationView>;
  /** Resolves once the decision is durable in IndexedDB; returns the log entry id. */
  decide(id: number, keys: [string, string], decision: HumanDecision, why?: string): Promise<number>;
  undo(id: number, entryId: number): Promise<{ entryId: number; dependents: number[] }>;
  /** Bulk decision: one log entry per pair in one transaction (all or none); refuses more than `max` pairs. */
  decideMany(
    id: number,
    pairs: Array<[string, string]>,
    decision: HumanDecision,
    opts?: { max?: number; why?: string },
  ): Promise<BatchResult>;
  /** Revert a batch of entries in one transaction. */
  undoMany(id: number, entryIds: number[]): Promise<BatchResult>;
  /** Add a note about records (a pair, or a cluster's members); resolves once durable. */
  addNote(id: number, text: string, keys: string[]): Promise<number>;
  /** Notes in effect about any of these records. */
  notes(id: number, keys: string[]): Promise<NoteView[]>;
  /** Cluster operations: take a record out, lock a cluster, pick a golden field value. */
  split(id: number, key: string, clusterId: string): Promise<number>;
  lock(id: number, clusterId: string): Promise<number>;
  setGoldenField(id: number, clusterId: string, field: string, value: string, fromKey?: string): Promise<number>;
  history(id: number): Promise<HistoryEntryView[]>;
  /** A page of clusters; `query` keeps those with a member whose display label holds it. */
  clusters(id: number, sort: ClusterSort, offset: number, limit: number, query?: string): Promise<ClusterPage>;
  cluster(id: number, clusterId: string): Promise<ClusterDetailView>;
  /**
   * The cluster that now holds the smallest of these records (after an operation changed it), or undefined when none is
   * known.
   */
  clusterOfRecords(id: number, keys: string[]): Promise<ClusterDetailView | undefined>;
  /** The golden record fields a survivorship rule would change in a cluster. */
  goldenRuleChanges(id: number, clusterId: string, rule: SurvivorshipRule, params?: RuleParams): Promise<RuleChange[]>;
  exportText(id: number, kind: ExportKind): Promise<{ fileName: string; mime: string; text: string }>;
  exportProject(id: number): Promise<ProjectFile>;
  importProject(file: ProjectFile): Promise<number>;
  storage(): Promise<StorageInfo>;
  requestPersistence(): Promise<boolean | undefined>;
}

/** Build the app API over a database and a scorer (the worker's pool, or an in-process scorer in tests). */
export function createAppApi(db: DoppelDb, scorer: () => AsyncScorer): AppApi {
  const svc = new ProjectService(db, scorer);
  const jobs = new Map<number, AbortController>();
  const guard = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (e) {
      throw toPlainError(e);
    }
  };
  const job = async <T>(jobId: number, op: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    jobs.set(jobId, controller);
    try {
      return await guard(() => op(controller.signal));
    } finally {
      jobs.delete(jobId);
    }
  };
  return {
    projects: () => guard(() => svc.projects()),
    importFiles: (jobId, name, files, onProgress) =>
      job(jobId, (signal) => svc.importFiles(name, files, onProgress, signal)),
    importSplinkResults: (jobId, name, files, splink, onProgress) =>
      job(jobId, (signal) => svc.importSplinkResults(name, files, splink, onProgress, signal)),
    deleteProject: (id) => guard(() => svc.deleteProject(id)),
    open: (id) => guard(() => svc.open(id)),
    setSettings: (id, change) => guard(() => svc.setSettings(id, change)),
    previewBlocking: (id) => guard(() => svc.previewBlocking(id)),
    choice: (id) => guard(() => svc.choice(id)),
    run: (jobId, id, onStage) => job(jobId, (signal) => svc.run(id, signal, onStage && throttleStages(onStage))),
    cancel: (jobId) => jobs.get(jobId)?.abort(),
    forget: (id) => svc.forget(id),
    overview: (id) => guard(async () => overview(await svc.sessionOf(id))),
    reviewPage: (id, offset, limit) => guard(async () => reviewPage(await svc.sessionOf(id), offset, limit)),
    reviewStart: (id, opts) =>
      guard(async () => {
        const [s, settings] = [await svc.sessionOf(id), await svc.settings(id)];
        s.guardChecks = settings.guardChecks === true;
        return reviewStart(s, settings, opts);
      }),
    pairCard: (id, keys) => guard(async () => pairCard(await svc.sessionOf(id), keys)),
    auditSample: (id, size, seed) => guard(async () => auditSample(await svc.sessionOf(id), size, seed)),
    evaluate: (id) => guard(async () => evaluateView(await svc.sessionOf(id), await svc.settings(id))),
    calibration: (id, opts) => guard(async () => calibrationView(await svc.sessionOf(id), opts)),
    finishCalibration: (id) => guard(() => svc.finishCalibration(id)),
    decide: (id, keys, decision, why) => guard(() => svc.decide(id, keys, decision, why)),
    undo: (id, entryId) => guard(() => svc.undo(id, entryId)),
    decideMany: (id, pairs, decision, opts) => guard(() => svc.decideMany(id, pairs, decision, opts)),
    undoMany: (id, entryIds) => guard(() => svc.undoMany(id, entryIds)),
    addNote: (id, text, keys) => guard(() => svc.addNote(id, text, keys)),
    notes: (id, keys) => guard(() => svc.notes(id, keys)),
    split: (id, key, clusterId) => guard(() => svc.split(id, key, clusterId)),
    lock: (id, clusterId) => guard(() => svc.lock(id, clusterId)),
    setGoldenField: (id, clusterId, field, value, fromKey) =>
      guard(() => svc.setGoldenField(id, clusterId, field, value, fromKey)),
    history: (id) => guard(() => svc.history(id)),
    clusters: (id, sort, offset, limit, query) =>
      guard(async () => clustersPage(await svc.sessionOf(id), sort, offset, limit, 2, query ?? '')),
    cluster: (id, clusterId) => guard(async () => clusterDetail(await svc.sessionOf(id), clusterId)),
    clusterOfRecords: (id, keys) => guard(async () => clusterOfRecords(await svc.sessionOf(id), keys)),
    goldenRuleChanges: (id, clusterId, rule, params) =>
      guard(async () => goldenRuleChanges(await svc.sessionOf(id), clusterId, rule, params)),
    exportText: (id, kind) => guard(() => svc.exportText(id, kind)),
    exportProject: (id) => guard(() => svc.exportProject(id)),
    importProject: (file) => guard(() => svc.importProject(file)),
    storage: () =>
      guard(async () => {
        const estimate = await storageEstimate();
        return { usage: estimate?.usage, quota: estimate?.quota, persisted: await isStoragePersisted() };
      }),
    requestPersistence: () => guard(() => requestPersistentStorage()),
  };
}
