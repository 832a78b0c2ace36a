/**
 * Quality on the generated labelled lists of test/fixtures/generate (the failure classes of issue
 * 10): each list runs through the same engine as `doppel dedupe` (worker pool, default settings,
 * profile `auto`; two-source lists in link mode) and is measured against its truth column.
 * Usage: npx tsx scripts/generated-quality.ts [--size N] [--seed S] [--only people,bank] [--neutral] [--drop a,b]
 *   [--json FILE] [--explain N]
 * --neutral renames every column but the key and the truth c1, c2 … in a shuffled order (issue 10 §6a).
 * --drop removes the named columns from every list that has them (a layout with fewer fields: `--drop full_name`).
 * --explain N prints, per list, N members of the largest automatic cluster and the commonest
 * reasons and agreeing fields of the false automatic merges.
 */
import { writeFile } from 'node:fs/promises';
import { cellAt } from '../src/engine/dataset';
import { DECISION_CODE } from '../src/engine/match';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { runList, type GeneratedFigures, type GeneratedRun } from '../test/fixtures/generate/evaluate';
import {
  generateList,
  GENERATED_KINDS,
  withNeutralHeaders,
  withoutColumns,
  type GeneratedKind,
} from '../test/fixtures/generate/lists';
import type { ListingTitleHeader } from '../test/fixtures/generate/listings';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const size = Number(arg('--size') ?? 5000);
const seed = Number(arg('--seed') ?? 1);
const only = arg('--only')?.split(',');
const jsonFile = arg('--json');
const explain = Number(arg('--explain') ?? 0);
const neutral = process.argv.includes('--neutral');
const drop = arg('--drop')?.split(',') ?? [];

interface Spec {
  label: string;
  kind: GeneratedKind;
  titleHeader?: ListingTitleHeader;
  errors?: number;
}
/** Every kind; listings once per title header; people also with 2.5 times the errors. */
const SPECS: Spec[] = GENERATED_KINDS.flatMap((kind): Spec[] => {
  if (kind === 'listings')
    return (['name', 'title', 'product'] as const).map((h) => ({ label: `listings (${h})`, kind, titleHeader: h }));
  if (kind === 'people')
    return [
      { label: kind, kind },
      { label: 'people (errors ×2.5)', kind, errors: 2.5 },
    ];
  return [{ label: kind, kind }];
});

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');

function row(label: string, x: GeneratedFigures): string {
  return `| ${label} | ${x.mode} | ${x.profile} | ${x.records} | ${x.truePairs} | ${f(x.auto.precision)} | ${f(x.auto.recall)} | ${f(x.auto.f1)} | ${x.largestCluster} (${x.largestClusterEntities}) | ${x.candidatePairs} | ${f(x.pairCompleteness)} | ${x.mergePairs} / ${x.falseMergePairs} | ${x.ms} |`;
}

/** The largest automatic cluster's members and the false merges' reasons and agreeing fields. */
function diagnose(label: string, g: GeneratedRun, n: number): string {
  const { ds, run, entityOf, list } = g;
  const fields = list.sources[0].columns.filter((c) => c !== list.key && c !== list.truth);
  const { clusterOf } = run.resolution.clustering;
  const sizes = new Map<number, number>();
  for (const c of clusterOf) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  const largest = [...sizes].sort((a, b) => b[1] - a[1])[0][0];
  const out: string[] = [`\n### ${label}`, `largest automatic cluster (${sizes.get(largest)} records), first ${n}:`];
  let shown = 0;
  for (let r = 0; r < ds.recordCount && shown < n; r++) {
    if (clusterOf[r] !== largest) continue;
    shown++;
    out.push(`  ${cellAt(ds, list.truth, r)} | ${fields.map((c) => cellAt(ds, c, r)).join(' | ')}`);
  }
  const groups = new Map<string, { count: number; example: number }>();
  const agree = new Map<string, number>();
  let falseMerges = 0;
  const { pairs, levels, reasons } = run.match;
  for (let p = 0; p < levels.length; p++) {
    const [l, r] = [pairs.left[p], pairs.right[p]];
    if (levels[p] !== DECISION_CODE.merge || entityOf[l] === entityOf[r]) continue;
    falseMerges++;
    const key = reasons
      .at(p)
      .map((x) => (x.code === 'match-weight' ? x.code : `${x.code}${x.detail ? `(${x.detail})` : ''}`))
      .join(' + ');
    const g2 = groups.get(key) ?? groups.set(key, { count: 0, example: p }).get(key)!;
    g2.count++;
    for (const c of fields) {
      const [a, b] = [cellAt(ds, c, l).trim().toLowerCase(), cellAt(ds, c, r).trim().toLowerCase()];
      if (a !== '' && a === b) agree.set(c, (agree.get(c) ?? 0) + 1);
    }
  }
  out.push(
    `false automatic merges: ${falseMerges}; fields equal (case-folded) in them: ${
      [...agree]
        .sort((a, b) => b[1] - a[1])
        .map(([c, k]) => `${c} ${k}`)
        .join(', ') || '—'
    }`,
  );
  for (const [key, { count, example }] of [...groups].sort((a, b) => b[1].count - a[1].count).slice(0, 5)) {
    const [l, r] = [pairs.left[example], pairs.right[example]];
    out.push(
      `  ${count} × ${key}`,
      `      ${fields.map((c) => cellAt(ds, c, l)).join(' | ')}`,
      `      ${fields.map((c) => cellAt(ds, c, r)).join(' | ')}`,
    );
  }
  out.push(...missedTruePairs(g));
  return out.join('\n');
}

