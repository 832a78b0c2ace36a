import { readFile, writeFile } from 'node:fs/promises';
import { FIELD_KINDS, type FieldKind } from '../domain/field';
import type { LinkMode } from '../domain/pair';
import type { SourceTable } from '../domain/dataset';
import { readCsvFile, readSourceFile } from '../io/node-file';
import { containerText } from '../io/source-kind';
import { truthFromColumn, truthFromPairs, type TruthLabels } from '../core/evaluate';
import { combineTables, columnValues, type Dataset } from '../engine/dataset';
import { blockedPairs, DEFAULT_MATCH_SETTINGS, type MatchSettings } from '../engine/match';
import { dedupe, type DedupeRun } from '../engine/pipeline';
import { DEFAULT_RESOLVE_SETTINGS } from '../engine/resolve';
import { createNodeScoringPool } from '../scoring/node/node';
import { choiceOption, intOption, stringOption, type ParsedArgs } from './args';
import { splinkSettings } from '../engine/splink';
import { safetySummary } from '../engine/safety-summary';
import { writeOutputs } from './outputs';
import { reviewReport } from './review-report';

const PROFILES = ['auto', 'events', 'venues', 'suppliers', 'companies', 'products', 'generic'] as const;
const MODES: readonly LinkMode[] = ['dedupe', 'link', 'link-and-dedupe'];

/** Settings file: match settings, rule thresholds and field kinds, all optional. */
interface ConfigFile {
  match?: Partial<MatchSettings>;
  rules?: Partial<MatchSettings['rules']>;
  fields?: Record<string, FieldKind>;
}

async function readConfig(path: string | undefined): Promise<ConfigFile> {
  if (!path) return {};
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ConfigFile;
  } catch (e) {
    throw new Error(`--config ${path}: ${(e as Error).message}`);
  }
}

/** Ground truth from --truth COLUMN (optionally --truth-pattern REGEX) or --truth-pairs FILE. */
export async function readTruth(args: ParsedArgs, ds: Dataset): Promise<TruthLabels | undefined> {
  const column = stringOption(args, 'truth');
  const pairsFile = stringOption(args, 'truth-pairs');
  if (column) {
    if (!ds.columns.includes(column))
      throw new Error(`--truth: no column «${column}» in ${ds.tables.map((t) => t.source.name).join(', ')}`);
    const pattern = stringOption(args, 'truth-pattern');
    const re = pattern ? new RegExp(pattern) : null;
    return truthFromColumn(columnValues(ds, column).map((v) => (re ? (re.exec(v)?.[1] ?? v) : v)));
  }
  if (pairsFile) {
    const table = await readCsvFile(pairsFile);
    if (table.source.columns.length < 2)
      throw new Error(`--truth-pairs ${pairsFile}: needs two columns of record keys`);
    const index = new Map(ds.keys.map((k, i) => [k, i]));
    const local = (s: number, key: string) =>
      index.get(ds.tables.length > 1 ? `${ds.tables[s].source.name}:${key}` : key);
    const left: number[] = [];
    const right: number[] = [];
    for (let r = 0; r < table.rowCount; r++) {
      const a = local(0, table.cells[0][r].trim());
      const b = local(Math.min(1, ds.tables.length - 1), table.cells[1][r].trim());
      if (a === undefined || b === undefined)
        throw new Error(`--truth-pairs ${pairsFile}: row ${r + 1} names an unknown record key`);
      left.push(a);
      right.push(b);
    }
    return truthFromPairs(ds.recordCount, { left: Uint32Array.from(left), right: Uint32Array.from(right) });
  }
  return undefined;
}

/** Reviewer capacity from --review-hours H and --pairs-per-hour P (default 120 pairs an hour); all items without. */
export function reviewCapacity(args: ParsedArgs): { hours: number; pairsPerHour: number } | undefined {
  const hours = stringOption(args, 'review-hours');
  if (hours === undefined) return undefined;
  const h = Number(hours);
  if (!(h >= 0)) throw new Error(`option --review-hours must be a number ≥ 0, got «${hours}»`);
  return { hours: h, pairsPerHour: intOption(args, 'pairs-per-hour', 120) };
}

