/**
 * Project files: a JSON-serialisable copy of a project (settings, source descriptions, decision
 * log, optionally the rows) that can be opened in another browser or applied to new files.
 */
import { validateLogEntry } from '../core/log/validate';
import type { ImportIssue, ImportIssueCode, SourceFormat } from '../domain/dataset';
import type { LogEntry, LogEntryDraft } from '../domain/log';
import type { Source } from '../domain/record';
import type { DoppelDb } from './db';
import { ProjectFileError, StorageError } from './errors';
import { writeTx } from './db';
import { appendInTx, readLog } from './log';
import { addCounts, createProject, deleteProject, getProject, requireProject } from './projects';
import { listSources, putSourceTable, readSourceTable } from './sources';
import {
  predictionsFromFile,
  predictionsToFile,
  putPredictions,
  readPredictions,
  type ProjectFilePredictions,
} from './predictions';
import type { ProjectRecord, StoredSettings } from './types';

/** The `format` tag of a project file. */
export const PROJECT_FILE_FORMAT = 'doppel-project';
/** The project file version this code writes and reads. */
export const PROJECT_FILE_VERSION = 1;

/** One source in a project file; `rows` only when exported with rows. */
export interface ProjectFileSource {
  source: Source;
  format: SourceFormat;
  issues: ImportIssue[];
  issueCounts: Partial<Record<ImportIssueCode, number>>;
  rowCount: number;
  rows?: { keys: string[]; cells: string[][]; lines: number[] };
}

/** A whole project as plain JSON. */
export interface ProjectFile {
  format: typeof PROJECT_FILE_FORMAT;
  version: number;
  exportedAt: string;
  project: { name: string; created: string; settings: StoredSettings };
  sources: ProjectFileSource[];
  log: LogEntry[];
  /** Splink's predictions of a project imported from Splink's results (with rows only). */
  predictions?: ProjectFilePredictions;
}

/** Export a project (with its source rows when `rows` is true). */
export async function exportProject(
  db: DoppelDb,
  projectId: number,
  options: { rows?: boolean } = {},
): Promise<ProjectFile> {
  const project = await getProject(db, projectId);
  if (!project) throw new StorageError(`Project ${projectId} does not exist.`, `project ${projectId}`);
  const sources: ProjectFileSource[] = [];
  for (const meta of await listSources(db, projectId)) {
    const s: ProjectFileSource = {
      source: meta.source,
      format: meta.format,
      issues: meta.issues,
      issueCounts: meta.issueCounts,
      rowCount: meta.rowCount,
    };
    if (options.rows) {
      const t = await readSourceTable(db, meta.id);
      s.rows = { keys: t.keys, cells: t.cells, lines: Array.from(t.lines) };
    }
    sources.push(s);
  }
  const predictions = options.rows ? await readPredictions(db, projectId) : undefined;
  return {
    format: PROJECT_FILE_FORMAT,
    version: PROJECT_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    project: { name: project.name, created: project.created, settings: project.settings },
    sources,
    log: await readLog(db, projectId),
    ...(predictions ? { predictions: predictionsToFile(predictions) } : {}),
  };
}

function bad(why: string): never {
  throw new ProjectFileError(`This is not a Doppel project file Doppel can open: ${why}.`, 'project file');
}

