/**
 * Refit and re-rank after a batch of 20 answers on a large list (issue 12): a generated people list
 * (test/fixtures/generate/people.ts, seeded) is matched once headless, then 20 review items are
 * answered from the truth and the run refitted the way the worker does it (engine/review-loop.ts:
 * refitWithAnswers — decide again what the new weights can move, learned boundary, safety net,
 * clusters, queue — and withQueueHead, the next batch chosen). Prints the time of each part; the worker does this off the main thread, so the
 * page's own tasks are not in it.
 * Usage: npx tsx bench/refit.ts [--records 100000] [--batches 2] [--settle-above PAIRS] (Infinity: never settle)
 */
import { cpus } from 'node:os';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { DEFAULT_RESOLVE_SETTINGS, type HumanConstraints } from '../src/engine/resolve';
import { refitWithAnswers, withQueueHead } from '../src/engine/review-loop';
import { AnsweredPairs, chooseBatch } from '../src/core/review/select';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { peopleDataset } from '../test/fixtures/generate/people-dataset';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const records = arg('--records', 100_000);
const batches = arg('--batches', 2);
const settleAbove = process.argv.includes('--settle-above') ? arg('--settle-above', Infinity) : undefined;
const { ds, entityOf } = peopleDataset(records, 12);
const pool = await createNodeScoringPool();
let t = performance.now();
const run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, settleAbove }, exclude: new Set(['person']) }, pool);
pool.terminate();
console.log(
  `${records} records, ${run.match.pairs.left.length} candidate pairs kept (${run.match.scored.settled?.count ?? 0} settled), ${run.resolution.queue.items.length} review items; first run ${Math.round(performance.now() - t)} ms`,
);
const answered = new AnsweredPairs(ds.recordCount);
const same = { left: [] as number[], right: [] as number[] };
const different = { left: [] as number[], right: [] as number[] };
let state = { match: run.match, resolution: run.resolution };
for (let b = 0; b < batches; b++) {
  const batch = chooseBatch(state.resolution.queue.items, answered, { size: 20 });
  for (const item of batch) {
    const to = entityOf[item.left!] === entityOf[item.right!] ? same : different;
    to.left.push(item.left!);
    to.right.push(item.right!);
  }
  const human: HumanConstraints = {
    same: { left: Uint32Array.from(same.left), right: Uint32Array.from(same.right) },
    different: { left: Uint32Array.from(different.left), right: Uint32Array.from(different.right) },
  };
  answered.add(human.same, human.different);
  // What the worker does once a batch is in (engine/service/learning.ts: refitIfDue).
  t = performance.now();
  const next = refitWithAnswers(state, ds.keys, DEFAULT_RESOLVE_SETTINGS, human);
  const refit = performance.now() - t;
  t = performance.now();
  const resolution = withQueueHead(next, human, true);
  const head = performance.now() - t;
  const { match, change } = next;
  console.log(
    `batch ${b + 1} (${same.left.length} same, ${different.left.length} different): refit, decide again, clusters + queue ${Math.round(refit)} ms ${JSON.stringify(match.timings)}, the next batch chosen ${Math.round(head)} ms, new queue ready in ${Math.round(refit + head)} ms; ${change.changed} decisions changed`,
  );
  state = { match, resolution };
}
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`);
