/**
 * Engine benchmark: whole runs (read → normalize → block → score in the worker pool → weights →
 * decide → cluster) on Febrl 3 and on a generated 100 000-row supplier list.
 * Standalone: npx tsx bench/engine.ts
 */
import { readCsvFile } from '../src/io/node-file';
import { parseCsvText } from '../src/io';
import { combineTables } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { generateSuppliers } from '../test/fixtures/generate/suppliers';
import { toCsv } from '../test/fixtures/generate/random';

/** One measured end-to-end run. */
export interface EngineRow {
  workload: string;
  records: number;
  candidatePairs: number;
  clusters: number;
  ms: number;
  stages: Record<string, number>;
}

/** Run the engine workloads on a pool of `workers` threads (default: all cores). */
export async function engineBench(workers?: number): Promise<EngineRow[]> {
  const pool = await createNodeScoringPool(workers ? { size: workers } : {});
  const rows: EngineRow[] = [];
  try {
    const febrl = new URL('../../shared/datasets/febrl/dataset3.csv', import.meta.url).pathname;
    let t = performance.now();
    const table = await readCsvFile(febrl, { keyColumn: 'rec_id' });
    const ds = combineTables([table]);
    let run = await dedupe(ds, { exclude: new Set(['rec_id']) }, pool);
    rows.push(row('Febrl 3 (read + dedupe)', ds.recordCount, run, performance.now() - t));

    const suppliers = generateSuppliers(100_000, 11);
    const csv = toCsv(
      ['website', 'supplier'],
      suppliers.map((s) => [s.website, s.supplier]),
    );
    t = performance.now();
    const sds = combineTables([parseCsvText(csv, { sourceName: 'suppliers.csv' })]);
    run = await dedupe(
      sds,
      { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'suppliers' }, exclude: new Set(['supplier']) },
      pool,
    );
    rows.push(row('100 k generated suppliers (parse + dedupe)', sds.recordCount, run, performance.now() - t));
  } finally {
    pool.terminate();
  }
  return rows;
}

function row(workload: string, records: number, run: Awaited<ReturnType<typeof dedupe>>, ms: number): EngineRow {
  return {
    workload,
    records,
    candidatePairs: run.match.pairs.left.length,
    clusters: run.resolution.clustering.clusterCount,
    ms: Math.round(ms),
    stages: run.timings,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await engineBench()) console.log(JSON.stringify(r));
}

/** The engine section of `npm run bench`. */
export async function engineSection(): Promise<{ title: string; markdown: string }> {
  const rows = await engineBench();
  const stageNames = ['normalize', 'block', 'score', 'weights', 'decide', 'cluster'];
  return {
    title: 'Engine, end to end (worker pool on all cores)',
    markdown: [
      'Whole runs through the same code as `doppel dedupe`: read or parse the CSV, normalize, block, score in the pool, fit the weights, decide, cluster and build the review queue. Targets from issue 4: Febrl 3 ≤ 2 s, 100 k suppliers ≤ 10 s.',
      '',
      `| workload | records | candidate pairs | clusters | total ms | ${stageNames.join(' | ')} | target |`,
      `| --- | ---: | ---: | ---: | ---: | ${stageNames.map(() => '---:').join(' | ')} | --- |`,
      ...rows.map(
        (r, i) =>
          `| ${r.workload} | ${r.records} | ${r.candidatePairs} | ${r.clusters} | ${r.ms} | ${stageNames.map((s) => r.stages[s] ?? '').join(' | ')} | ${i === 0 ? '≤ 2000 ms' : '≤ 10000 ms'} |`,
      ),
    ].join('\n'),
  };
}
