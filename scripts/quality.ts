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
  /** The issue's figures for this set beyond precision ≥ 0.995 and blocking PC ≥ 0.99. */
  targets?: { autoF1?: number; reviewedF1?: number };
}

/** Targets every set shares (issue 4). */
const MIN_PRECISION = 0.995;
const MIN_PC = 0.99;

const febrlTruth = async (ds: Dataset) => columnValues(ds, 'rec_id').map((v) => /rec-(\d+)/.exec(v)?.[1] ?? v);
const column = (c: string) => async (ds: Dataset) => columnValues(ds, c);

const SETS: SetSpec[] = [
  ...[1, 2, 3].map((k) => ({ name: `Febrl ${k}`, files: [`febrl/dataset${k}.csv`], mode: 'dedupe' as LinkMode, key: 'rec_id', truth: febrlTruth, exclude: ['rec_id'], targets: { autoF1: 0.98 } })),
  { name: 'Febrl 4a+4b', files: ['febrl/dataset4a.csv', 'febrl/dataset4b.csv'], mode: 'link', key: 'rec_id', truth: febrlTruth, exclude: ['rec_id'], targets: { autoF1: 0.98 } },
  { name: 'fake_1000', files: ['splink-fake1000/fake_1000.csv'], mode: 'dedupe', key: 'unique_id', truth: column('cluster'), exclude: ['unique_id', 'cluster'], targets: { autoF1: 0.95 } },
  { name: 'Fodors-Zagat', files: ['fodors-zagats/single-table/fz.csv'], mode: 'dedupe', key: 'id', truth: column('class'), exclude: ['id', 'class'], targets: { autoF1: 0.95 } },
  { name: 'Abt-Buy', files: ['abt-buy/AbtBuy_Abt.csv', 'abt-buy/AbtBuy_Buy.csv'], mode: 'link', truth: column('unique_id'), exclude: ['unique_id'], targets: { reviewedF1: 0.9 } },
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
  const checks: string[] = [];
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
      const check = (what: string, value: number, min: number) => `${what} ${f(value)} ${value >= min ? '≥' : '<'} ${min} ${value >= min ? '✓' : '✗'}`;
      checks.push(`- ${spec.name}: ${[
        check('precision', e.auto.precision, MIN_PRECISION),
        ...(spec.targets?.autoF1 ? [check('zero-touch F1', e.auto.f1, spec.targets.autoF1)] : []),
        ...(spec.targets?.reviewedF1 ? [check(`F1 after ${BUDGET} reviews`, e.afterReview.f1, spec.targets.reviewedF1)] : []),
        check('blocking PC', e.blocking.pairCompleteness, MIN_PC),
      ].join('; ')}`);
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

## Against the figures of the issue

${checks.join('\n')}

Where a figure is not reached, and why (not tuned away on purpose):
- PATSTAT: 102 firms, one written 676 times under 72 names («GLOEILAMPENFAB PHILIPS», «ELECTRONICS
  KONINK PHILIPS»). Pairwise completeness would need nearly all of that firm's 228,150 pairs as
  candidates; blocking stays linear in the list instead (a shared-word rule with a larger budget
  reached PC 0.745 at precision 0.990 and ten times Febrl 1's candidates), and one in ten random pairs
  being a match puts the weights on the candidate-EM fallback (docs/DECISIONS.md).
- Chicago ECE: its labels disagree with the sites' own names, addresses and phones (street number and
  ZIP noise); reported, never tuned.
- fake_1000 blocking: the pairs still outside the candidates share almost nothing directly (two
  typos in the name, another birth date, no e-mail); most of them are joined through other records
  of their cluster, which the pairwise F1 counts.
`;
  await writeFile(new URL('../docs/QUALITY.md', import.meta.url), doc);
}

await main();
