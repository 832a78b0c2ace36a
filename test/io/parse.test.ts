import { describe, expect, it } from 'vitest';
import type { SourceTable } from '../../src/domain/dataset';
import { parseCsvBytes, parseCsvText, sourceRecords } from '../../src/io';
import { fixtureBytes } from './helpers';

const utf8 = (s: string) => new TextEncoder().encode(s);
const rowsOf = (t: SourceTable) => Array.from({ length: t.rowCount }, (_, r) => t.cells.map((c) => c[r]));
const codes = (t: SourceTable) => t.issues.map((i) => i.code);

describe('delimiters, header, quotes', () => {
  it.each([
    [',', 'name,city\n"Smith, John",Berlin\nAnna,"Paris"\n'],
    [';', 'name;city\n"Smith; John";Berlin\nAnna;"Paris"\n'],
    ['\t', 'name\tcity\n"Smith\t John"\tBerlin\nAnna\t"Paris"\n'],
    ['|', 'name|city\n"Smith| John"|Berlin\nAnna|"Paris"\n'],
  ])('sniffs %j and honours quotes', (delimiter, text) => {
    const t = parseCsvText(text, { sourceName: 'd.csv' });
    expect(t.format.delimiter).toBe(delimiter);
    expect(t.source.columns).toEqual(['name', 'city']);
    expect(rowsOf(t)).toEqual([
      [`Smith${delimiter} John`, 'Berlin'],
      ['Anna', 'Paris'],
    ]);
    expect(t.issues).toEqual([]);
  });

  it('prefers the semicolon when commas are decimal separators', () => {
    const t = parseCsvText('name;price;qty\nTee;12,50;3\nCafé;3,10;1\nJam;2,00;7\n', { sourceName: 'eu.csv' });
    expect(t.format.delimiter).toBe(';');
    expect(t.cells[1]).toEqual(['12,50', '3,10', '2,00']);
  });

  it('unescapes doubled quotes and keeps every value a string', () => {
    const t = parseCsvText('a,b\n"say ""hi""",007\n', { sourceName: 'q.csv' });
    expect(rowsOf(t)).toEqual([['say "hi"', '007']]);
  });

  it('uses a caller-given delimiter and quote character', () => {
    const t = parseCsvText("id,name\n1,'a,b'\n", { sourceName: 's.csv', quoteChar: "'" });
    expect(rowsOf(t)).toEqual([['1', 'a,b']]);
  });

  it("follows Excel's sep= line and skips it", () => {
    const t = parseCsvText('sep=|\r\na|b\r\n1,5|x\r\n', { sourceName: 'x.csv' });
    expect(t.format.delimiter).toBe('|');
    expect(t.source.columns).toEqual(['a', 'b']);
    expect(t.cells).toEqual([['1,5'], ['x']]);
    expect(Array.from(t.lines)).toEqual([3]);
  });

  it('names columns column_N without a header row', () => {
    const t = parseCsvText('1,Anna\n2,Bob\n', { sourceName: 'n.csv', header: false });
    expect(t.source.columns).toEqual(['column_1', 'column_2']);
    expect(t.rowCount).toBe(2);
  });
});

describe('line endings and line numbers', () => {
  it('reads a CRLF / LF / CR mix, quoted newline included, and warns once', () => {
    const t = parseCsvBytes(fixtureBytes('mixed-line-endings.csv'), { sourceName: 'mixed.csv' });
    expect(rowsOf(t)).toEqual([
      ['1', 'multi\nline'],
      ['2', 'x'],
      ['3', 'y'],
    ]);
    expect(t.format.lineEndings).toEqual({ crlf: 3, lf: 1, cr: 1 });
    expect(Array.from(t.lines)).toEqual([2, 4, 5]);
    expect(codes(t)).toEqual(['mixed-line-endings']);
    expect(t.issues[0].message).toMatch(/^mixed\.csv: mixed line endings/);
  });

  it('gives the physical line of each row after multi-line quoted fields and blank lines', () => {
    const t = parseCsvText('a,b\n1,"x\ny\nz"\n\n2,w\n', { sourceName: 'l.csv' });
    expect(Array.from(t.lines)).toEqual([2, 6]);
    expect(t.keys).toEqual(['l.csv:1', 'l.csv:2']);
    expect(t.issues.map((i) => i.message)).toEqual(['l.csv: 1 blank rows skipped']);
  });

  it('reads a file without a final line break and one ending in a lone CR', () => {
    expect(rowsOf(parseCsvText('a,b\n1,2', { sourceName: 'f.csv' }))).toEqual([['1', '2']]);
    expect(rowsOf(parseCsvText('a,b\r1,2\r', { sourceName: 'f.csv' }))).toEqual([['1', '2']]);
  });
});

