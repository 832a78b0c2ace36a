import type { LogEntry, LogEntryDraft, HumanDecision } from '../../domain/log';
import { countDecisions } from '../../domain/decision';
import type { SourceReadOptions } from '../../io';
import { replayLog, undoDraft } from '../../core/log';
import {
  appendLog,
  appendLogEntries,
  completeRun,
  deleteProject,
  exportProject,
  getProject,
  listProjects,
  listSources,
  putPredictions,
  saveRun,
  touchProject,
  updateProject,
  type DoppelDb,
  type ProjectFile,
  importProject,
} from '../../storage';
import type { AsyncScorer } from '../../scoring/pool/protocol';
import type { ImportProgress } from '../../domain/dataset';
import { BATCH_MAX_DEFAULT, NOTE_MAX_LENGTH, type BatchResult, type NoteView } from './api';
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
import { labelsOfKeys, runView } from './views';
import { refitIfDue } from './learning';
import { BATCH_SIZE } from '../review-loop';
import { chooseLabelColumns } from './labels';
import {
  isSplinkSource,
  openSplinkPredictions,
  prepareSplinkProject,
  readSplinkModelText,
  splinkUniqueId,
} from '../splink-project';
import { readRecordTable, readTables, storeProject } from './import-files';
import { exportText } from './export-text';
import { fieldViews, sourceSummaries } from './project-view';

/** Per-file import settings chosen on the import screen; absent fields are detected. */
export type ImportFileOptions = Pick<SourceReadOptions, 'encoding' | 'delimiter' | 'header' | 'sheet'>;

/** One file to import, with the settings chosen for it. */
export interface ImportFile {
  name: string;
  blob: Blob;
  options?: ImportFileOptions;
}

/** The record keys a log entry names (its pair, split record, golden source), for their labels. */
function entryKeys(e: LogEntry): string[] {
  switch (e.type) {
    case 'same':
    case 'different':
    case 'unsure':
    case 'merge-clusters':
      return [...e.keys];
    case 'split':
      return [e.key];
    case 'golden-field':
      return e.from ? [e.from] : [];
    case 'note':
      return (e.keys ?? []).slice(0, 2);
    default:
      return [];
  }
}

