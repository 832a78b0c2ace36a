/**
 * Scale benchmark: one generated supplier list of N rows (default 1 000 000) through the whole engine
 * (parse, normalize, block, score in the Node pool, weights, decide, cluster, review queue), with the
 * process's peak RSS from getrusage (worker threads and the generated CSV text included; the clock
 * starts at the parse, as an import would).
 * Standalone: node --max-old-space-size=8000 --import tsx bench/scale.ts [N]
 */
import { parseCsvText } from '../src/io';
import { combineTables } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { generateSuppliers } from '../test/fixtures/generate/suppliers';
import { toCsv } from '../test/fixtures/generate/random';

/** One measured run at scale. */
export interface ScaleRow {
  records: number;
  candidatePairs: number;
  clusters: number;
  reviewItems: number;
  ms: number;
  stages: Record<string, number>;
  /** Peak resident set size of the whole process, MB. */
  peakRssMB: number;
}

/** The CSV text of `count` generated supplier rows (seed 13); the row objects are garbage once it returns. */
function supplierCsv(count: number): string {
  const rows = generateSuppliers(count, 13);
  return toCsv(
    ['website', 'supplier'],
    rows.map((s) => [s.website, s.supplier]),
  );
}

/** Generate `count` supplier rows (seed 13) and dedupe them; peak RSS covers everything up to the end. */
export async function scaleRun(count: number): Promise<ScaleRow> {
  const pool = await createNodeScoringPool();
  try {
    const csv = supplierCsv(count);
    const t = performance.now();
    const ds = combineTables([parseCsvText(csv, { sourceName: 'suppliers.csv' })]);
    const run = await dedupe(
      ds,
      { match: { ...DEFAULT_MATCH_SETTINGS, profile: 'suppliers' }, exclude: new Set(['supplier']) },
      pool,
    );
    return {
      records: ds.recordCount,
      candidatePairs: run.match.pairs.left.length,
      clusters: run.resolution.clustering.clusterCount,
      reviewItems: run.resolution.queue.items.length,
      ms: Math.round(performance.now() - t),
      stages: run.timings,
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } finally {
    pool.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await scaleRun(Number(process.argv[2] ?? 1_000_000))));
}
