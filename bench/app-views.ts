/**
 * What the project worker does when a screen first opens, at app scale (issue 14 item 8): the
 * generated people list of test/e2e/app-explain.test.ts (three files, a `source` column each) is
 * imported into a fake IndexedDB, run once, then each view the Review, Clusters and Golden screens
 * ask for first is timed, with the size of its structured-cloned answer. The page adds the
 * message hop and rendering on top. Usage: npx tsx bench/app-views.ts [--rows 20000]
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { serialize } from 'node:v8';
import { openDoppelDb } from '../src/storage';
import { ProjectService } from '../src/engine/service/service';
import { clusterDetail, clustersPage, overview, pairCard, reviewPage, reviewStart } from '../src/engine/service/views';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { generateList } from '../test/fixtures/generate/lists';
import { toCsv } from '../test/fixtures/generate/random';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const ROWS = arg('--rows', 20_000);
const list = generateList('people', ROWS, 14);
const { columns, rows } = list.sources[0];
const keep = columns.map((c, i) => (c === 'entity' ? -1 : i)).filter((i) => i >= 0);
const header = [...keep.map((i) => columns[i]), 'source'];
const third = Math.ceil(rows.length / 3);
const files = [0, 1, 2].map((s) => ({
  name: `people-${s}.csv`,
  blob: new Blob([
    toCsv(
      header,
      rows.slice(s * third, (s + 1) * third).map((r) => [...keep.map((i) => r[i]), `crm-${s}`]),
    ),
  ]),
}));

const pool = await createNodeScoringPool();
const db = await openDoppelDb('doppel-bench', { factory: new IDBFactory() });
const svc = new ProjectService(db, () => pool);

/** Time one call and the bytes of its answer as structured cloning would send it. */
async function timed<T>(what: string, f: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await f();
  const ms = performance.now() - t;
  const bytes = serialize(out).length;
  console.log(`${what.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms ${(bytes / 1024).toFixed(0).padStart(8)} KB`);
  return out;
}

const id = await timed('import', () => svc.importFiles('people', files));
await timed('run', () => svc.run(id));
const s = await svc.sessionOf(id);
await timed('open (ProjectView)', () => svc.open(id));
await timed('reviewStart (first answer of Review)', async () => reviewStart(s, await svc.settings(id)));
await timed('overview', () => overview(s));
const first = await timed('reviewPage(0, 1000)', () => reviewPage(s, 0, 1000));
await timed('reviewPage(1000, 1000)', () => reviewPage(s, 1000, 1000));
await timed('reviewPage(0, 50)', () => reviewPage(s, 0, 50));
const item = first.items[Math.max(0, first.resumeAt)];
await timed('pairCard (first)', () => pairCard(s, item.keys));
await timed('pairCard (second)', () => pairCard(s, first.items[1].keys));
const clusters = await timed('clustersPage(size, 0, 200)', () => clustersPage(s, 'size', 0, 200));
await timed('clustersPage(weakest, 0, 200)', () => clustersPage(s, 'weakest', 0, 200));
await timed('clustersPage(conflicts, 0, 200)', () => clustersPage(s, 'conflicts', 0, 200));
await timed('clusterDetail (largest)', () => clusterDetail(s, clusters.rows[0].id));
await timed('history', () => svc.history(id));
pool.terminate();
