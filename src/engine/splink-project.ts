/**
 * A project made from Splink's results (the app's «Import Splink results»): the record files are its
 * sources as always; Splink's predictions are read once into typed arrays by record index and stored
 * so (storage/predictions.ts), its cluster table beside the records as a source named
 * `splink:clusters` that is no records; the model, when given, and the unique id column live in the
 * project settings. Every run of such a project decides Splink's pairs again with the project's
 * thresholds (splink-review.ts) instead of blocking and scoring. Projects stored before kept the
 * predictions as a text source `splink:predictions`; they are read from it.
 */
import type { SourceTable } from '../domain/dataset';
import type { LinkMode } from '../domain/pair';
import { combineTables, type Dataset } from './dataset';
import {
  readSplinkClusters,
  readSplinkPredictions,
  recordLookup,
  SplinkPredictionsReader,
  type RecordLookup,
  type SplinkPredictions,
} from './splink-predictions';
import { blobHead, parseCsvBytes, parseCsvStream, readSourceBlob, sourceKindOf, type SourceReadOptions } from '../io';
import { DEFAULT_SPLINK_IMPORT, importSplinkRun } from './splink-review';
import { readSplinkSettings, type SplinkModel } from './splink-settings';
import type { HumanConstraints } from './resolve';
import type { ResolveSettings } from './resolve';
import type { DedupeRun } from './pipeline';
import type { FieldKindDetection } from '../core/fields/detect';

/** Source names of the stored Splink tables. */
export const SPLINK_PREDICTIONS = 'splink:predictions';
export const SPLINK_CLUSTERS = 'splink:clusters';

/** Whether a stored source is one of Splink's tables, not records. */
export function isSplinkSource(name: string): boolean {
  return name === SPLINK_PREDICTIONS || name === SPLINK_CLUSTERS;
}

/** What a Splink project keeps in its settings. */
export interface SplinkProjectSettings {
  /** The settings' unique id column: the record files' key column, and `<it>_l` / `<it>_r` in the predictions. */
  uniqueId: string;
  model?: SplinkModel;
}

/** The columns of a predictions table that review reads (ids, scores, gamma / weight / tf columns). */
const KEPT = /^(match_weight|match_probability|match_key|source_dataset_[lr]|(gamma|mw|bf|mw_tf_adj|bf_tf_adj)_.+)$/;

/** A table cut to the columns kept, renamed to its stored name. */
function cut(table: SourceTable, name: string, keep: (column: string) => boolean): SourceTable {
  const idx = table.source.columns.flatMap((c, i) => (keep(c) ? [i] : []));
  return {
    ...table,
    source: { ...table.source, name, columns: idx.map((i) => table.source.columns[i]) },
    cells: idx.map((i) => table.cells[i]),
    keys: table.keys.map((_, r) => `${name}:${r + 1}`),
  };
}

/** Splink's predictions file opened: its header at once, its pairs once the records are known. */
export interface PredictionsSource {
  name: string;
  columns: readonly string[];
  read(lookup: RecordLookup, uniqueId: string): Promise<SplinkPredictions>;
}

/** A predictions table already read as text cells (Parquet, tests) as a {@link PredictionsSource}. */
export function tablePredictions(table: SourceTable): PredictionsSource {
  return {
    name: table.source.name,
    columns: table.source.columns,
    read: async (lookup, uniqueId) => readSplinkPredictions(table, lookup, uniqueId),
  };
}

/** How a file is read: progress and cancellation. */
type ReadOptions = Pick<SourceReadOptions, 'signal' | 'onProgress'>;

/**
 * Open Splink's predictions file: a CSV is streamed straight into typed columns (its rows are never
 * kept as text); Parquet is read whole by its reader, then converted.
 */
export async function openSplinkPredictions(
  blob: Blob,
  name: string,
  options: ReadOptions,
): Promise<PredictionsSource> {
  const refuse = (t: SourceTable) => {
    const error = t.issues.find((issue) => issue.severity === 'error');
    if (error) throw new Error(error.message);
    return t;
  };
  if (sourceKindOf(await blobHead(blob)).kind !== 'text')
    return tablePredictions(refuse(await readSourceBlob(blob, { ...options, sourceName: name })));
  const head = new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer());
  const columns = parseCsvBytes(head, { sourceName: name, maxIssuesPerCode: 1 }).source.columns;
  return {
    name,
    columns,
    read: async (lookup, uniqueId) => {
      const reader = new SplinkPredictionsReader(name, lookup, uniqueId);
      refuse(
        await parseCsvStream(blob.stream(), { ...options, sourceName: name, totalBytes: blob.size, rowSink: reader }),
      );
      return reader.finish();
    },
  };
}

