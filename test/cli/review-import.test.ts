import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsvText } from '../../src/io';
import { doppel } from './run-doppel';

const prob = (w: number) => 2 ** w / (1 + 2 ** w);

describe('doppel review-import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doppel-splink-'));
  const records = join(dir, 'people.csv');
  writeFileSync(
    records,
    [
      'pid,name,dob,person',
      '10,Ann Lee,1990-01-02,a',
      '11,Ann Lee,1990-01-02,a',
      '12,Bo Chan,1970-05-06,b',
      '13,Bo Chan,1971-05-06,b',
      '14,Cy Dee,1980-07-08,c',
    ].join('\n'),
  );
  const predictions = join(dir, 'predictions.csv');
  writeFileSync(
    predictions,
    [
      'pid_l,pid_r,match_weight,match_probability,gamma_name,mw_name,gamma_dob,mw_dob',
      `10,11,12,${prob(12)},1,9,1,13`,
      `12,13,3,${prob(3)},1,9,0,4`,
      `12,14,-9,${prob(-9)},0,-4,0,5`,
    ].join('\n'),
  );

  it('decides Splink’s pairs and writes the outputs and evaluation dedupe writes', async () => {
    const out = join(dir, 'clusters.csv');
    const report = join(dir, 'report.json');
    const { code, stderr } = await doppel([
      'review-import',
      predictions,
      '--records',
      records,
      '--key',
      'pid',
      '--truth',
      'person',
      '--review-budget',
      '5',
      '--out',
      out,
      '--report',
      report,
    ]);
    expect(stderr).toMatch(/read .*predictions\.csv: 3 pairs, comparisons name, dob/);
    expect(code).toBe(0);
    const table = parseCsvText(readFileSync(out, 'utf8'), { sourceName: 'clusters.csv' });
    const cluster = table.cells[table.source.columns.indexOf('doppel_cluster_id')];
    expect(cluster[0]).toBe(cluster[1]);
    expect(cluster[2]).not.toBe(cluster[3]); // 0.89: review, not merged
    const r = JSON.parse(readFileSync(report, 'utf8'));
    expect(r.counts).toMatchObject({ candidatePairs: 3, merge: 1, review: 1, distinct: 1 });
    expect(r.evaluation.auto.precision).toBe(1);
    expect(r.evaluation.afterReview.recall).toBe(1);
  });

  it('names the file, row and id of a pair no record matches', async () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, ['pid_l,pid_r,match_weight,match_probability', '10,11,1,0.6', '10,99,1,0.6'].join('\n'));
    const { code, stderr } = await doppel(['review-import', bad, '--records', records, '--key', 'pid']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/bad\.csv: row 2: pid_r «99» is no record of the record files/);
  });
});
