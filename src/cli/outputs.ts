import { getHeapStatistics } from 'node:v8';
import { blockedPairs, decisionCounts } from '../engine/match';
import { writeFile } from 'node:fs/promises';
import { writeCsvFile } from '../io/node-file';
import type { Dataset } from '../engine/dataset';
import { annotatedTable, goldenTable, pairsTable, type ExportTable } from '../engine/exports';
import type { DedupeRun } from '../engine/pipeline';
import { stringOption, type ParsedArgs } from './args';
import { safetySummary } from '../engine/safety-summary';

/** Write the outputs named on the command line: --out, --golden, --pairs, --report. */
export async function writeOutputs(args: ParsedArgs, ds: Dataset, run: DedupeRun, totalMs: number): Promise<void> {
  const write = (path: string | undefined, table: ExportTable) =>
    path ? writeCsvFile(path, table.columns, table.rows) : undefined;
  await write(stringOption(args, 'out'), annotatedTable(ds, run));
  await write(stringOption(args, 'golden'), goldenTable(ds, run));
  await write(stringOption(args, 'pairs'), pairsTable(ds, run));
  const report = stringOption(args, 'report');
  if (report) await writeFile(report, JSON.stringify(reportOf(ds, run, totalMs), null, 2));
}

/** The run summary written to report.json. */
export function reportOf(ds: Dataset, run: DedupeRun, totalMs: number): object {
  const counts = decisionCounts(run.match);
  const size = new Uint32Array(run.resolution.clustering.clusterCount);
  for (const c of run.resolution.clustering.clusterOf) size[c]++;
  return {
    profile: run.match.profile,
    records: ds.recordCount,
    sources: ds.tables.map((t) => ({
      name: t.source.name,
      rows: t.rowCount,
      encoding: t.format.encoding,
      delimiter: t.format.delimiter,
    })),
    fields: Object.fromEntries(run.kinds),
    counts: {
      candidatePairs: blockedPairs(run.match).left.length,
      ...counts,
      clusters: size.length,
      multiRecordClusters: size.filter((s) => s > 1).length,
      largestCluster: size.reduce((a, b) => Math.max(a, b), 0),
      reviewItems: run.resolution.queue.items.length,
    },
    dataQuality: run.dataQuality,
    blockingMissEstimate: run.match.missed,
    blockingRules: run.match.ruleCounts.map((r) => ({
      rule: r.rule,
      blocks: r.blocks,
      pairs: r.pairs,
      skippedBlocks: r.skipped.length,
    })),
    // What the per-record bound did: whether it applied, the pairs it counted, kept and dropped.
    candidateBound: run.match.scored.bound ?? null,
    // Pairs settled distinct by their weight alone and not kept (engine/settle.ts); the pairs export leaves them out.
    settled: run.match.scored.settled
      ? { pairs: run.match.scored.settled.count, belowWeight: run.match.scored.settled.belowWeight }
      : null,
    weights: {
      lambda: run.match.fs.parameters.lambda,
      iterations: run.match.fs.iterations,
      plausible: run.match.fs.plausible,
    },
    safetyNet: safetySummary(run),
    timings: { ...run.timings, totalMs },
    // The heap this process may use (bin/doppel.js raises Node's default) and the most memory it held so far.
    memory: {
      heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    },
    evaluation: run.evaluation,
  };
}
