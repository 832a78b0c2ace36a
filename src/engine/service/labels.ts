/**
 * Display labels: each record shown by its values («Ann Lee · Leeds · 1980-01-02»), not by its row
 * number or key. The label's columns are chosen from the field kinds — the column that names the
 * entity, then up to two that place it — and the person can choose others.
 */
import type { FieldKind } from '../../domain/field';
import { cellAt, type Dataset } from '../dataset';

/** Kinds that name what a record is about, best first. */
const NAMING: readonly FieldKind[] = ['title', 'name', 'company', 'venue', 'names', 'text'];
/** Kinds that tell two records of one name apart, best first. */
// prettier-ignore
const PLACING: readonly FieldKind[] = [
  'start', 'date', 'city', 'address', 'venue', 'email', 'phone', 'domain', 'url', 'code', 'gtin', 'country', 'number',
  'amount', 'duration',
];
/** Kinds never worth a label (keys, provenance). */
const SKIPPED: ReadonlySet<FieldKind | 'ignore'> = new Set(['id', 'source', 'ignore', 'lat', 'lon']);

/** The longest value a label shows of one column, in characters. */
export const LABEL_VALUE_MAX = 40;

/**
 * The label's columns for a list whose columns have these kinds (in column order) and this share of
 * filled values: the most complete naming column (filled in at least half the records), then up to
 * two placing columns of other kinds; without a naming column, the first three usable columns.
 */
export function chooseLabelColumns(
  columns: ReadonlyArray<{ column: string; kind: FieldKind | 'ignore'; completeness: number }>,
  max = 3,
): string[] {
  const usable = columns.filter((c) => !SKIPPED.has(c.kind) && c.completeness > 0);
  const rank = (order: readonly FieldKind[], c: { kind: FieldKind | 'ignore' }) => order.indexOf(c.kind as FieldKind);
  const best = (order: readonly FieldKind[], from: typeof usable) =>
    from
      .filter((c) => rank(order, c) >= 0)
      .sort((a, b) => rank(order, a) - rank(order, b) || b.completeness - a.completeness);
  const naming = best(
    NAMING,
    usable.filter((c) => c.completeness >= 0.5),
  )[0];
  if (!naming) return usable.slice(0, max).map((c) => c.column);
  const out = [naming];
  for (const c of best(
    PLACING,
    usable.filter((u) => u !== naming),
  )) {
    if (out.length >= max) break;
    if (!out.some((o) => o.kind === c.kind)) out.push(c);
  }
  return out.map((c) => c.column);
}

/** One value of a label: trimmed, inner whitespace collapsed, cut to {@link LABEL_VALUE_MAX} characters with «…». */
function shortValue(v: string): string {
  const t = v.trim().replace(/\s+/g, ' ');
  const chars = [...t];
  return chars.length > LABEL_VALUE_MAX ? chars.slice(0, LABEL_VALUE_MAX - 1).join('') + '…' : t;
}

/** Record r's label: its non-empty values of `columns`, joined by « · »; «(no values)» when all are empty. */
export function displayLabel(ds: Dataset, columns: readonly string[], r: number): string {
  const parts = columns.map((c) => shortValue(cellAt(ds, c, r))).filter((v) => v !== '');
  return parts.length ? parts.join(' · ') : '(no values)';
}
