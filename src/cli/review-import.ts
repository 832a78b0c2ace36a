/**
 * `doppel review-import PREDICTIONS --records FILE…`: Splink's pairwise predictions (CSV or Parquet) (and optionally
 * its clusters and model) become a Doppel run over the records they were made from — decided by
 * Doppel's thresholds and safety net, clustered, queued for review — with the outputs and the
 * evaluation `dedupe` writes.
 */
import { readFile } from 'node:fs/promises';
import type { LinkMode } from '../domain/pair';
import type { SourceTable } from '../domain/dataset';
import { readSourceFile } from '../io/node-file';
import { combineTables } from '../engine/dataset';
import { DEFAULT_PROFILE_SETTINGS } from '../core/profiles';
import { DEFAULT_RESOLVE_SETTINGS } from '../engine/resolve';
import { readSplinkClusters, readSplinkPredictions, recordLookup } from '../engine/splink-predictions';
import { readSplinkSettings, type SplinkModel } from '../engine/splink-settings';
import { importSplinkRun } from '../engine/splink-review';
import { safetySummary } from '../engine/safety-summary';
import { choiceOption, intOption, stringOption, type ParsedArgs } from './args';
import { readRecordFiles, readTruth, reviewCapacity } from './dedupe';
import { writeOutputs } from './outputs';

const MODES: readonly LinkMode[] = ['dedupe', 'link', 'link-and-dedupe'];
const SPLINK_MODE: Record<string, LinkMode> = {
  dedupe_only: 'dedupe',
  link_only: 'link',
  link_and_dedupe: 'link-and-dedupe',
};

/** A probability option (0..1), or the default. */
function probabilityOption(args: ParsedArgs, name: string, fallback: number): number {
  const v = stringOption(args, name);
  if (v === undefined) return fallback;
  const p = Number(v);
  if (!(p >= 0 && p <= 1)) throw new Error(`option --${name} must be a probability between 0 and 1, got «${v}»`);
  return p;
}

/** A table of Splink's output: CSV or Parquet (told apart by content, as record files are). */
async function readSplinkTable(path: string): Promise<SourceTable> {
  const table = await readSourceFile(path);
  for (const issue of table.issues.filter((i) => i.severity === 'error')) throw new Error(issue.message);
  return table;
}

async function readModel(path: string | undefined): Promise<SplinkModel | undefined> {
  if (!path) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new Error(`--splink-model ${path}: ${(e as Error).message}`);
  }
  return readSplinkSettings(json, path);
}

/** Run `review-import`; returns the exit status. */
export async function reviewImportCommand(args: ParsedArgs): Promise<number> {
  const [predictionsPath, ...more] = args.positionals;
  const first = stringOption(args, 'records');
  if (!predictionsPath || !first)
    throw new Error(
      'review-import: give the predictions file and the records, e.g. doppel review-import predictions.csv --records people.csv --key unique_id',
    );
  const quiet = args.options.has('quiet');
  const log = (msg: string) => quiet || process.stderr.write(`${msg}\n`);
  const started = performance.now();
  const model = await readModel(stringOption(args, 'splink-model'));
  const key = stringOption(args, 'key') ?? model?.uniqueId;
  const tables = await readRecordFiles([first, ...more], key, log);
  const ds = combineTables(tables);
  const lookup = recordLookup(ds);
  const predictions = readSplinkPredictions(
    await readSplinkTable(predictionsPath),
    lookup,
    model?.uniqueId ?? key ?? 'unique_id',
  );
  log(
    `read ${predictionsPath}: ${predictions.left.length} pairs, comparisons ${predictions.comparisons.join(', ') || '(none)'}${predictions.repeated ? `, ${predictions.repeated} repeated pairs read once` : ''}`,
  );
  for (const a of model?.approximated ?? []) log(`splink model: approximated: ${a}`);
  for (const a of model?.inexpressible ?? []) log(`splink model: not expressible in Doppel: ${a}`);
  const clustersPath = stringOption(args, 'clusters');
  const clusters = clustersPath
    ? readSplinkClusters(await readSplinkTable(clustersPath), lookup, key ?? 'unique_id', ds.recordCount)
    : undefined;
  const fallbackMode = model
    ? (SPLINK_MODE[model.linkType] ?? 'dedupe')
    : tables.length > 1
      ? 'link-and-dedupe'
      : 'dedupe';
  const mode = tables.length > 1 ? choiceOption(args, 'mode', MODES, fallbackMode) : 'dedupe';
  const rules = {
    mergeProbability: probabilityOption(args, 'merge-probability', DEFAULT_PROFILE_SETTINGS.mergeProbability),
    reviewProbability: probabilityOption(args, 'review-probability', DEFAULT_PROFILE_SETTINGS.reviewProbability),
  };
  const truth = await readTruth(args, ds);
  const exclude = new Set([stringOption(args, 'truth'), key].filter((c): c is string => !!c));
  const run = importSplinkRun(ds, predictions, {
    mode,
    rules,
    model,
    clusters,
    exclude,
    truth,
    reviewBudget: intOption(args, 'review-budget', 0),
    resolve: { ...DEFAULT_RESOLVE_SETTINGS, mergeProbability: rules.mergeProbability, capacity: reviewCapacity(args) },
  });
  const totalMs = Math.round(performance.now() - started);
  log(
    `splink: ${run.match.pairs.left.length} candidate pairs, ${run.resolution.clustering.clusterCount} clusters, ${run.resolution.queue.items.length} review items (${totalMs} ms)`,
  );
  for (const m of safetySummary(run).messages) log(`safety net: ${m}`);
  await writeOutputs(args, ds, run, totalMs);
  if (run.evaluation) log(`evaluation: ${JSON.stringify(run.evaluation)}`);
  return 0;
}
