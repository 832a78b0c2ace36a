import type { Reason } from '../../domain/decision';
import type { ModelComparison } from './models';
import { colourFamilies, compareColours, suffixColour } from './product-colours';

/** Colour families coded in the trailing letters of the models one name has and the other lacks (DLE0442WH → white). */
function codedColours(own: readonly string[], other: readonly string[]): string[] {
  const out = new Set<string>();
  for (const m of own) {
    if (other.includes(m)) continue;
    const tail = /\d([a-z]{1,3})$/.exec(m)?.[1] ?? '';
    const c = suffixColour(tail);
    if (c) out.add(c);
  }
  return [...out];
}

/** A name's colour families, or the families already read from it. */
function familiesOf(name: string | readonly string[]): readonly string[] {
  return typeof name === 'string' ? colourFamilies(name) : name;
}

/**
 * The colour evidence against merging two product names, or null when there is none. Colours come
 * from colour words and from colour codes on the model numbers one side has alone. `colour-differs`:
 * both name colours and share no family. `colour-variant`: only one names a colour and the other
 * names only the base model (PM1327BK black / PM1327), or the colour is coded on a model the other
 * lacks: the other listing may be any colour, a person decides. Both naming one colour family is
 * no conflict (NNSN667BK black / NNSN667B black). A name may be given as its colour families, read once per record.
 */
export function colourEvidence(
  nameA: string | readonly string[],
  nameB: string | readonly string[],
  modelsA: readonly string[],
  modelsB: readonly string[],
  rel: ModelComparison,
): Reason | null {
  const codedA = codedColours(modelsA, modelsB);
  const codedB = codedColours(modelsB, modelsA);
  const a = codedA.length === 0 ? familiesOf(nameA) : [...new Set([...familiesOf(nameA), ...codedA])];
  const b = codedB.length === 0 ? familiesOf(nameB) : [...new Set([...familiesOf(nameB), ...codedB])];
  const relation = compareColours(a, b);
  if (relation === 'differ') return { code: 'colour-differs', detail: `${a.join(' ')} vs ${b.join(' ')}` };
  // The coloured side carries a variant suffix the other lacks (DVPFX820R red / DVPFX820): a colour variant.
  const colouredSuffix = a.length > 0 ? rel.suffixes[0].length > 0 : rel.suffixes[1].length > 0;
  if (
    relation === 'one-sided' &&
    (rel.relation === 'base-and-variant' || colouredSuffix || codedA.length + codedB.length > 0)
  ) {
    return { code: 'colour-variant', detail: [...a, ...b].join(' ') };
  }
  return null;
}

/** Words saying a listing comes with more than the bare product (a camera with its lens, a kit). */
const WITH_WORDS = new Set(['lens', 'lenses', 'kit', 'outfit', 'bundle']);

const PACK_WORDS: Readonly<Record<string, number>> = { single: 1, twin: 2, dual: 2, double: 2, triple: 3 };

/** How many units a name sells: «4-Pack», «pack of 3», «Twin Pack», «2pk»; 1 when it says none. */
export function packCount(words: readonly string[]): number {
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    const unit = /^(\d+)(?:pack|pk)$/.exec(w);
    if (unit) return Number(unit[1]);
    if (w === 'pack' || w === 'pk') {
      const before = words[k - 1] ?? '';
      if (/^\d+$/.test(before)) return Number(before);
      if (before in PACK_WORDS) return PACK_WORDS[before];
      if (words[k + 1] === 'of' && /^\d+$/.test(words[k + 2] ?? '')) return Number(words[k + 2]);
    }
  }
  return 1;
}

/**
 * What two names sell differs although the product line is one: a different pack size (a single
 * cartridge / a 4-pack), or a bare body on one side (camera body) and the product with a lens or
 * kit on the other. Such a pair is never merged automatically. `words` are the folded words of each name (their
 * pack counts may be given, read once per record).
 */
