/**
 * Parquet import with hyparquet (every codec through hyparquet-compressors): top-level columns
 * become the header, every value becomes the text a CSV export of it would hold (dates ISO 8601,
 * integers in full, nested values as JSON). Runs in Node and in workers alike.
 */
import { parquetMetadata, parquetRead, parquetSchema } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import type { SourceFormat, SourceTable } from '../domain/dataset';
import { ImportError } from './errors';
import { TableBuilder, type TableOptions } from './table-builder';

/** A Parquet file as text cells: the top-level column names and one array of cells per row. */
export interface ParquetText {
  header: string[];
  rows: string[][];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isoOf(date: Date, dateOnly = true): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  if (dateOnly && iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return iso.replace('.000Z', 'Z');
}

interface SchemaElementLike {
  converted_type?: string;
  logical_type?: { type?: string; scale?: number; isAdjustedToUTC?: boolean };
  scale?: number;
}

function columnText(element: SchemaElementLike): ParquetColumnText {
  const logical = element.logical_type?.type;
  if (logical === 'DATE' || element.converted_type === 'DATE') return { date: true };
  if (logical === 'TIMESTAMP' && element.logical_type?.isAdjustedToUTC === false) return { local: true };
  if (logical === 'DECIMAL' || element.converted_type === 'DECIMAL') {
    const scale = element.logical_type?.scale ?? element.scale;
    return scale !== undefined && scale >= 0 && scale <= 20 ? { scale } : {};
  }
  return {};
}

function bytesText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return '0x' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}

/** What a column's schema says about writing its values: a date without time, a decimal's scale. */
export interface ParquetColumnText {
  date?: boolean;
  /** A timestamp without time zone (isAdjustedToUTC false): written without «Z». */
  local?: boolean;
  scale?: number;
}

/**
 * The text of one Parquet value: '' for null, ISO dates, full integers, decimals to their scale, JSON for lists and
 * structs.
 */
export function parquetValueText(value: unknown, column: ParquetColumnText = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && column.scale !== undefined && Number.isFinite(value))
    return value.toFixed(column.scale);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (column.date) return isoOf(value).slice(0, 10);
    const iso = isoOf(value, false);
    return column.local ? iso.replace(/Z$/, '') : iso;
  }
  if (value instanceof Uint8Array) return bytesText(value);
  return (
    JSON.stringify(value, (_, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v instanceof Uint8Array) return bytesText(v);
      return v;
    }) ?? ''
  );
}

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer)
    return bytes.buffer;
  return new Uint8Array(bytes).buffer; // a copy (a Node Buffer's slice() is a view of its pool)
}

/**
 * Reads a whole Parquet file held in memory into header and text rows (`rowLimit` caps the rows
 * read). Throws an ImportError naming `sourceName` when the file is not readable Parquet.
 */
export async function readParquetText(
  bytes: Uint8Array,
  sourceName = 'file.parquet',
  rowLimit?: number,
): Promise<ParquetText> {
  const file = arrayBufferOf(bytes);
  try {
    const metadata = parquetMetadata(file);
    const children = parquetSchema(metadata).children;
    const header = children.map((c) => c.element.name);
    const texts = children.map((c) => columnText(c.element as SchemaElementLike));
    const total = Number(metadata.num_rows);
    const rowEnd = rowLimit === undefined ? total : Math.min(total, rowLimit);
    let rows: unknown[][] = [];
    if (rowEnd > 0) {
      await parquetRead({
        file,
        metadata,
        compressors,
        rowStart: 0,
        rowEnd,
        rowFormat: 'array',
        onComplete: (r: unknown[][]) => {
          rows = r;
        },
      });
    }
    return {
      header,
      rows: rows.slice(0, rowEnd).map((row) => header.map((_, c) => parquetValueText(row[c], texts[c]))),
    };
  } catch (e) {
    if (e instanceof ImportError) throw e;
    const why = e instanceof Error ? e.message : String(e);
    throw new ImportError(
      'unreadable',
      sourceName,
      `${sourceName}: not a text file, and it cannot be read as a Parquet file (${why.slice(0, 200)})`,
    );
  }
}

/** A Parquet file as a `SourceTable` (header from the schema; the row number stands for the line). */
export async function readParquetTable(
  bytes: Uint8Array,
  options: TableOptions & { rowLimit?: number },
): Promise<SourceTable> {
  const { header, rows } = await readParquetText(bytes, options.sourceName, options.rowLimit);
  const builder = new TableBuilder({ ...options, header: true });
  builder.addRow(header, 1, []);
  for (let r = 0; r < rows.length; r++) builder.addRow(rows[r], r + 2, [], true);
  const format: SourceFormat = {
    encoding: 'utf-8',
    bom: false,
    encodingReason: 'read from a Parquet file',
    delimiter: '',
    lineEndings: { crlf: 0, lf: 0, cr: 0 },
    container: { kind: 'parquet' },
  };
  return builder.build(format, { nulChars: 0, replacementChars: 0 });
}
