import type { SourceFormat, SourceTable } from '../domain/dataset';
import { cleanHeader, fallbackColumnName } from './headers';
import { IssueLog } from './issues';

/** How rows become a table: header, key column, leading-space handling. */
export interface TableOptions {
  sourceName: string;
  sourceId?: number;
  /** First row is the header (default true); otherwise columns are `column_1` … */
  header?: boolean;
  /** Column whose trimmed value is the record key; default: `source name + ':' + row number`. */
  keyColumn?: string;
  /**
   * Drop spaces right after each delimiter («a, b»); 'auto' (default): when every header cell after the first starts
   * with one.
   */
  skipInitialSpace?: boolean | 'auto';
  /** Issues kept per code (all are counted); default 100. */
  maxIssuesPerCode?: number;
  /** Data rows handed on as they are read instead of kept: the table then holds none (rowCount 0). */
  rowSink?: RowSink;
}

/** Takes a table's rows as they are read (a reader that converts them at once, e.g. Splink's predictions). */
export interface RowSink {
  /** The header's column names, before the first row. */
  header(columns: readonly string[]): void;
  /** One data row, 1-based; a ragged row arrives as read (its warning is logged), so read a missing cell as ''. */
  row(cells: readonly string[], row: number): void;
}

/** A quote problem papaparse found in one row. */
export interface RowQuoteError {
  code: string;
  message: string;
}

/** Whether every cell of a row is empty or whitespace. */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/** Accumulates parsed rows into a columnar `SourceTable` with record keys and issues. */
export class TableBuilder {
  readonly log: IssueLog;
  private columns: string[] | null = null;
  private cells: string[][] = [];
  private keys: string[] = [];
  private lines: number[] = [];
  private keyIndex = -1;
  private keyRows = new Map<string, number>();
  private skipSpace = false;
  private blankRows = 0;
  /** Rows handed to the sink. */
  private sunk = 0;
  private readonly name: string;

  constructor(private readonly options: TableOptions) {
    this.name = options.sourceName;
    this.log = new IssueLog(options.sourceName, options.maxIssuesPerCode ?? 100);
  }

  /** Data rows accepted so far. */
  get rowCount(): number {
    return this.keys.length + this.sunk;
  }

  /**
   * Takes one physical record (row of cells) starting at 1-based `line`. Rows whose cells are all
   * empty or whitespace are skipped (and counted) unless `explicit` (written with quotes).
   */
  addRow(raw: string[], line: number, quoteErrors: readonly RowQuoteError[], explicit = false): void {
    if (this.columns === null) {
      if (isBlankRow(raw) && raw.length === 1) return;
      this.startTable(raw, line);
      if (this.options.header !== false) {
        this.reportQuotes(quoteErrors, { line });
        return;
      }
    }
    if (!explicit && isBlankRow(raw)) {
      this.blankRows++;
      return;
    }
    const row = this.rowCount + 1;
    const cells = this.skipSpace ? raw.map((c, i) => (i === 0 ? c : c.replace(/^ +/, ''))) : raw;
    this.reportQuotes(quoteErrors, { row, line });
    const width = this.columns!.length;
    if (cells.length !== width) {
      const extra = cells.slice(width);
      const fix =
        cells.length < width
          ? `padded with ${width - cells.length} empty cells`
          : `dropped the extra cells ${JSON.stringify(extra).slice(0, 80)}`;
      this.log.add('warning', 'ragged-row', `${cells.length} cells, expected ${width}; ${fix}`, { row, line });
    }
    if (this.options.rowSink) {
      this.sunk++;
      this.options.rowSink.row(cells, row);
      return;
    }
    for (let c = 0; c < width; c++) this.cells[c].push(cells[c] ?? '');
    this.lines.push(line);
    this.keys.push(this.keyFor(cells, row, line));
  }

