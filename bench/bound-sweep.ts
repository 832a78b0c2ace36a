/**
 * Blocking alone under several candidate bounds, on one generated list (seed 1) prepared once: per bound the time of
 * generateBoundedPairs, the pairs per record and the pair completeness against the truth (k 0: every pair of every
 * kept block). With --missed K,V;K,V: the true pairs the first bound loses and the second keeps, by shared rules.
 *   node --max-old-space-size=16000 --import tsx bench/bound-sweep.ts KIND N K,V [K,V …] [--missed "20,2000;50,2000"]
 */
import { truthFromColumn } from '../src/core/evaluate';
import { columnValues, combineTables, detectKinds, profileInput } from '../src/engine/dataset';
import { parseCsvText } from '../src/io';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { sourceCsv } from '../test/fixtures/generate/list';
import { generateList, type GeneratedKind } from '../test/fixtures/generate/lists';
import { PROFILES, chooseProfile, DEFAULT_PROFILE_SETTINGS } from '../src/core/profiles';
import { minhashBlockingRules } from '../src/engine/candidates';
import { generateBoundedPairs, DEFAULT_BOUND, generatePairs } from '../src/core/block';
import type { CandidatePairs } from '../src/domain/pair';

const args = process.argv.slice(2);
const missedAt = args.indexOf('--missed');
const missed = missedAt >= 0 ? args.splice(missedAt, 2)[1] : undefined;
const [kind, size, ...bounds] = args;
const list = generateList(kind as GeneratedKind, Number(size), 1);
const ds = combineTables(
  list.sources.map((s, i) => parseCsvText(sourceCsv(s), { sourceName: s.name, sourceId: i, keyColumn: list.key })),
);
const kinds = new Map(detectKinds(ds).map((d) => [d.column, d.kind]));
const input = profileInput(ds, kinds, new Set([list.key, list.truth]));
const prepared = PROFILES[chooseProfile(input.columns)].prepare(input, DEFAULT_PROFILE_SETTINGS);
const pool = await createNodeScoringPool();
const rules = [...prepared.blockingRules, ...(await minhashBlockingRules(prepared.minhashRules ?? [], pool))];
pool.terminate();
const { entityOf } = truthFromColumn(columnValues(ds, list.truth));
const n = input.recordCount;
const sizes = new Map<number, number>();
for (const e of entityOf) sizes.set(e, (sizes.get(e) ?? 0) + 1);
const truePairs = [...sizes.values()].reduce((t, c) => t + (c * (c - 1)) / 2, 0);
const opts = { mode: list.mode, sourceOf: input.sourceOf, maxBlockPairs: 2_000_000 };
const run = (k: number, v: number) =>
  k === 0
    ? { ...generatePairs(rules, n, opts), bound: undefined }
    : generateBoundedPairs(rules, n, opts, { ...DEFAULT_BOUND, perRecord: k, visitBudget: v });
const found = (pairs: CandidatePairs) => {
  let t = 0;
  for (let p = 0; p < pairs.left.length; p++) if (entityOf[pairs.left[p]] === entityOf[pairs.right[p]]) t++;
  return t;
};

for (const b of bounds) {
  const [k, v] = b.split(',').map(Number);
  const t = performance.now();
  const { pairs, bound } = run(k, v);
  const ms = Math.round(performance.now() - t);
  const pc = +(found(pairs) / truePairs).toFixed(5);
  const perRecord = +(pairs.left.length / n).toFixed(2);
  console.log(JSON.stringify({ k, v, ms, pairs: pairs.left.length, perRecord, pc, filtered: bound?.filteredRecords }));
}

if (missed) {
  const [a, b] = missed.split(';').map((c) => c.split(',').map(Number));
  const lost = run(a[0], a[1]).pairs;
  const kept = run(b[0], b[1]).pairs;
  const inLost = new Set<number>();
  for (let p = 0; p < lost.left.length; p++) inLost.add(lost.left[p] * n + lost.right[p]);
  const byRules = new Map<string, number>();
  for (let p = 0; p < kept.left.length; p++) {
    const [l, r] = [kept.left[p], kept.right[p]];
    if (entityOf[l] !== entityOf[r] || inLost.has(l * n + r)) continue;
    const names = kept.ruleNames.filter((_, bit) => kept.rules[p] & (1 << bit)).join('+');
    byRules.set(names, (byRules.get(names) ?? 0) + 1);
  }
  console.log(JSON.stringify({ missed: Object.fromEntries([...byRules].sort((x, y) => y[1] - x[1])) }));
}
