/**
 * Quality on the labelled data sets of ../shared/datasets: one run per set through the same engine
 * as `doppel dedupe` (worker pool, default settings, profile `auto`), written to docs/QUALITY.md.
 * `--perturb` also runs every set as the perturbed variants of scripts/perturb.ts (issue 10 §6) and
 * adds their table; `--only NAME` runs one set and writes no doc; `--write-json FILE` dumps every
 * figure as JSON; `--out FILE` writes the doc there instead. Sections of the existing doc this run
 * does not write (another script's) are kept after the ones it writes.
 * Usage: npx tsx scripts/quality.ts [--perturb] [--only NAME] [--write-json FILE] [--out FILE]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { readCsvFile } from '../src/io/node-file';
import { truthFromColumn } from '../src/core/evaluate';
import { combineTables, columnValues, type Dataset } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { createNodeScoringPool } from '../src/scoring/node/node';
import type { LinkMode } from '../src/domain/pair';
import type { SourceTable } from '../src/domain/dataset';
import type { Evaluation } from '../src/engine/pipeline';
import { perturbTables, seedOf, VARIANTS, type Perturbed, type Variant } from './perturb';

const D = new URL('../../shared/datasets/', import.meta.url).pathname;
const BUDGET = 200;

interface SetSpec {
  name: string;
  files: string[];
  mode: LinkMode;
  key?: string;
  /**
   * Truth per record (`col` maps an original column name to its name in a perturbed variant), and the columns that must
   * not feed the matcher.
   */
  truth: (ds: Dataset, col: (name: string) => string) => Promise<string[]>;
  exclude: string[];
  note?: string;
  /** The issue's figures for this set beyond precision ≥ 0.995 and blocking PC ≥ 0.99. */
  targets?: { autoF1?: number; reviewedF1?: number; loopF1?: number };
}

/** Targets every set shares (issue 4). */
const MIN_PRECISION = 0.995;
const MIN_PC = 0.99;
/** Targets of every perturbed variant (issue 10): same precision, zero-touch F1 within this of the set's own. */
const MAX_DELTA_F1 = 0.03;

const febrlTruth = async (ds: Dataset, col: (name: string) => string) =>
  columnValues(ds, col('rec_id')).map((v) => /rec-(\d+)/.exec(v)?.[1] ?? v);
const column = (c: string) => async (ds: Dataset, col: (name: string) => string) => columnValues(ds, col(c));

const SETS: SetSpec[] = [
  ...[1, 2, 3].map((k) => ({
    name: `Febrl ${k}`,
    files: [`febrl/dataset${k}.csv`],
    mode: 'dedupe' as LinkMode,
    key: 'rec_id',
    truth: febrlTruth,
    exclude: ['rec_id'],
    targets: { autoF1: 0.98 },
  })),
  {
    name: 'Febrl 4a+4b',
    files: ['febrl/dataset4a.csv', 'febrl/dataset4b.csv'],
    mode: 'link',
    key: 'rec_id',
    truth: febrlTruth,
    exclude: ['rec_id'],
    targets: { autoF1: 0.98 },
  },
  {
    name: 'fake_1000',
    files: ['splink-fake1000/fake_1000.csv'],
    mode: 'dedupe',
    key: 'unique_id',
    truth: column('cluster'),
    exclude: ['unique_id', 'cluster'],
    targets: { autoF1: 0.95, loopF1: 0.99 },
  },
  {
    name: 'Fodors-Zagat',
    files: ['fodors-zagats/single-table/fz.csv'],
    mode: 'dedupe',
    key: 'id',
    truth: column('class'),
    exclude: ['id', 'class'],
    targets: { autoF1: 0.95, loopF1: 1 },
  },
  {
    name: 'Abt-Buy',
    files: ['abt-buy/AbtBuy_Abt.csv', 'abt-buy/AbtBuy_Buy.csv'],
    mode: 'link',
    truth: column('unique_id'),
    exclude: ['unique_id'],
    targets: { reviewedF1: 0.9, loopF1: 0.93 },
  },
  {
    name: 'PATSTAT',
    files: ['dedupe-patstat/patstat_input.csv'],
    mode: 'dedupe',
    key: 'person_id',
    exclude: ['person_id'],
    targets: { loopF1: 0.6 },
    truth: async (ds) => {
      const ref = await readCsvFile(`${D}dedupe-patstat/patstat_reference.csv`);
      const pid = ref.source.columns.indexOf('person_id');
      const lid = ref.source.columns.indexOf('leuven_id');
      const map = new Map(ref.cells[pid].map((p, r) => [p.trim(), ref.cells[lid][r]]));
      return ds.keys.map((k) => map.get(k) ?? '');
    },
  },
  {
    name: 'Chicago ECE',
    files: ['dedupe-chicago-ece/csv_example_input_with_true_ids.csv'],
    mode: 'dedupe',
    key: 'Id',
    truth: column('True Id'),
    exclude: ['Id', 'True Id'],
    note: 'labels are noisy (street number + ZIP): reported, never tuned',
  },
];

