/**
 * Workbooks and Parquet open like CSV. The fixtures were saved by LibreOffice Calc (workbooks) and
 * written by pyarrow (Parquet) — test/fixtures/io/make/ holds the scripts that made them.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readSourceFile } from '../../src/io/node-file';
import { ImportError, readSourceBlob, readSourceBytes } from '../../src/io';
import { readParquetText } from '../../src/io/parquet';
import { readWorkbookTable } from '../../src/io/workbook';
import * as XLSX from 'xlsx';
import type { ImportProgress, SourceTable } from '../../src/domain/dataset';

const fixture = (name: string) => new URL(`../fixtures/io/${name}`, import.meta.url).pathname;
const FAKE_CSV = new URL('../../../shared/datasets/splink-fake1000/fake_1000.csv', import.meta.url).pathname;

function rowsOf(t: SourceTable): string[][] {
  return Array.from({ length: t.rowCount }, (_, r) => t.cells.map((col) => col[r]));
}

async function refusal(bytes: Uint8Array, name: string): Promise<string> {
  try {
    await readSourceBytes(bytes, { sourceName: name });
    return 'accepted';
  } catch (e) {
    return e instanceof ImportError ? e.message : `unnamed: ${String(e)}`;
  }
}

describe('workbooks (.xlsx, .ods, .xls saved by a spreadsheet program)', () => {
  it('the same list saved as a workbook reads cell for cell like its CSV', async () => {
    const csv = await readSourceFile(FAKE_CSV);
    for (const ext of ['xlsx', 'ods', 'xls']) {
      const book = await readSourceFile(fixture(`fake_1000.${ext}`));
      expect(book.source.columns, ext).toEqual(csv.source.columns);
      expect(book.rowCount, ext).toBe(1000);
      expect(rowsOf(book), ext).toEqual(rowsOf(csv));
      expect(book.format.container).toEqual({ kind: ext, sheet: 'fake_1000', sheets: ['fake_1000'] });
      expect(book.issues, ext).toEqual([]);
    }
  });

  it('reads dates, amounts, percentages and formulas as the sheet shows them; text that looks like a formula stays text', async () => {
    for (const ext of ['xlsx', 'ods', 'xls']) {
      const t = await readSourceFile(fixture(`sheets.${ext}`));
      expect(t.source.columns).toEqual(['name', 'joined', 'fee', 'share', 'phone', 'name length']);
      expect(rowsOf(t), ext).toEqual([
        ['Ann Lee', '05.12.2026', '1,234.50', '25.0%', '007 123', '7'],
        ['Бориc Ёлкин', '05.02.1984', '-0.01', '100.0%', '+7 495 123-45-67', '11'],
        ['Cid «Hull»', '31.01.2000', '1,000,000.00', '12.5%', '=not a formula', '10'],
      ]);
    }
  });

  it('chooses the first sheet with data, says which sheets there are, and reads the sheet asked for', async () => {
    const t = await readSourceFile(fixture('sheets.xlsx'));
    expect(t.format.container).toEqual({ kind: 'xlsx', sheet: 'People', sheets: ['Notes', 'People'] });
    expect(t.issues.map((i) => i.message)).toEqual([
      'sheets.xlsx: the workbook has 2 sheets; sheet «People» was read (others: «Notes»); choose another sheet to read it instead',
    ]);
    const notes = await readSourceFile(fixture('sheets.ods'), { sheet: 'Notes' });
    expect(notes.source.columns).toEqual(['People are on the next sheet']);
    expect(notes.rowCount).toBe(0);
    await expect(readSourceFile(fixture('sheets.xls'), { sheet: 'Staff' })).rejects.toThrow(
      'sheets.xls: the workbook has no sheet «Staff»; its sheets are «Notes», «People»',
    );
  });

  it('refuses a damaged workbook with a message naming the file', async () => {
    for (const ext of ['xlsx', 'ods', 'xls']) {
      const bytes = readFileSync(fixture(`fake_1000.${ext}`));
      const message = await refusal(bytes.subarray(0, Math.floor(bytes.length / 3)), `cut.${ext}`);
      expect(message, ext).toMatch(
        new RegExp(`^cut\\.${ext}: not a text file, and it cannot be read as an \\.${ext} workbook`),
      );
    }
  });

  it('reads a workbook given as a Blob (the worker path) with start and end progress', async () => {
    const bytes = readFileSync(fixture('fake_1000.xlsx'));
    const progress: ImportProgress[] = [];
    const t = await readSourceBlob(new Blob([bytes]), {
      sourceName: 'people.xlsx',
      onProgress: (p) => progress.push(p),
    });
    expect(t.rowCount).toBe(1000);
    expect(progress[0]).toEqual({ bytesRead: 0, rows: 0, totalBytes: bytes.length });
    // Once the file is in memory its bytes are read, before the sheet is parsed.
    expect(progress[1]).toEqual({ bytesRead: bytes.length, rows: 0, totalBytes: bytes.length });
    expect(progress.at(-1)).toEqual({ bytesRead: bytes.length, rows: 1000, totalBytes: bytes.length });
  });

  it('reports the rows read every 5,000 while a big sheet becomes the table', () => {
    const aoa = [['id', 'name'], ...Array.from({ length: 12_345 }, (_, r) => [r, `n${r}`])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Big');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const seen: number[] = [];
    const t = readWorkbookTable(bytes, 'xlsx', { sourceName: 'big.xlsx', onRows: (n) => seen.push(n) });
    expect(t.rowCount).toBe(12_345);
    // The header row is row 0 of the sheet: 5,000 sheet rows hold 4,999 data rows.
    expect(seen).toEqual([4_999, 9_999]);
  });
});

describe('Parquet (hyparquet)', () => {
  it('the same list as Parquet reads cell for cell like its CSV', async () => {
    const csv = await readSourceFile(FAKE_CSV);
    const pq = await readSourceFile(fixture('fake_1000.parquet'));
    expect(pq.source.columns).toEqual(csv.source.columns);
    expect(rowsOf(pq)).toEqual(rowsOf(csv));
    expect(pq.format.container).toEqual({ kind: 'parquet' });
  });

  it('writes typed values as text: full int64, ISO dates, timestamps without zone, decimals to their scale, lists as JSON (zstd and gzip pages)', async () => {
    for (const f of ['types-zstd.parquet', 'types-gzip.parquet']) {
      const { header, rows } = await readParquetText(readFileSync(fixture(f)), f);
      expect(header).toEqual(['id', 'name', 'born', 'seen', 'fee', 'ratio', 'member', 'tags']);
      expect(rows, f).toEqual([
        ['1', 'Ann', '1984-02-05', '2026-12-05T19:00:00', '1234.50', '0.25', 'true', '["a","b"]'],
        ['2', 'Élodie «Ёлка» 😀', '', '2026-01-01T00:00:00', '-0.01', '1.5', 'false', '[]'],
        ['9007199254740993', '', '2026-12-31', '', '', 'NaN', '', ''],
      ]);
    }
  });

  it('refuses a damaged Parquet file naming it', async () => {
    const bytes = readFileSync(fixture('fake_1000.parquet'));
    expect(await refusal(bytes.subarray(0, 5000), 'cut.parquet')).toMatch(
      /^cut\.parquet: not a text file, and it cannot be read as a Parquet file \(/,
    );
  });
});
