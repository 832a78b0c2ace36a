import type { ProfileInput } from './types';
import { codes, columnAgreement, groupPairs, MIN_PAIRS, sureGroups } from './sure-pairs';

/** A source column holds at most this share of the pairs of surely-one-product rows inside one value. */
const MAX_SHARED_SHARE = 0.05;

/**
 * The source of each row when one file holds several (a `shop` column): the engine's sources when
 * it has several, else a `source` column, else a `category` column that behaves like one — few
 * values filling nearly every row, and rows that are surely one product (one valid GTIN; without
 * GTINs, one specific model code with its memory, colour and size stated alike: `variants`, read only
 * when needed, '' where a row has none; without either, one name word for word) almost never share a
 * value (a shop lists a product once), far less often than chance (sure-pairs.ts). A true category
 * (phones, laptops) holds one product's rows together. Undefined when nothing says where rows come from.
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
    const a = columnAgreement(c.values, evidence);
    if (!a || a.empty > n / 10) continue;
    if (a.pairs >= MIN_PAIRS && a.shared <= MAX_SHARED_SHARE * a.pairs && a.shared <= (a.chance / 2) * a.pairs)
      return a.ids;
  }
  return undefined;
}

/** Groups of rows that are surely one product: by the first of `keys` (one valid GTIN, one name …) with enough pairs. */
function productGroups(keys: ReadonlyArray<() => readonly string[]>): number[][] {
  let groups: number[][] = [];
  for (const key of keys) {
    groups = sureGroups(key());
    if (groupPairs(groups) >= MIN_PAIRS) return groups;
  }
  return groups;
}