const f = (x: number) => x.toFixed(3);
const signed = (x: number) => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(3);

/** One run's figures (a set, unperturbed or as one variant). */
interface Figures {
  set: string;
  variant: 'original' | Variant;
  /** What the variant changed (empty for the original). */
  perturbation: string;
  columns: string[];
  profile: string;
  records: number;
  ms: number;
  evaluation: Evaluation;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/**
 * Run one set's tables (original or perturbed) through `dedupe` with the spec's key, truth and exclusions mapped
 * through `rename`.
 */
async function runSet(
  spec: SetSpec,
  tables: SourceTable[],
  pool: Awaited<ReturnType<typeof createNodeScoringPool>>,
  variant: Figures['variant'],
  p?: Perturbed,
): Promise<Figures> {
  const col = (c: string) => {
    const to = p ? p.rename.get(c) : c;
    if (to === undefined) throw new Error(`${spec.name} / ${variant}: column ${c} was removed`);
    return to;
  };
  const ds = combineTables(tables);
  const truth = truthFromColumn(await spec.truth(ds, col));
  const started = performance.now();
  const run = await dedupe(
    ds,
    {
      match: { ...DEFAULT_MATCH_SETTINGS, mode: spec.mode },
      exclude: new Set(spec.exclude.map(col)),
      truth,
      reviewBudget: BUDGET,
    },
    pool,
  );
  const ms = Math.round(performance.now() - started);
  return {
    set: spec.name,
    variant,
    perturbation: p?.summary ?? '',
    columns: ds.columns,
    profile: run.match.profile,
    records: ds.recordCount,
    ms,
    evaluation: run.evaluation!,
  };
}

const check = (what: string, value: number, min: number) =>
  `${what} ${f(value)} ${value >= min ? '≥' : '<'} ${min} ${value >= min ? '✓' : '✗'}`;

function baseRow(spec: SetSpec, r: Figures): string {
  const e = r.evaluation;
  return `| ${spec.name} | ${r.profile} | ${r.records} | ${e.blocking.truePairs} | ${e.blocking.candidatePairs} | ${f(e.blocking.pairCompleteness)} | ${f(e.blocking.reductionRatio)} | ${f(e.auto.precision)} | ${f(e.auto.recall)} | ${f(e.auto.f1)} | ${f(e.afterReview.precision)} | ${f(e.afterReview.recall)} | ${f(e.afterReview.f1)} | ${f(e.clusters.bCubed.f1)} | ${f(e.queue.precisionAt50)} / ${f(e.queue.precisionAt200)} | ${r.ms} |`;
}

function baseCheck(spec: SetSpec, e: Evaluation): string {
  return `- ${spec.name}: ${[
    check('precision', e.auto.precision, MIN_PRECISION),
    ...(spec.targets?.autoF1 ? [check('zero-touch F1', e.auto.f1, spec.targets.autoF1)] : []),
    ...(spec.targets?.reviewedF1
      ? [check(`F1 after ${BUDGET} reviews`, e.afterReview.f1, spec.targets.reviewedF1)]
      : []),
    check('blocking PC', e.blocking.pairCompleteness, MIN_PC),
  ].join('; ')}`;
}

/**
 * The review loop (issue 12): F1 after 50 / 100 / 200 answers with a refit after each batch, the lowest automatic
 * precision over the batches, the audit estimate.
 */
function loopRow(spec: SetSpec, r: Figures): string {
  const e = r.evaluation;
  const at = (k: number) => {
    const step = e.loop.find((s) => s.answered >= k) ?? e.loop.at(-1);
    return step ? f(step.reviewed.f1) : f(e.auto.f1);
  };
  const lowest = e.loop.length ? Math.min(...e.loop.map((s) => s.auto.precision)) : e.auto.precision;
  const last = e.loop.at(-1);
  const a = e.audit;
  const ci = (i: { estimate: number; low: number; high: number }) => `${f(i.estimate)} [${f(i.low)}, ${f(i.high)}]`;
  return `| ${spec.name} | ${f(e.auto.f1)} | ${at(50)} | ${at(100)} | ${at(200)} | ${f(e.withoutRefit.f1)} | ${last ? `${last.same} / ${last.different}` : '—'} | ${f(lowest)} | ${ci(a.estimate.precision)} | ${f(a.truth.precision)} | ${a.covered.precision} / ${a.seeds} | ${ci(a.estimate.recall)} | ${f(a.truth.recall)} | ${a.covered.recall} / ${a.seeds} |`;
}

/**
 * The issue-12 figures of a set: F1 after the budget (its own target, else zero-touch + 0.05 or ≥ 0.99), automatic
 * precision at every batch, audit coverage.
 */
function loopCheck(spec: SetSpec, e: Evaluation): string {
  const lowest = e.loop.length ? Math.min(...e.loop.map((s) => s.auto.precision)) : e.auto.precision;
  const floor = Math.min(0.99, e.auto.f1 + 0.05);
  const own = spec.targets?.loopF1;
  const f1 = e.afterReview.f1;
  const okF1 = f1 >= floor || (own !== undefined && f1 >= own);
  const parts = [
    `F1 after ${e.afterReview.budget} answers ${f(f1)} ${okF1 ? '✓' : '✗'} (zero-touch + 0.05 or 0.99: ${f(floor)}${own !== undefined ? `; the issue's figure ${own}: ${f1 >= own ? '✓' : '✗'}` : ''})`,
    check('automatic precision at every batch', lowest, MIN_PRECISION),
    `audit covers precision ${e.audit.covered.precision} / ${e.audit.seeds}, recall ${e.audit.covered.recall} / ${e.audit.seeds} ${e.audit.covered.precision >= 9 ? '✓' : '✗'}`,
  ];
  return `- ${spec.name}: ${parts.join('; ')}`;
}

function variantRow(r: Figures, base: Figures): string {
  const e = r.evaluation;
  const delta = e.auto.f1 - base.evaluation.auto.f1;
  return `| ${r.set} | ${r.variant} | ${r.perturbation.replaceAll('|', '\\|')} | ${r.profile} | ${f(e.auto.precision)} | ${f(e.auto.recall)} | ${f(e.auto.f1)} | ${signed(delta)} | ${f(e.afterReview.f1)} | ${f(e.blocking.pairCompleteness)} |`;
}

/** Whether a variant meets the issue's figures, and the check line saying so. */
function variantCheck(r: Figures, base: Figures): { ok: boolean; line: string } {
  const p = r.evaluation.auto.precision;
  const delta = Math.abs(r.evaluation.auto.f1 - base.evaluation.auto.f1);
  const okP = p >= MIN_PRECISION;
  const okF = delta <= MAX_DELTA_F1;
  return {
    ok: okP && okF,
    line: `- ${r.set} / ${r.variant}: ${check('precision', p, MIN_PRECISION)}; |ΔF1| ${f(delta)} ${okF ? '≤' : '>'} ${MAX_DELTA_F1} ${okF ? '✓' : '✗'}`,
  };
}

async function main(): Promise<void> {
  const only = arg('--only');
  const perturb = process.argv.includes('--perturb');
  const json = arg('--write-json');
  const pool = await createNodeScoringPool();
  const rows: string[] = [];
  const checks: string[] = [];
  const loopRows: string[] = [];
  const loopChecks: string[] = [];
  const vRows: string[] = [];
  const vChecks: { ok: boolean; line: string }[] = [];
  const all: (Figures & { deltaF1?: number })[] = [];
  try {
    for (const spec of SETS.filter((s) => !only || s.name === only)) {
      const tables = [];
      for (const [i, file] of spec.files.entries())
        tables.push(await readCsvFile(D + file, { keyColumn: spec.key, sourceId: i }));
      const base = await runSet(spec, tables, pool, 'original');
      const row = baseRow(spec, base);
      process.stdout.write(row + '\n');
      rows.push(row + (spec.note ? ` ${spec.note}` : ''));
      checks.push(baseCheck(spec, base.evaluation));
      loopRows.push(loopRow(spec, base));
      loopChecks.push(loopCheck(spec, base.evaluation));
      all.push(base);
      if (!perturb) continue;
      const protect = [...new Set([...(spec.key ? [spec.key] : []), ...spec.exclude])];
      for (const variant of VARIANTS) {
        const p = perturbTables(tables, variant, { seed: seedOf(spec.name), protect });
        const r = await runSet(spec, p.tables, pool, variant, p);
        const vRow = variantRow(r, base);
        process.stdout.write(vRow + '\n');
        vRows.push(vRow);
        vChecks.push(variantCheck(r, base));
        all.push({ ...r, deltaF1: r.evaluation.auto.f1 - base.evaluation.auto.f1 });
      }
    }
  } finally {
    pool.terminate();
  }
  if (json) {
    const meta = {
      date: new Date().toISOString(),
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      workers: cpus().length,
      reviewBudget: BUDGET,
      perturbed: perturb,
    };
    await writeFile(json, JSON.stringify({ ...meta, runs: all }, null, 2) + '\n');
  }
  if (only) return;
  const passed = vChecks.filter((c) => c.ok).length;
  const perturbed = !perturb
    ? ''
    : `
## Perturbed variants

Every set again, its imported tables perturbed before the same \`dedupe\` call (scripts/perturb.ts;
seeded by the set's name, the same perturbation on every table of a link set; key, truth and
exclusions follow the renaming): *neutral* — headers \`c1\`, \`c2\` … in a shuffled column order;
*synonyms* — headers renamed to synonyms (title ↔ name, surname ↔ last_name, address → street,
phone → tel …); *irrelevant* — two columns added, \`ref_code\` (8 random alphanumerics per row) and
\`batch\` (one constant); *dropped* — one column removed: of the columns that are not key, truth or
excluded, the one with the highest fill rate (ties: most distinct values, then column order), never
the record's principal name (the most distinct of the \`name\` / \`title\` / \`product\` headers).
ΔF1 is the zero-touch F1 minus the same set's unperturbed figure above.

| set | variant | perturbation | profile | auto P | auto R | auto F1 | Δ F1 | reviewed F1 | blocking PC |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${vRows.join('\n')}

### Against the figures of the issue (precision ≥ ${MIN_PRECISION}; |ΔF1| ≤ ${MAX_DELTA_F1})

${passed} of ${vChecks.length} variants meet both.

${vChecks.map((c) => c.line).join('\n')}

Where a variant misses, and why (not tuned away on purpose):
- Febrl 1–4 without \`soc_sec_id\`: the identifier Febrl's generator never corrupts. Without it the true
  pairs left for review (score 1.000) are held by the guards «given names differ» and «birth dates
  differ»: Febrl's duplicates replace a whole value (luke / mia, amelia / edward at one surname, address
  and birth date; 19610831 / 19850614 at one name and address), which in a real list are twins, and a
  parent and child. The guards are right for the reason they state.
- fake_1000 without \`dob\`: the pairs it no longer merges share a first name and a surname one typo
  apart with no e-mail or city on one side («Robert Alan» / «Robert Alen»), or a surname alone; nothing
  else tells them from namesakes, so they wait for review.
- Chicago ECE: its labels (above); with neutral headers, seven-digit local phone numbers read as
  identifiers and two name columns as titles.
`;
  const doc = `# Quality on labelled data

Produced by \`npx tsx scripts/quality.ts${perturb ? ' --perturb' : ''}\` (default settings, profile \`auto\`, ${cpus().length} workers,
${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}.
Pairwise figures count every pair implied by the clusters (link sets: cross-source pairs only).
*Auto* is zero-touch: automatic merges only. *After review* lets an oracle answer ${BUDGET} review items
with the truth (same → must-link, different → cannot-link) in batches of 20, the model refitted and
the queue made again after each batch (engine/review-loop.ts; the oracle is asked only about the
items it is shown).
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
  being a match puts the weights on the candidate-EM fallback (docs/DECISIONS.md). The candidates are
  mostly pairs of one name (the name rule found them), so in that fit the firm name agrees 1.03 times as
  often among matches as outside (m 0.938, u 0.913) and EM does not converge: implausible (agreement on a
  telling field must be at least twice as likely among matches), so no pair merges automatically beyond
  rows written twice, and the queue is ready for review. (Before D100 the match class was «the same
  latitude and longitude», mostly the 0.0 placeholder, the two columns counted as two fields.)
  After review (issue 12, 0.006 against 0.60): 197 of the first 200 answers are «same», because the review band
  holds 26,572 of the 216,807 true candidate pairs; the rest (one name or a near one, no class or co-author shared)
  the wrong fit calls distinct, and no answer reaches them. Tried on 2026-12-07 and not landed: one pair of each of
  the 200 largest patterns the weights alone called distinct asked first, so that the learned boundary sees both
  kinds (182 «same» / 18 «different»). It then called 206,069 pairs the same, and two safety rules stopped them, as
  designed: 185,933 rest on the firm's name alone (an automatic merge needs two independent fields), and a cluster is
  held to 20 records (no strong key in the list shows an entity larger), so a firm of 676 records keeps at most
  1/34 of its pairs. Reviewed F1 went from 0.006 to 0.029, and automatic precision fell to 0.962 at one batch. The
  0.60 needs one entity far larger than any key of the list shows, which the cluster checks refuse on purpose.
- Chicago ECE: its labels disagree with the sites' own names, addresses and phones (street number and
  ZIP noise); reported, never tuned.
- fake_1000 blocking: the pairs still outside the candidates share almost nothing directly (two
  typos in the name, another birth date, no e-mail); most of them are joined through other records
  of their cluster, which the pairwise F1 counts.

## The review loop and the audit estimate (issue 12)

F1 after 50 / 100 / 200 simulated answers, batches of 20 with a refit after each (answers as labels
of the weights and of the learned boundary, engine/learned.ts; the next batch from the new queue,
passing over items earlier answers imply, one item per comparison pattern first). *Without refit*:
the same ${BUDGET} answers to the first queue in one go. *Lowest auto P*: the refitted model's automatic
merges alone (no human constraint), the lowest over the batches. *Audit*: 50 candidate
pairs drawn at random in each band (merge / review / distinct), answered blind from the truth:
precision of the automatic merges and their recall among candidate pairs with 95 % intervals (first
seed), the true figure, and how many of 10 seeded draws cover it.

| set | zero-touch F1 | F1 @50 | F1 @100 | F1 @200 | without refit | same / different | lowest auto P | audit P | true P | covers | audit R | true R | covers |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${loopRows.join('\n')}

${loopChecks.join('\n')}
${perturbed}`;
  const out = arg('--out') ?? new URL('../docs/QUALITY.md', import.meta.url).pathname;
  await writeFile(out, doc + (await keptSections(out, doc)));
}

/**
 * The sections («## …») of the file already at `path` that `doc` does not write (another script's
 * «Generated lists»), to keep after it; the perturbed section is kept only while `doc` has none.
 */
async function keptSections(path: string, doc: string): Promise<string> {
  const old = await readFile(path, 'utf8').catch(() => '');
  const written = new Set([...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim()));
  const sections = old.split(/^(?=## )/m).slice(1);
  const kept = sections.filter((sec) => !written.has(sec.slice(3, sec.indexOf('\n')).trim()));
  return kept.length ? '\n' + kept.map((sec) => sec.trimEnd() + '\n').join('\n') : '';
}

await main();
