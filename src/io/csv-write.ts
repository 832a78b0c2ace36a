import Papa from 'papaparse';
import type { SourceTable } from '../domain/dataset';
import { FORMULA_TRIGGER, neutralizeFormula } from './formula';

/** CSV export options. */
export interface CsvWriteOptions {
  /** Field delimiter (default `,`). */
  delimiter?: string;
  /** Start with a UTF-8 byte-order mark so Excel reads the file as UTF-8 (default false). */
  bom?: boolean;
  /** Record separator (default `\r\n`, RFC 4180). */
  newline?: '\r\n' | '\n';
  /** Prefix formula-like cells with `'` (default true; see `formula.ts`). */
  neutralizeFormulas?: boolean;
  /** Rows per chunk yielded by `csvChunks` (default 1000). */
  rowsPerChunk?: number;
}

/** The rows of a columnar table, one array of cells per data row. */
export function* tableRows(table: SourceTable): Generator<string[]> {
  for (let r = 0; r < table.rowCount; r++) yield table.cells.map((column) => column[r]);
}

/**
 * CSV text in chunks (header first, then `rowsPerChunk` rows at a time), RFC 4180 quoting by
 * papaparse's `unparse`: fields with the delimiter, quotes, line breaks or edge spaces are quoted,
 * quotes doubled. A row of empty cells is written quoted (`"",""`) so it is not read back as blank.
 */
export function* csvChunks(
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: CsvWriteOptions = {},
): Generator<string> {
  const newline = options.newline ?? '\r\n';
  const config: Papa.UnparseConfig = {
    delimiter: options.delimiter ?? ',',
    newline,
    header: false,
  };
  const neutralize = options.neutralizeFormulas !== false;
  if (neutralize) config.escapeFormulae = FORMULA_TRIGGER;
  const per = options.rowsPerChunk ?? 1000;
  yield (options.bom ? '\uFEFF' : '') + Papa.unparse([columns.slice()], config) + newline;
  let batch: string[][] = [];
  let blank = '';
  for (const row of rows) {
    const cells = columns.map((_, c) => row[c] ?? '');
    if (cells.every((cell) => cell.trim() === '')) {
      // Quoted, so the importer keeps the row instead of skipping it as a blank line.
      if (batch.length) yield Papa.unparse(batch, config) + newline;
      batch = [];
      blank += cells.map((cell) => `"${neutralize ? neutralizeFormula(cell) : cell}"`).join(config.delimiter) + newline;
      continue;
    }
    if (blank) {
      yield blank;
      blank = '';
    }
    batch.push(cells);
    if (batch.length >= per) {
      yield Papa.unparse(batch, config) + newline;
      batch = [];
    }
  }
  if (batch.length) yield Papa.unparse(batch, config) + newline;
  if (blank) yield blank;
}

/** The whole CSV as one string (see `csvChunks`). */
export function writeCsv(
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: CsvWriteOptions = {},
): string {
  return Array.from(csvChunks(columns, rows, options)).join('');
}

/** A source table as CSV text. */
export function writeTableCsv(table: SourceTable, options: CsvWriteOptions = {}): string {
  return writeCsv(table.source.columns, tableRows(table), options);
}

/** UTF-8 bytes of text (a leading U+FEFF becomes the BOM bytes EF BB BF). */
export function encodeUtf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
