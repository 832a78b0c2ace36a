import type { Dataset, SourceTable } from '../domain/dataset';
import type { FieldKind } from '../domain/field';
import { detectFieldKinds, type FieldKindDetection } from '../core/fields/detect';
import type { InputColumn, ProfileInput } from '../core/profiles';

export type { Dataset } from '../domain/dataset';

/** Combine imported sources into one dataset. */
export function combineTables(tables: SourceTable[]): Dataset {
  const recordCount = tables.reduce((s, t) => s + t.rowCount, 0);
  const sourceOf = new Uint16Array(recordCount);
  const rowOf = new Uint32Array(recordCount);
  const keys: string[] = [];
  const columns: string[] = [];
  let i = 0;
  tables.forEach((t, s) => {
    for (const c of t.source.columns) if (!columns.includes(c)) columns.push(c);
    for (let r = 0; r < t.rowCount; r++, i++) {
      sourceOf[i] = s;
      rowOf[i] = r;
      // Keys must be unique across sources: a key column's values get the source name in front; the
      // default keys (`source name:row`) already carry it.
      const key = t.keys[r];
      keys.push(tables.length > 1 && !key.startsWith(`${t.source.name}:`) ? `${t.source.name}:${key}` : key);
    }
  });
  return { tables, recordCount, sourceOf, rowOf, keys, columns };
}

/** All values of one column across sources ('' where a source lacks the column). */
export function columnValues(ds: Dataset, column: string): string[] {
  const out: string[] = new Array(ds.recordCount);
  let i = 0;
  for (const t of ds.tables) {
    const c = t.source.columns.indexOf(column);
    for (let r = 0; r < t.rowCount; r++, i++) out[i] = c < 0 ? '' : (t.cells[c][r] ?? '');
  }
  return out;
}

/** One cell: record r's value of a column ('' when its source lacks the column). */
export function cellAt(ds: Dataset, column: string, r: number): string {
  const t = ds.tables[ds.sourceOf[r]];
  const c = t.source.columns.indexOf(column);
  return c < 0 ? '' : (t.cells[c][ds.rowOf[r]] ?? '');
}

/** Detect the field kind of every column from its header and a sample of up to 500 values. */
export function detectKinds(ds: Dataset): FieldKindDetection[] {
  const samples = ds.columns.map((c) => {
    const values = columnValues(ds, c);
    const step = Math.max(1, Math.floor(values.length / 500));
    const sample: string[] = [];
    for (let i = 0; i < values.length && sample.length < 500; i += step) sample.push(forMatching(values[i]));
    return sample;
  });
  return detectFieldKinds(ds.columns, samples);
}

/**
 * Matching reads at most this many characters of a cell: a 50 MB cell says no more about identity
 * than its start, and folding, splitting and scoring all of it cost seconds and gigabytes. The
 * source rows and every export keep the whole value.
 */
export const MAX_MATCH_CHARS = 10_000;

/** A cell as matching sees it: cut at MAX_MATCH_CHARS (never inside a surrogate pair). */
function forMatching(value: string): string {
  if (value.length <= MAX_MATCH_CHARS) return value;
  const end = /[\uD800-\uDBFF]/.test(value[MAX_MATCH_CHARS - 1]) ? MAX_MATCH_CHARS - 1 : MAX_MATCH_CHARS;
  return value.slice(0, end);
}

/**
 * The profile input of a dataset: every column with its kind (detected, or overridden), except the
 * excluded ones (the truth column and the key column never feed the matcher); cells cut for matching.
 */
export function profileInput(
  ds: Dataset,
  kinds: ReadonlyMap<string, FieldKind>,
  exclude: ReadonlySet<string>,
): ProfileInput {
  const columns: InputColumn[] = ds.columns
    .filter((c) => !exclude.has(c))
    .map((c) => {
      const values = columnValues(ds, c);
      return {
        name: c,
        kind: kinds.get(c) ?? 'other',
        values: values.some((v) => v.length > MAX_MATCH_CHARS) ? values.map(forMatching) : values,
      };
    });
  return { recordCount: ds.recordCount, columns, sourceOf: ds.tables.length > 1 ? ds.sourceOf : undefined };
}
