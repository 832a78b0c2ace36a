/**
 * Reading the files of an import as record tables, and storing a new project with them: a file that
 * cannot be read as records is refused with its own message, and nothing is stored when a write fails.
 */
import { readSourceBlob } from '../../io';
import { createProject, deleteProject, putSourceTable, type DoppelDb } from '../../storage';
import type { ImportProgress, SourceTable } from '../../domain/dataset';
import type { ProjectSettings } from './api';
import type { SourceReadOptions } from '../../io';

/** Per-file import settings chosen on the import screen; absent fields are detected. */
export type ImportFileOptions = Pick<SourceReadOptions, 'encoding' | 'delimiter' | 'header' | 'sheet'>;

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
  const tables = [];
  for (const [i, f] of files.entries()) {
    const table = await readRecordTable(f, { onProgress, signal, keyColumn, sourceId: i });
    if (table.rowCount === 0)
      throw new Error(`${f.name}: no data rows to deduplicate (the file has a header but no rows).`);
    tables.push(table);
  }
  return tables;
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
