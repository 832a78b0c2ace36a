/**
 * Import preview: the first rows of a file, parsed in the worker from its first bytes only, so the
 * import screen can show a grid while the whole file streams into IndexedDB.
 */
import { parseCsvBytes } from '../io';

/** The first rows of one file as the import screen's grid shows them. */
export interface FilePreview {
  name: string;
  columns: string[];
  /** At most `limit` rows, cells as text. */
  rows: string[][];
  encoding: string;
  /** Whether the file is longer than the bytes read. */
  partial: boolean;
}

/** Bytes read for a preview. */
export const PREVIEW_BYTES = 256 * 1024;

/** Parse the first rows of a file (a row cut at the end of the read bytes is dropped). */
export async function previewFile(name: string, blob: Blob, limit = 200): Promise<FilePreview> {
  const partial = blob.size > PREVIEW_BYTES;
  const bytes = new Uint8Array(await blob.slice(0, PREVIEW_BYTES).arrayBuffer());
  const table = parseCsvBytes(bytes, { sourceName: name, maxIssuesPerCode: 1 });
  const count = Math.min(limit, partial ? Math.max(0, table.rowCount - 1) : table.rowCount);
  const rows: string[][] = [];
  for (let r = 0; r < count; r++) rows.push(table.cells.map((col) => col[r] ?? ''));
  return { name, columns: table.source.columns, rows, encoding: table.format.encoding, partial };
}
