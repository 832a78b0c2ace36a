/**
 * Reading the files of an import as record tables, and storing a new project with them: a file that
 * cannot be read as records is refused with its own message, and nothing is stored when a write fails.
 */
import { readSourceBlob } from '../../io';
import { createProject, deleteProject, putSourceTable, type DoppelDb } from '../../storage';
import type { ImportProgress, SourceTable } from '../../domain/dataset';
import type { ProjectSettings } from './api';
import type { SourceReadOptions } from '../../io';

/**
 * Per-file import settings chosen on the import screen; absent fields are detected. `sourceColumn` makes each value of
 * that column of the file a source of its own (a file holding several CRMs, shops or years).
 */
export type ImportFileOptions = Pick<SourceReadOptions, 'encoding' | 'delimiter' | 'header' | 'sheet'> & {
  sourceColumn?: string;
};

/** Most sources one column may make: more values than this are not sources but data. */
export const MAX_SOURCES_FROM_COLUMN = 100;

/** One file to import, with the settings chosen for it. */
export interface ImportFile {
  name: string;
  blob: Blob;
  options?: ImportFileOptions;
}

/**
 * Splink's files of «Import Splink results»: the predictions, optionally the cluster table and the model (settings
 * JSON).
 */
export interface SplinkImportFiles {
  predictions: ImportFile;
  clusters?: ImportFile;
  model?: ImportFile;
}

/** Progress of one file of an import. */
export type FileProgress = (p: ImportProgress & { file: string }) => void;

/** Read one file as a record table (keyed by a column when given); a read error is thrown with the reader's message. */
export async function readRecordTable(
  f: ImportFile,
  opts: { onProgress?: FileProgress; signal?: AbortSignal; keyColumn?: string; sourceId?: number },
): Promise<SourceTable> {
  const table = await readSourceBlob(f.blob, {
    ...f.options,
    sourceName: f.name,
    sourceId: opts.sourceId,
    signal: opts.signal,
    keyColumn: opts.keyColumn,
    onProgress: (p) => opts.onProgress?.({ ...p, file: f.name }),
  });
  const error = table.issues.find((issue) => issue.severity === 'error');
  if (error) throw new Error(error.message);
  return table;
}

/**
 * One file's table as one table per value of `column` (in first-seen order), each named «file · value», with the
 * file's record keys, rows and lines; the file's issues stay with the first. The column itself stays in the data.
 */
export function splitBySourceColumn(table: SourceTable, column: string): SourceTable[] {
  const name = table.source.name;
  const c = table.source.columns.indexOf(column);
  if (c < 0) throw new Error(`${name}: there is no column «${column}» to take the sources from.`);
  const groups = new Map<string, number[]>();
  table.cells[c].forEach((raw, r) => {
    const value = raw.trim();
    const rows = groups.get(value);
    if (rows) rows.push(r);
    else groups.set(value, [r]);
  });
  if (groups.size > MAX_SOURCES_FROM_COLUMN)
    throw new Error(
      `${name}: column «${column}» holds ${groups.size} different values; a column that names the sources holds at most ${MAX_SOURCES_FROM_COLUMN}.`,
    );
  return [...groups].map(([value, rows], k) => ({
    ...table,
    source: { ...table.source, name: `${name} · ${value === '' ? '(empty)' : value}` },
    rowCount: rows.length,
    cells: table.cells.map((col) => rows.map((r) => col[r])),
    keys: rows.map((r) => table.keys[r]),
    lines: Uint32Array.from(rows, (r) => table.lines[r]),
    issues: k === 0 ? table.issues : [],
    issueCounts: k === 0 ? table.issueCounts : {},
  }));
}

/**
 * Read files as the record tables of a project's sources (keyed by a column when given); a file without rows is
 * refused.
 */
export async function readTables(
  files: ImportFile[],
  onProgress?: FileProgress,
  signal?: AbortSignal,
  keyColumn?: string,
): Promise<SourceTable[]> {
  if (files.length === 0) throw new Error('Choose at least one file to import (CSV, spreadsheet or Parquet).');
  const tables: SourceTable[] = [];
  for (const [i, f] of files.entries()) {
    const table = await readRecordTable(f, { onProgress, signal, keyColumn, sourceId: i });
    if (table.rowCount === 0)
      throw new Error(`${f.name}: no data rows to deduplicate (the file has a header but no rows).`);
    const column = f.options?.sourceColumn;
    tables.push(...(column ? splitBySourceColumn(table, column) : [table]));
  }
  // Sources are numbered in order, those one file's column made included.
  return tables.map((t, id) => (t.source.id === id ? t : { ...t, source: { ...t.source, id } }));
}

/** Create a project with its tables (and what `more` stores); nothing is stored when a write fails. */
export async function storeProject(
  db: DoppelDb,
  name: string,
  settings: ProjectSettings,
  tables: SourceTable[],
  more?: (projectId: number) => Promise<unknown>,
): Promise<number> {
  const project = await createProject(db, { name, settings });
  try {
    for (const t of tables) await putSourceTable(db, project.id, t);
    await more?.(project.id);
  } catch (e) {
    await deleteProject(db, project.id);
    throw e;
  }
  return project.id;
}