/** Read the record files (one source each), refusing errors and saying warnings. */
export async function readRecordFiles(
  paths: readonly string[],
  key: string | undefined,
  log: (msg: string) => void,
  sheet?: string,
): Promise<SourceTable[]> {
  const tables = [];
  for (const [s, path] of paths.entries()) {
    const table = await readSourceFile(path, { keyColumn: key, sourceId: s, sheet });
    for (const issue of table.issues.filter((i) => i.severity === 'error')) throw new Error(issue.message);
    const from = table.format.container
      ? containerText(table.format.container)
      : `${table.format.encoding}, delimiter «${table.format.delimiter}»`;
    log(`read ${path}: ${table.rowCount} rows, ${table.source.columns.length} columns (${from})`);
    const warnings = table.issues.filter((i) => i.severity === 'warning');
    for (const w of warnings.slice(0, 10)) log(`  warning: ${w.message}`);
    if (warnings.length > 10) log(`  … and ${warnings.length - 10} more warnings`);
    if (table.rowCount === 0) throw new Error(`${path}: no data rows to deduplicate`);
    tables.push(table);
  }
  return tables;
}

/** `doppel dedupe FILE…`: run the engine headless and write the requested outputs. */
export async function dedupeCommand(args: ParsedArgs): Promise<number> {
  if (args.positionals.length === 0) throw new Error('dedupe: give at least one CSV file');
  const config = await readConfig(stringOption(args, 'config'));
  const key = stringOption(args, 'key');
  const quiet = args.options.has('quiet');
  const log = (msg: string) => quiet || process.stderr.write(`${msg}\n`);
  const tables = await readRecordFiles(args.positionals, key, log, stringOption(args, 'sheet'));
  const ds = combineTables(tables);
  const kinds = new Map<string, FieldKind>(Object.entries(config.fields ?? {}));
  for (const [c, k] of kinds)
    if (!FIELD_KINDS.includes(k)) throw new Error(`--config: field «${c}» has unknown kind «${k}»`);
  const match: MatchSettings = {
    ...DEFAULT_MATCH_SETTINGS,
    ...config.match,
    profile: choiceOption(args, 'profile', PROFILES, config.match?.profile ?? 'auto'),
    mode: choiceOption(args, 'mode', MODES, config.match?.mode ?? (tables.length > 1 ? 'link-and-dedupe' : 'dedupe')),
    rules: { ...DEFAULT_MATCH_SETTINGS.rules, ...config.rules },
  };
  const truth = await readTruth(args, ds);
  const exclude = new Set([stringOption(args, 'truth'), key].filter((c): c is string => !!c));
  const workers = intOption(args, 'workers', 0);
  const pool = await createNodeScoringPool(workers > 0 ? { size: workers } : {});
  let run: DedupeRun;
  const started = performance.now();
  try {
    run = await dedupe(
      ds,
      {
        match,
        resolve: {
          ...DEFAULT_RESOLVE_SETTINGS,
          mergeProbability: match.rules.mergeProbability,
          capacity: reviewCapacity(args),
        },
        kinds,
        exclude,
        truth,
        reviewBudget: intOption(args, 'review-budget', 0),
        onStage: (stage, done, total) => log(`${stage}: ${done}/${total}`),
      },
      pool,
    );
  } finally {
    pool.terminate();
  }
  const totalMs = Math.round(performance.now() - started);
  log(
    `${run.match.profile}: ${blockedPairs(run.match).left.length} candidate pairs, ${run.resolution.clustering.clusterCount} clusters, ${run.resolution.queue.items.length} review items (${totalMs} ms)`,
  );
  for (const m of safetySummary(run).messages) log(`safety net: ${m}`);
  for (const f of run.dataQuality) {
    log(
      `data quality: column «${f.column}» (${f.kind}): ${f.invalid} of ${f.filled} values are not valid, e.g. ${f.examples.map((x) => `«${x.value}» (${x.key}: ${x.problem})`).join(', ')}`,
    );
  }
  await writeOutputs(args, ds, run, totalMs);
  const splinkPath = stringOption(args, 'splink-settings');
  if (splinkPath) {
    const exported = splinkSettings(run.match.fs, {
      mode: match.mode,
      uniqueId: key ?? 'unique_id',
      ruleNames: run.match.pairs.ruleNames,
    });
    await writeFile(splinkPath, JSON.stringify(exported.settings, null, 2));
    if (exported.unexportedRules.length > 0)
      log(`splink settings: blocking rules with no SQL equivalent left out: ${exported.unexportedRules.join(', ')}`);
    if (exported.approximatedLevels.length > 0)
      log(`splink settings: levels approximated by jaccard(): ${exported.approximatedLevels.join('; ')}`);
  }
  if (run.evaluation) {
    for (const line of reviewReport(run.evaluation)) log(line);
    log(`evaluation: ${JSON.stringify(run.evaluation)}`);
  }
  return 0;
}
