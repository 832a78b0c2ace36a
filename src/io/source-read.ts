/**
 * One entry for every kind of source file: the content decides the reader (workbook, Parquet, or
 * text → CSV), never the name. The app's import worker and the command line both read through here.
 */
import type { ImportProgress, SourceTable } from '../domain/dataset';
import { ImportError } from './errors';
import { parseCsvBytes, parseCsvStream, type CsvStreamOptions } from './read';
import { KIND_SNIFF_BYTES, sourceKindOf, type SourceKind } from './source-kind';
import type { WorkbookReadOptions } from './workbook';

/** Reads one workbook sheet; the app passes one that runs SheetJS in a throwaway worker. */
export type WorkbookReader = (
  bytes: Uint8Array,
  format: 'xlsx' | 'ods' | 'xls',
  options: WorkbookReadOptions,
) => Promise<SourceTable>;

/** Options for reading any source file: the CSV options, plus the sheet of a workbook. */
export interface SourceReadOptions extends CsvStreamOptions {
  /** Workbook sheet to read, by name (default the first sheet holding a cell). */
  sheet?: string;
  /** Data rows to read at most from a workbook or Parquet file (previews). */
  rowLimit?: number;
  /** How workbooks are read (default: `useWorkbookReader`'s, else in this thread). */
  readWorkbook?: WorkbookReader;
}

/** Reads a workbook in this thread (the command line, tests); SheetJS is loaded on first use only. */
export const readWorkbookHere: WorkbookReader = async (bytes, format, options) =>
  (await import('./workbook')).readWorkbookTable(bytes, format, options);

let defaultWorkbookReader: WorkbookReader = readWorkbookHere;

/** Sets how workbooks are read when a call names no reader (the app's project worker: in a throwaway worker). */
export function useWorkbookReader(reader: WorkbookReader): void {
  defaultWorkbookReader = reader;
}

function refuse(kind: Extract<SourceKind, { kind: 'archive' }>, name: string): never {
  throw new ImportError('binary', name, `${name}: not a text file; it looks like ${kind.what}`);
}

async function readContainer(
  kind: Exclude<SourceKind, { kind: 'text' }>,
  whole: () => Promise<Uint8Array>,
  options: SourceReadOptions,
  size: number,
): Promise<SourceTable> {
  const name = options.sourceName;
  if (kind.kind === 'archive') refuse(kind, name);
  const report = (p: ImportProgress) => options.onProgress?.({ ...p, totalBytes: size });
  report({ bytesRead: 0, rows: 0 });
  options.signal?.throwIfAborted();
  const bytes = await whole();
  options.signal?.throwIfAborted();
  // The file is in memory: its bytes are read; a workbook reader then reports the rows it takes.
  report({ bytesRead: size, rows: 0 });
  // The Parquet and workbook readers load on first use: a CSV import never pulls them in.
  const table =
    kind.kind === 'parquet'
      ? await (await import('./parquet')).readParquetTable(bytes, options)
      : await (options.readWorkbook ?? defaultWorkbookReader)(bytes, kind.format, options);
  options.signal?.throwIfAborted();
  report({ bytesRead: size, rows: table.rowCount });
  return table;
}

/** Reads a source held in memory: workbook, Parquet or CSV by its content. */
export async function readSourceBytes(bytes: Uint8Array, options: SourceReadOptions): Promise<SourceTable> {
  const kind = sourceKindOf(bytes.subarray(0, KIND_SNIFF_BYTES));
  if (kind.kind === 'text') return parseCsvBytes(bytes, options);
  return readContainer(kind, async () => bytes, options, bytes.length);
}

/** Reads the first bytes of a blob: enough to tell its kind. */
export async function blobHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, KIND_SNIFF_BYTES).arrayBuffer());
}

/**
 * Reads a `File` / `Blob` (in the app's worker): CSV is streamed with progress; a workbook or Parquet file is read
 * whole.
 */
export async function readSourceBlob(
  blob: Blob,
  options: Omit<SourceReadOptions, 'sourceName'> & { sourceName?: string },
): Promise<SourceTable> {
  const sourceName = options.sourceName ?? ('name' in blob && typeof blob.name === 'string' ? blob.name : 'file.csv');
  const all = { ...options, sourceName };
  const kind = sourceKindOf(await blobHead(blob));
  if (kind.kind === 'text')
    return parseCsvStream(blob.stream(), { ...all, totalBytes: options.totalBytes ?? blob.size });
  return readContainer(kind, async () => new Uint8Array(await blob.arrayBuffer()), all, blob.size);
}

/**
 * Reads a source from a stream whose first chunk(s) tell its kind; `readAll` supplies the whole file for containers.
 */
export async function readSourceStream(
  head: Uint8Array,
  stream: () => AsyncIterable<Uint8Array>,
  readAll: () => Promise<Uint8Array>,
  options: SourceReadOptions,
  size: number,
): Promise<SourceTable> {
  const kind = sourceKindOf(head);
  if (kind.kind === 'text') return parseCsvStream(stream(), { ...options, totalBytes: options.totalBytes ?? size });
  return readContainer(kind, readAll, options, size);
}
