/**
 * Every generated list as written and as the labelled sets are perturbed (scripts/perturb.ts: neutral headers,
 * synonyms, two irrelevant columns, one informative column dropped), each in its own link mode: automatic pairwise
 * precision / recall per variant, one line per list.
 *   npx tsx scripts/generated-perturbed.ts [--size N] [--seed S]
 */
import { createNodeScoringPool } from '../src/scoring/node/node';
import { truthFromColumn, pairwiseFromClusters } from '../src/core/evaluate';
import { columnValues, combineTables } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe } from '../src/engine/pipeline';
import { datasetOf } from '../test/fixtures/generate/evaluate';
import { generateList, type GeneratedKind } from '../test/fixtures/generate/lists';
import { perturbTables, VARIANTS } from './perturb';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const size = arg('--size', 3000);
const seed = arg('--seed', 4);
const KINDS: GeneratedKind[] = ['people', 'people-ru', 'listings', 'software', 'biblio', 'bank', 'events-ru'];
const pool = await createNodeScoringPool();
console.log(`Generated lists, --size ${size} --seed ${seed}, automatic P / R per variant (perturbation seed 5).\n`);
console.log(`| list | as written | ${VARIANTS.join(' | ')} |`);
console.log(`| --- | --- | ${VARIANTS.map(() => '---').join(' | ')} |`);
try {
  for (const kind of KINDS) {
    const list = generateList(kind, size, seed);
    const cells: string[] = [];
    for (const variant of [undefined, ...VARIANTS]) {
      const tables = datasetOf(list).tables;
      const p = variant ? perturbTables(tables, variant, { seed: 5, protect: [list.key, list.truth] }) : undefined;
      const col = (c: string) => p?.rename.get(c) ?? c;
      const ds = combineTables(p?.tables ?? tables);
      const truth = truthFromColumn(columnValues(ds, col(list.truth)));
      const run = await dedupe(
        ds,
        {
          match: { ...DEFAULT_MATCH_SETTINGS, mode: list.mode },
          exclude: new Set([col(list.key), col(list.truth)]),
          truth,
          reviewBudget: 0,
        },
        pool,
      );
      const auto = pairwiseFromClusters(run.resolution.clustering.clusterOf, truth.entityOf, {});
      const what = p?.summary ? ` (${p.summary.split(' → ')[0].split(',')[0].slice(0, 24)})` : '';
      cells.push(`${auto.precision.toFixed(3)} / ${auto.recall.toFixed(3)}${variant === 'dropped' ? what : ''}`);
    }
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
} finally {
  pool.terminate();
}
