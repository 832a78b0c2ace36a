// Time of the Fields screen's choice call (engine/service/choice-view.ts) on two generated sources, in Node.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../src/storage';
import { ProjectService } from '../../src/engine/service/service';
import { inlineWasmScorer } from '../../test/fixtures/scorer';
import { linkSources } from '../../test/fixtures/generate/link-sources';

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
  console.log(
    `${a.rows.length} + ${b.rows.length} rows: import (with the measurement) ${importMs.toFixed(0)} ms; choice ${first.toFixed(0)} ms, cached ${again.toFixed(1)} ms; ${choice.withinSource.map((t) => `${t.source} ${(100 * t.share).toFixed(1)} %`).join(', ')}; mode ${(await svc.settings(id)).mode}`,
  );
}
