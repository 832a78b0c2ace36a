/**
 * The page's door to the project worker: every project operation (import, run, review, clusters,
 * golden records, history, export) as an async call. Errors arrive as plain `{name, message}`
 * objects and are turned back into `Error`s. Long jobs take an AbortSignal and a progress callback.
 */
import * as Comlink from 'comlink';
import type { StorageInfo } from '../engine/service/app-api';
import type { RuleChange, RuleParams } from '../engine/service/cluster-ops';
import type { SurvivorshipRule } from '../domain/cluster';
import type { StageProgress } from '../domain/progress';
import { fromPlainError } from '../domain/errors';
import type { FilePreview, ImportFileOptions, PageApi } from '../worker/page-api';
import type { ImportProgress } from '../domain/dataset';
import type { PairVerdictKind } from '../domain/log';
import type { ProjectFile } from '../storage';
import type {
  BatchResult, BlockingPreviewView, ClusterDetailView, ClusterPage, ExportKind, HistoryEntryView, NoteView, OverviewView, PairCardView, ProjectListItem, ProjectSettings,
  ProjectView, ReviewItemView, ReviewPage,
} from '../engine/service/api';

export type * from '../engine/service/api';
export { BATCH_MAX_DEFAULT, NOTE_MAX_LENGTH, labelMatches } from '../engine/service/api';
export type { StorageInfo } from '../engine/service/app-api';
export type { RuleChange, RuleParams } from '../engine/service/cluster-ops';
export type { SurvivorshipRule } from '../domain/cluster';
export type { RunStage, StageProgress } from '../domain/progress';
export type { ProjectFile } from '../storage';
export type { PairVerdictKind } from '../domain/log';
export type { FieldKind } from '../domain/field';
export type { Reason } from '../domain/decision';
export type { FilePreview, ImportFileOptions } from '../worker/page-api';
export type { ImportProgress, ImportIssue } from '../domain/dataset';

/** Main-thread client of the project worker. */
export class AppClient {
  private readonly worker: Worker;
  private readonly api: Comlink.Remote<PageApi>;
  private nextJob = 1;
  private readonly failed: Promise<never>;

  /** Tabs of this origin tell each other which project they changed. */
  private readonly channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('doppel-projects');
  private readonly changeListeners = new Set<(projectId: number, what: string) => void>();