/** Bytes read to find a predictions file's header. */
const HEADER_BYTES = 64 * 1024;

/** Splink's tables read for a new project. */
export interface SplinkFiles {
  predictions: PredictionsSource;
  clusters?: SourceTable;
}

/** A model file's text read as a Splink model; a message names the file when it is not one. */
export function readSplinkModelText(text: string, name = 'settings'): SplinkModel {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${name}: not JSON (${(e as Error).message})`);
  }
  return readSplinkSettings(json, name);
}

/**
 * The unique id column of Splink's run: the model's, else the one a predictions header pairs as `<id>_l` / `<id>_r`.
 */
export function splinkUniqueId(predictionColumns: readonly string[], model?: SplinkModel): string {
  if (model) return model.uniqueId;
  const id = predictionColumns.find(
    (c) =>
      c.endsWith('_l') &&
      !/^(gamma|mw|bf|tf|source_dataset)_/.test(c) &&
      predictionColumns.includes(`${c.slice(0, -2)}_r`) &&
      !predictionColumns.includes(`gamma_${c.slice(0, -2)}`),
  );
  return id ? id.slice(0, -2) : 'unique_id';
}

/**
 * Check Splink's tables against the record tables (read with the unique id as their key column:
 * every id a record) and make what the project stores: the predictions by record index, the cut
 * cluster table and its Splink settings. Throws a message naming file, row and problem.
 */
export async function prepareSplinkProject(
  records: SourceTable[],
  files: SplinkFiles,
  model?: SplinkModel,
): Promise<{ predictions: SplinkPredictions; tables: SourceTable[]; splink: SplinkProjectSettings; mode: LinkMode }> {
  const uniqueId = splinkUniqueId(files.predictions.columns, model);
  const ds = combineTables(records);
  const lookup = recordLookup(ds);
  const predictions = await files.predictions.read(lookup, uniqueId);
  const tables: SourceTable[] = [];
  if (files.clusters) {
    readSplinkClusters(files.clusters, lookup, uniqueId, ds.recordCount);
    tables.push(
      cut(files.clusters, SPLINK_CLUSTERS, (c) => c === 'cluster_id' || c === uniqueId || c === 'source_dataset'),
    );
  }
  const mode: LinkMode = records.length < 2 ? 'dedupe' : model?.linkType === 'link_only' ? 'link' : 'link-and-dedupe';
  return { predictions, tables, splink: { uniqueId, ...(model ? { model } : {}) }, mode };
}

/**
 * A legacy predictions text table cut as projects stored it before the predictions store (tests of the upgrade path).
 */
export function legacyPredictionsTable(predictions: SourceTable, uniqueId: string): SourceTable {
  const ids = new Set([`${uniqueId}_l`, `${uniqueId}_r`]);
  return cut(predictions, SPLINK_PREDICTIONS, (c) => ids.has(c) || KEPT.test(c));
}

/**
 * What a Splink project keeps beside its records: the predictions (typed, or a legacy text table) and the cluster
 * table.
 */
export interface SplinkStored {
  predictions?: SplinkPredictions;
  tables: SourceTable[];
}

/** Options of a Splink project's run: the project's thresholds, mode, exclusions and human decisions. */
export interface SplinkProjectRun {
  mode: LinkMode;
  mergeProbability: number;
  reviewProbability: number;
  resolve: ResolveSettings;
  exclude: ReadonlySet<string>;
  human?: HumanConstraints;
  /** The records' detected field kinds, when the session has them already. */
  detected?: FieldKindDetection[];
}

/** Decide a Splink project's stored pairs (with its record dataset) into a run. */
export function runSplinkProject(
  ds: Dataset,
  stored: SplinkStored,
  splink: SplinkProjectSettings,
  options: SplinkProjectRun,
): DedupeRun {
  const lookup = recordLookup(ds);
  const legacy = stored.tables.find((t) => t.source.name === SPLINK_PREDICTIONS);
  const predictions = stored.predictions ?? (legacy && readSplinkPredictions(legacy, lookup, splink.uniqueId));
  if (!predictions) throw new Error('This project has no stored Splink predictions.');
  const clusterTable = stored.tables.find((t) => t.source.name === SPLINK_CLUSTERS);
  return importSplinkRun(ds, predictions, {
    ...DEFAULT_SPLINK_IMPORT,
    mode: options.mode,
    rules: { mergeProbability: options.mergeProbability, reviewProbability: options.reviewProbability },
    resolve: options.resolve,
    model: splink.model,
    clusters: clusterTable ? readSplinkClusters(clusterTable, lookup, splink.uniqueId, ds.recordCount) : undefined,
    exclude: new Set([...options.exclude, splink.uniqueId]),
    human: options.human,
    detected: options.detected,
  });
}
