/**
 * Scale benchmark of every generated kind: one generated list of N rows (seed 1) through the whole
 * engine as `doppel dedupe` runs it (parse, normalize, block with the per-record bound, score in the
 * Node pool, weights, decide, safety net, cluster, review queue), measured against its truth:
 * candidate pairs per record, blocking pair completeness, automatic precision / recall / F1, time
 * and the process's peak RSS (getrusage: worker threads and the CSV text included; the clock starts
 * at the parse), and per stage the most memory seen while it ran. The list's CSV is written to --csv FILE (for Splink on the same list).
 * Standalone, one list per process (peak RSS is per process):
 *   node --max-old-space-size=8000 [--expose-gc] --import tsx bench/scale-kinds.ts KIND N [--csv FILE]
 *     [--settle-above PAIRS]   (MatchSettings.settleAbove; Infinity: never settle)
 *     [--trace]                (each stage and its progress on stderr as the run goes)
 *     [--visit-budget V]       (DEFAULT_BOUND.visitBudget: block memberships one record's pass reads at most)
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_BOUND } from '../src/core/block';
import { pairwiseFromClusters, truthFromColumn } from '../src/core/evaluate';
import { columnValues, combineTables } from '../src/engine/dataset';
import { blockedPairs, DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
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
  /** Candidate pairs settled distinct by their weight and not kept (engine/settle.ts). */
  settledPairs: number;
  ms: number;
  stages: Record<string, number>;
  peakRssMB: number;
  /** Per stage, the most memory seen while it ran (MB): resident set, JS heap used, array buffers (typed arrays). */
  memory: Record<string, { rss: number; heap: number; buffers: number }>;
  /** With --expose-gc: the live JS heap (MB) as each stage starts, after a full collection. */
  liveHeapAtStart?: Record<string, number>;
}

/**
 * Memory by stage: sampled at every stage report and every 100 ms the event loop is free (while the pool scores);
 * each stage keeps its largest resident set, JS heap and array-buffer figures.
 */
function memoryByStage() {
  const out: KindScaleRow['memory'] = {};
  const live: Record<string, number> = {};
  let stage = 'parse';
  const sample = () => {
    const m = process.memoryUsage();
    const mb = (x: number) => Math.round(x / 2 ** 20);
    const o = (out[stage] ??= { rss: 0, heap: 0, buffers: 0 });
    o.rss = Math.max(o.rss, mb(m.rss));
    o.heap = Math.max(o.heap, mb(m.heapUsed));
    o.buffers = Math.max(o.buffers, mb(m.arrayBuffers));
  };
  const timer = setInterval(sample, 100);
  return {
    out,
    live,
    onStage: (next: string) => {
      sample();
      if (next === stage) return;
      // With --expose-gc: what is live as each stage starts (heapUsed otherwise counts garbage not yet collected).
      const gc = (globalThis as { gc?: () => void }).gc;
      if (gc) {
        gc();
        live[next] = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
      }
      stage = next;
      sample();
    },
    stop: () => {
      sample();
      clearInterval(timer);
    },
  };
}

/** Generate a list of `kind` (seed 1) and dedupe it; the CSV text is made before the clock starts. */
export async function scaleKind(
  kind: GeneratedKind,
  count: number,
  csvFile?: string,
  settleAbove?: number,
): Promise<KindScaleRow> {
  const list = generateList(kind, count, 1);
  const texts = list.sources.map((s) => ({ name: s.name, csv: sourceCsv(s) }));
  list.sources.forEach((s) => (s.rows.length = 0)); // the row arrays are garbage from here
  if (csvFile) writeFileSync(csvFile, texts[0].csv);
  const pool = await createNodeScoringPool();
  try {
    const t = performance.now();
    const memory = memoryByStage();
    // --trace: each stage as it starts, and its progress every tenth, on stderr (where a long run spends its time).
    let last = '';
    let tenth = -1;
    const trace = process.argv.includes('--trace')
      ? (stage: string, done = 0, total = 1) => {
          const step = Math.floor((10 * done) / Math.max(1, total));
          if (stage === last && step === tenth) return;
          [last, tenth] = [stage, step];
          console.error(`${((performance.now() - t) / 1000).toFixed(1)} s ${stage} ${done} / ${total}`);
        }
      : undefined;
    const ds = combineTables(
      texts.map((x, i) => parseCsvText(x.csv, { sourceName: x.name, sourceId: i, keyColumn: list.key })),
    );
    texts.length = 0;
    const run = await dedupe(
      ds,
      {
        match: { ...DEFAULT_MATCH_SETTINGS, mode: list.mode, settleAbove },
        exclude: new Set([list.key, list.truth]),
        onStage: (stage, done, total) => {
          memory.onStage(stage);
          if (trace) trace(stage, done, total);
        },
      },
      pool,
    );
    const ms = Math.round(performance.now() - t);
    memory.onStage('done');
    memory.stop();
    const { entityOf } = truthFromColumn(columnValues(ds, list.truth));
    const scope = list.mode === 'link' ? { sourceOf: ds.sourceOf } : {};
    const auto = pairwiseFromClusters(run.resolution.clustering.clusterOf, entityOf, scope);
    const { left, right } = blockedPairs(run.match);
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
      settledPairs: run.match.scored.settled?.count ?? 0,
      ms,
      stages: run.timings,
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      memory: memory.out,
      ...(Object.keys(memory.live).length ? { liveHeapAtStart: memory.live } : {}),
    };
  } finally {
    pool.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const settle = option('--settle-above');
  const visits = option('--visit-budget');
  if (visits !== undefined) DEFAULT_BOUND.visitBudget = Number(visits);
  const row = await scaleKind(
    process.argv[2] as GeneratedKind,
    Number(process.argv[3] ?? 1_000_000),
    option('--csv'),
    settle === undefined ? undefined : Number(settle),
  );
  console.log(JSON.stringify(row));
}
