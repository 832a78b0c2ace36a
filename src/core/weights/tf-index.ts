/**
 * Term-frequency adjustments kept for refits (core/weights/tf.ts says what they are): which value
 * each candidate pair agrees on exactly is found once per comparison, and the value counts are kept
 * while the same patterns join records (the unadjusted weight ≥ 0), so a refit after review answers
 * re-reads per-value adjustments from typed arrays instead of comparing millions of strings again.
 */
import type { Comparison, ComparisonVectors } from '../../domain/comparison';
import type { PatternIndex } from './pattern-index';
import {
  DEFAULT_TF_OPTIONS,
  tfEligible,
  tfTable,
  valueCounts,
  valueStatistics,
  type TermFrequencyTable,
  type TfOptions,
  type ValueCount,
} from './tf';

/** Pairs as two record-index arrays. */
interface Pairs {
  left: ArrayLike<number>;
  right: ArrayLike<number>;
}

/** Per comparison: the pairs that agree exactly on a value, the id of that value, and the values by id. */
interface PairValues {
  level: number;
  pairs: Uint32Array;
  ids: Uint32Array;
  values: string[];
}

/** Per values array: each record's value as an id (0: empty) and the values by id − 1. */
const VALUE_IDS = new WeakMap<readonly string[], { idOf: Uint32Array; values: string[] }>();

/**
 * Each record's value as an id, made once per record and kept per values array, so a pair compares two integers (and
 * a run weighed in chunks, engine/settle.ts, reads the values once, not once per chunk).
 */
function recordValueIds(column: readonly string[]): { idOf: Uint32Array; values: string[] } {
  const known = VALUE_IDS.get(column);
  if (known) return known;
  const index = new Map<string, number>();
  const values: string[] = [];
  const idOf = new Uint32Array(column.length);
  for (let r = 0; r < column.length; r++) {
    const v = column[r];
    if (v === '') continue;
    let id = index.get(v);
    if (id === undefined) {
      index.set(v, (id = values.length + 1));
      values.push(v);
    }
    idOf[r] = id;
  }
  const out = { idOf, values };
  VALUE_IDS.set(column, out);
  return out;
}

/** Per table: its adjustment by value id (of the table's values array), read by every chunk a run is weighed in. */
const ADJUSTMENTS = new WeakMap<TermFrequencyTable, Float64Array>();

/** Term-frequency tables and adjustments over one set of candidate pairs, computed once and reused. */
export class TfPairIndex {
  private signature = '';
  private readonly counts = new Map<number, { counts: Map<string, ValueCount>; words: number; shared: number }>();
  private readonly pairValues = new Map<number, PairValues>();

  constructor(private readonly vectors: ComparisonVectors) {}

  /**
   * The tables of `termFrequencyTables` (same arguments, plus the pairs' patterns): value counts are
   * made again only when the set of patterns whose unadjusted weight `totals` is ≥ 0 changed.
   */
  tables(
    comparisons: readonly Comparison[],
    values: readonly (readonly string[])[],
    u: readonly Float64Array[],
    levelWeights: readonly Float64Array[],
    all: PatternIndex,
    totals: Float64Array,
    pairs: Pairs,
    options: Partial<TfOptions> = {},
  ): TermFrequencyTable[] {
    const o: TfOptions = { ...DEFAULT_TF_OPTIONS, ...options };
    const joined = new Uint8Array(all.patterns.patternCount);
    for (let p = 0; p < totals.length; p++) if (totals[p] >= 0) joined[all.patternOf[p]] = 1;
    const signature = joined.join('');
    if (signature !== this.signature) {
      this.counts.clear();
      this.signature = signature;
    }
    const tables: TermFrequencyTable[] = [];
    comparisons.forEach((c, f) => {
      const level = c.levels.findIndex((l) => l.kind === 'exact');
      if (level < 0) return;
      let entry = this.counts.get(f);
      if (!entry) {
        const counts = valueCounts(values[f], pairs.left, pairs.right, (p) => totals[p] >= 0);
        this.counts.set(f, (entry = { counts, ...valueStatistics(values[f], counts) }));
      }
      if (tfEligible(entry, o))
        tables.push(tfTable(f, level, u[f][level], levelWeights[f][level], values[f], entry.counts, o));
    });
    return tables;
  }

  /** Add every table's adjustment to the pairs' total weights in place, as `addTfAdjustments` does. */
  adjust(
    totals: Float64Array,
    tables: readonly TermFrequencyTable[],
    left: ArrayLike<number>,
    right: ArrayLike<number>,
  ) {
    for (const t of tables) {
      const { pairs, ids, values } = this.valuesOf(t, left, right);
      let adjustment = ADJUSTMENTS.get(t);
      if (!adjustment) {
        adjustment = Float64Array.from(values, (v) => t.adjustment.get(v) ?? 0);
        ADJUSTMENTS.set(t, adjustment);
      }
      for (let k = 0; k < pairs.length; k++) totals[pairs[k]] += adjustment[ids[k]];
    }
  }

  private valuesOf(t: TermFrequencyTable, left: ArrayLike<number>, right: ArrayLike<number>): PairValues {
    const known = this.pairValues.get(t.field);
    if (known && known.level === t.level) return known;
    const { fieldCount, levels, pairCount } = this.vectors;
    const { idOf, values } = recordValueIds(t.values);
    // Only the agreeing pairs are kept (a share of millions), in pair order: counted, then written.
    const agrees = (p: number) => {
      if (levels[p * fieldCount + t.field] !== t.level) return 0;
      const id = idOf[left[p]];
      return id !== 0 && id === idOf[right[p]] ? id : 0;
    };
    let count = 0;
    for (let p = 0; p < pairCount; p++) if (agrees(p) !== 0) count++;
    const pairs = new Uint32Array(count);
    const ids = new Uint32Array(count);
    for (let p = 0, k = 0; p < pairCount; p++) {
      const id = agrees(p);
      if (id !== 0) ((pairs[k] = p), (ids[k++] = id - 1));
    }
    const out = { level: t.level, pairs, ids, values };
    this.pairValues.set(t.field, out);
    return out;
  }
}
