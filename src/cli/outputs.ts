import { writeFile } from 'node:fs/promises';
import { writeCsvFile } from '../io/node-file';
import { goldenRecords } from '../core/golden/survive';
import { EDGE_REFUSED } from '../core/cluster';
import { columnValues, type Dataset } from '../engine/dataset';
import type { DedupeRun } from '../engine/pipeline';
import { stringOption, type ParsedArgs } from './args';

const LEVELS = ['distinct', 'review', 'merge'];

/** Per cluster: the weakest applied merge edge's probability (the match confidence), NaN for singletons. */
function weakestLinks(run: DedupeRun): Float64Array {
  const { clustering, input, result } = run.resolution;
  const weakest = new Float64Array(clustering.clusterCount).fill(NaN);
  const { left, weight } = input.mergeEdges;
  for (let e = 0; e < left.length; e++) {
    if (result.edgeStatus[e] === EDGE_REFUSED) continue;
    const c = clustering.clusterOf[left[e]];
    const p = 1 / (1 + 2 ** -weight[e]);
    if (!(weakest[c] <= p)) weakest[c] = p;
  }
  return weakest;
}

/** Annotated rows: the original columns plus cluster id, size, decision source and confidence. */
function* annotatedRows(ds: Dataset, run: DedupeRun): Generator<string[]> {
  const { clusterOf, clusterIds, clusterCount } = run.resolution.clustering;
  const size = new Uint32Array(clusterCount);
  for (const c of clusterOf) size[c]++;
  const weakest = weakestLinks(run);
  const manual = new Set<number>();
  const same = run.resolution.input.mustLinks;
  if (same) for (let i = 0; i < same.left.length; i++) manual.add(clusterOf[same.left[i]]);
  const values = ds.columns.map((c) => columnValues(ds, c));
  for (let r = 0; r < ds.recordCount; r++) {
    const c = clusterOf[r];
    yield [
      ds.keys[r], ds.tables[ds.sourceOf[r]].source.name, ...values.map((v) => v[r]), clusterIds[c], String(size[c]),
      size[c] === 1 ? 'none' : manual.has(c) ? 'manual' : 'auto', Number.isNaN(weakest[c]) ? '' : weakest[c].toFixed(4),
    ];
  }
}

/** Write the outputs named on the command line: --out, --golden, --pairs, --report. */
export async function writeOutputs(args: ParsedArgs, ds: Dataset, run: DedupeRun, totalMs: number): Promise<void> {
  const out = stringOption(args, 'out');
  if (out) {
    await writeCsvFile(out, ['row_id', 'source', ...ds.columns, 'cluster_id', 'cluster_size', 'decision_source', 'match_confidence'], annotatedRows(ds, run));
  }
  const golden = stringOption(args, 'golden');
  if (golden) {
    const { clusterOf, clusterCount, clusterIds } = run.resolution.clustering;
    const values = ds.columns.map((c) => columnValues(ds, c));
    const records = goldenRecords(values, ds.columns, clusterOf, clusterCount, { defaultRule: 'most-frequent' });
    const header = ['cluster_id', 'cluster_size', ...ds.columns, ...ds.columns.map((c) => `${c}__source_row_id`)];
    await writeCsvFile(golden, header, records.map((g, c) => [
      clusterIds[c], String(g.members.length), ...g.fields.map((f) => f.value), ...g.fields.map((f) => (f.from < 0 ? '' : ds.keys[f.from])),
    ]));
  }
  const pairsPath = stringOption(args, 'pairs');
  if (pairsPath) {
    const m = run.match;
    const rows = function* () {
      for (let p = 0; p < m.pairs.left.length; p++) {
        const rules = m.pairs.ruleNames.filter((_, r) => m.pairs.rules[p] & (1 << r));
        yield [
          ds.keys[m.pairs.left[p]], ds.keys[m.pairs.right[p]], m.scores[p].toFixed(4), m.fs.pairWeights[p].toFixed(3),
          LEVELS[m.levels[p]], m.reasons[p].map((r) => (r.detail ? `${r.code}: ${r.detail}` : r.code)).join('; '), rules.join(' '),
        ];
      }
    };
    await writeCsvFile(pairsPath, ['id_l', 'id_r', 'score', 'weight', 'decision', 'reasons', 'rules_fired'], rows());
  }
  const report = stringOption(args, 'report');
  if (report) await writeFile(report, JSON.stringify(reportOf(ds, run, totalMs), null, 2));
}

/** The run summary written to report.json. */
export function reportOf(ds: Dataset, run: DedupeRun, totalMs: number): object {
  const counts = { merge: 0, review: 0, distinct: 0 };
  for (const l of run.match.levels) counts[LEVELS[l] as keyof typeof counts]++;
  const size = new Uint32Array(run.resolution.clustering.clusterCount);
  for (const c of run.resolution.clustering.clusterOf) size[c]++;
  return {
    profile: run.match.profile,
    records: ds.recordCount,
    sources: ds.tables.map((t) => ({ name: t.source.name, rows: t.rowCount, encoding: t.format.encoding, delimiter: t.format.delimiter })),
    fields: Object.fromEntries(run.kinds),
    counts: {
      candidatePairs: run.match.pairs.left.length,
      ...counts,
      clusters: size.length,
      multiRecordClusters: size.filter((s) => s > 1).length,
      largestCluster: size.reduce((a, b) => Math.max(a, b), 0),
      reviewItems: run.resolution.queue.items.length,
    },
    blockingMissEstimate: run.match.missed,
    blockingRules: run.match.ruleCounts.map((r) => ({ rule: r.rule, blocks: r.blocks, pairs: r.pairs, skippedBlocks: r.skipped.length })),
    weights: { lambda: run.match.fs.parameters.lambda, iterations: run.match.fs.iterations },
    timings: { ...run.timings, totalMs },
    evaluation: run.evaluation,
  };
}
