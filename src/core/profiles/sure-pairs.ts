/**
 * What a category column does on rows that are surely one thing (one valid GTIN, one title at one start and venue):
 * a column whose value such rows almost never share says where each row comes from (a shop, a site lists a thing
 * once); one whose value they keep says something about the thing (its city). Read against chance, from the column's
 * own values. products (product-sources.ts) and events (event-columns.ts) read their unnamed columns so.
 */

/** A group of one key larger than this is a degenerate key (a generic title at a generic venue every hour). */
export const MAX_GROUP = 20;
/** Pairs of surely-one rows needed to judge a column. */
export const MIN_PAIRS = 20;
/** A column with more distinct values than this (or than a quarter of the rows) is no list of sources or places. */
const MAX_VALUES = 64;

/** Rows sharing one non-empty key, in groups of 2 to {@link MAX_GROUP} rows. */
export function sureGroups(keys: readonly string[]): number[][] {
  const by = new Map<string, number[]>();
  keys.forEach((k, r) => {
    if (k !== '') (by.get(k) ?? by.set(k, []).get(k)!).push(r);
  });
  return [...by.values()].filter((g) => g.length >= 2 && g.length <= MAX_GROUP);
}

/** Pairs within the groups. */
export function groupPairs(groups: readonly (readonly number[])[]): number {
  return groups.reduce((s, g) => s + (g.length * (g.length - 1)) / 2, 0);
}

/** A category column as value ids, and how the pairs of surely-one rows treat its values. */
export interface ColumnAgreement {
  /** Value id per row (trimmed, case aside), 0 for an empty cell. */
  ids: Uint16Array;
  /** Empty cells. */
  empty: number;
  /** Pairs within the groups where both rows have a value, and how many of them share it. */
  pairs: number;
  shared: number;
  /** The share of pairs of two random filled rows that share a value. */
  chance: number;
}

/**
 * How the pairs within `groups` treat the values of a column (see {@link ColumnAgreement}); undefined when the column
 * has fewer than two distinct values, or more than {@link MAX_VALUES} or a quarter of its rows.
 */
export function columnAgreement(
  values: readonly string[],
  groups: readonly (readonly number[])[],
): ColumnAgreement | undefined {
  const { ids, counts } = codes(values);
  const distinct = counts.length - 1;
  if (distinct < 2 || distinct > Math.min(MAX_VALUES, values.length / 4)) return undefined;
  let pairs = 0;
  let shared = 0;
  for (const rows of groups)
    for (let a = 0; a < rows.length; a++)
      for (let b = a + 1; b < rows.length; b++) {
        if (ids[rows[a]] === 0 || ids[rows[b]] === 0) continue;
        pairs++;
        if (ids[rows[a]] === ids[rows[b]]) shared++;
      }
  const filled = values.length - counts[0];
  let chance = 0;
  for (let id = 1; id < counts.length; id++) chance += (counts[id] / filled) ** 2;
  return { ids, empty: counts[0], pairs, shared, chance };
}

/** Value id per row (trimmed, case aside; 0 for empty) and the rows per id. */
export function codes(values: readonly string[]): { ids: Uint16Array; counts: number[] } {
  const index = new Map<string, number>();
  const counts = [0];
  const ids = new Uint16Array(values.length);
  values.forEach((raw, r) => {
    const v = raw.trim().toLowerCase();
    if (v === '') return void counts[0]++;
    let id = index.get(v);
    if (id === undefined) {
      id = Math.min(counts.length, 0xffff);
      index.set(v, id);
      counts.push(0);
    }
    counts[id]++;
    ids[r] = id;
  });
  return { ids, counts };
}
