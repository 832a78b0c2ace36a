/**
 * The command line with random bytes of 1 KB – 10 MB named .csv (refused as «not a text file»,
 * exit 2, the file named) and a workbook beside its CSV (identical clusters).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededBytes } from '../io/fuzz-import';
import { parseCsvBytes } from '../../src/io';
import { doppel } from './run-doppel';

const dir = mkdtempSync(join(tmpdir(), 'doppel-binary-'));
const FAKE_CSV = new URL('../../../shared/datasets/splink-fake1000/fake_1000.csv', import.meta.url).pathname;

/** The cluster id column of an annotated export, row by row. */
function clusters(path: string): string[] {
  const table = parseCsvBytes(readFileSync(path), { sourceName: path });
  return table.cells[table.source.columns.indexOf('cluster_id')];
}

describe('the command line and binary files', () => {
  it('refuses random bytes of 1 KB, 1 MB and 10 MB named .csv with exit 2, naming the file', async () => {
    for (const [i, size] of [1024, 1 << 20, 10 << 20].entries()) {
      const path = join(dir, `random-${size}.csv`);
      writeFileSync(path, seededBytes(size, 500 + i));
      const { code, stderr } = await doppel('dedupe', path, '--workers', '1');
      expect(code).toBe(2);
      expect(stderr).toMatch(new RegExp(`doppel: random-${size}\\.csv: not a text file; it looks like `));
    }
  }, 120_000);

  it('a workbook saved by a spreadsheet program and the same list as CSV give identical clusters', async () => {
    const out = (name: string) => join(dir, `${name}-clusters.csv`);
    const csv = await doppel('dedupe', FAKE_CSV, '--workers', '1', '--quiet', '--out', out('csv'));
    expect(csv.code, csv.stderr).toBe(0);
    for (const ext of ['xlsx', 'ods', 'xls', 'parquet']) {
      const file = fileURLToPath(new URL(`../fixtures/io/fake_1000.${ext}`, import.meta.url));
      const book = await doppel('dedupe', file, '--workers', '1', '--quiet', '--out', out(ext));
      expect(book.code, book.stderr).toBe(0);
      expect(clusters(out(ext)), ext).toEqual(clusters(out('csv')));
    }
    expect(new Set(clusters(out('csv'))).size).toBeLessThan(1000);
  }, 240_000);
});
