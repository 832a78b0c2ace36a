/**
 * Splink's pairwise predictions read into columns (DESIGN §5 «Past one machine»): the pairs a
 * distributed run found, by record index of a Doppel dataset, with Splink's match weight and
 * probability and, when the file has them, each comparison's gamma level and its part of the weight
 * (Splink 5 writes `mw_X` in log2 units, Splink 4 `bf_X` as a Bayes factor; `mw_tf_adj_X` /
 * `bf_tf_adj_X` are the term-frequency adjustments on top).
 */
import type { SourceTable } from '../domain/dataset';
import type { Dataset } from './dataset';

/** The predictions of one Splink run, columnar, one entry per distinct record pair (left < right). */
export interface SplinkPredictions {
  left: Uint32Array;
  right: Uint32Array;
  /** Splink's total match weight (log2 units). */
  matchWeight: Float64Array;
  /** Splink's match probability, 0..1. */
  matchProbability: Float64Array;
  /** Splink's `match_key` (the blocking rule that made the pair), -1 when absent. */
  matchKey: Int16Array;
  /** Comparison names, from the `gamma_` / `mw_` / `bf_` columns. */
  comparisons: string[];
  /** Per comparison, Splink's gamma level per pair (-1 null, 0 else, higher is closer); null when the file lacks the column. */
  gammas: (Int8Array | null)[];
  /** Per comparison, its level's part of the match weight per pair (log2 units); null when the file lacks it. */
  fieldWeights: (Float32Array | null)[];
  /** Per comparison, the term-frequency adjustment per pair (log2 units); null when the file has none. */
  tfWeights: (Float32Array | null)[];
  /** Rows naming a pair already read (the same two records twice). */
  repeated: number;
}

/** The record index of (source_dataset, unique_id) values; throws a message naming the problem. */
export type RecordLookup = (uniqueId: string, sourceDataset: string | undefined) => number | undefined;

/**
 * A lookup of Splink identifiers in a dataset: the unique id is a record key of its source (the key
 * column's value); `source_dataset` names a source by its file name, with or without extension.
 */
