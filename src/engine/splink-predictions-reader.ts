/**
 * Splink's predictions read row by row into typed columns (splink-predictions.ts has their shape):
 * ids resolved to record indices, numbers parsed as they arrive, the pairs sorted at the end.
 */
import type { RecordLookup, SplinkPredictions } from './splink-predictions';

/** A number of a cell, or a message naming the file, row and column. */
function numberAt(file: string, column: string, row: number, cell: string): number {
  const v = cell.trim() === '' ? NaN : Number(cell);
  if (Number.isNaN(v))
    throw new Error(`${file}: row ${row}, column «${column}»: «${cell.slice(0, 40)}» is not a number`);
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

type Column = Uint32Array | Float64Array | Float32Array | Int16Array | Int8Array;

/** A copy of `a` with room for `n` entries. */
function grown<T extends Column>(a: T, n: number): T {
  const out = new (a.constructor as new (n: number) => T)(n);
  out.set(a as never);
  return out;
}

/** How one comparison's columns are read: their indices in the header (-1 absent), Splink 5's mw or Splink 4's bf. */
interface ComparisonColumns {
  gamma: number;
  gammaName: string;
  weightName: string;
  weight: number;
  log: boolean;
  tf: number;
  tfLog: boolean;
}

/**
 * Reads Splink's predictions row by row into typed columns (a {@link RowSink}: the CSV reader hands
 * rows over as it parses them, so a million pairs never become ten million strings). Every row must
 * name two known records; `finish` sorts the pairs as Doppel's candidate pairs run and reads a pair
 * named twice once. Errors name the file, row and column.
 */
export class SplinkPredictionsReader {
  private n = 0;
  private cap = 1 << 14;
  private lo = new Uint32Array(this.cap);
  private hi = new Uint32Array(this.cap);
  private mw = new Float64Array(this.cap);
  private mp = new Float64Array(this.cap);
  private key = new Int16Array(this.cap);
  private gammas: (Int8Array | null)[] = [];
  private weights: (Float32Array | null)[] = [];
  private tfs: (Float32Array | null)[] = [];
  private comparisons: string[] = [];
  private cols: ComparisonColumns[] = [];
  private at = { idL: -1, idR: -1, mw: -1, mp: -1, srcL: -1, srcR: -1, key: -1 };
  private records = 0;

  constructor(
    private readonly file: string,
    private readonly lookup: RecordLookup,
    /** The settings' unique id column: the predictions name `<it>_l` / `<it>_r`. */
    private readonly uniqueId = 'unique_id',
  ) {}

  /** Takes the header; a file without the id and score columns is refused, naming what it has. */
  header(columns: readonly string[]): void {
    const at = (name: string) => columns.indexOf(name);
    const id = this.uniqueId;
    const required = [`${id}_l`, `${id}_r`, 'match_weight', 'match_probability'];
    const missing = required.filter((c) => at(c) < 0);
    if (missing.length > 0)
      throw new Error(
        `${this.file}: not a Splink predictions file: no column ${missing.map((c) => `«${c}»`).join(', ')} (has ${columns.slice(0, 8).join(', ')}${columns.length > 8 ? ', …' : ''})`,
      );
    const [idL, idR, mw, mp, srcL, srcR, key] = [...required, 'source_dataset_l', 'source_dataset_r', 'match_key'].map(
      at,
    );
    this.at = { idL, idR, mw, mp, srcL, srcR, key };
    this.comparisons = comparisonNamesOf(columns);
    this.cols = this.comparisons.map((c) => {
      const [mwc, bf, mwTf, bfTf] = [`mw_${c}`, `bf_${c}`, `mw_tf_adj_${c}`, `bf_tf_adj_${c}`].map(at);
      return {
        gamma: at(`gamma_${c}`),
        gammaName: `gamma_${c}`,
        weightName: mwc >= 0 ? `mw_${c}` : `bf_${c}`,
        weight: mwc >= 0 ? mwc : bf,
        log: mwc < 0,
        tf: mwTf >= 0 ? mwTf : bfTf,
        tfLog: mwTf < 0,
      };
    });
    this.gammas = this.cols.map((c) => (c.gamma < 0 ? null : new Int8Array(this.cap)));
    this.weights = this.cols.map((c) => (c.weight < 0 ? null : new Float32Array(this.cap)));
    this.tfs = this.cols.map((c) => (c.tf < 0 ? null : new Float32Array(this.cap)));
  }

  private grow(): void {
    this.cap *= 2;
    const g = <T extends Column>(a: T) => grown(a, this.cap);
    [this.lo, this.hi, this.mw, this.mp, this.key] = [g(this.lo), g(this.hi), g(this.mw), g(this.mp), g(this.key)];
    this.gammas = this.gammas.map((a) => a && g(a));
    this.weights = this.weights.map((a) => a && g(a));
    this.tfs = this.tfs.map((a) => a && g(a));
  }

  private record(id: string, src: string | undefined, row: number, side: string): number {
    let found: number | undefined;
    try {
      found = this.lookup(id.trim(), src?.trim());
    } catch (e) {
      throw new Error(`${this.file}: row ${row}: ${(e as Error).message}`);
    }
    if (found === undefined)
      throw new Error(
        `${this.file}: row ${row}: ${this.uniqueId}_${side} «${id.trim().slice(0, 40)}» is no record of the record files (is --key the unique id column Splink used?)`,
      );
    return found;
  }

  /** A required number; Number('') and Number(' ') are 0, but an empty cell is no number. */
  private number(cells: readonly string[], c: number, row: number, name: string): number {
    const text = cells[c] ?? '';
    const v = Number(text);
    return Number.isNaN(v) || (v === 0 && text.trim() === '') ? numberAt(this.file, name, row, text) : v;
  }

  /** Takes one data row (1-based row number). */
  row(cells: readonly string[], row: number): void {
    const { at } = this;
    const a = this.record(cells[at.idL] ?? '', at.srcL < 0 ? undefined : cells[at.srcL], row, 'l');
    const b = this.record(cells[at.idR] ?? '', at.srcR < 0 ? undefined : cells[at.srcR], row, 'r');
    if (a === b)
      throw new Error(`${this.file}: row ${row}: pairs record «${(cells[at.idL] ?? '').trim()}» with itself`);
    if (this.n === this.cap) this.grow();
    const k = this.n++;
    this.lo[k] = Math.min(a, b);
    this.hi[k] = Math.max(a, b);
    this.records = Math.max(this.records, this.hi[k] + 1);
    this.mw[k] = this.number(cells, at.mw, row, 'match_weight');
    const p = this.number(cells, at.mp, row, 'match_probability');
    if (p < 0 || p > 1)
      throw new Error(`${this.file}: row ${row}, column «match_probability»: ${p} is not between 0 and 1`);
    this.mp[k] = p;
    const key = at.key < 0 ? '' : (cells[at.key] ?? '');
    this.key[k] = key.trim() === '' ? -1 : this.number(cells, at.key, row, 'match_key');
    for (let f = 0; f < this.cols.length; f++) {
      const c = this.cols[f];
      if (c.gamma >= 0) this.gammas[f]![k] = this.number(cells, c.gamma, row, c.gammaName);
      if (c.weight >= 0) {
        const w = this.number(cells, c.weight, row, c.weightName);
        this.weights[f]![k] = c.log ? Math.log2(w) : w;
      }
      if (c.tf >= 0) {
        const text = cells[c.tf] ?? '';
        const v = text.trim() === '' ? NaN : c.tfLog ? Math.log2(Number(text)) : Number(text);
        this.tfs[f]![k] = Number.isFinite(v) ? v : 0;
      }
    }
  }

  /** The predictions read, sorted by left record, then right; a pair named twice keeps its first row. */
  finish(): SplinkPredictions {
    const n = this.n;
    const records = this.records;
    // Two stable counting passes (linear at a million pairs); a pair named twice is then adjacent.
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
        this.hi,
      ),
      this.lo,
    );
    const keep = new Uint32Array(n);
    let m = 0;
    for (let k = 0; k < n; k++) {
      const r = sorted[k];
      const prev = k > 0 ? sorted[k - 1] : -1;
      if (prev >= 0 && this.lo[prev] === this.lo[r] && this.hi[prev] === this.hi[r]) continue;
      keep[m++] = r;
    }
    const order = keep.subarray(0, m);
    const gather = <T extends Column>(a: T): T => {
      const out = new (a.constructor as new (n: number) => T)(m);
      for (let k = 0; k < m; k++) out[k] = a[order[k]];
      return out;
    };
    return {
      left: gather(this.lo),
      right: gather(this.hi),
      matchWeight: gather(this.mw),
      matchProbability: gather(this.mp),
      matchKey: gather(this.key),
      comparisons: this.comparisons,
      gammas: this.gammas.map((a) => a && gather(a)),
      fieldWeights: this.weights.map((a) => a && gather(a)),
      tfWeights: this.tfs.map((a) => a && gather(a)),
      repeated: n - m,
    };
  }
}
