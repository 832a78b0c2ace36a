import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvChunks,
  encodeUtf8,
  isFormulaLike,
  jsonLinesChunks,
  neutralizeFormula,
  parseCsvBytes,
  parseCsvText,
  writeCsv,
  writeJsonLines,
  writeTableCsv,
} from '../../src/io';
import { fixtureBytes } from './helpers';

const rowsOf = (cells: string[][], n: number) => Array.from({ length: n }, (_, r) => cells.map((c) => c[r]));

describe('formula neutralization', () => {
  it.each([
    ['=SUM(A1:A2)', true],
    ['+SUM(1)', true],
    ['@SUM(1)', true],
    ['\t=1', true],
    ['\r=1', true],
    ["=cmd|' /C calc'!A0", true],
    ['-2+3', true],
    ['-', true],
    ['+', true],
    ['--', true],
    ['- x', true],
    ['+1e5', true],
    ['-1\n=HYPERLINK("x")', true],
    ['-A1', true],
    ['-12.5', false],
    ['+7 495 123-45-67', false],
    ['-1,5', false],
    ['+1 (555) 010-9999', false],
    ['+49/30/1234', false],
    ['12', false],
    ['a=b', false],
    [' =1', false],
    ['', false],
    ['Дюна', false],
  ])('%j → formula-like %s', (cell, expected) => {
    expect(isFormulaLike(cell)).toBe(expected);
    expect(neutralizeFormula(cell)).toBe(expected ? `'${cell}` : cell);
  });

  it('is applied on export unless switched off', () => {
    const rows = [
      ['=1+1', '-12.5'],
      ['@x', '+7 495 123-45-67'],
    ];
    expect(writeCsv(['a', 'b'], rows)).toBe('a,b\r\n"\'=1+1",-12.5\r\n"\'@x",+7 495 123-45-67\r\n');
    expect(writeCsv(['a', 'b'], rows, { neutralizeFormulas: false })).toBe(
      'a,b\r\n=1+1,-12.5\r\n@x,+7 495 123-45-67\r\n',
    );
  });

  it('neutralizes the formula fixture and reads the quote back as data', () => {
    const t = parseCsvBytes(fixtureBytes('formulas.csv'), { sourceName: 'f.csv' });
    const back = parseCsvText(writeTableCsv(t), { sourceName: 'back.csv' });
    expect(back.cells[1]).toEqual(["'=SUM(A1:A2)", '+7 495 123-45-67', '-12.5', "'=cmd|' /C calc'!A0", "'@SUM(1)"]);
  });
});

describe('CSV writer', () => {
  it('quotes per RFC 4180 and ends records with CRLF', () => {
    const text = writeCsv(
      ['name', 'note'],
      [
        ['Smith, John', 'say "hi"'],
        ['two\nlines', ' padded '],
        ['plain', ''],
      ],
    );
    expect(text).toBe('name,note\r\n"Smith, John","say ""hi"""\r\n"two\nlines"," padded "\r\nplain,\r\n');
  });

  it('writes a BOM only when asked, as EF BB BF', () => {
    const bytes = encodeUtf8(writeCsv(['a'], [['ä']], { bom: true }));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(encodeUtf8(writeCsv(['a'], [['ä']]))[0]).toBe(0x61);
  });

  it('quotes rows of empty cells so they survive re-import', () => {
    const text = writeCsv(['only'], [[''], ['x']]);
    expect(text).toBe('only\r\n""\r\nx\r\n');
    expect(parseCsvText(text, { sourceName: 'o.csv' }).cells).toEqual([['', 'x']]);
    const two = writeCsv(
      ['a', 'b'],
      [
        ['1', '2'],
        ['', ' '],
        ['3', '4'],
      ],
    );
    expect(two).toBe('a,b\r\n1,2\r\n""," "\r\n3,4\r\n');
    expect(parseCsvText(two, { sourceName: 't.csv' }).cells).toEqual([
      ['1', '', '3'],
      ['2', ' ', '4'],
    ]);
  });

  it('streams in chunks of rowsPerChunk rows', () => {
    const rows = Array.from({ length: 25 }, (_, i) => [String(i)]);
    const chunks = Array.from(csvChunks(['n'], rows, { rowsPerChunk: 10 }));
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(writeCsv(['n'], rows));
  });
});

// prettier-ignore
const cellChars = fc.constantFrom(
  ',', ';', '\t', '"', '\n', '\r', ' ', '=', '-', '+', '@', "'", 'a', 'Z', '7', 'Д', 'é', '😀', '王',
);
const cell = fc.string({ unit: cellChars, maxLength: 8 });

describe('round trip: write → parse gives the same cells', () => {
  it('for any cells, delimiter and BOM (line breaks read back as \\n; formulas get one leading quote)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 12 }),
        fc.constantFrom(',', ';', '\t', '|'),
        fc.boolean(),
        fc.boolean(),
        (width, table, delimiter, bom, neutralize) => {
          const columns = Array.from({ length: width }, (_, i) => `col ${i + 1}`);
          const rows = table.map((r) => r.slice(0, width));
          const text = writeCsv(columns, rows, { delimiter, bom, neutralizeFormulas: neutralize });
          const t = parseCsvBytes(encodeUtf8(text), { sourceName: 'rt.csv', delimiter });
          const expected = rows.map((r) =>
            r.map((c) => (neutralize ? neutralizeFormula(c) : c).replace(/\r\n?/g, '\n')),
          );
          expect(t.source.columns).toEqual(columns);
          expect(rowsOf(t.cells, t.rowCount)).toEqual(expected);
          expect(t.issues.filter((i) => i.code !== 'header-only' && i.code !== 'mixed-line-endings')).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it('sniffs the delimiter back on ordinary data', () => {
    const rows = [
      ['1', 'Дюна 2', 'Москва; центр'],
      ['2', 'Café, Bar', '-12.5'],
      ['3', 'say "hi"', ''],
    ];
    for (const delimiter of [',', ';', '\t', '|']) {
      const t = parseCsvText(writeCsv(['id', 'title', 'city'], rows, { delimiter }), { sourceName: 's.csv' });
      expect(t.format.delimiter).toBe(delimiter);
      expect(rowsOf(t.cells, t.rowCount)).toEqual(rows);
    }
  });
});

describe('JSON Lines writer', () => {
  it('writes one object per row, with optional leading fields', () => {
    const text = writeJsonLines(
      ['name', 'city'],
      [
        ['Anna "A"', 'Berlin'],
        ['Дюна', ''],
      ],
      {
        extra: (i) => ({ record_key: `s.csv:${i + 1}` }),
      },
    );
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((l) => JSON.parse(l))).toEqual([
      { record_key: 's.csv:1', name: 'Anna "A"', city: 'Berlin' },
      { record_key: 's.csv:2', name: 'Дюна', city: '' },
    ]);
    expect(Object.keys(JSON.parse(lines[0]))).toEqual(['record_key', 'name', 'city']);
  });

  it('chunks like the CSV writer and keeps formulas as they are', () => {
    const rows = Array.from({ length: 5 }, (_, i) => [`=${i}`]);
    const chunks = Array.from(jsonLinesChunks(['f'], rows, { rowsPerChunk: 2 }));
    expect(chunks).toHaveLength(3);
    expect(JSON.parse(chunks[0].split('\n')[0])).toEqual({ f: '=0' });
  });
});