function checkFile(file: unknown): ProjectFile {
  if (typeof file !== 'object' || file === null) bad('expected a JSON object');
  const f = file as Partial<ProjectFile>;
  if (f.format !== PROJECT_FILE_FORMAT) bad(`format is ${JSON.stringify(f.format)}, expected "${PROJECT_FILE_FORMAT}"`);
  if (typeof f.version !== 'number' || f.version > PROJECT_FILE_VERSION)
    bad(`version ${String(f.version)} is newer than this Doppel reads (${PROJECT_FILE_VERSION})`);
  if (typeof f.project !== 'object' || f.project === null || typeof f.project.name !== 'string')
    bad('the project name is missing');
  if (!Array.isArray(f.sources) || !Array.isArray(f.log)) bad('sources or log is missing');
  f.sources.forEach((s, i) => {
    if (typeof s?.source?.name !== 'string' || !Array.isArray(s.source.columns))
      bad(`source ${i + 1} has no name or columns`);
    if (s.rows) {
      const n = s.rows.keys?.length;
      if (
        !Array.isArray(s.rows.keys) ||
        !Array.isArray(s.rows.cells) ||
        s.rows.cells.length !== s.source.columns.length ||
        s.rows.cells.some((c) => !Array.isArray(c) || c.length !== n)
      ) {
        bad(`the rows of source «${s.source.name}» do not match its columns`);
      }
    }
  });
  if (f.predictions !== undefined) {
    try {
      predictionsFromFile(f.predictions);
    } catch (err) {
      bad((err as Error).message);
    }
  }
  const ids = new Set<number>();
  f.log.forEach((e, i) => {
    try {
      validateLogEntry(e);
    } catch (err) {
      bad(`log entry ${i + 1}: ${(err as Error).message}`);
    }
    if (ids.has(e.id)) bad(`log entry id ${e.id} appears twice`);
    ids.add(e.id);
  });
  for (const e of f.log)
    if (e.type === 'undo' && (!ids.has(e.target) || e.target >= e.id))
      bad(`undo entry ${e.id} targets entry ${e.target}, which is not earlier in the file`);
  return f as ProjectFile;
}

/** What {@link importProject} created, and the sources whose rows were not in the file. */
export interface ImportedProject {
  project: ProjectRecord;
  /** Sources described in the file without rows: the person should open those files again. */
  sourcesWithoutRows: string[];
}

/**
 * Create a new project from a project file. Log entries get new ids (undo targets are remapped) and
 * keep their time and author; `run` entries keep their old run ids (runs are not exported). All or nothing: on failure
 * the half-made project is deleted.
 */
export async function importProject(
  db: DoppelDb,
  file: unknown,
  options: { name?: string } = {},
): Promise<ImportedProject> {
  const f = checkFile(file);
  const project = await createProject(db, { name: options.name ?? f.project.name, settings: f.project.settings });
  try {
    const sourcesWithoutRows: string[] = [];
    for (const s of f.sources) {
      if (!s.rows) {
        sourcesWithoutRows.push(s.source.name);
        continue;
      }
      const rowCount = s.rows.keys.length;
      await putSourceTable(db, project.id, {
        source: s.source,
        rowCount,
        cells: s.rows.cells,
        keys: s.rows.keys,
        lines: Uint32Array.from(s.rows.lines ?? []),
        format: s.format,
        issues: s.issues ?? [],
        issueCounts: s.issueCounts ?? {},
      });
    }
    if (f.predictions) {
      const { predictions, recordCount } = predictionsFromFile(f.predictions);
      await putPredictions(db, project.id, predictions, recordCount);
    }
    const entries = [...f.log].sort((a, b) => a.id - b.id);
    await writeTx(db, ['projects', 'log'], `the decision log of «${project.name}»`, async (tx) => {
      const store = tx.objectStore('log') as unknown as Parameters<typeof appendInTx>[0];
      const newId = new Map<number, number>();
      for (const { id, ...rest } of entries) {
        const draft = rest as LogEntryDraft;
        const written = await appendInTx(
          store,
          project.id,
          draft.type === 'undo' ? { ...draft, target: newId.get(draft.target) as number } : draft,
        );
        newId.set(id, written.id);
      }
      const projects = tx.objectStore('projects');
      const p = await requireProject(projects, project.id, 'the decision log');
      await projects.put(addCounts(p, { decisions: entries.filter((e) => e.by === 'user').length }));
    });
    return { project: (await getProject(db, project.id)) ?? project, sourcesWithoutRows };
  } catch (e) {
    await deleteProject(db, project.id).catch(() => undefined);
    throw e;
  }
}
