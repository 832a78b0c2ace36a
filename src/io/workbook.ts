/**
 * Workbook import (.xlsx, .ods, .xls) with SheetJS: one sheet becomes one source, each cell as the
 * sheet shows it (its formatted text: dates and numbers in the cell's number format), rows fed to
 * the same table builder as CSV rows. SheetJS parses synchronously from the whole file in memory;
 * the app runs this in a throwaway worker (docs/DECISIONS.md, «Workbooks: SheetJS 0.18.5»).
 */
import * as XLSX from 'xlsx';
import type { SourceContainer, SourceFormat, SourceTable } from '../domain/dataset';
import { ImportError } from './errors';
import { TableBuilder, type TableOptions } from './table-builder';
import { containerText } from './source-kind';

/** How to read a workbook: which sheet, and at most how many rows (a preview). */
export interface WorkbookReadOptions extends TableOptions {
  /** Sheet to read, by name; default the first sheet with a header and a data row. */
  sheet?: string;
  /** Data rows to read at most (the import preview); default all. */
  rowLimit?: number;
  /** Called with the rows read so far while the sheet's rows become the table (every few thousand rows). */
  onRows?: (rows: number) => void;
}

/** Rows between two `onRows` calls. */
const ROWS_PER_REPORT = 5_000;

/** The sheets of a workbook and the one read. */
export interface WorkbookTable extends SourceTable {
  format: SourceFormat & { container: SourceContainer };
}

function unreadable(name: string, format: string, e: unknown): ImportError {
  const why = e instanceof Error ? e.message : String(e);
  return new ImportError(
    'unreadable',
    name,
    `${name}: not a text file, and it cannot be read as an .${format} workbook (${why.slice(0, 200)})`,
  );
}

type Sheet = XLSX.WorkSheet;

function sheetRows(sheet: Sheet): string[][] {
  if (!sheet || !sheet['!ref']) return [];
  return XLSX.utils.sheet_to_json<string[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
    rawNumbers: false,
  });
}

/** The first row of a sheet's used range, 1-based (a sheet may start below row 1). */
function firstRow(sheet: Sheet): number {
  const ref = sheet?.['!ref'];
  return ref ? XLSX.utils.decode_range(ref).s.r + 1 : 1;
}

/** Names of the sheets of a workbook, in workbook order (throws an ImportError when it cannot be read). */
export function workbookSheets(
  bytes: Uint8Array,
  sourceName: string,
  format: 'xlsx' | 'ods' | 'xls' = 'xlsx',
): string[] {
  try {
    return XLSX.read(bytes, { type: 'array', bookSheets: true }).SheetNames;
  } catch (e) {
    throw unreadable(sourceName, format, e);
  }
}

/**
 * Reads one sheet of a workbook into a `SourceTable`. The sheet is `options.sheet`, or else the
 * first one with a header and a data row (else the first holding a cell); when the workbook has several sheets a
 * warning names them. A sheet
 * name that is not in the workbook is refused with the names that are.
 */
export function readWorkbookTable(
  bytes: Uint8Array,
  format: 'xlsx' | 'ods' | 'xls',
  options: WorkbookReadOptions,
): WorkbookTable {
  const name = options.sourceName;
  const sheets = workbookSheets(bytes, name, format);
  if (sheets.length === 0) throw unreadable(name, format, new Error('no sheets'));
  if (options.sheet !== undefined && !sheets.includes(options.sheet)) {
    throw new ImportError(
      'missing-sheet',
      name,
      `${name}: the workbook has no sheet «${options.sheet}»; its sheets are ${sheets.map((s) => `«${s}»`).join(', ')}`,
    );
  }
  const order = options.sheet !== undefined ? [options.sheet] : sheets;
  let chosen = order[0];
  let rows: string[][] = [];
  let top = 1;
  let fallback: { chosen: string; rows: string[][]; top: number } | null = null;
  for (const candidate of order) {
    let book: XLSX.WorkBook;
    try {
      book = XLSX.read(bytes, {
        type: 'array',
        sheets: candidate,
        dense: true,
        cellText: true,
        cellDates: false,
        cellFormula: false,
        cellHTML: false,
        cellStyles: false,
        sheetStubs: false,
        ...(options.rowLimit !== undefined ? { sheetRows: options.rowLimit + 1 } : {}),
      });
    } catch (e) {
      throw unreadable(name, format, e);
    }
    const sheet = book.Sheets[candidate];
    rows = sheetRows(sheet);
    top = firstRow(sheet);
    chosen = candidate;
    // The first sheet with a header and a data row; else the first holding any cell.
    const filled = rows.filter((r) => r.some((c) => c !== '')).length;
    if (filled >= 2) {
      fallback = null;
      break;
    }
    if (filled === 1 && fallback === null) fallback = { chosen, rows, top };
  }
  if (fallback) ({ chosen, rows, top } = fallback);
  const container: SourceContainer = { kind: format, sheet: chosen, sheets };
  const builder = new TableBuilder(options);
  if (sheets.length > 1) {
    const others = sheets
      .filter((s) => s !== chosen)
      .map((s) => `«${s}»`)
      .join(', ');
    builder.log.add(
      'warning',
      'other-sheets',
      `the workbook has ${sheets.length} sheets; sheet «${chosen}» was read (others: ${others.slice(0, 200)}); choose another sheet to read it instead`,
    );
  }
  for (let r = 0; r < rows.length; r++) {
    builder.addRow(
      rows[r].map((c) => (c == null ? '' : String(c))),
      top + r,
      [],
    );
    if (r % ROWS_PER_REPORT === ROWS_PER_REPORT - 1) options.onRows?.(builder.rowCount);
  }
  const sheetFormat: SourceFormat & { container: SourceContainer } = {
    encoding: 'utf-8',
    bom: false,
    encodingReason: `read from ${containerText(container)}`,
    delimiter: '',
    lineEndings: { crlf: 0, lf: 0, cr: 0 },
    container,
  };
  return builder.build(sheetFormat, { nulChars: 0, replacementChars: 0 }) as WorkbookTable;
}
