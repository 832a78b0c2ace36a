/**
 * Warnings about a column's values before a run (issue 14 §4): a column that looks like a label
 * (few distinct values repeated over many rows: a category, a source tag) or like an identifier of
 * the row (nearly every value distinct, digits or one code template) says little or the wrong thing
 * about whether two records are one entity. Decided from the values only, never from the header.
 */
import type { FieldKind } from '../../domain/field';
import { columnStats } from './stats';
import { MAX_CATEGORY_VALUES } from './values';

/** A warning about a column: what its values look like and what to do about it. */
export interface ColumnHint {
  looksLike: 'label' | 'source-tag' | 'identifier' | 'row-number';
  text: string;
}

/** Fewer non-empty values than this tell nothing either way. */
const MIN_FILLED = 20;
/** At or above this share of distinct values a column is unique enough to be a row's identifier. */
const IDENTIFIER_DISTINCT = 0.98;

/** Kinds whose few repeated values are expected and handled (a category, a city, a year, a date). */
const LABEL_KINDS: ReadonlySet<FieldKind | 'ignore'> = new Set([
  'category',
  'source',
  'country',
  'city',
  'number',
  'date',
  'start',
  'amount',
  'duration',
  'lat',
  'lon',
  'ignore',
]);
/** Kinds whose unique values are expected (strong keys, instants, quantities) or already an identifier. */
const UNIQUE_KINDS: ReadonlySet<FieldKind | 'ignore'> = new Set([
  'id',
  'email',
  'phone',
  'url',
  'domain',
  'gtin',
  'start',
  'date',
  'amount',
  'duration',
  'lat',
  'lon',
  'ignore',
]);

const pct = (x: number) => `${x >= 0.995 && x < 1 ? (100 * x).toFixed(1) : Math.round(100 * x)} %`;

/** The shape checks read at most this many values, evenly spread over the column. */
const SHAPE_SAMPLE = 10_000;

/** Up to SHAPE_SAMPLE values spread evenly over a column (all of a shorter one). */
function spread(values: readonly string[]): readonly string[] {
  if (values.length <= SHAPE_SAMPLE) return values;
  const step = values.length / SHAPE_SAMPLE;
  return Array.from({ length: SHAPE_SAMPLE }, (_, i) => values[Math.floor(i * step)]);
}

/** Non-empty trimmed values and how often each occurs. */
export function valueCounts(values: readonly string[]): { filled: number; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  let filled = 0;
  for (const v of values) {
    const k = v.trim();
    if (k === '') continue;
    filled++;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return { filled, counts };
}

/** At most this many distinct values make a label; or a dozen of them holding nearly every row. */
const MAX_LABEL_VALUES = 20;
const TOP_LABEL_SHARE = 0.9;

/**
 * Whether a column's values (up to 10,000, spread over it) look like a label: few distinct values (at most 20, or a
 * dozen holding
 * 90 % of the rows), each repeated on several rows. Given names repeat too, but spread over many
 * values: a dozen of them hold far fewer rows.
 */
export function looksLikeLabel(values: readonly string[]): boolean {
  const { filled, counts } = valueCounts(spread(values));
  if (filled < MIN_FILLED || filled / counts.size < 3) return false;
  if (counts.size <= MAX_LABEL_VALUES) return true;
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, MAX_CATEGORY_VALUES);
  return top.reduce((s, c) => s + c, 0) / filled >= TOP_LABEL_SHARE;
}

/**
 * Whether a column's values (up to 10,000, spread over it) look like an identifier of the row: nearly all distinct, and
 * whole
 * numbers or codes of one template with digits («rec-123-org», «A-000017»).
 */
export function looksLikeIdentifier(values: readonly string[]): boolean {
  const sample = spread(values);
  const { filled, counts } = valueCounts(sample);
  if (filled < MIN_FILLED || counts.size / filled < IDENTIFIER_DISTINCT) return false;
  const s = columnStats(sample);
  return s.integer >= 0.9 || (s.codeShape >= 0.9 && s.withDigits >= 0.9 && s.skeletons <= 0.2);
}

/** Whether every source numbers its rows 1..n (or from any start, consecutively) in this column. */
function rowNumbersPerSource(values: readonly string[], sourceOf: ArrayLike<number>, sources: number): boolean {
  if (sources < 2) return false;
  const min = new Float64Array(sources).fill(Infinity);
  const max = new Float64Array(sources).fill(-Infinity);
  const n = new Float64Array(sources);
  for (let r = 0; r < values.length; r++) {
    const v = values[r].trim();
    if (!/^\d{1,9}$/.test(v)) return false;
    const x = Number(v);
    const s = sourceOf[r];
    n[s]++;
    if (x < min[s]) min[s] = x;
    if (x > max[s]) max[s] = x;
  }
  for (let s = 0; s < sources; s++) if (n[s] < MIN_FILLED || max[s] - min[s] + 1 > 1.05 * n[s]) return false;
  return true;
}

/** Whether each value occurs in one source only, with at least two sources holding values: a tag of the source. */
function oneSourcePerValue(values: readonly string[], sourceOf: ArrayLike<number>): boolean {
  const owner = new Map<string, number>();
  const holders = new Set<number>();
  for (let r = 0; r < values.length; r++) {
    const k = values[r].trim();
    if (k === '') continue;
    const o = owner.get(k);
    if (o === undefined) owner.set(k, sourceOf[r]);
    else if (o !== sourceOf[r]) return false;
    holders.add(sourceOf[r]);
  }
  return holders.size >= 2;
}

/**
 * The warning for one compared column, or null: `kind` is the kind the run would use; `sourceOf`
 * (source index per record) and `sources` when the records come from several sources.
 */
export function columnHint(
  values: readonly string[],
  kind: FieldKind | 'ignore',
  sources?: { sourceOf: ArrayLike<number>; count: number },
): ColumnHint | null {
  if (kind === 'ignore') return null;
  const { filled, counts } = valueCounts(values);
  if (filled < MIN_FILLED) return null;
  if (sources && rowNumbersPerSource(values, sources.sourceOf, sources.count))
    return {
      looksLike: 'row-number',
      text: 'consecutive whole numbers in every source: row numbers, which agree across sources by chance — ignore this column',
    };
  if (looksLikeLabel(values)) {
    if (sources && sources.count > 1 && kind !== 'source' && oneSourcePerValue(values, sources.sourceOf))
      return {
        looksLike: 'source-tag',
        text: `${counts.size} distinct values, each found in one source only: a tag of the source; compared, it disagrees on every link across sources — ignore this column`,
      };
    if (!LABEL_KINDS.has(kind)) {
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        looksLike: 'label',
        text: `looks like a label: ${counts.size} distinct values repeated over ${filled.toLocaleString('en')} rows (${top
          .map(([v, c]) => `«${v}» ${c.toLocaleString('en')}`)
          .join(', ')}); agreeing on one says little — choose category, or ignore`,
      };
    }
  }
  if (!UNIQUE_KINDS.has(kind) && looksLikeIdentifier(values))
    return {
      looksLike: 'identifier',
      text: `looks like an identifier of the row: ${pct(counts.size / filled)} of values distinct, numbers or codes of one shape; two records of one entity differ in it — choose id (compared only when values repeat), or ignore`,
    };
  return null;
}
