/**
 * The page's door to the project worker: every project operation (import, run, review, clusters,
 * golden records, history, export) as an async call. Errors arrive as plain `{name, message}`
 * objects and are turned back into `Error`s. Long jobs take an AbortSignal and a progress callback.
 */
import * as Comlink from 'comlink';
import type { AppApi, StorageInfo } from '../engine/service/app-api';
import type { RuleChange, RuleParams } from '../engine/service/cluster-ops';
import type { SurvivorshipRule } from '../domain/cluster';
import type { StageProgress } from '../domain/progress';
import { fromPlainError } from '../domain/errors';
import type { FilePreview, ImportFileOptions, PageApi } from '../worker/page-api';
import type { ImportProgress } from '../domain/dataset';
import type { HumanDecision } from '../domain/log';
import type { ProjectFile } from '../storage';
import type {
  BatchResult,
  BlockingPreviewView,
  ClusterDetailView,
  ClusterPage,
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
} from '../engine/service/api';

export type * from '../engine/service/api';
export { BATCH_MAX_DEFAULT, NOTE_MAX_LENGTH, labelMatches } from '../engine/service/api';
export type { StorageInfo } from '../engine/service/app-api';
export type { RuleChange, RuleParams } from '../engine/service/cluster-ops';
export type { SurvivorshipRule } from '../domain/cluster';
export type { RunStage, StageProgress } from '../domain/progress';
export type { ProjectFile } from '../storage';
export type { HumanDecision } from '../domain/log';
export type { FieldKind } from '../domain/field';
export type { Reason } from '../domain/decision';
export type { FilePreview, ImportFileOptions } from '../worker/page-api';
export type { ImportProgress, ImportIssue } from '../domain/dataset';

/**
 * Every operation of the app API the client forwards as it is, with what the other tabs are told
 * when it changes a project (null: it changes none). The jobs (import, run: a signal and a progress
 * callback) and the page's own helpers are written out in the class; `satisfies` makes a new API
 * operation fail to compile until it is listed here or written there.
 */
const FORWARDED = {
  projects: null,
  deleteProject: 'deleted',
  open: null,
  setSettings: 'settings',
  previewBlocking: null,
  choice: null,
  overview: null,
  reviewPage: null,
  reviewStart: null,
  pairCard: null,
  auditSample: null,
  evaluate: null,
  calibration: null,
  finishCalibration: null,
  decide: 'decision',
  undo: 'undo',
  decideMany: 'bulk decision',
  undoMany: 'undo',
  addNote: 'note',
  notes: null,
  split: 'split',
  lock: 'lock',
  setGoldenField: 'golden record',
  history: null,
  clusters: null,
  cluster: null,
  clusterOfRecords: null,
  goldenRuleChanges: null,
  exportText: null,
  exportProject: null,
  importProject: null,
  storage: null,
  requestPersistence: null,
} as const satisfies Record<
  Exclude<keyof AppApi, 'importFiles' | 'importSplinkResults' | 'run' | 'cancel' | 'forget'>,
  string | null
>;

/** The forwarded operations, typed as the app API declares them. */
type Forwarded = Pick<AppApi, keyof typeof FORWARDED>;

// The class and this interface merge: the forwarded methods are made in the constructor.
export interface AppClient extends Forwarded {}

/** Main-thread client of the project worker: the forwarded operations of the app API, the jobs, cross-tab notices. */
export class AppClient {
  private readonly worker: Worker;
  private readonly api: Comlink.Remote<PageApi>;
  private nextJob = 1;
  private readonly failed: Promise<never>;

  /** Tabs of this origin tell each other which project they changed. */
  private readonly channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('doppel-projects');
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
        reject(
          new Error(
            `The app's worker stopped (${event.message || 'it could not start'}). Reload the page to start again.`,
          ),
        );
      });
    });
    this.failed.catch(() => undefined);
    const self = this as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const [op, change] of Object.entries(FORWARDED) as Array<[keyof Forwarded, string | null]>) {
      self[op] = (...args) => {
        const result = this.call(() => (this.api[op] as unknown as (...a: unknown[]) => Promise<unknown>)(...args));
        return change === null ? result : result.then((v) => this.changed(args[0] as number, change, v));
      };
    }
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

  /** Import files as a new project; `opts.options[i]` forces the encoding, delimiter or header of file `i`. */
  importFiles(
    name: string,
    files: File[],
    opts: {
      signal?: AbortSignal;
      onProgress?: (p: ImportProgress & { file: string }) => void;
      options?: Array<ImportFileOptions | undefined>;
    } = {},
  ): Promise<number> {
    const list = files.map((f, i) => ({ name: f.name, blob: f as Blob, options: opts.options?.[i] }));
    const progress = opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined;
    return this.job(opts.signal, (jobId) => this.api.importFiles(jobId, name, list, progress));
  }
  /**
   * Import Splink's results with the record files it ran on as a new project (a run follows with the project's
   * thresholds).
   */
  importSplinkResults(
    name: string,
    records: File[],
    splink: { predictions: File; clusters?: File; model?: File },
    opts: { signal?: AbortSignal; onProgress?: (p: ImportProgress & { file: string }) => void } = {},
  ): Promise<number> {
    const file = (f: File) => ({ name: f.name, blob: f as Blob });
    const progress = opts.onProgress ? Comlink.proxy(opts.onProgress) : undefined;
    const tables = {
      predictions: file(splink.predictions),
      ...(splink.clusters ? { clusters: file(splink.clusters) } : {}),
      ...(splink.model ? { model: file(splink.model) } : {}),
    };
    return this.job(opts.signal, (jobId) =>
      this.api.importSplinkResults(jobId, name, records.map(file), tables, progress),
    );
  }
  /**
   * Find duplicates; `onStage` hears each stage (normalize, block, score, weights, decide, cluster) and its progress.
   */
  run(id: number, opts: { signal?: AbortSignal; onStage?: StageProgress } = {}): Promise<ProjectView> {
    const onStage = opts.onStage ? Comlink.proxy(opts.onStage) : undefined;
    return this.job(opts.signal, (jobId) => this.api.run(jobId, id, onStage)).then((v) => this.changed(id, 'run', v));
  }
  /** The first rows of each file (parsed in the worker from its first bytes), with `options[i]` for file `i`. */
  previewFiles(
    files: File[],
    limit = 200,
    options?: Array<ImportFileOptions | undefined>,
  ): Promise<Array<FilePreview | { name: string; error: string }>> {
    return this.call(() =>
      this.api.previewFiles(
        files.map((f, i) => ({ name: f.name, blob: f as Blob, options: options?.[i] })),
        limit,
      ),
    );
  }
  /** Stop the worker (and its scoring workers). */
  dispose(): void {
    this.worker.terminate();
  }
}
