/**
 * The round trip of docs/SPLINK.md measured on labelled sets (issue 16): Doppel fits a model and
 * exports it as Splink settings; the real Splink 5 (DuckDB) predicts with them and clusters at
 * Doppel's merge probability; the predictions come back into Doppel (review-import's engine) with and
 * without the safety net; an oracle answers 200 review items there, as it does in Doppel's own run.
 * Usage: npx tsx scripts/splink-roundtrip.ts [--only NAME] [--write-json FILE]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readCsvFile } from '../src/io/node-file';
import { pairwiseFromClusters, truthFromColumn } from '../src/core/evaluate';
import { DEFAULT_PROFILE_SETTINGS } from '../src/core/profiles';
import { combineTables, columnValues, type Dataset } from '../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../src/engine/match';
import { dedupe, type Evaluation } from '../src/engine/pipeline';
import { splinkSettings } from '../src/engine/splink';
import { readSplinkClusters, readSplinkPredictions, recordLookup } from '../src/engine/splink-predictions';
import { DEFAULT_SPLINK_IMPORT, importSplinkRun } from '../src/engine/splink-review';
import { readSplinkSettings } from '../src/engine/splink-settings';
import { createNodeScoringPool } from '../src/scoring/node/node';
import type { LinkMode } from '../src/domain/pair';
import { ensureSplinkEnv, runSplink } from './splink/env';

const D = new URL('../../shared/datasets/', import.meta.url).pathname;
const OUT = new URL('../test-results/splink-roundtrip/', import.meta.url).pathname;
const BUDGET = 200;

interface SetSpec {
  name: string;
  files: string[];
  mode: LinkMode;
  key: string;
  truth: (ds: Dataset) => string[];
}

const SETS: SetSpec[] = [
  {
    name: 'fake_1000',
    files: ['splink-fake1000/fake_1000.csv'],
    mode: 'dedupe',
    key: 'unique_id',
    truth: (ds) => columnValues(ds, 'cluster'),
  },
  {
    name: 'Febrl 4a+4b',
    files: ['febrl/dataset4a.csv', 'febrl/dataset4b.csv'],
    mode: 'link',
    key: 'rec_id',
    truth: (ds) => columnValues(ds, 'rec_id').map((v) => /rec-(\d+)/.exec(v)?.[1] ?? v),
  },
];

const f = (x: number) => x.toFixed(3);

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const json = process.argv.includes('--write-json')
    ? process.argv[process.argv.indexOf('--write-json') + 1]
    : undefined;
  mkdirSync(OUT, { recursive: true });
  const python = ensureSplinkEnv();
  const pool = await createNodeScoringPool();
  const results: Record<string, unknown>[] = [];
  try {
    for (const spec of SETS.filter((s) => !only || s.name === only)) {
      const tables = [];
      for (const [s, file] of spec.files.entries())
        tables.push(await readCsvFile(`${D}${file}`, { keyColumn: spec.key, sourceId: s }));
      const ds = combineTables(tables);
      const truthColumn = spec.name === 'fake_1000' ? 'cluster' : spec.key;
      const exclude = new Set([spec.key, truthColumn]);
      const truth = truthFromColumn(spec.truth(ds));
      const scope = spec.mode === 'link' ? { sourceOf: ds.sourceOf } : {};
      // 1. Doppel's own run, and its model as Splink settings.
      const own = await dedupe(
        ds,
        { match: { ...DEFAULT_MATCH_SETTINGS, mode: spec.mode }, exclude, truth, reviewBudget: BUDGET },
        pool,
      );
      const exported = splinkSettings(own.match.fs, {
        mode: spec.mode,
        uniqueId: spec.key,
        ruleNames: own.match.pairs.ruleNames,
      });
      const slug = spec.name.replace(/\W+/g, '-');
      const settingsPath = `${OUT}${slug}-settings.json`;
      writeFileSync(settingsPath, JSON.stringify(exported.settings, null, 2));
      // 2. The real Splink: predict, cluster at Doppel's merge probability.
      const threshold = DEFAULT_PROFILE_SETTINGS.mergeProbability;
      const started = performance.now();
      const splink = runSplink(python, [
        'predict',
        '--settings',
        settingsPath,
        '--records',
        ...spec.files.map((x) => `${D}${x}`),
        '--key',
        spec.key,
        '--threshold',
        String(threshold),
        '--predictions',
        `${OUT}${slug}-predictions.csv`,
        '--clusters',
        `${OUT}${slug}-clusters.csv`,
      ]);
      const splinkMs = Math.round(performance.now() - started);
      const lookup = recordLookup(ds);
      const splinkClusters = readSplinkClusters(
        await readCsvFile(`${OUT}${slug}-clusters.csv`),
        lookup,
        spec.key,
        ds.recordCount,
      );
      let next = splinkClusters.reduce((a, b) => Math.max(a, b), -1) + 1;
      const splinkOf = Uint32Array.from(splinkClusters, (c) => (c >= 0 ? c : next++));
      const splinkPrf = pairwiseFromClusters(splinkOf, truth.entityOf, scope);
      // 3. Back into Doppel, with the safety net (the default) and without (how faithful the import is).
      const predictions = readSplinkPredictions(await readCsvFile(`${OUT}${slug}-predictions.csv`), lookup, spec.key);
      const model = readSplinkSettings(exported.settings);
      const options = { ...DEFAULT_SPLINK_IMPORT, mode: spec.mode, model, exclude, truth, reviewBudget: BUDGET };
      const t1 = performance.now();
      importSplinkRun(ds, predictions, { ...options, truth: undefined });
      const importMs = Math.round(performance.now() - t1);
      const imported = importSplinkRun(ds, predictions, options);
      const faithful = importSplinkRun(ds, predictions, { ...options, safetyNet: false });
      const e = imported.evaluation!;
      const own_ = own.evaluation!;
      const gain = (x: Evaluation) => x.afterReview.f1 - x.auto.f1;
      // The merges the safety net held for review: how many are true matches, and which rule held them.
      const heldByRule: Record<string, { true: number; false: number }> = {};
      for (const [p, reason] of imported.match.safety.demoted) {
        const same = truth.entityOf[predictions.left[p]] === truth.entityOf[predictions.right[p]];
        const tally = (heldByRule[reason.code] ??= { true: 0, false: 0 });
        tally[same ? 'true' : 'false']++;
      }
      const row = {
        set: spec.name,
        records: ds.recordCount,
        splinkPairs: predictions.left.length,
        splinkMs,
        importMs,
        splinkClusters: { precision: splinkPrf.precision, recall: splinkPrf.recall, f1: splinkPrf.f1 },
        importedNoSafetyNet: faithful.evaluation!.auto,
        imported: e.auto,
        importedAfterReview: e.afterReview,
        importedGain: gain(e),
        demoted: imported.match.safety.demoted.size,
        heldByRule,
        doppel: own_.auto,
        doppelAfterReview: own_.afterReview,
        doppelGain: gain(own_),
        splink: splink.splink,
      };
      results.push(row);
      console.log(
        `${spec.name}: ${ds.recordCount} records, ${predictions.left.length} Splink pairs (Splink predict + cluster ${splinkMs} ms, import ${importMs} ms)`,
      );
      console.log(
        `  Splink's own clusters at ${threshold}: P ${f(splinkPrf.precision)} R ${f(splinkPrf.recall)} F1 ${f(splinkPrf.f1)}`,
      );
      console.log(
        `  imported, thresholds only:     P ${f(faithful.evaluation!.auto.precision)} R ${f(faithful.evaluation!.auto.recall)} F1 ${f(faithful.evaluation!.auto.f1)} (Δ ${f(faithful.evaluation!.auto.f1 - splinkPrf.f1)})`,
      );
      console.log(
        `  imported, with the safety net: P ${f(e.auto.precision)} R ${f(e.auto.recall)} F1 ${f(e.auto.f1)} (Δ ${f(e.auto.f1 - splinkPrf.f1)}; ${imported.match.safety.demoted.size} merges held for review)`,
      );
      const held = Object.entries(heldByRule).map(([rule, t]) => `${rule}: ${t.true} true / ${t.false} false matches`);
      console.log(`  held by the safety net: ${held.join('; ') || 'none'}`);
      console.log(
        `  imported after ${BUDGET} answers: F1 ${f(e.afterReview.f1)} (gain ${f(gain(e))}); Doppel's own run: auto F1 ${f(own_.auto.f1)} -> ${f(own_.afterReview.f1)} (gain ${f(gain(own_))})`,
      );
    }
  } finally {
    pool.terminate();
  }
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
}

await main();