  constructor(worker = new Worker(new URL('../worker/project.worker.ts', import.meta.url), { type: 'module' })) {
    this.worker = worker;
    this.api = Comlink.wrap<PageApi>(worker);
    this.channel?.addEventListener('message', (event: MessageEvent<{ projectId: number; what: string }>) => {
      const { projectId, what } = event.data ?? {};
      if (typeof projectId !== 'number') return;
      // Another tab wrote to this project: drop this tab's cached copy, then let the views reload.
      void this.api.forget(projectId).then(() => this.changeListeners.forEach((fn) => fn(projectId, String(what))));
    });
    this.failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        reject(new Error(`The app's worker stopped (${event.message || 'it could not start'}). Reload the page to start again.`));
      });
    });
    this.failed.catch(() => undefined);
  }

  /** Hear about changes another tab made to a project; returns the unsubscribe function. */
  onProjectChanged(listener: (projectId: number, what: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Tell the other tabs that this one changed a project. */
  private changed<T>(projectId: number, what: string, result: T): T {
    this.channel?.postMessage({ projectId, what });
    return result;
  }

  private async call<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await Promise.race([op(), this.failed]);
    } catch (e) {
      throw fromPlainError(e);
    }
  }

  private async job<T>(signal: AbortSignal | undefined, op: (jobId: number) => Promise<T>): Promise<T> {
    const jobId = this.nextJob++;
    const abort = () => void this.api.cancel(jobId);
    signal?.addEventListener('abort', abort, { once: true });
    try {
      return await this.call(() => op(jobId));
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  projects(): Promise<ProjectListItem[]> { return this.call(() => this.api.projects()); }
  /** Import files as a new project; `opts.options[i]` forces the encoding, delimiter or header of file `i`. */
  importFiles(name: string, files: File[], opts: { signal?: AbortSignal; onProgress?: (p: ImportProgress & { file: string }) => void; options?: Array<ImportFileOptions | undefined> } = {}): Promise<number> {
    const list = files.map((f, i) => ({ name: f.name, blob: f as Blob, options: opts.options?.[i] }));
    const progress = opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined;
    return this.job(opts.signal, (jobId) => this.api.importFiles(jobId, name, list, progress));
  }
  /** Import Splink's results with the record files it ran on as a new project (a run follows with the project's thresholds). */
  importSplinkResults(name: string, records: File[], splink: { predictions: File; clusters?: File; model?: File }, opts: { signal?: AbortSignal; onProgress?: (p: ImportProgress & { file: string }) => void } = {}): Promise<number> {
    const file = (f: File) => ({ name: f.name, blob: f as Blob });
    const progress = opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined;
    const tables = { predictions: file(splink.predictions), ...(splink.clusters ? { clusters: file(splink.clusters) } : {}), ...(splink.model ? { model: file(splink.model) } : {}) };
    return this.job(opts.signal, (jobId) => this.api.importSplinkResults(jobId, name, records.map(file), tables, progress));
  }
  deleteProject(id: number): Promise<void> { return this.call(() => this.api.deleteProject(id)).then((v) => this.changed(id, 'deleted', v)); }
  open(id: number): Promise<ProjectView> { return this.call(() => this.api.open(id)); }
  setSettings(id: number, change: Partial<ProjectSettings>): Promise<ProjectView> { return this.call(() => this.api.setSettings(id, change)).then((v) => this.changed(id, 'settings', v)); }
  /** What each blocking rule would produce with the current settings, counted before running. */
  previewBlocking(id: number): Promise<BlockingPreviewView> { return this.call(() => this.api.previewBlocking(id)); }
  /** Find duplicates; `onStage` hears each stage (normalize, block, score, weights, decide, cluster) and its progress. */
  run(id: number, opts: { signal?: AbortSignal; onStage?: StageProgress } = {}): Promise<ProjectView> {
    const onStage = opts.onStage ? Comlink.proxy(opts.onStage) : undefined;
    return this.job(opts.signal, (jobId) => this.api.run(jobId, id, onStage)).then((v) => this.changed(id, 'run', v));
  }
  overview(id: number): Promise<OverviewView> { return this.call(() => this.api.overview(id)); }
  reviewPage(id: number, offset: number, limit: number): Promise<ReviewPage> { return this.call(() => this.api.reviewPage(id, offset, limit)); }
  /** A seeded blind audit sample of automatic decisions (merges and distinct pairs), for unbiased labels. */
  auditSample(id: number, size: number, seed?: number): Promise<ReviewItemView[]> { return this.call(() => this.api.auditSample(id, size, seed)); }
  pairCard(id: number, keys: [string, string]): Promise<PairCardView> { return this.call(() => this.api.pairCard(id, keys)); }
  /** Resolves once the decision is durable; the UI confirms it only then. */
  decide(id: number, keys: [string, string], verdict: PairVerdictKind, why?: string): Promise<number> { return this.call(() => this.api.decide(id, keys, verdict, why)).then((v) => this.changed(id, 'decision', v)); }
  undo(id: number, entryId: number): Promise<{ entryId: number; dependents: number[] }> { return this.call(() => this.api.undo(id, entryId)).then((v) => this.changed(id, 'undo', v)); }
  /** Bulk decision (one transaction: all or none); refused above `opts.max` pairs (200 when absent). */
  decideMany(id: number, pairs: Array<[string, string]>, verdict: PairVerdictKind, opts?: { max?: number; why?: string }): Promise<BatchResult> {
    return this.call(() => this.api.decideMany(id, pairs, verdict, opts)).then((v) => this.changed(id, 'bulk decision', v));
  }
  /** Revert a batch of log entries in one transaction. */
  undoMany(id: number, entryIds: number[]): Promise<BatchResult> { return this.call(() => this.api.undoMany(id, entryIds)).then((v) => this.changed(id, 'undo', v)); }
  /** Add a note about records (a pair's keys, or a cluster's members); resolves once durable. */
  addNote(id: number, text: string, keys: string[]): Promise<number> { return this.call(() => this.api.addNote(id, text, keys)).then((v) => this.changed(id, 'note', v)); }
  /** Notes in effect about any of these records, oldest first. */
  notes(id: number, keys: string[]): Promise<NoteView[]> { return this.call(() => this.api.notes(id, keys)); }
  split(id: number, key: string, clusterId: string): Promise<number> { return this.call(() => this.api.split(id, key, clusterId)).then((v) => this.changed(id, 'split', v)); }
  lock(id: number, clusterId: string): Promise<number> { return this.call(() => this.api.lock(id, clusterId)).then((v) => this.changed(id, 'lock', v)); }
  setGoldenField(id: number, clusterId: string, field: string, value: string, fromKey?: string): Promise<number> {
    return this.call(() => this.api.setGoldenField(id, clusterId, field, value, fromKey)).then((v) => this.changed(id, 'golden record', v));
  }
  history(id: number): Promise<HistoryEntryView[]> { return this.call(() => this.api.history(id)); }
  clusters(id: number, sort: 'size' | 'weakest' | 'density', offset: number, limit: number, query?: string): Promise<ClusterPage> { return this.call(() => this.api.clusters(id, sort, offset, limit, query)); }
  cluster(id: number, clusterId: string): Promise<ClusterDetailView> { return this.call(() => this.api.cluster(id, clusterId)); }
  /** The cluster that now holds every one of these records (after an operation changed it), or undefined when they are apart. */
  clusterOfRecords(id: number, keys: string[]): Promise<ClusterDetailView | undefined> { return this.call(() => this.api.clusterOfRecords(id, keys)); }
  /** The golden record fields a survivorship rule would change in a cluster. */
  goldenRuleChanges(id: number, clusterId: string, rule: SurvivorshipRule, params?: RuleParams): Promise<RuleChange[]> { return this.call(() => this.api.goldenRuleChanges(id, clusterId, rule, params)); }
  exportText(id: number, kind: ExportKind): Promise<{ fileName: string; mime: string; text: string }> { return this.call(() => this.api.exportText(id, kind)); }
  exportProject(id: number): Promise<ProjectFile> { return this.call(() => this.api.exportProject(id)); }
  importProject(file: ProjectFile): Promise<number> { return this.call(() => this.api.importProject(file)); }
  storage(): Promise<StorageInfo> { return this.call(() => this.api.storage()); }
  requestPersistence(): Promise<boolean | undefined> { return this.call(() => this.api.requestPersistence()); }
  /** The first rows of each file (parsed in the worker from its first bytes), with `options[i]` for file `i`. */
  previewFiles(files: File[], limit = 200, options?: Array<ImportFileOptions | undefined>): Promise<Array<FilePreview | { name: string; error: string }>> {
    return this.call(() => this.api.previewFiles(files.map((f, i) => ({ name: f.name, blob: f as Blob, options: options?.[i] })), limit));
  }
  /** Stop the worker (and its scoring workers). */
  dispose(): void { this.worker.terminate(); }
}
