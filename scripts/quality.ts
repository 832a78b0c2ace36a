/**
 * Quality on the labelled data sets of ../shared/datasets: one run per set through the same engine
 * as `doppel dedupe` (worker pool, default settings, profile `auto`), written to docs/QUALITY.md.
 * Usage: npx tsx scripts/quality.ts [--only NAME]
 */
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { readCsvFile } from '../src/io/node-file';
import { truthFromColumn } from '../src/core/evaluate';
import { combineTables, columnValues, type Dataset } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { createNodeScoringPool } from '../src/scoring/pool/node';
import type { LinkMode } from '../src/domain/pair';

const D = new URL('../../shared/datasets/', import.meta.url).pathname;
const BUDGET = 200;

interface SetSpec {
  name: string;
  files: string[];
  mode: LinkMode;
  key?: string;
  /** Truth per record, and the columns that must not feed the matcher. */
  truth: (ds: Dataset) => Promise<string[]>;
  exclude: string[];
  note?: string;
}

const febrlTruth = async (ds: Dataset) => columnValues(ds, 'rec_id').map((v) => /rec-(\d+)/.exec(v)?.[1] ?? v);
const column = (c: string) => async (ds: Dataset) => columnValues(ds, c);

const SETS: SetSpec[] = [
  ...[1, 2, 3].map((k) => ({ name: `Febrl ${k}`, files: [`febrl/dataset${k}.csv`], mode: 'dedupe' as LinkMode, key: 'rec_id', truth: febrlTruth, exclude: ['rec_id'] })),
  { name: 'Febrl 4a+4b', files: ['febrl/dataset4a.csv', 'febrl/dataset4b.csv'], mode: 'link', key: 'rec_id', truth: febrlTruth, exclude: ['rec_id'] },
  { name: 'fake_1000', files: ['splink-fake1000/fake_1000.csv'], mode: 'dedupe', key: 'unique_id', truth: column('cluster'), exclude: ['unique_id', 'cluster'] },
  { name: 'Fodors-Zagat', files: ['fodors-zagats/single-table/fz.csv'], mode: 'dedupe', key: 'id', truth: column('class'), exclude: ['id', 'class'] },
  { name: 'Abt-Buy', files: ['abt-buy/AbtBuy_Abt.csv', 'abt-buy/AbtBuy_Buy.csv'], mode: 'link', truth: column('unique_id'), exclude: ['unique_id'] },
  {
    name: 'PATSTAT', files: ['dedupe-patstat/patstat_input.csv'], mode: 'dedupe', key: 'person_id', exclude: ['person_id'],
    truth: async (ds) => {
      const ref = await readCsvFile(`${D}dedupe-patstat/patstat_reference.csv`);
      const pid = ref.source.columns.indexOf('person_id');
      const lid = ref.source.columns.indexOf('leuven_id');
      const map = new Map(ref.cells[pid].map((p, r) => [p.trim(), ref.cells[lid][r]]));
      return ds.keys.map((k) => map.get(k) ?? '');
    },
  },
  { name: 'Chicago ECE', files: ['dedupe-chicago-ece/csv_example_input_with_true_ids.csv'], mode: 'dedupe', key: 'Id', truth: column('True Id'), exclude: ['Id', 'True Id'], note: 'labels are noisy (street number + ZIP): reported, never tuned' },
];

const f = (x: number) => x.toFixed(3);

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const pool = await createNodeScoringPool();
  const rows: string[] = [];
  try {
    for (const spec of SETS.filter((s) => !only || s.name === only)) {
      const tables = [];
      for (const [i, file] of spec.files.entries()) tables.push(await readCsvFile(D + file, { keyColumn: spec.key, sourceId: i }));
      const ds = combineTables(tables);
      const truth = truthFromColumn(await spec.truth(ds));
      const started = performance.now();
      const run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, mode: spec.mode }, exclude: new Set(spec.exclude), truth, reviewBudget: BUDGET }, pool);
      const ms = Math.round(performance.now() - started);
      const e = run.evaluation!;
      const row = `| ${spec.name} | ${run.match.profile} | ${ds.recordCount} | ${e.blocking.truePairs} | ${e.blocking.candidatePairs} | ${f(e.blocking.pairCompleteness)} | ${f(e.blocking.reductionRatio)} | ${f(e.auto.precision)} | ${f(e.auto.recall)} | ${f(e.auto.f1)} | ${f(e.afterReview.precision)} | ${f(e.afterReview.recall)} | ${f(e.afterReview.f1)} | ${f(e.clusters.bCubed.f1)} | ${f(e.queue.precisionAt50)} / ${f(e.queue.precisionAt200)} | ${ms} |`;
      process.stdout.write(row + '\n');
      rows.push(row + (spec.note ? ` ${spec.note}` : ''));
    }
  } finally {
    pool.terminate();
  }
  if (only) return;
  const doc = `# Quality on labelled data

Produced by \`npx tsx scripts/quality.ts\` (default settings, profile \`auto\`, ${cpus().length} workers,
${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}.
Pairwise figures count every pair implied by the clusters (link sets: cross-source pairs only).
*Auto* is zero-touch: automatic merges only. *After review* lets an oracle answer the first ${BUDGET}
items of the review queue with the truth (same → must-link, different → cannot-link) and re-clusters.
Blocking: pair completeness (recall of the candidate pairs) and reduction ratio. Queue: precision of
the first 50 / 200 review items.

| set | profile | records | true pairs | candidate pairs | blocking PC | RR | auto P | auto R | auto F1 | reviewed P | reviewed R | reviewed F1 | B³ F1 | queue P@50 / P@200 | ms |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
  await writeFile(new URL('../docs/QUALITY.md', import.meta.url), doc);
}

await main();
