/**
 * Splink's pairwise predictions read into columns (DESIGN §5 «Past one machine»): the pairs a
 * distributed run found, by record index of a Doppel dataset, with Splink's match weight and
 * probability and, when the file has them, each comparison's gamma level and its part of the weight
 * (Splink 5 writes `mw_X` in log2 units, Splink 4 `bf_X` as a Bayes factor; `mw_tf_adj_X` /
 * `bf_tf_adj_X` are the term-frequency adjustments on top).
 */
import type { SourceTable } from '../domain/dataset';
import type { Dataset } from './dataset';
import type { PredictionColumns } from '../storage';
import { SplinkPredictionsReader } from './splink-predictions-reader';

export { SplinkPredictionsReader };

/**
 * The predictions of one Splink run, columnar, one entry per distinct record pair (left < right); stored as they are.
 */
export type SplinkPredictions = PredictionColumns;

/** Digits of a canonical non-negative integer (no sign, no leading zero, at most 9 digits) as its value, else -1. */
function canonicalInteger(text: string): number {
  const n = text.length;
  if (n === 0 || n > 9 || (n > 1 && text.charCodeAt(0) === 48)) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/**
 * Row of a record key in one source: a dense array when the keys are small integers (Splink's usual ids), else a map.
 */
interface KeyIndex {
  get(key: string): number | undefined;
}

function keyIndex(keys: readonly string[]): KeyIndex {
  const map = new Map(keys.map((k, r) => [k, r]));
  let max = -1;
  for (const k of keys) {
    const v = canonicalInteger(k);
    if (v < 0 || v > 4 * keys.length + 1024) return map;
    max = Math.max(max, v);
  }
  // Integer ids index an array directly: a million pairs look up two million ids.
  const dense = new Int32Array(max + 1).fill(-1);
  keys.forEach((k, r) => (dense[canonicalInteger(k)] = r));
  return {
    get(key) {
      const v = canonicalInteger(key);
      if (v >= 0) return v < dense.length && dense[v] >= 0 ? dense[v] : undefined;
      return map.get(key);
    },
  };
}

/** The record index of (source_dataset, unique_id) values; throws a message naming the problem. */
export type RecordLookup = (uniqueId: string, sourceDataset: string | undefined) => number | undefined;

/**
 * A lookup of Splink identifiers in a dataset: the unique id is a record key of its source (the key
 * column's value); `source_dataset` names a source by its file name, with or without extension.
 */
export function recordLookup(ds: Dataset): RecordLookup {
  const bySource = ds.tables.map((t) => keyIndex(t.keys));
  const offsets: number[] = [];
  ds.tables.reduce((o, t) => (offsets.push(o), o + t.rowCount), 0);
  const sourceIndex = new Map<string, number>();
  ds.tables.forEach((t, s) => {
    sourceIndex.set(t.source.name, s);
    sourceIndex.set(t.source.name.replace(/\.[^.]+$/, ''), s);
  });
  return (id, source) => {
    if (source !== undefined && source !== '' && ds.tables.length > 1) {
      const s = sourceIndex.get(source);
      if (s === undefined)
        throw new Error(
          `source_dataset «${source}» is none of the record files (${ds.tables.map((t) => t.source.name).join(', ')})`,
        );
      const r = bySource[s].get(id);
      return r === undefined ? undefined : offsets[s] + r;
    }
    let found: number | undefined;
    for (let s = 0; s < bySource.length; s++) {
      const r = bySource[s].get(id);
      if (r === undefined) continue;
      if (found !== undefined)
        throw new Error(
          `unique id «${id}» is in several record files; the predictions need source_dataset_l / source_dataset_r`,
        );
      found = offsets[s] + r;
    }
    return found;
  };
}

/**
 * Read a predictions table (CSV or Parquet read as text cells) against the records it was made
 * from; `uniqueId` is the settings' unique id column (`unique_id_l` / `unique_id_r` by default).
 * Every row must name two known records; pairs named twice are read once.
 */
export function readSplinkPredictions(
  table: SourceTable,
  lookup: RecordLookup,
  uniqueId = 'unique_id',
): SplinkPredictions {
  const reader = new SplinkPredictionsReader(table.source.name, lookup, uniqueId);
  reader.header(table.source.columns);
  const cells = new Array<string>(table.cells.length);
  for (let r = 0; r < table.rowCount; r++) {
    for (let c = 0; c < cells.length; c++) cells[c] = table.cells[c][r] ?? '';
    reader.row(cells, r + 1);
  }
  return reader.finish();
}

/**
 * Splink's cluster table (`cluster_id` and the unique id column, `source_dataset` when several
 * files) as a cluster index per record (-1 for records the table does not name).
 */
export function readSplinkClusters(
  table: SourceTable,
  lookup: RecordLookup,
  uniqueId: string,
  recordCount: number,
): Int32Array {
  const file = table.source.name;
  const cols = table.source.columns;
  const [cid, uid, src] = ['cluster_id', uniqueId, 'source_dataset'].map((c) => cols.indexOf(c));
  if (cid < 0 || uid < 0)
    throw new Error(
      `${file}: a Splink cluster table needs the columns «cluster_id» and «${uniqueId}» (has ${cols.slice(0, 8).join(', ')})`,
    );
  const clusterOf = new Int32Array(recordCount).fill(-1);
  const ids = new Map<string, number>();
  for (let r = 0; r < table.rowCount; r++) {
    const id = (table.cells[uid][r] ?? '').trim();
    let rec: number | undefined;
    try {
      rec = lookup(id, src < 0 ? undefined : (table.cells[src][r] ?? '').trim());
    } catch (e) {
      throw new Error(`${file}: row ${r + 1}: ${(e as Error).message}`);
    }
    if (rec === undefined)
      throw new Error(`${file}: row ${r + 1}: «${id.slice(0, 40)}» is no record of the record files`);
    const c = table.cells[cid][r] ?? '';
    if (!ids.has(c)) ids.set(c, ids.size);
    clusterOf[rec] = ids.get(c)!;
  }
  return clusterOf;
}
