import type { Source } from './record';

/** A text encoding the importer can detect and decode. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251' | 'windows-1252';

/** What kind of problem an import issue is. */
export type ImportIssueCode =
  | 'empty-file'
  | 'header-only'
  | 'empty-header'
  | 'duplicate-header'
  | 'ragged-row'
  | 'unbalanced-quote'
  | 'duplicate-key'
  | 'empty-key'
  | 'missing-key-column'
  | 'blank-rows'
  | 'mixed-line-endings'
  | 'initial-space'
  | 'nul-bytes'
  | 'invalid-bytes'
  | 'undetected-delimiter'
  | 'encoding-guess'
  | 'other-sheets';

/** One warning or error found while importing a source; `message` names the file, row and line. */
export interface ImportIssue {
  severity: 'warning' | 'error';
  code: ImportIssueCode;
  /** Source (file) name. */
  source: string;
  /** 1-based data row (header excluded), when the issue is about one row. */
  row?: number;
  /** 1-based physical line in the decoded file where that row starts, when known. */
  line?: number;
  /** Column name, when the issue is about one column. */
  column?: string;
  /** Human-readable message, complete on its own (file, row, line, problem). */
  message: string;
}

/** Import progress: bytes consumed (of the raw file) and data rows parsed so far. */
export interface ImportProgress {
  bytesRead: number;
  /** Total size in bytes when known (File.size, fs.stat). */
  totalBytes?: number;
  rows: number;
}

/** How a source's bytes were read. */
export interface SourceFormat {
  encoding: TextEncodingName;
  /** Whether the file began with a byte-order mark. */
  bom: boolean;
  /** Why this encoding was chosen (BOM, valid UTF-8, heuristic …). */
  encodingReason: string;
  delimiter: string;
  /** Physical line ending counts (quoted newlines included). */
  lineEndings: { crlf: number; lf: number; cr: number };
  /**
   * Set when the source was not a text file but a workbook or a Parquet file (encoding and delimiter then do not
   * apply).
   */
  container?: SourceContainer;
}

/** The file a source was read from when it was no CSV: its format, and for a workbook the sheet read and all sheets. */
export interface SourceContainer {
  kind: 'xlsx' | 'ods' | 'xls' | 'parquet';
  sheet?: string;
  sheets?: string[];
}

/**
 * One imported source in columnar form: `cells[c][r]` is the raw value of column `c` in data row
 * `r` (0-based here; the 1-based row number is `r + 1`).
 */
export interface SourceTable {
  source: Source;
  rowCount: number;
  /** One string array per column, in `source.columns` order, each `rowCount` long. */
  cells: string[][];
  /** Stable record key per row: the key column's value, or `source name + ':' + row number`. */
  keys: string[];
  /** Physical line (1-based) where each data row starts. */
  lines: Uint32Array;
  format: SourceFormat;
  /** Issues kept (capped per code); `issueCounts` holds the full counts. */
  issues: ImportIssue[];
  issueCounts: Partial<Record<ImportIssueCode, number>>;
}

/** Several imported sources seen as one list of records (indices run source after source). */
export interface Dataset {
  tables: SourceTable[];
  recordCount: number;
  sourceOf: Uint16Array;
  /** 0-based row within its source. */
  rowOf: Uint32Array;
  /** Stable record keys, unique across sources (`source name:key` when sources are several). */
  keys: string[];
  /** Union of the sources' column names, first-seen order. */
  columns: string[];
}