export function recordLookup(ds: Dataset): RecordLookup {
  const bySource = ds.tables.map((t) => new Map(t.keys.map((k, r) => [k, r])));
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

/** A number of a cell, or a message naming the file, row and column. */
function numberAt(file: string, column: string, row: number, cell: string): number {
  const v = cell.trim() === '' ? NaN : Number(cell);
  if (Number.isNaN(v))
    throw new Error(`${file}: row ${row + 1}, column «${column}»: «${cell.slice(0, 40)}» is not a number`);
  return v;
}

/** Comparison names of a predictions header, in the order the file gives them. */
function comparisonNamesOf(columns: readonly string[]): string[] {
  const names: string[] = [];
  for (const c of columns) {
    const m = /^(?:gamma|mw|bf)_(.+)$/.exec(c);
    if (!m || /^tf_adj_/.test(m[1]) || names.includes(m[1])) continue;
    names.push(m[1]);
  }
  return names;
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
  const file = table.source.name;
  const cols = table.source.columns;
  const at = (name: string) => cols.indexOf(name);
  // Splink names the identifier columns after the settings' unique id column.
  const REQUIRED = [`${uniqueId}_l`, `${uniqueId}_r`, 'match_weight', 'match_probability'] as const;
  const missing = REQUIRED.filter((c) => at(c) < 0);
  if (missing.length > 0)
    throw new Error(
      `${file}: not a Splink predictions file: no column ${missing.map((c) => `«${c}»`).join(', ')} (has ${cols.slice(0, 8).join(', ')}${cols.length > 8 ? ', …' : ''})`,
    );
  const cell = (c: number, r: number) => (c < 0 ? '' : (table.cells[c][r] ?? ''));
  const [idL, idR, mw, mp] = REQUIRED.map(at);
  const [srcL, srcR, key] = ['source_dataset_l', 'source_dataset_r', 'match_key'].map(at);
  const comparisons = comparisonNamesOf(cols);
  const gammaCol = comparisons.map((c) => at(`gamma_${c}`));
  const weightCol = comparisons.map((c) => ({
    mw: at(`mw_${c}`),
    bf: at(`bf_${c}`),
    mwTf: at(`mw_tf_adj_${c}`),
    bfTf: at(`bf_tf_adj_${c}`),
  }));
  const n = table.rowCount;
  const lo = new Uint32Array(n);
  const hi = new Uint32Array(n);
  const ids = (c: number) => table.cells[c];
  const sources = (c: number) => (c < 0 ? null : table.cells[c]);
  const [idsL, idsR, srcsL, srcsR] = [ids(idL), ids(idR), sources(srcL), sources(srcR)];
  const record = (id: string, src: string | undefined, r: number, side: string) => {
    let found: number | undefined;
    try {
      found = lookup(id.trim(), src?.trim());
    } catch (e) {
      throw new Error(`${file}: row ${r + 1}: ${(e as Error).message}`);
    }
    if (found === undefined)
      throw new Error(
        `${file}: row ${r + 1}: ${uniqueId}_${side} «${id.trim().slice(0, 40)}» is no record of the record files (is --key the unique id column Splink used?)`,
      );
    return found;
  };
  let records = 0;
  for (let r = 0; r < n; r++) {
    const a = record(idsL[r] ?? '', srcsL?.[r], r, 'l');
    const b = record(idsR[r] ?? '', srcsR?.[r], r, 'r');
    if (a === b) throw new Error(`${file}: row ${r + 1}: pairs record «${(idsL[r] ?? '').trim()}» with itself`);
    lo[r] = Math.min(a, b);
    hi[r] = Math.max(a, b);
    records = Math.max(records, hi[r] + 1);
  }
  // Doppel's candidate pairs run sorted by left record, then right: two stable counting passes
  // (linear at a million pairs); a pair named twice is then adjacent, and its first row is kept.
  const byKey = (rows: Uint32Array, key: Uint32Array) => {
    const start = new Uint32Array(records + 1);
    for (const r of rows) start[key[r] + 1]++;
    for (let k = 0; k < records; k++) start[k + 1] += start[k];
    const out = new Uint32Array(rows.length);
    for (const r of rows) out[start[key[r]]++] = r;
    return out;
  };
  const sorted = byKey(
    byKey(
      Uint32Array.from({ length: n }, (_, r) => r),
      hi,
    ),
    lo,
  );
  const keep: number[] = [];
  for (let k = 0; k < n; k++) {
    const r = sorted[k];
    const prev = k > 0 ? sorted[k - 1] : -1;
    if (prev >= 0 && lo[prev] === lo[r] && hi[prev] === hi[r]) continue;
    keep.push(r);
  }
  const order = Uint32Array.from(keep);
  const m = order.length;
  /** A column read as numbers in pair order; a message names the file, row and column of a cell that is none. */
  const numbers = (
    c: number,
    name: string,
    to: Float64Array | Float32Array | Int8Array | Int16Array,
    transform?: (x: number) => number,
    optional = false,
  ) => {
    const cells = table.cells[c];
    for (let k = 0; k < m; k++) {
      const text = cells[order[k]] ?? '';
      const v = Number(text);
      // Number('') and Number(' ') are 0: an empty cell is no number.
      if (v === 0 && text.trim() === '') {
        if (optional) continue;
        numberAt(file, name, order[k], text);
      }
      if (Number.isNaN(v)) numberAt(file, name, order[k], text);
      to[k] = transform ? transform(v) : v;
    }
    return to;
  };
  const out: SplinkPredictions = {
    left: Uint32Array.from(order, (r) => lo[r]),
    right: Uint32Array.from(order, (r) => hi[r]),
    matchWeight: numbers(mw, 'match_weight', new Float64Array(m)) as Float64Array,
    matchProbability: numbers(mp, 'match_probability', new Float64Array(m)) as Float64Array,
    matchKey:
      key < 0
        ? new Int16Array(m).fill(-1)
        : (numbers(key, 'match_key', new Int16Array(m).fill(-1), undefined, true) as Int16Array),
    comparisons,
    gammas: gammaCol.map((c, f) =>
      c < 0 ? null : (numbers(c, `gamma_${comparisons[f]}`, new Int8Array(m)) as Int8Array),
    ),
    fieldWeights: weightCol.map(
      (w, f) =>
        (w.mw >= 0
          ? numbers(w.mw, `mw_${comparisons[f]}`, new Float32Array(m))
          : w.bf >= 0
            ? numbers(w.bf, `bf_${comparisons[f]}`, new Float32Array(m), Math.log2)
            : null) as Float32Array | null,
    ),
    tfWeights: weightCol.map((w) => {
      if (w.mwTf < 0 && w.bfTf < 0) return null;
      const cells = table.cells[w.mwTf >= 0 ? w.mwTf : w.bfTf];
      return Float32Array.from(order, (r) => {
        const text = cells[r] ?? '';
        const v = text.trim() === '' ? NaN : w.mwTf >= 0 ? Number(text) : Math.log2(Number(text));
        return Number.isFinite(v) ? v : 0;
      });
    }),
    repeated: n - m,
  };
  for (let k = 0; k < m; k++) {
    const p = out.matchProbability[k];
    if (p < 0 || p > 1)
      throw new Error(`${file}: row ${order[k] + 1}, column «match_probability»: ${p} is not between 0 and 1`);
  }
  return out;
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