  private startTable(raw: string[], line: number): void {
    const opt = this.options.skipInitialSpace ?? 'auto';
    this.skipSpace = opt === true || (opt === 'auto' && raw.length > 1 && raw.slice(1).every((h) => /^ +\S/.test(h)));
    if (this.skipSpace && opt === 'auto') {
      this.log.add(
        'warning',
        'initial-space',
        'every header after the first starts with a space («a, b» style); spaces after delimiters are dropped in all rows',
        { line },
      );
    }
    this.columns =
      this.options.header === false ? raw.map((_, i) => fallbackColumnName(i + 1)) : cleanHeader(raw, this.log, line);
    this.cells = this.columns.map(() => []);
    this.options.rowSink?.header(this.columns);
    const keyColumn = this.options.keyColumn;
    if (keyColumn !== undefined) {
      this.keyIndex = this.columns.indexOf(keyColumn);
      if (this.keyIndex < 0) {
        this.log.add(
          'error',
          'missing-key-column',
          `key column «${keyColumn}» is not in the header; using row numbers as record keys`,
          { line },
        );
      }
    }
  }

  private keyFor(cells: readonly string[], row: number, line: number): string {
    if (this.keyIndex < 0) return `${this.name}:${row}`;
    const column = this.columns![this.keyIndex];
    const value = (cells[this.keyIndex] ?? '').trim();
    if (!value) {
      const fallback = `${this.name}:${row}`;
      this.log.add('warning', 'empty-key', `key column «${column}» is empty; record key «${fallback}» used`, {
        row,
        line,
        column,
      });
      return fallback;
    }
    const first = this.keyRows.get(value);
    if (first === undefined) {
      this.keyRows.set(value, row);
      return value;
    }
    let k = 2;
    while (this.keyRows.has(`${value}~${k}`)) k++;
    const key = `${value}~${k}`;
    this.keyRows.set(key, row);
    this.log.add('warning', 'duplicate-key', `key «${value}» already used by row ${first}; record key «${key}» used`, {
      row,
      line,
      column,
    });
    return key;
  }

  private reportQuotes(errors: readonly RowQuoteError[], place: { row?: number; line: number }): void {
    for (const e of errors) {
      const problem =
        e.code === 'MissingQuotes'
          ? 'a quoted field is never closed; the rest of the file was read into it'
          : `malformed quotes (${e.message})`;
      this.log.add('error', 'unbalanced-quote', problem, place);
    }
  }

  /** Closes the table: final issues (empty file, header only, blank rows, line endings, encoding). */
  build(format: SourceFormat, extra: { nulChars: number; replacementChars: number }): SourceTable {
    const log = this.log;
    if (this.columns === null) {
      log.add('error', 'empty-file', 'the file is empty (no header, no rows)');
    } else if (this.rowCount === 0 && this.options.header !== false) {
      log.add('warning', 'header-only', `the file has a header (${this.columns.length} columns) but no data rows`);
    }
    if (this.columns === null) return this.table(format);
    if (this.blankRows) log.add('warning', 'blank-rows', `${this.blankRows} blank rows skipped`);
    const kinds = Object.entries(format.lineEndings).filter(([, n]) => n > 0);
    if (kinds.length > 1) {
      log.add(
        'warning',
        'mixed-line-endings',
        `mixed line endings (${kinds.map(([k, n]) => `${n} ${k.toUpperCase()}`).join(', ')}); all read as line breaks`,
      );
    }
    if (extra.nulChars)
      log.add('warning', 'nul-bytes', `${extra.nulChars} NUL characters in the text (kept as they are)`);
    if (extra.replacementChars) {
      log.add(
        'warning',
        'invalid-bytes',
        `${extra.replacementChars} characters could not be decoded as ${format.encoding} and were replaced by «\uFFFD»; the file may mix encodings`,
      );
    }
    if (format.encoding === 'windows-1251' || format.encoding === 'windows-1252') {
      log.add('warning', 'encoding-guess', `not valid UTF-8; read as ${format.encoding} (${format.encodingReason})`);
    }
    return this.table(format);
  }

  private table(format: SourceFormat): SourceTable {
    const log = this.log;
    log.summarizeCapped();
    const columns = this.columns ?? [];
    return {
      source: { id: this.options.sourceId ?? 0, name: this.name, columns },
      rowCount: this.keys.length,
      cells: this.cells,
      keys: this.keys,
      lines: Uint32Array.from(this.lines),
      format,
      issues: log.issues,
      issueCounts: log.counts,
    };
  }
}
