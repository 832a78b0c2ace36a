import type { HumanDecision } from '../../domain/log';
import {
  deleteProject,
  exportProject,
  getProject,
  listProjects,
  listSources,
  touchProject,
  updateProject,
  type DoppelDb,
  type ProjectFile,
  importProject,
} from '../../storage';
import type { AsyncScorer } from '../../scoring/pool/protocol';
import type { BatchResult, NoteView } from './api';
import type {
  BlockingPreviewView,
  ExportKind,
  HistoryEntryView,
  ProjectListItem,
  ProjectSettings,
  ProjectView,
} from './api';
import {
  DEFAULT_PROJECT_SETTINGS,
  openSession,
  reresolve,
  runSession,
  sessionOf,
  settingsVersion,
  type RunStageProgress,
  type Session,
  previewBlocking,
} from './session';
import { SessionCache } from './session-cache';
import { runView } from './views';
import { DecisionLog } from './decision-log';
import { saveLearning } from './learning';
import { finishCalibration, type CalibrationView } from './calibrate-view';
import { chooseLabelColumns } from './labels';
import { readTables, storeProject, type FileProgress, type ImportFile, type SplinkImportFiles } from './import-files';
import { importSplinkProject } from './splink-import';
import { deriveStoredRun, storeRun } from './run-store';
import { exportText } from './export-text';
import { fieldViews, sourceSummaries } from './project-view';
import { choiceView, linkModeOf, type ChoiceView } from './choice-view';

export type { ImportFile, ImportFileOptions, SplinkImportFiles } from './import-files';

/**
 * The project service: everything the app does to a project, in the worker, durable in IndexedDB.
 * A human decision resolves only after its log entry is committed; clusters are then re-derived
 * from the latest run and the whole log (records + settings + log → clusters).
 */
export class ProjectService {
  private readonly cache = new SessionCache(
    (id) => openSession(this.db, id),
    (id, s) => this.derive(id, s),
  );

  /** The decision log's operations (engine/service/decision-log.ts). */
  private readonly log: DecisionLog;

  constructor(
    private readonly db: DoppelDb,
    private readonly scorer: () => AsyncScorer,
  ) {
    this.log = new DecisionLog({
      db,
      withRun: (id) => this.ensureRun(id),
      session: (id) => this.session(id),
      settings: (id) => this.settings(id),
    });
  }

  /** Projects, most recently opened first. */
  async projects(): Promise<ProjectListItem[]> {
    return (await listProjects(this.db)).map((p) => ({
      id: p.id,
      name: p.name,
      created: p.created,
      lastOpened: p.lastOpened,
      ...p.counts,
    }));
  }

  /** Import files as the sources of a new project. */
  async importFiles(
    name: string,
    files: ImportFile[],
    onProgress?: FileProgress,
    signal?: AbortSignal,
  ): Promise<number> {
    const tables = await readTables(files, onProgress, signal);
    // A column that names the sources is the same within a source and differs across: never compared (ignored).
    const kinds = Object.fromEntries(
      files.flatMap((f) => (f.options?.sourceColumn ? [[f.options.sourceColumn, 'ignore' as const]] : [])),
    );
    const settings = { ...DEFAULT_PROJECT_SETTINGS, ...linkModeOf(tables), kinds };
    const id = await storeProject(this.db, name, settings, tables);
    // The Fields screen that follows starts from what is in memory (and the import's within-source measurement).
    this.cache.prime(id, sessionOf(id, await listSources(this.db, id), tables, []));
    return id;
  }

  /**
   * Import Splink's results as a new project (engine/splink-project.ts): the record files Splink ran
   * on (keyed by its unique id column), its predictions (CSV or Parquet), optionally its cluster
   * table and model. Runs of the project decide Splink's pairs with the project's thresholds.
   */
  async importSplinkResults(
    name: string,
    files: ImportFile[],
    splink: SplinkImportFiles,
    onProgress?: FileProgress,
    signal?: AbortSignal,
  ): Promise<number> {
    const { id, session } = await importSplinkProject(this.db, name, files, splink, onProgress, signal);
    // The run that follows an import starts from what is in memory instead of reading it all back.
    this.cache.prime(id, session);
    return id;
  }

  /** Delete a project and all its data. */
  async deleteProject(id: number): Promise<void> {
    this.forget(id);
    await deleteProject(this.db, id);
  }

  private session(id: number): Promise<Session> {
    return this.cache.get(id);
  }

  /** A project's settings as stored, with the defaults filled in. */
  async settings(id: number): Promise<ProjectSettings> {
    const p = await getProject(this.db, id);
    if (!p) throw new Error(`Project ${id} is not stored in this browser (deleted, or evicted by the browser).`);
    return { ...DEFAULT_PROJECT_SETTINGS, ...(p.settings as Partial<ProjectSettings>) };
  }

  /** Open a project: sources, fields, settings and the latest results (re-derived if needed). */
  async open(id: number): Promise<ProjectView> {
    const project = await touchProject(this.db, id);
    const s = await this.session(id);
    // After a reload the stored run is re-derived (records + its settings + the log), so the view shows it.
    if (!s.run && project.counts.runs > 0) await this.ensureRun(id);
    const settings = await this.settings(id);
    const fields = fieldViews(s, settings);
    const sources = sourceSummaries(s);
    // Records are shown by their values: the person's label columns, else those the kinds suggest.
    const chosenLabel = settings.labelColumns?.filter((c) => s.dataset.columns.includes(c));
    s.labelColumns = chosenLabel?.length ? chosenLabel : chooseLabelColumns(fields);
    s.guardChecks = settings.guardChecks === true;
    return {
      id,
      name: project.name,
      sources,
      fields,
      settings,
      run: runView(s),
      stale: s.runSettingsVersion !== undefined && s.runSettingsVersion !== settingsVersion(settings),
      decisions: project.counts.decisions,
      labelColumns: s.labelColumns,
    };
  }

