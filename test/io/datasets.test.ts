import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvFile } from '../../src/io/node-file';

const ROOT = '/work/shared/datasets';

/** Rows and columns as stated in each folder's SOURCE.md (febrl also: «a, b» separators, 4a CRLF). */
const EXPECTED: Record<string, { rows: number; columns: number; key?: string; issues?: string[] }> = {
  'splink-fake1000/fake_1000.csv': { rows: 1000, columns: 7, key: 'unique_id' },
  'splink-fake1000/fake_1000_from_splink_demos.csv': { rows: 1000, columns: 7, key: 'unique_id' },
  'splink-fake1000/fake_1000_labels.csv': { rows: 3176, columns: 5 },
  'dedupe-patstat/patstat_input.csv': { rows: 2379, columns: 6, key: 'person_id' },
  'dedupe-patstat/patstat_reference.csv': { rows: 2379, columns: 3, key: 'person_id' },
  'abt-buy/AbtBuy_Abt.csv': { rows: 1081, columns: 4 },
  'abt-buy/AbtBuy_Buy.csv': { rows: 1092, columns: 4 },
  'fodors-zagats/two-table/tableA.csv': { rows: 533, columns: 7, key: 'id' },
  'fodors-zagats/two-table/tableB.csv': { rows: 331, columns: 7, key: 'id' },
  'fodors-zagats/two-table/gold.csv': { rows: 112, columns: 2 },
  'fodors-zagats/single-table/fz.csv': { rows: 864, columns: 7, key: 'id' },
  'fodors-zagats/single-table/matches_fodors_zagats.csv': { rows: 224, columns: 2 },
  'febrl/dataset1.csv': { rows: 1000, columns: 11, key: 'rec_id', issues: ['initial-space'] },
  'febrl/dataset2.csv': { rows: 5000, columns: 11, key: 'rec_id', issues: ['initial-space'] },
  'febrl/dataset3.csv': { rows: 5000, columns: 11, key: 'rec_id', issues: ['initial-space'] },
  'febrl/dataset4a.csv': { rows: 5000, columns: 11, key: 'rec_id', issues: ['initial-space'] },
  'febrl/dataset4b.csv': { rows: 5000, columns: 11, key: 'rec_id', issues: ['initial-space'] },
  'dedupe-chicago-ece/csv_example_input_with_true_ids.csv': { rows: 3337, columns: 33, key: 'Id' },
};

function csvFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return csvFiles(path);
    return name.endsWith('.csv') ? [relative(ROOT, path)] : [];
  });
}

describe.skipIf(!existsSync(ROOT))('shared labelled datasets', () => {
  it('has an expectation for every CSV in the folder', () => {
    expect(csvFiles(ROOT).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (file, expected) => {
    const t = await readCsvFile(join(ROOT, file), expected.key ? { keyColumn: expected.key } : {});
    expect(t.rowCount).toBe(expected.rows);
    expect(t.source.columns).toHaveLength(expected.columns);
    expect(t.cells.every((column) => column.length === expected.rows)).toBe(true);
    expect(t.format.delimiter).toBe(',');
    expect(t.issues.map((i) => i.code)).toEqual(expected.issues ?? []);
    if (expected.key) expect(new Set(t.keys).size).toBe(expected.rows);
  });

  it('reads febrl «a, b» files without the spaces, and dataset4a with CRLF', async () => {
    const t = await readCsvFile(join(ROOT, 'febrl/dataset4a.csv'), { keyColumn: 'rec_id' });
    expect(t.source.columns.slice(0, 3)).toEqual(['rec_id', 'given_name', 'surname']);
    expect(t.format.lineEndings).toEqual({ crlf: 5000, lf: 0, cr: 0 });
    expect(t.keys.every((k) => /^rec-\d+-org$/.test(k))).toBe(true);
  });

  it('keeps the quoted multi-line cells of the Chicago file inside their rows', async () => {
    const t = await readCsvFile(join(ROOT, 'dedupe-chicago-ece/csv_example_input_with_true_ids.csv'), {
      keyColumn: 'Id',
    });
    const multiLine = t.cells.flat().filter((c) => c.includes('\n')).length;
    expect(multiLine).toBeGreaterThan(0);
    expect(t.lines[t.rowCount - 1]).toBeGreaterThan(t.rowCount + 1);
    expect(t.source.columns.slice(0, 4)).toEqual(['True Id', 'Id', 'Source', 'Site name']);
  });
});
