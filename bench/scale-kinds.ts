/**
 * Scale benchmark of every generated kind: one generated list of N rows (seed 1) through the whole
 * engine as `doppel dedupe` runs it (parse, normalize, block with the per-record bound, score in the
 * Node pool, weights, decide, safety net, cluster, review queue), measured against its truth:
 * candidate pairs per record, blocking pair completeness, automatic precision / recall / F1, time
 * and the process's peak RSS (getrusage: worker threads and the CSV text included; the clock starts
 * at the parse). The list's CSV is written to --csv FILE (for Splink on the same list).
 * Standalone, one list per process (peak RSS is per process):
 *   node --max-old-space-size=8000 --import tsx bench/scale-kinds.ts KIND N [--csv FILE]
 */
import { writeFileSync } from 'node:fs';
import { pairwiseFromClusters, truthFromColumn } from '../src/core/evaluate';
import { columnValues, combineTables } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { parseCsvText } from '../src/io';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { sourceCsv } from '../test/fixtures/generate/list';
import { generateList, type GeneratedKind } from '../test/fixtures/generate/lists';

/** One measured run at scale. */
export interface KindScaleRow {
  kind: string;
  records: number;
  candidatePairs: number;
  perRecord: number;
  pairCompleteness: number;
  auto: { precision: number; recall: number; f1: number };
  boundApplied: boolean;
  droppedPairs: number;
  ms: number;
  stages: Record<string, number>;
  peakRssMB: number;
}

/** Generate a list of `kind` (seed 1) and dedupe it; the CSV text is made before the clock starts. */
export async function scaleKind(kind: GeneratedKind, count: number, csvFile?: string): Promise<KindScaleRow> {
  const list = generateList(kind, count, 1);
  const texts = list.sources.map((s) => ({ name: s.name, csv: sourceCsv(s) }));
  list.sources.forEach((s) => (s.rows.length = 0)); // the row arrays are garbage from here
  if (csvFile) writeFileSync(csvFile, texts[0].csv);
  const pool = await createNodeScoringPool();
  try {
    const t = performance.now();
    const ds = combineTables(
      texts.map((x, i) => parseCsvText(x.csv, { sourceName: x.name, sourceId: i, keyColumn: list.key })),
    );
    texts.length = 0;
    const run = await dedupe(
      ds,
      { match: { ...DEFAULT_MATCH_SETTINGS, mode: list.mode }, exclude: new Set([list.key, list.truth]) },
      pool,
    );
    const ms = Math.round(performance.now() - t);
    const { entityOf } = truthFromColumn(columnValues(ds, list.truth));
    const scope = list.mode === 'link' ? { sourceOf: ds.sourceOf } : {};
    const auto = pairwiseFromClusters(run.resolution.clustering.clusterOf, entityOf, scope);
    const { left, right } = run.match.pairs;
    let found = 0;
    for (let p = 0; p < left.length; p++) if (entityOf[left[p]] === entityOf[right[p]]) found++;
    const { truePairs } = auto;
    const bound = run.match.scored.bound;
    return {
      kind,
      records: ds.recordCount,
      candidatePairs: left.length,
      perRecord: left.length / ds.recordCount,
      pairCompleteness: truePairs ? found / truePairs : 1,
      auto: { precision: auto.precision, recall: auto.recall, f1: auto.f1 },
      boundApplied: bound?.applied ?? false,
      droppedPairs: bound?.droppedPairs ?? 0,
      ms,
      stages: run.timings,
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } finally {
    pool.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const csv = process.argv.includes('--csv') ? process.argv[process.argv.indexOf('--csv') + 1] : undefined;
  console.log(
    JSON.stringify(await scaleKind(process.argv[2] as GeneratedKind, Number(process.argv[3] ?? 1_000_000), csv)),
  );
}
