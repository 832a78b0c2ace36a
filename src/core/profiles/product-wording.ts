/**
 * Listings of one product worded differently by two shops (issue 10): one writes «Smartphone Xiaomi
 * Redmi Note 12 8/128GB Forest Green, NFC», another «Xiaomi Redmi Note 12 8GB/128GB green». Which
 * words a shop may add or leave out is measured on the list itself: the rows one valid GTIN ties
 * together are surely one product, so a word written on some of them and not on others is wording
 * (a product type, a colour's shade, a feature), while a word that tells products apart («Pro»,
 * «Lite», «5G» where it is a model) is on all of them or on none. Two listings of different sources
 * whose names are then the same words, a line or model number among them, with the same memory,
 * colour, size and screen stated, name one product: such a name singles out a variant as a model
 * number does, and counts as a strong key (core/safety).
 */
import { foldToAscii, splitWords } from '../normalize/fold';
import { colours } from './product-colours';
import { FACETS, statedFacets, withoutFacets, type Facets } from './product-facets';

/** Rows of one GTIN read as one product; a larger group is a degenerate key. */
const MAX_GROUP = 20;
/** A word is judged on at least this many GTIN groups that write it. */
const MIN_GROUPS = 5;
/** At least this share of those groups write it on some rows and not on others. */
const MIN_PARTIAL = 0.5;
/** The same wording needs at least this many words (a brand alone names no product). */
const MIN_WORDS = 2;
/** A word with a digit: a line or model number («S21», «180», «12»). */
const NUMBERED = /\d/;

/**
 * Words shops add or leave out on one product, measured on the rows of each valid GTIN (`gtins`, '' when none);
 * `words` are the names' {@link plainWords}. A number alone is never wording: numbers tell models apart.
 */
export function optionalWords(words: readonly (readonly string[])[], gtins: readonly string[]): Set<string> {
  const groups = new Map<string, number[]>();
  gtins.forEach((g, r) => {
    if (g !== '') (groups.get(g) ?? groups.set(g, []).get(g)!).push(r);
  });
  const writing = new Map<string, number>();
  const partial = new Map<string, number>();
  for (const rows of groups.values()) {
    if (rows.length < 2 || rows.length > MAX_GROUP) continue;
    const sets = rows.map((r) => new Set(words[r]));
    for (const w of new Set(sets.flatMap((s) => [...s]))) {
      writing.set(w, (writing.get(w) ?? 0) + 1);
      if (!sets.every((s) => s.has(w))) partial.set(w, (partial.get(w) ?? 0) + 1);
    }
  }
  const out = new Set<string>();
  for (const [w, n] of writing)
    if (n >= MIN_GROUPS && (partial.get(w) ?? 0) >= MIN_PARTIAL * n && !/^\d+$/.test(w)) out.add(w);
  return out;
}

/** A name's folded words without its memory, size, screen and colour words (compared as facets); «Pro+» keeps its plus. */
export function plainWords(name: string): string[] {
  const plain = withoutFacets(name).replace(/(\p{L})\+(?![\p{L}\p{N}])/gu, '$1 plus');
  const colourWords = new Set(colours(name));
  return splitWords(foldToAscii(plain)).filter((w) => !colourWords.has(w));
}

/** Whether a word is part of one of a row's model numbers (a code one shop writes and another leaves out). */
const inModel = (w: string, models: readonly string[]) =>
  (/\d/.test(w) || w.length <= 3) && models.some((m) => m.includes(w));

/**
 * The words a name says its product with: its plain words but the optional ones and its model numbers' (compared by
 * the model rules), and the brand column's; sorted, once each. '' when the name holds no number besides its model
 * codes: without a line number it does not single out a variant.
 */
export function wordingKey(
  plain: readonly string[],
  brand: string,
  optional: ReadonlySet<string>,
  models: readonly string[] = [],
): string {
  const kept = plain.filter((w) => !optional.has(w) && !inModel(w, models));
  const words = new Set(kept);
  for (const w of splitWords(foldToAscii(brand))) words.add(w);
  return words.size >= MIN_WORDS && kept.some((w) => NUMBERED.test(w)) ? [...words].sort().join(' ') : '';
}

/**
 * The same-wording check over a list: (i, j) → the words one name has beyond the other (the wording
 * that differs), or null when the two are not one product so worded. Both rows need a source, different ones,
 * and a key no other row of their source has (a shop lists a product once); their facets must be stated alike.
 */
export function sameWording(
  names: readonly string[],
  words: readonly (readonly string[])[],
  brands: readonly string[],
  gtins: readonly string[],
  facets: readonly Facets[],
  sourceOf: ArrayLike<number> | undefined,
  models: readonly (readonly string[])[] = [],
): (i: number, j: number) => string | null {
  if (!sourceOf) return () => null;
  const plain = names.map(plainWords);
  const optional = optionalWords(plain, gtins);
  if (optional.size === 0) return () => null;
  const keys = plain.map((p, r) => wordingKey(p, brands[r] ?? '', optional, models[r]));
  // One variant of a source: its key with its facets; a row is its source's only one so worded (counted once).
  const variant = (r: number) => `${sourceOf[r]} ${keys[r]} ${statedFacets(facets[r])}`;
  const variants = keys.map((k, r) => (k === '' ? '' : variant(r)));
  const perSource = new Map<string, number>();
  for (const v of variants) if (v !== '') perSource.set(v, (perSource.get(v) ?? 0) + 1);
  const onlyOne = Uint8Array.from(variants, (v) => (v !== '' && perSource.get(v) === 1 ? 1 : 0));
  const once = (r: number) => onlyOne[r] === 1;
  return (i, j) => {
    if (keys[i] === '' || keys[i] !== keys[j] || sourceOf[i] === sourceOf[j] || !once(i) || !once(j)) return null;
    if (FACETS.some((f) => facets[i][f] !== facets[j][f]) || facets[i].capacity !== facets[j].capacity) return null;
    const [a, b] = [new Set(words[i]), new Set(words[j])];
    const extra = [...words[i].filter((w) => !b.has(w)), ...words[j].filter((w) => !a.has(w))];
    return [...new Set(extra)].join(' ') || 'word order';
  };
}
