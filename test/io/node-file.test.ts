import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../src/domain/dataset';
import { tableRows } from '../../src/io';
import { readCsvFile, writeCsvFile, writeJsonLinesFile } from '../../src/io/node-file';
import { fixturePath } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'doppel-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Node file helpers', () => {
  it('reads a fixture, names the source after the file and reports progress', async () => {
    const seen: ImportProgress[] = [];
    const t = await readCsvFile(fixturePath('cyrillic-windows-1251.csv'), { onProgress: (p) => seen.push(p) });
    expect(t.source.name).toBe('cyrillic-windows-1251.csv');
    expect(t.keys[0]).toBe('cyrillic-windows-1251.csv:1');
    expect(seen.at(-1)).toMatchObject({ bytesRead: 117, totalBytes: 117, rows: 3 });
  });

  it('rejects a PNG renamed .csv', async () => {
    await expect(readCsvFile(fixturePath('image-renamed.csv'))).rejects.toMatchObject({
      name: 'ImportError',
      code: 'binary',
      source: 'image-renamed.csv',
    });
  });

  it('writes CSV (BOM, CRLF) that reads back to the same cells', async () => {
    const source = await readCsvFile(fixturePath('utf8-bom-semicolon.csv'));
    const path = join(dir, 'out.csv');
    await writeCsvFile(path, source.source.columns, tableRows(source), { bom: true });
    const bytes = readFileSync(path);
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');
    const back = await readCsvFile(path);
    expect(back.format).toMatchObject({ encoding: 'utf-8', bom: true, delimiter: ',' });
    expect(back.source.columns).toEqual(source.source.columns);
    expect(back.cells).toEqual(source.cells);
  });

  it('writes JSON Lines', async () => {
    const path = join(dir, 'out.jsonl');
    await writeJsonLinesFile(
      path,
      ['a', 'b'],
      [
        ['1', 'Дюна'],
        ['=2', ''],
      ],
    );
    const lines = readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { a: '1', b: 'Дюна' },
      { a: '=2', b: '' },
    ]);
  });
});
