/**
 * The Fields screen's choice before a run (issue 14 §4, §5), timed in Node on generated two-source
 * lists: the within-source twin measurement alone (core/safety/within-source.ts), then the service's
 * `choice(id)`, first call and cached (engine/service/choice-view.ts).
 * `npx tsx bench/link-choice.ts` — figures in docs/BENCHMARKS.md «The choice before a run».
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { withinSourceTwins } from '../src/core/safety/within-source';
import { openDoppelDb } from '../src/storage';
import { ProjectService } from '../src/engine/service/service';
import { inlineWasmScorer } from '../test/fixtures/scorer';
import { LINK_COLUMNS, linkSources } from '../test/fixtures/generate/link-sources';

const shares = (twins: ReadonlyArray<{ source: string; share: number }>) =>
  twins.map((t) => `${t.source} ${(100 * t.share).toFixed(1)} %`).join(', ');

for (const n of [2_000, 20_000, 100_000]) {
  const sources = linkSources(n, 1, { twiceA: 0.03 }).map((s) => ({
    name: s.name,
    columns: LINK_COLUMNS,
    cells: LINK_COLUMNS.map((c) => s.rows.map((r) => r[c])),
    rowCount: s.rows.length,
  }));
  const t = performance.now();
  const twins = withinSourceTwins(sources);
  const ms = performance.now() - t;
  console.log(
    `twins, ${n} people: ${sources.map((s) => s.rowCount).join(' + ')} rows, ${ms.toFixed(0)} ms: ${shares(twins)}`,
  );
}

const scorer = await inlineWasmScorer();
for (const n of [10_000, 40_000]) {
  const svc = new ProjectService(await openDoppelDb(`bench-${n}`, { factory: new IDBFactory() }), () => scorer);
  const [a, b] = linkSources(n, 2, { twiceA: 0.02 });
  let t = performance.now();
  const id = await svc.importFiles('people', [
    { name: a.name, blob: new Blob([a.csv]) },
    { name: b.name, blob: new Blob([b.csv]) },
  ]);
  const importMs = performance.now() - t;
  await svc.open(id);
  t = performance.now();
  const choice = await svc.choice(id);
  const first = performance.now() - t;
  t = performance.now();
  await svc.choice(id);
  const again = performance.now() - t;
  const mode = (await svc.settings(id)).mode;
  console.log(
    `choice, ${a.rows.length} + ${b.rows.length} rows: import (with the measurement) ${importMs.toFixed(0)} ms; ` +
      `choice ${first.toFixed(0)} ms, cached ${again.toFixed(1)} ms; ${shares(choice.withinSource)}; mode ${mode}`,
  );
}