  /** Change settings; results are marked stale, never silently recomputed. */
  async setSettings(id: number, change: Partial<ProjectSettings>): Promise<ProjectView> {
    const settings = { ...(await this.settings(id)), ...change };
    await updateProject(this.db, id, { settings });
    return this.open(id);
  }

  /** What a run with the current settings would use (engine/service/choice-view.ts). */
  async choice(id: number): Promise<ChoiceView> {
    return choiceView(await this.session(id), await this.settings(id));
  }

  /** What blocking would produce with the current settings, before running. */
  async previewBlocking(id: number): Promise<BlockingPreviewView> {
    return previewBlocking(await this.session(id), await this.settings(id), this.scorer());
  }

  /** Find duplicates: match with the settings and every human decision; the run is stored when complete. */
  async run(id: number, signal?: AbortSignal, onStage?: RunStageProgress): Promise<ProjectView> {
    const s = await this.session(id);
    const settings = await this.settings(id);
    const logAtStart = s.log.length;
    const run = await runSession(s, settings, this.scorer(), signal, onStage);
    // Decisions recorded while the run went on (the person kept reviewing) apply to its clusters at once.
    if (s.log.length !== logAtStart) reresolve(s, settings);
    await storeRun(this.db, id, s, settings, run);
    return this.open(id);
  }

  /** Ensure the session has results: re-derive them from records + settings + log after a reload. */
  ensureRun(id: number): Promise<Session> {
    return this.cache.withRun(id);
  }

  private async derive(id: number, s: Session): Promise<Session> {
    if (!s.run) await deriveStoredRun(this.db, id, s, this.scorer());
    return s;
  }

  /**
   * End the Calibrate batch (refit on its answers, engine/service/calibrate-view.ts); resolves once the refit is
   * stored.
   */
  async finishCalibration(id: number): Promise<CalibrationView> {
    const s = await this.ensureRun(id);
    const view = finishCalibration(s, await this.settings(id));
    await saveLearning(this.db, s);
    return view;
  }

  /** Record a human decision on a pair; resolves once it is durable. */
  decide(id: number, keys: [string, string], decision: HumanDecision, why?: string): Promise<number> {
    return this.log.decide(id, keys, decision, why);
  }

  /** Take a record out of its cluster (kept apart from the others it was with). */
  split(id: number, key: string, clusterId: string, why?: string): Promise<number> {
    return this.log.split(id, key, clusterId, why);
  }

  /** Lock a cluster: automatic merges no longer add records to it or take them away. */
  lock(id: number, clusterId: string): Promise<number> {
    return this.log.lock(id, clusterId);
  }

  /** Choose a golden record field's value (from a member record, or typed by the person). */
  setGoldenField(id: number, clusterId: string, field: string, value: string, fromKey?: string): Promise<number> {
    return this.log.setGoldenField(id, clusterId, field, value, fromKey);
  }

  /** Revert any log entry (selective undo); an undo of an undo is a redo. */
  undo(id: number, entryId: number): Promise<{ entryId: number; dependents: number[] }> {
    return this.log.undo(id, entryId);
  }

  /** Add a note about records (a pair's two keys, or a cluster's members); resolves once durable. */
  addNote(id: number, text: string, keys: string[]): Promise<number> {
    return this.log.addNote(id, text, keys);
  }

  /** Notes in effect that are about any of `keys`, oldest first. */
  notes(id: number, keys: string[]): Promise<NoteView[]> {
    return this.log.notes(id, keys);
  }

  /** Decide many pairs at once (bulk accept, all or none); see {@link DecisionLog.decideMany}. */
  decideMany(
    id: number,
    pairs: Array<[string, string]>,
    decision: HumanDecision,
    opts: { max?: number; why?: string } = {},
  ): Promise<BatchResult> {
    return this.log.decideMany(id, pairs, decision, opts);
  }

  /** Revert several log entries at once (a batch): the undo entries are written in one transaction. */
  undoMany(id: number, entryIds: number[]): Promise<BatchResult> {
    return this.log.undoMany(id, entryIds);
  }

  /** The decision log, newest first, each entry marked when it is no longer in effect. */
  history(id: number): Promise<HistoryEntryView[]> {
    return this.log.history(id);
  }

  /** An export as text (CSV, or JSON Lines for the log). */
  async exportText(id: number, kind: ExportKind): Promise<{ fileName: string; mime: string; text: string }> {
    const s = await this.ensureRun(id);
    const name = (await getProject(this.db, id))?.name ?? 'doppel';
    return exportText(s, name, await this.settings(id), kind);
  }

  /** The project file (settings, sources, decision log) to keep or to open in another browser. */
  exportProject(id: number): Promise<ProjectFile> {
    return exportProject(this.db, id, { rows: true });
  }

  /** Open a project file exported earlier. */
  async importProject(file: ProjectFile): Promise<number> {
    return (await importProject(this.db, file)).project.id;
  }

  /** Drop the cached session of a project (another tab changed it): the next call reloads it from storage. */
  forget(id: number): void {
    this.cache.forget(id);
  }

  /** The session of an open project, for the view functions. */
  sessionOf(id: number): Promise<Session> {
    return this.ensureRun(id);
  }
}
