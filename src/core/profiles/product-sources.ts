import type { ProfileInput } from './types';

/** A column with more distinct values than this (or than a quarter of the rows) is no list of shops. */
const MAX_SOURCES = 64;
/** Pairs of surely-one-product rows needed to judge a column. */
const MIN_EVIDENCE_PAIRS = 20;
/** A source column holds at most this share of those pairs inside one value. */
const MAX_SHARED_SHARE = 0.05;
/** Rows per group of one product counted (a larger group is a degenerate key). */
const MAX_GROUP = 20;

/**
 * The source of each row when one file holds several (a `shop` column): the engine's sources when
 * it has several, else a `source` column, else a `category` column that behaves like one — few
 * values filling nearly every row, and rows that are surely one product (one valid GTIN; without
 * GTINs, one name word for word; without either, one specific model code with its memory, colour and
 * size stated alike: `variants`, read only when needed, '' where a row has none) almost never share a value (a shop lists a
 * product once), far less often than chance. A true category (phones, laptops) holds one product's
 * rows together. Undefined when nothing says where rows come from.
 */
export function sourcesOf(
  input: ProfileInput,
  gtins: readonly string[],
  names: readonly string[],
  variants: () => readonly string[] = () => [],
): ArrayLike<number> | undefined {
  if (input.sourceOf) return input.sourceOf;
  const n = input.recordCount;
  const declared = input.columns.find((c) => c.kind === 'source');
  if (declared) return codes(declared.values).ids;
  const evidence = productGroups([() => gtins, variants, () => names]);
  for (const c of input.columns) {
    if (c.kind !== 'category') continue;
    const { ids, counts, empty } = codes(c.values);
    const distinct = counts.length - 1;
    if (distinct < 2 || distinct > Math.min(MAX_SOURCES, n / 4) || empty > n / 10) continue;
    let pairs = 0;
    let shared = 0;
    for (const rows of evidence) {
      for (let a = 0; a < rows.length; a++) {
        for (let b = a + 1; b < rows.length; b++) {
          if (ids[rows[a]] === 0 || ids[rows[b]] === 0) continue;
          pairs++;
          if (ids[rows[a]] === ids[rows[b]]) shared++;
        }
      }
    }
    const filled = n - empty;
    const chance = counts.slice(1).reduce((s, k) => s + (k / filled) ** 2, 0);
    if (pairs >= MIN_EVIDENCE_PAIRS && shared <= MAX_SHARED_SHARE * pairs && shared <= (chance / 2) * pairs) return ids;
  }
  return undefined;
}

/** Value id per row (0 for empty), the rows per id, and the empty count. */
function codes(values: readonly string[]): { ids: Uint16Array; counts: number[]; empty: number } {
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
  return { ids, counts, empty: counts[0] };
}

/** Groups of rows that are surely one product: by the first of `keys` (one valid GTIN, one name …) with enough pairs. */
function productGroups(keys: ReadonlyArray<() => readonly string[]>): number[][] {
  let groups: number[][] = [];
  for (const key of keys) {
    const by = new Map<string, number[]>();
    key().forEach((k, r) => {
      if (k !== '') (by.get(k) ?? by.set(k, []).get(k)!).push(r);
    });
    groups = [...by.values()].filter((g) => g.length >= 2 && g.length <= MAX_GROUP);
    if (groups.reduce((s, g) => s + (g.length * (g.length - 1)) / 2, 0) >= MIN_EVIDENCE_PAIRS) return groups;
  }
  return groups;
}