export function offerEvidence(
  wordsA: readonly string[],
  wordsB: readonly string[],
  packA = packCount(wordsA),
  packB = packCount(wordsB),
): Reason | null {
  if (packA !== packB) return { code: 'pack-differs', detail: `${packA} vs ${packB}` };
  if ((bareBody(wordsA) && withMore(wordsB)) || (bareBody(wordsB) && withMore(wordsA))) {
    return { code: 'bundle-differs', detail: bareBody(wordsA) ? 'body vs kit' : 'kit vs body' };
  }
  return null;
}

/** A camera body sold alone: «body» and no lens or kit word. */
const bareBody = (w: readonly string[]) => w.includes('body') && !w.some((x) => WITH_WORDS.has(x));
/** The product with more than its body: a lens or kit word and no «body». */
const withMore = (w: readonly string[]) => !w.includes('body') && w.some((x) => WITH_WORDS.has(x));

/**
 * Units of a size or quantity, folded to one spelling (10 Megapixels, 10MP; 200 mm). Memory, garment and screen sizes
 * are facets (product-facets.ts).
 */
// prettier-ignore
const SIZE_UNITS: Readonly<Record<string, string>> = {
  mb: 'mb', mm: 'mm', mp: 'mp', megapixel: 'mp', megapixels: 'mp', oz: 'oz', lb: 'lb', lbs: 'lb', qt: 'qt', w: 'w',
  watt: 'w', watts: 'w', mah: 'mah', cm: 'cm', ml: 'ml', l: 'l', kg: 'kg', cup: 'cup',
};

const SIZE = /(?:^|[^\w.])(\d+(?:\.\d+)?)\s?([a-z]+)\b/g;

/** The sizes a name states, per unit: «Nikon 55-200mm Lens, 10 Megapixels» → mm: [200], mp: [10]. */
export function sizesOf(name: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const m of name.toLowerCase().matchAll(SIZE)) {
    const unit = SIZE_UNITS[m[2]];
    if (!unit) continue;
    const list = out.get(unit) ?? out.set(unit, []).get(unit)!;
    list.push(Number(m[1]));
  }
  return out;
}

/**
 * Shops round a stated size (14.7 / 14 or 15 megapixels): a whole number equal to the other cut or rounded is one size.
 */
function sameSize(a: number, b: number): boolean {
  return a === b || wholeOf(a, b) || wholeOf(b, a);
}

/** Whether x is a whole number equal to y cut or rounded. */
function wholeOf(x: number, y: number): boolean {
  return Number.isInteger(x) && (Math.floor(y) === x || Math.round(y) === x);
}

/** The numbers ascending, in a new array. */
function ascending(x: readonly number[]): number[] {
  return [...x].sort((p, q) => p - q);
}

/**
 * Two names stating one unit with no value in common (10MP / 12MP, 500W / 700W) are two sizes of
 * one line: different products, whatever the rest of the name. A name may be given as its sizes (sizesOf), read once.
 */
export function sizeEvidence(
  nameA: string | ReadonlyMap<string, number[]>,
  nameB: string | ReadonlyMap<string, number[]>,
): Reason | null {
  const a = typeof nameA === 'string' ? sizesOf(nameA) : nameA;
  const b = typeof nameB === 'string' ? sizesOf(nameB) : nameB;
  if (a.size === 0 || b.size === 0) return null;
  for (const [unit, values] of a) {
    const other = b.get(unit);
    if (!other) continue;
    // No value in common, or as many values on each side that do not pair up, is another size.
    const none = !values.some((v) => other.some((o) => sameSize(v, o)));
    const paired =
      values.length === other.length && ascending(values).every((v, k) => sameSize(v, ascending(other)[k]));
    if (none || (values.length === other.length && !paired))
      return { code: 'size-differs', detail: `${values.join('/')} vs ${other.join('/')} ${unit}` };
  }
  return null;
}