/** Splink's files of «Import Splink results»: the predictions, optionally the cluster table and the model (settings JSON). */
export interface SplinkImportFiles {
  predictions: ImportFile;
  clusters?: ImportFile;
  model?: ImportFile;
}

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

  constructor(
    private readonly db: DoppelDb,
    private readonly scorer: () => AsyncScorer,
  ) {}

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
    onProgress?: (p: ImportProgress & { file: string }) => void,
    signal?: AbortSignal,
  ): Promise<number> {
    const tables = await readTables(files, onProgress, signal);
    return storeProject(
      this.db,
      name,
      { ...DEFAULT_PROJECT_SETTINGS, mode: files.length > 1 ? 'link-and-dedupe' : 'dedupe' },
      tables,
    );
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
    onProgress?: (p: ImportProgress & { file: string }) => void,
    signal?: AbortSignal,
  ): Promise<number> {
    const p = splink.predictions;
    // The header now; the pairs stream into typed columns once the records are known.
    const predictions = await openSplinkPredictions(p.blob, p.name, {
      signal,
      onProgress: (x: ImportProgress) => onProgress?.({ ...x, file: p.name }),
    });
    const clusters = splink.clusters ? await readRecordTable(splink.clusters, { onProgress, signal }) : undefined;
    const model = splink.model ? readSplinkModelText(await splink.model.blob.text(), splink.model.name) : undefined;
    const records = await readTables(files, onProgress, signal, splinkUniqueId(predictions.columns, model));
    const prepared = await prepareSplinkProject(records, { predictions, clusters }, model);
    const recordCount = records.reduce((n, t) => n + t.rowCount, 0);
    // Splink's pairs are stored batch-shaped (typed arrays by record index), not as rows of text.
    const id = await storeProject(
      this.db,
      name,
      { ...DEFAULT_PROJECT_SETTINGS, mode: prepared.mode, splink: prepared.splink },
      [...records, ...prepared.tables],
      (projectId) => putPredictions(this.db, projectId, prepared.predictions, recordCount),
    );
    // The run that follows an import starts from what is in memory instead of reading it all back.
    const metas = await listSources(this.db, id);
    const splinkStored = { predictions: prepared.predictions, recordCount };
    this.cache.prime(
      id,
      sessionOf(
        id,
        metas.filter((m) => !isSplinkSource(m.source.name)),
        records,
        [],
        { tables: prepared.tables, stored: splinkStored },
      ),
    );
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
    const m = run.match;
    const runId = await saveRun(this.db, id, {
      settings,
      settingsVersion: settingsVersion(settings),
      pairs: {
        left: m.pairs.left,
        right: m.pairs.right,
        levels: m.levels,
        scores: m.scores,
        // Reasons as ids into the run's shared lists: no list of reasons per pair is built to store them.
        reasons: m.reasons,
      },
    });
    const counts = countDecisions(m.levels);
    const { run: stored } = await completeRun(this.db, runId, {
      profile: m.profile,
      records: s.dataset.recordCount,
      pairs: m.pairs.left.length,
      ...counts,
      clusters: run.resolution.clustering.clusterCount,
    });
    s.runId = runId;
    s.runCreated = stored.created;
    return this.open(id);
  }

  /** Ensure the session has results: re-derive them from records + settings + log after a reload. */
  ensureRun(id: number): Promise<Session> {
    return this.cache.withRun(id);
  }

  private async derive(id: number, s: Session): Promise<Session> {
    if (!s.run) {
      const { latestRun } = await import('../../storage');
      const last = await latestRun(this.db, id);
      if (!last) throw new Error('Run «Find duplicates» first.');
      const settings = { ...DEFAULT_PROJECT_SETTINGS, ...(last.settings as Partial<ProjectSettings>) };
      await runSession(s, settings, this.scorer(), undefined, undefined, last.id);
      // The model as it was taught: refitted on every answer in the log, as the batches had done
      // (a refit happens once a batch of answers is in: fewer leave the run as it was made).
      if (s.human.mustLinks.length + s.human.cannotLinks.length >= BATCH_SIZE) refitIfDue(s, settings, { force: true });
      s.runId = last.id;
      s.runCreated = last.created;
    }
    return s;
  }

  /** Record a human decision on a pair; resolves once it is durable. */
  async decide(id: number, keys: [string, string], decision: HumanDecision, why?: string): Promise<number> {
    return this.record(id, { type: decision, by: 'user', keys, ...(why ? { why } : {}) });
  }

  /** The record keys of a cluster of the latest results. */
  private async membersOf(id: number, clusterId: string): Promise<string[]> {
    const s = await this.ensureRun(id);
    const { clusterOf, clusterIds } = s.run!.resolution.clustering;
    const c = clusterIds.indexOf(clusterId);
    if (c < 0) throw new Error(`No cluster «${clusterId}» in the latest results.`);
    return s.dataset.keys.filter((_, r) => clusterOf[r] === c);
  }

  /** Append a human log entry, then re-derive the clusters; resolves once durable. */
  private async record(id: number, draft: LogEntryDraft): Promise<number> {
    const s = await this.ensureRun(id);
    const entry = await appendLog(this.db, id, draft);
    s.log.push(entry);
    const settings = await this.settings(id);
    reresolve(s, settings);
    // Every batch of answers refits the model and re-ranks the queue (engine/service/learning.ts).
    refitIfDue(s, settings);
    return entry.id;
  }

  /** Take a record out of its cluster (kept apart from the others it was with). */
  async split(id: number, key: string, clusterId: string, why?: string): Promise<number> {
    const others = (await this.membersOf(id, clusterId)).filter((k) => k !== key);
    if (others.length === 0) throw new Error(`Record «${key}» is alone in its cluster.`);
    return this.record(id, { type: 'split', by: 'user', key, others, ...(why ? { why } : {}) });
  }

  /** Lock a cluster: automatic merges no longer add records to it or take them away. */
  async lock(id: number, clusterId: string): Promise<number> {
    return this.record(id, { type: 'lock', by: 'user', members: await this.membersOf(id, clusterId) });
  }

  /** Choose a golden record field's value (from a member record, or typed by the person). */
  async setGoldenField(id: number, clusterId: string, field: string, value: string, fromKey?: string): Promise<number> {
    const members = await this.membersOf(id, clusterId);
    return this.record(id, {
      type: 'golden-field',
      by: 'user',
      members,
      field,
      value,
      ...(fromKey ? { from: fromKey } : {}),
    });
  }

  /** Revert any log entry (selective undo); an undo of an undo is a redo. */
  async undo(id: number, entryId: number): Promise<{ entryId: number; dependents: number[] }> {
    const s = await this.ensureRun(id);
    const { draft, dependents } = undoDraft(s.log, entryId);
    const entry = await appendLog(this.db, id, draft);
    s.log.push(entry);
    reresolve(s, await this.settings(id));
    return { entryId: entry.id, dependents: dependents.map((d) => d.id) };
  }

  /** Add a note about records (a pair's two keys, or a cluster's members); resolves once durable. */
  async addNote(id: number, text: string, keys: string[]): Promise<number> {
    const body = text.trim();
    if (body === '') throw new Error('A note needs some text.');
    if (body.length > NOTE_MAX_LENGTH)
      throw new Error(`A note may have at most ${NOTE_MAX_LENGTH} characters (this one has ${body.length}).`);
    const s = await this.session(id);
    const entry = await appendLog(this.db, id, {
      type: 'note',
      by: 'user',
      text: body,
      ...(keys.length ? { keys: [...new Set(keys)] } : {}),
    });
    s.log.push(entry);
    s.human = replayLog(s.log); // a note changes no cluster: only the replayed log, not the resolution
    return entry.id;
  }

  /** Notes in effect that are about any of `keys`, oldest first. */
  async notes(id: number, keys: string[]): Promise<NoteView[]> {
    const wanted = new Set(keys);
    return (await this.session(id)).human.notes
      .filter((n) => (n.keys ?? []).some((k) => wanted.has(k)))
      .map((n) => ({ id: n.id, at: n.at, text: n.text, keys: n.keys ?? [] }));
  }

  /**
   * Decide many pairs at once (bulk accept): one log entry per pair, all in one transaction (all or
   * none), then one re-derivation. Refuses more than `max` pairs (default {@link BATCH_MAX_DEFAULT}).
   */
  async decideMany(
    id: number,
    pairs: Array<[string, string]>,
    decision: HumanDecision,
    opts: { max?: number; why?: string } = {},
  ): Promise<BatchResult> {
    const max = opts.max ?? BATCH_MAX_DEFAULT;
    if (pairs.length === 0) throw new Error('No pairs to decide.');
    if (pairs.length > max)
      throw new Error(
        `Refused: ${pairs.length} pairs is more than the maximum of ${max} per bulk action. Narrow the filter or raise the maximum.`,
      );
    const s = await this.ensureRun(id);
    const at = new Date().toISOString();
    const entries = await appendLogEntries(
      this.db,
      id,
      pairs.map((keys) => ({ type: decision, by: 'user' as const, keys, at, ...(opts.why ? { why: opts.why } : {}) })),
    );
    s.log.push(...entries);
    const settings = await this.settings(id);
    reresolve(s, settings);
    refitIfDue(s, settings);
    return { entryIds: entries.map((e) => e.id), dependents: [] };
  }

  /** Revert several log entries at once (a batch): the undo entries are written in one transaction. */
  async undoMany(id: number, entryIds: number[]): Promise<BatchResult> {
    const s = await this.ensureRun(id);
    const targets = [...new Set(entryIds)];
    if (targets.length === 0) throw new Error('No entries to revert.');
    const undos = targets.map((t) => undoDraft(s.log, t));
    const entries = await appendLogEntries(
      this.db,
      id,
      undos.map((u) => u.draft),
    );
    s.log.push(...entries);
    reresolve(s, await this.settings(id));
    const dependents = new Set(undos.flatMap((u) => u.dependents.map((d) => d.id)).filter((d) => !targets.includes(d)));
    return { entryIds: entries.map((e) => e.id), dependents: [...dependents] };
  }

  /** The decision log, newest first, each entry marked when it is no longer in effect. */
  async history(id: number): Promise<HistoryEntryView[]> {
    const s = await this.session(id);
    return [...s.log]
      .reverse()
      .map((e) => ({ ...e, undone: s.human.undone.has(e.id), labels: labelsOfKeys(s, entryKeys(e)) }));
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
