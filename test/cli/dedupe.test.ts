import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseCsvText } from '../../src/io';
import { generateSuppliers } from '../fixtures/generate/suppliers';
import { toCsv } from '../fixtures/generate/random';
import { doppel, root } from './run-doppel';
import { execFileSync } from 'node:child_process';

describe('doppel dedupe', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doppel-cli-'));
  const input = join(dir, 'suppliers.csv');
  const rows = generateSuppliers(400, 3);
  writeFileSync(
    input,
    toCsv(
      ['website', 'supplier'],
      rows.map((r) => [r.website, r.supplier]),
    ),
  );

  it('writes annotated rows, golden records, pairs and a report with the evaluation', async () => {
    const out = (f: string) => join(dir, f);
    const { code } = await doppel([
      'dedupe',
      input,
      '--truth',
      'supplier',
      '--review-budget',
      '20',
      '--workers',
      '2',
      '--quiet',
      '--out',
      out('clusters.csv'),
      '--golden',
      out('golden.csv'),
      '--pairs',
      out('pairs.csv'),
      '--report',
      out('report.json'),
    ]);
    expect(code).toBe(0);
    const annotated = parseCsvText(readFileSync(out('clusters.csv'), 'utf8'), { sourceName: 'clusters.csv' });
    expect(annotated.rowCount).toBe(400);
    const col = (name: string) => annotated.cells[annotated.source.columns.indexOf(name)];
    // Rows of one true supplier share one cluster id, and different suppliers never do.
    const clusterOfSupplier = new Map<string, string>();
    const supplierOfCluster = new Map<string, string>();
    col('supplier').forEach((s, r) => {
      const c = col('doppel_cluster_id')[r];
      expect(clusterOfSupplier.get(s) ?? c).toBe(c);
      expect(supplierOfCluster.get(c) ?? s).toBe(s);
      clusterOfSupplier.set(s, c);
      supplierOfCluster.set(c, s);
    });
    const golden = parseCsvText(readFileSync(out('golden.csv'), 'utf8'), { sourceName: 'golden.csv' });
    expect(golden.rowCount).toBe(new Set(col('doppel_cluster_id')).size);
    expect(golden.source.columns).toContain('doppel_from__website');
    // Doppel's own columns are prefixed: no header name repeats, in either file.
    for (const t of [annotated, golden]) expect(new Set(t.source.columns).size).toBe(t.source.columns.length);
    expect(annotated.source.columns.slice(0, 2)).toEqual(['doppel_row', 'doppel_source']);
    const report = JSON.parse(readFileSync(out('report.json'), 'utf8'));
    expect(report.profile).toBe('suppliers');
    expect(report.evaluation.auto.precision).toBe(1);
    expect(report.evaluation.blocking.pairCompleteness).toBe(1);
    expect(report.evaluation.afterReview.budget).toBe(20);
    // Node's default heap (about 4 GB) is raised to three quarters of the machine's memory, and the peak is reported.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const heap = `console.log(require('v8').getHeapStatistics().heap_size_limit)`;
    const nodeDefault = Number(execFileSync('node', ['-e', heap], { env, encoding: 'utf8' })) / 2 ** 20;
    expect(report.memory.heapLimitMb).toBeGreaterThanOrEqual(
      0.95 * Math.max(nodeDefault, 0.75 * (totalmem() / 2 ** 20)),
    );
    expect(report.memory.peakRssMb).toBeGreaterThan(0);
    const pairs = readFileSync(out('pairs.csv'), 'utf8');
    expect(pairs.split('\n')[0]).toBe('id_l,id_r,score,weight,decision,reasons,rules_fired\r');
  }, 60_000);

  it('names the problem for a bad option or a missing file', async () => {
    const bad = await doppel(['dedupe', input, '--mode', 'sideways']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--mode must be one of dedupe, link, link-and-dedupe');
    const missing = await doppel(['dedupe', join(dir, 'nope.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.csv');
    const truth = await doppel(['dedupe', input, '--truth', 'nosuch']);
    expect(truth.stderr).toContain('no column «nosuch»');
  }, 60_000);
});

describe('doppel dedupe determinism', () => {
  it('writes byte-identical outputs twice in a row and with one or two workers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-det-'));
    const input = join(dir, 'suppliers.csv');
    const rows = generateSuppliers(1500, 8);
    writeFileSync(
      input,
      toCsv(
        ['website', 'supplier'],
        rows.map((r) => [r.website, r.supplier]),
      ),
    );
    const outputs = async (tag: string, workers: string) => {
      const f = (name: string) => join(dir, `${tag}-${name}`);
      const { code } = await doppel([
        'dedupe',
        input,
        '--workers',
        workers,
        '--quiet',
        '--out',
        f('clusters.csv'),
        '--golden',
        f('golden.csv'),
        '--pairs',
        f('pairs.csv'),
      ]);
      expect(code).toBe(0);
      return ['clusters.csv', 'golden.csv', 'pairs.csv'].map((n) => readFileSync(f(n), 'utf8'));
    };
    const first = await outputs('a', '2');
    expect(await outputs('b', '2')).toEqual(first);
    expect(await outputs('c', '1')).toEqual(first);
  }, 120_000);

  it('keeps a heap limit the user gave', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-cli-'));
    const [input, report] = [join(dir, 'in.csv'), join(dir, 'limit.json')];
    writeFileSync(input, 'name,city\nAcme Ltd,Leeds\nACME LIMITED,Leeds\nBolt plc,York\n');
    execFileSync('node', ['bin/doppel.js', 'dedupe', input, '--quiet', '--report', report], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=640' },
    });
    const limit = JSON.parse(readFileSync(report, 'utf8')).memory.heapLimitMb;
    expect(limit).toBeGreaterThanOrEqual(640);
    expect(limit).toBeLessThan(800);
  });
});