describe('problems are reported with file, row and line', () => {
  it('pads short rows and truncates long ones', () => {
    const t = parseCsvText('a,b,c\n1,2\n3,4,5,6\n', { sourceName: 'r.csv' });
    expect(rowsOf(t)).toEqual([
      ['1', '2', ''],
      ['3', '4', '5'],
    ]);
    expect(t.issues.map((i) => [i.code, i.row, i.line])).toEqual([
      ['ragged-row', 1, 2],
      ['ragged-row', 2, 3],
    ]);
    expect(t.issues[0].message).toBe('r.csv, row 1 (line 2): 2 cells, expected 3; padded with 1 empty cells');
    expect(t.issues[1].message).toMatch(
      /^r\.csv, row 2 \(line 3\): 4 cells, expected 3; dropped the extra cells \["6"\]/,
    );
  });

  it('reports a quote that is never closed', () => {
    const t = parseCsvText('a,b\n1,"open\n2,3\n', { sourceName: 'u.csv' });
    const issue = t.issues.find((i) => i.code === 'unbalanced-quote')!;
    expect(issue).toMatchObject({ severity: 'error', row: 1, line: 2 });
    expect(issue.message).toMatch(/^u\.csv, row 1 \(line 2\): a quoted field is never closed/);
    expect(t.rowCount).toBe(1);
  });

  it('reports malformed quotes inside a row', () => {
    const t = parseCsvText('a,b\n1,2\n3,"x"y\n', { sourceName: 'm.csv' });
    expect(t.issues.find((i) => i.code === 'unbalanced-quote')).toMatchObject({ row: 2, line: 3 });
  });

  it('renames empty, whitespace-only and duplicate headers', () => {
    const t = parseCsvText('name,, ,name,name_2,column_2\n1,2,3,4,5,6\n', { sourceName: 'h.csv' });
    expect(t.source.columns).toEqual(['name', 'column_2_2', 'column_3', 'name_3', 'name_2', 'column_2']);
    expect(codes(t)).toEqual(['empty-header', 'empty-header', 'duplicate-header']);
    expect(t.issues[1].message).toBe('h.csv, line 1: header of column 3 is whitespace-only; named it «column_3»');
  });

  it('reports an empty file (also one holding only a BOM or blank lines)', () => {
    for (const bytes of [new Uint8Array(0), utf8('\uFEFF'), utf8('\n\r\n\n')]) {
      const t = parseCsvBytes(bytes, { sourceName: 'e.csv' });
      expect(t.rowCount).toBe(0);
      expect(t.source.columns).toEqual([]);
      expect(t.issues).toEqual([
        {
          severity: 'error',
          code: 'empty-file',
          source: 'e.csv',
          message: 'e.csv: the file is empty (no header, no rows)',
        },
      ]);
    }
  });

  it('reports a header without data rows', () => {
    const t = parseCsvText('a;b;c\r\n', { sourceName: 'h.csv' });
    expect(t.source.columns).toEqual(['a', 'b', 'c']);
    expect(t.rowCount).toBe(0);
    expect(codes(t)).toEqual(['header-only']);
  });

  it('warns about NUL characters and keeps them', () => {
    const t = parseCsvBytes(utf8('a,b\n1,x\u0000y\n'), { sourceName: 'z.csv' });
    expect(t.cells[1]).toEqual(['x\u0000y']);
    expect(codes(t)).toEqual(['nul-bytes']);
  });

  it('caps the issues listed per code but counts them all', () => {
    const text = `a,b\n${'1\n'.repeat(30)}`;
    const t = parseCsvText(text, { sourceName: 'c.csv', maxIssuesPerCode: 5 });
    expect(t.issueCounts['ragged-row']).toBe(30);
    expect(t.issues.filter((i) => i.code === 'ragged-row')).toHaveLength(6);
    expect(t.issues.at(-1)!.message).toBe('c.csv: 30 ragged-row issues in total; only the first 5 are listed');
  });
});

describe('record keys', () => {
  it('defaults to source name + row number', () => {
    expect(parseCsvText('a\nx\ny\n', { sourceName: 'k.csv' }).keys).toEqual(['k.csv:1', 'k.csv:2']);
  });

  it('takes a key column, reporting duplicate and empty values', () => {
    const t = parseCsvText('id,name\n7,a\n8,b\n7,c\n ,d\n7~2,e\n', { sourceName: 'k.csv', keyColumn: 'id' });
    expect(t.keys).toEqual(['7', '8', '7~2', 'k.csv:4', '7~2~2']);
    const dup = t.issues.filter((i) => i.code === 'duplicate-key');
    expect(dup[0].message).toBe('k.csv, row 3 (line 4): key «7» already used by row 1; record key «7~2» used');
    expect(dup[1].message).toMatch(/key «7~2» already used by row 3/);
    expect(t.issues.find((i) => i.code === 'empty-key')).toMatchObject({ row: 4, line: 5, column: 'id' });
  });

  it('gives SourceRecords with key, source id, row number and values', () => {
    const t = parseCsvText('id,name\n7,Anna\n8,Bob\n', { sourceName: 'k.csv', sourceId: 3, keyColumn: 'id' });
    expect(Array.from(sourceRecords(t))).toEqual([
      { key: '7', source: 3, row: 1, values: { id: '7', name: 'Anna' } },
      { key: '8', source: 3, row: 2, values: { id: '8', name: 'Bob' } },
    ]);
  });

  it('falls back to row keys when the key column is missing', () => {
    const t = parseCsvText('id,name\n1,a\n', { sourceName: 'k.csv', keyColumn: 'ID' });
    expect(t.keys).toEqual(['k.csv:1']);
    expect(t.issues[0]).toMatchObject({ severity: 'error', code: 'missing-key-column' });
  });
});

