/**
 * Import preview: the first rows of a file, parsed in the worker from its first bytes only, so the
 * import screen can show a grid while the whole file streams into IndexedDB.
 */
import { blobHead, parseCsvBytes, readSourceBytes, sourceKindOf } from '../io';
import type { SourceTable } from '../domain/dataset';
import type { ImportFileOptions } from '../engine/service/service';

/** The first rows of one file as the import screen's grid shows them. */
export interface FilePreview {
  name: string;
  /** The first `PREVIEW_COLUMNS` columns. */
  columns: string[];
  /** All columns of the file. */
  columnCount: number;
  /** At most `limit` rows (fewer for wide files), cells as text. */
  rows: string[][];
  encoding: string;
  /** The delimiter used (the chosen one, or the sniffed one). */
  delimiter: string;
  /** Whether the first row was taken as the header. */
  header: boolean;
  /** Whether the file is longer than the bytes read. */
  partial: boolean;
  /** For a workbook or Parquet file: its format, and a workbook's sheets and the one shown. */
  container?: 'xlsx' | 'ods' | 'xls' | 'parquet';
  sheets?: string[];
  sheet?: string;
}

/** Bytes read for a preview. */
export const PREVIEW_BYTES = 256 * 1024;
/** Columns and cells a preview holds at most (a 10,000-column file must not become a huge grid). */
export const PREVIEW_COLUMNS = 50;
export const PREVIEW_CELLS = 10_000;

/**
 * Parse the first rows of a file (a row cut at the end of the read bytes is dropped), with the settings chosen for it.
 */
export async function previewFile(
  name: string,
  blob: Blob,
  limit = 200,
  options: ImportFileOptions = {},
): Promise<FilePreview> {
  const kind = sourceKindOf(await blobHead(blob));
  if (kind.kind !== 'text') {
    // A workbook or Parquet file is read whole (its rows are not at its start), up to `limit` rows.
    const table = await readSourceBytes(new Uint8Array(await blob.arrayBuffer()), {
      ...options,
      sourceName: name,
      maxIssuesPerCode: 1,
      rowLimit: limit,
    });
    return previewOf(name, table, limit, table.rowCount, options, false);
  }
  const partial = blob.size > PREVIEW_BYTES;
  const bytes = new Uint8Array(await blob.slice(0, PREVIEW_BYTES).arrayBuffer());
  const table = parseCsvBytes(bytes, { ...options, sourceName: name, maxIssuesPerCode: 1 });
  return previewOf(name, table, limit, partial ? Math.max(0, table.rowCount - 1) : table.rowCount, options, partial);
}

function previewOf(
  name: string,
  table: SourceTable,
  limit: number,
  complete: number,
  options: ImportFileOptions,
  partial: boolean,
): FilePreview {
  const cells = table.cells.slice(0, PREVIEW_COLUMNS);
  const fit = Math.max(1, Math.floor(PREVIEW_CELLS / Math.max(1, cells.length)));
  const count = Math.min(limit, fit, complete);
  const rows: string[][] = [];
  for (let r = 0; r < count; r++) rows.push(cells.map((col) => col[r] ?? ''));
  const columns = table.source.columns;
  const container = table.format.container;
  return {
    name,
    columns: columns.slice(0, PREVIEW_COLUMNS),
    columnCount: columns.length,
    rows,
    encoding: table.format.encoding,
    delimiter: table.format.delimiter,
    header: options.header ?? true,
    partial,
    ...(container ? { container: container.kind, sheets: container.sheets, sheet: container.sheet } : {}),
  };
}
