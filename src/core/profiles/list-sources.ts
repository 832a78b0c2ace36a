/**
 * Whether the rows' sources each list a thing once, read from the list itself: rows that are surely one thing (one
 * valid GTIN) almost never share a source — a file, a `source` column, or a category column that behaves like one —
 * far less often than chance. A customer file holding its own duplicates fails the test; a pharmacy, a shop or a site
 * that lists each product once passes it.
 */
import { buildStrongKeyColumn } from '../keys/column';
import { columnAgreement, groupPairs, MIN_PAIRS, sureGroups, type ColumnAgreement } from './sure-pairs';
import type { InputColumn, ProfileInput } from './types';

/** Surely-one pairs that may share a source before the sources are not read as listing a thing once. */
const MAX_SHARED_SHARE = 0.05;

/** Whether a column's agreement on surely-one pairs says it is where the rows come from, each listing a thing once. */
function listsOnce(a: ColumnAgreement | undefined, rows: number): a is ColumnAgreement {
  return (
    a !== undefined &&
    a.empty <= rows / 10 &&
    a.pairs >= MIN_PAIRS &&
    a.shared <= MAX_SHARED_SHARE * a.pairs &&
    a.shared <= (a.chance / 2) * a.pairs
  );
}

/**
 * Per record its source (-1 for an empty cell), when the list's own surely-one rows (one valid GTIN, else one value of
 * the things' own `identifier`, per record as compared: a VIN, a registration plate) show that each source lists a
 * thing once; undefined when nothing says so.
 */
export function sourcesListingOnce(input: ProfileInput, identifier?: readonly string[]): Int32Array | undefined {
  const n = input.recordCount;
  const gtin = input.columns.find((c) => c.kind === 'gtin');
  const keys = gtin
    ? buildStrongKeyColumn('gtin', gtin.values, { maxFindings: 0 }).keys.map((k) => k ?? '')
    : identifier;
  if (!keys) return undefined;
  const groups = sureGroups(keys);
  return groupPairs(groups) < MIN_PAIRS ? undefined : sourceListingOnce(input.columns, n, input.sourceOf, groups);
}

/**
 * Per record its source, when the rows of each group (rows taken as one thing) almost never share it: the list's
 * files, else a `source` or category column that behaves like one; undefined when none does.
 */
export function sourceListingOnce(
  columns: readonly InputColumn[],
  recordCount: number,
  sourceOf: Uint16Array | undefined,
  groups: readonly (readonly number[])[],
): Int32Array | undefined {
  const candidates: (readonly string[])[] = [];
  if (sourceOf) candidates.push(Array.from(sourceOf, String));
  for (const c of columns) if (c.kind === 'source' || c.kind === 'category') candidates.push(c.values);
  for (const values of candidates) {
    const a = columnAgreement(values, groups);
    if (listsOnce(a, recordCount)) return Int32Array.from(a.ids, (id) => id - 1);
  }
  return undefined;
}

const cell = (v: string | undefined) => (v ?? '').trim().toLowerCase();

/**
 * Per record its source — the file it came from and its value in a column of kind `source` — or null when the list
 * names fewer than two sources.
 */
export function recordSources(
  columns: readonly InputColumn[],
  recordCount: number,
  sourceOf?: Uint16Array,
): Int32Array | null {
  const named = columns.find((c) => c.kind === 'source');
  if (!named && !sourceOf) return null;
  const ids = new Map<string, number>();
  const source = new Int32Array(recordCount);
  for (let r = 0; r < recordCount; r++) {
    const key = `${sourceOf ? sourceOf[r] : 0}\u0001${named ? cell(named.values[r]) : ''}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    source[r] = id;
  }
  return ids.size < 2 ? null : source;
}