describe('encodings end to end', () => {
  it('reads Windows-1251 Cyrillic with semicolons', () => {
    const t = parseCsvBytes(fixtureBytes('cyrillic-windows-1251.csv'), { sourceName: 'ru.csv' });
    expect(t.format).toMatchObject({ encoding: 'windows-1251', delimiter: ';', bom: false });
    expect(t.source.columns).toEqual(['Название', 'Город', 'Площадка']);
    expect(rowsOf(t)[2]).toEqual(['Ёлка', 'Казань', 'Зал «Пирамида»']);
    expect(codes(t)).toEqual(['encoding-guess']);
  });

  it('reads Latin-1 accents', () => {
    const t = parseCsvBytes(fixtureBytes('latin1-accents.csv'), { sourceName: 'fr.csv' });
    expect(t.format.encoding).toBe('windows-1252');
    expect(t.cells[0]).toEqual(['Café Müller', 'Señor Peña', 'Bjørn Ødegård']);
  });

  it('reads UTF-16 LE with BOM, tab-separated', () => {
    const t = parseCsvBytes(fixtureBytes('utf16le-bom.tsv'), { sourceName: 'w.tsv' });
    expect(t.format).toMatchObject({ encoding: 'utf-16le', bom: true, delimiter: '\t' });
    expect(t.source.columns).toEqual(['id', 'name', 'city']);
    expect(t.cells[1]).toEqual(['Анна', 'José', '王芳']);
  });

  it('reads UTF-8 with BOM (no BOM left in the first header)', () => {
    const t = parseCsvBytes(fixtureBytes('utf8-bom-semicolon.csv'), { sourceName: 'b.csv' });
    expect(t.format).toMatchObject({ encoding: 'utf-8', bom: true, delimiter: ';' });
    expect(t.source.columns[0]).toBe('name');
    expect(t.cells[0]).toEqual(['Ёжик; большой', 'Käse']);
  });

  it('warns when bytes later in the file are invalid in the encoding chosen', () => {
    const bytes = new Uint8Array([...utf8(`name,n\n${'Дюна,1\n'.repeat(9000)}`), 0x41, 0xe9, 0x2c, 0x32, 0x0a]);
    const t = parseCsvBytes(bytes, { sourceName: 'mix.csv' });
    expect(t.format.encoding).toBe('utf-8');
    expect(t.cells[0].at(-1)).toBe('A\uFFFD');
    expect(t.issues.map((i) => i.message)).toEqual([
      'mix.csv: 1 characters could not be decoded as utf-8 and were replaced by «\uFFFD»; the file may mix encodings',
    ]);
  });

  it('honours a forced encoding', () => {
    const t = parseCsvBytes(fixtureBytes('latin1-accents.csv'), { sourceName: 'x.csv', encoding: 'windows-1251' });
    expect(t.format.encoding).toBe('windows-1251');
    expect(t.format.encodingReason).toBe('chosen by the caller');
  });

  it('rejects a PNG renamed .csv', () => {
    expect(() => parseCsvBytes(fixtureBytes('image-renamed.csv'), { sourceName: 'logo.csv' })).toThrowError(
      'logo.csv: not a text file; it looks like a PNG image',
    );
  });
});

describe('leading spaces', () => {
  it('drops spaces after delimiters in «a, b» files (auto)', () => {
    const t = parseCsvText('id, name, city\n1, anna, \n2, , berlin\n', { sourceName: 'f.csv' });
    expect(t.source.columns).toEqual(['id', 'name', 'city']);
    expect(rowsOf(t)).toEqual([
      ['1', 'anna', ''],
      ['2', '', 'berlin'],
    ]);
    expect(codes(t)).toEqual(['initial-space']);
  });

  it('keeps them when switched off or when the header does not show the pattern', () => {
    expect(parseCsvText('a, b\n1, x\n', { sourceName: 'f.csv', skipInitialSpace: false }).cells[1]).toEqual([' x']);
    expect(parseCsvText('a,b\n1, x\n', { sourceName: 'f.csv' }).cells[1]).toEqual([' x']);
  });
});