/** The true candidate pairs not merged automatically, grouped by decision and reasons, one example each. */
function missedTruePairs(g: GeneratedRun): string[] {
  const { ds, run, entityOf, list } = g;
  const fields = list.sources[0].columns.filter((c) => c !== list.key && c !== list.truth);
  const { pairs, levels, reasons } = run.match;
  const groups = new Map<string, { count: number; example: number }>();
  let missed = 0;
  for (let p = 0; p < levels.length; p++) {
    const [l, r] = [pairs.left[p], pairs.right[p]];
    if (levels[p] === DECISION_CODE.merge || entityOf[l] !== entityOf[r]) continue;
    missed++;
    const level = Object.entries(DECISION_CODE).find(([, v]) => v === levels[p])![0];
    const key = `${level}: ${reasons
      .at(p)
      .map((x) => (x.code === 'match-weight' ? x.code : `${x.code}${x.detail ? `(${x.detail})` : ''}`))
      .join(' + ')}`;
    const g2 = groups.get(key) ?? groups.set(key, { count: 0, example: p }).get(key)!;
    g2.count++;
  }
  const out = [
    `true candidate pairs not merged: ${missed}; fit problems: ${run.match.fs.implausibleReasons.join('; ') || '—'}`,
  ];
  for (const [key, { count, example }] of [...groups].sort((a, b) => b[1].count - a[1].count).slice(0, 8)) {
    const [l, r] = [pairs.left[example], pairs.right[example]];
    out.push(
      `  ${count} × ${key.slice(0, 300)}  (score ${run.match.scores[example].toFixed(3)}, weight ${run.match.fs.pairWeights[example].toFixed(1)})`,
      `      ${fields.map((c) => cellAt(ds, c, l)).join(' | ')}`,
      `      ${fields.map((c) => cellAt(ds, c, r)).join(' | ')}`,
    );
  }
  return out;
}

async function main(): Promise<void> {
  const pool = await createNodeScoringPool();
  const results: { label: string; size: number; seed: number; figures: GeneratedFigures }[] = [];
  const notes: string[] = [];
  process.stdout.write(
    `Generated lists, --size ${size} --seed ${seed}${neutral ? ', neutral headers' : ''}${drop.length > 0 ? `, without ${drop.join(', ')}` : ''}, default settings, profile auto.\n`,
  );
  process.stdout.write(
    '| list | mode | profile | records | true pairs | auto P | auto R | auto F1 | largest auto cluster (entities) | candidate pairs | blocking PC | merge pairs / false | ms |\n',
  );
  process.stdout.write('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n');
  try {
    for (const spec of SPECS.filter((s) => !only || only.includes(s.kind) || only.includes(s.label))) {
      const generated = generateList(spec.kind, size, seed, { titleHeader: spec.titleHeader, errors: spec.errors });
      const fewer = drop.length > 0 ? withoutColumns(generated, drop) : generated;
      const list = neutral ? withNeutralHeaders(fewer) : fewer;
      const g = await runList(list, pool);
      results.push({ label: spec.label, size, seed, figures: g.figures });
      process.stdout.write(row(spec.label, g.figures) + '\n');
      if (explain > 0) notes.push(diagnose(spec.label, g, explain));
    }
  } finally {
    pool.terminate();
  }
  process.stdout.write('\nTrap pairs (put in on purpose): how many ended in one automatic cluster.\n');
  process.stdout.write(
    '| list | trap | one entity? | pairs | in one auto cluster | among candidates |\n| --- | --- | --- | --- | --- | --- |\n',
  );
  for (const { label, figures } of results) {
    for (const t of figures.traps)
      process.stdout.write(
        `| ${label} | ${t.trap} | ${t.same ? 'yes' : 'no'} | ${t.pairs} | ${t.together}${t.same ? '' : t.together > 0 ? ' ✗' : ''} | ${t.candidates} |\n`,
      );
  }
  if (notes.length > 0) process.stdout.write(notes.join('\n') + '\n');
  if (jsonFile) await writeFile(jsonFile, JSON.stringify(results, null, 2) + '\n');
}

await main();
