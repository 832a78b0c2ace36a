/**
 * The round trip with the real Splink 5 (DuckDB), as docs/SPLINK.md tells a user to run it: Doppel's
 * model exported as Splink settings, Splink's predict and clustering on them, the predictions back
 * into a Doppel project, three review answers, and the labels back into Splink, whose m move.
 * The Python environment is made by ../shared/tools/splink-env.sh (cached under node_modules/.cache).
 */
import 'fake-indexeddb/auto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { readCsvFile } from '../../src/io/node-file';
import { parseCsvText } from '../../src/io';
import { openDoppelDb } from '../../src/storage';
import { ProjectService } from '../../src/engine/service/service';
import { reviewPage } from '../../src/engine/service/views';
import { combineTables, columnValues } from '../../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { splinkSettings } from '../../src/engine/splink';
import { readSplinkClusters, readSplinkPredictions, recordLookup } from '../../src/engine/splink-predictions';
import { DEFAULT_SPLINK_IMPORT, importSplinkRun } from '../../src/engine/splink-review';
import { pairwiseFromClusters, truthFromColumn } from '../../src/core/evaluate';
import { ensureSplinkEnv, runSplink } from '../../scripts/splink/env';
import { inlineWasmScorer } from '../fixtures/scorer';

const RECORDS = new URL('../../../shared/datasets/splink-fake1000/fake_1000.csv', import.meta.url).pathname;
const OUT = new URL('../../test-results/splink-integration/', import.meta.url).pathname;
const exclude = new Set(['unique_id', 'cluster']);

let python: string;
let predictionsPath: string;
let settingsPath: string;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  python = ensureSplinkEnv();
  // Doppel fits its model on the labelled set and exports it as Splink settings.
  const ds = combineTables([await readCsvFile(RECORDS, { keyColumn: 'unique_id' })]);
  const scorer = await inlineWasmScorer('release');
  const run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, mode: 'dedupe' }, exclude }, scorer);
  settingsPath = `${OUT}settings.json`;
  writeFileSync(
    settingsPath,
    JSON.stringify(
      splinkSettings(run.match.fs, { mode: 'dedupe', uniqueId: 'unique_id', ruleNames: run.match.pairs.ruleNames })
        .settings,
      null,
      2,
    ),
  );
  predictionsPath = `${OUT}predictions.parquet`;
  runSplink(python, [
    'predict',
    '--settings',
    settingsPath,
    '--records',
    RECORDS,
    '--key',
    'unique_id',
    '--threshold',
    '0.99',
    '--predictions',
    predictionsPath,
    '--parquet',
    '--clusters',
    `${OUT}clusters.csv`,
  ]);
}, 240_000);

describe('Splink round trip (real Splink 5)', () => {
  it('imports Splink’s predictions with the clusters Splink makes at the same threshold', async () => {
    const ds = combineTables([await readCsvFile(RECORDS, { keyColumn: 'unique_id' })]);
    const lookup = recordLookup(ds);
    const { readSourceFile } = await import('../../src/io/node-file');
    const predictions = readSplinkPredictions(await readSourceFile(predictionsPath), lookup);
    expect(predictions.comparisons).toEqual(['first_name', 'surname', 'email', 'dob', 'city']);
    expect(predictions.gammas.every((g) => g !== null) && predictions.fieldWeights.every((w) => w !== null)).toBe(true);
    const truth = truthFromColumn(columnValues(ds, 'cluster'));
    const splink = readSplinkClusters(await readCsvFile(`${OUT}clusters.csv`), lookup, 'unique_id', ds.recordCount);
    let next = splink.reduce((a, b) => Math.max(a, b), -1) + 1;
    const splinkF1 = pairwiseFromClusters(
      Uint32Array.from(splink, (c) => (c >= 0 ? c : next++)),
      truth.entityOf,
    ).f1;
    const faithful = importSplinkRun(ds, predictions, { ...DEFAULT_SPLINK_IMPORT, exclude, truth, safetyNet: false });
    expect(Math.abs(faithful.evaluation!.auto.f1 - splinkF1)).toBeLessThanOrEqual(0.005);
    // With the safety net, merges resting on one uncommon field wait for review instead.
    const imported = importSplinkRun(ds, predictions, { ...DEFAULT_SPLINK_IMPORT, exclude, truth });
    expect(imported.evaluation!.auto.precision).toBeGreaterThanOrEqual(faithful.evaluation!.auto.precision);
    expect(imported.resolution.queue.items.length).toBeGreaterThan(0);
  });

  it('makes a project of them, takes three review answers, and Splink accepts the labels and moves its m', async () => {
    const scorer = await inlineWasmScorer('release');
    const svc = new ProjectService(await openDoppelDb('splink-roundtrip', { factory: new IDBFactory() }), () => scorer);
    const id = await svc.importSplinkResults(
      'fake_1000 from Splink',
      [{ name: 'fake_1000.csv', blob: new Blob([readFileSync(RECORDS)]) }],
      {
        predictions: { name: 'predictions.parquet', blob: new Blob([readFileSync(predictionsPath)]) },
        model: { name: 'settings.json', blob: new Blob([readFileSync(settingsPath)]) },
      },
    );
    await svc.setSettings(id, { kinds: { cluster: 'ignore' } });
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const cluster = columnValues(s.dataset, 'cluster');
    const row = new Map(s.dataset.keys.map((k, r) => [k, r]));
    const items = reviewPage(s, 0, 50)
      .items.filter((i) => i.keys.length === 2)
      .slice(0, 3);
    expect(items.length).toBe(3);
    for (const item of items)
      await svc.decide(
        id,
        item.keys,
        cluster[row.get(item.keys[0])!] === cluster[row.get(item.keys[1])!] ? 'same' : 'different',
      );
    const exported = await svc.exportText(id, 'labels');
    const labels = parseCsvText(exported.text, { sourceName: 'labels.csv' });
    expect(labels.source.columns).toEqual(['unique_id_l', 'unique_id_r', 'clerical_match_score']);
    expect(labels.rowCount).toBe(3);
    const labelsPath = `${OUT}labels.csv`;
    writeFileSync(labelsPath, exported.text);
    const out = runSplink(python, [
      'labels',
      '--settings',
      settingsPath,
      '--records',
      RECORDS,
      '--key',
      'unique_id',
      '--labels',
      labelsPath,
    ]) as {
      labels: number;
      same: number;
      accuracyRows: number;
      before: Record<string, number[]>;
      after: Record<string, number[]>;
    };
    expect(out.labels).toBe(3);
    expect(out.accuracyRows).toBeGreaterThan(0);
    expect(out.same).toBeGreaterThan(0);
    const moved = Object.keys(out.before).filter((c) =>
      out.before[c].some((m, k) => Math.abs(m - out.after[c][k]) > 1e-6),
    );
    expect(moved.length).toBeGreaterThan(0);
  });
});
