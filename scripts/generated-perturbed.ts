/**
 * Every generated list as written and as the labelled sets are perturbed (scripts/perturb.ts: neutral headers,
 * synonyms, two irrelevant columns, one informative column dropped), each in its own link mode: automatic pairwise
 * precision / recall per variant, one line per list.
 *   npx tsx scripts/generated-perturbed.ts [--size N] [--seed S] [--only kind,kind]
 */
import { createNodeScoringPool } from '../src/scoring/node/node';
import { GENERATED_KINDS, generateList, type GeneratedKind } from '../test/fixtures/generate/lists';
import { runPerturbed } from '../test/fixtures/generate/perturbed';
import { VARIANTS } from './perturb';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const size = arg('--size', 3000);
const seed = arg('--seed', 4);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : undefined;
const KINDS: readonly GeneratedKind[] = GENERATED_KINDS.filter((k) => !only || only.includes(k));
const pool = await createNodeScoringPool();
console.log(`Generated lists, --size ${size} --seed ${seed}, automatic P / R per variant (perturbation seed 5).\n`);
console.log(`| list | as written | ${VARIANTS.join(' | ')} |`);
console.log(`| --- | --- | ${VARIANTS.map(() => '---').join(' | ')} |`);
try {
  for (const kind of KINDS) {
    const list = generateList(kind, size, seed);
    const cells: string[] = [];
    for (const variant of [undefined, ...VARIANTS]) {
      const { auto, perturbation } = await runPerturbed(list, pool, variant);
      const what = perturbation ? ` (${perturbation.split(' → ')[0].split(',')[0].slice(0, 24)})` : '';
      cells.push(`${auto.precision.toFixed(3)} / ${auto.recall.toFixed(3)}${variant === 'dropped' ? what : ''}`);
    }
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
} finally {
  pool.terminate();
}
