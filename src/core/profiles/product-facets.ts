import type { Reason } from '../../domain/decision';
import { colourFamilies, suffixColour } from './product-colours';

/**
 * The variant facets of a product name: what tells apart the products of one line (memory,
 * colour, size, screen). Each value is a canonical string; a facet the name does not state is
 * absent. Colour: the sorted colour families of its colour words and of colour codes on its models.
 */
export interface Facets {
  colour?: string;
  /** Working memory and storage in GB (8GB/256GB, 8/256GB, 8+256GB, 8GB RAM 256GB, 16/1TB SSD). */
  ram?: number;
  storage?: number;
  /** One capacity whose role the name does not say (256GB, 1TB). */
  capacity?: number;
  /** A garment or shoe size: «size 42», «EU 39», «39 EU», «US 9.5», «(41)», «XL». */
  size?: string;
  /** A screen or form size in inches (55", 65″, 55 inch). */
  screen?: number;
}

/** The facets compared per pair and per family, in order. */
export const FACETS = ['colour', 'ram', 'storage', 'size', 'screen'] as const;
export type FacetName = (typeof FACETS)[number];

const GB: Readonly<Record<string, number>> = { mb: 1 / 1024, gb: 1, tb: 1024, мб: 1 / 1024, гб: 1, тб: 1024 };
const NUM = '(\\d+(?:[.,]\\d+)?)';
const UNIT = '(gb|tb|гб|тб)';
const END = '(?![a-zа-я0-9])';
const num = (s: string) => Number(s.replace(',', '.'));

/**
 * RAM and storage written together: the first is the working memory, in GB when it would exceed the storage (16/1TB).
 */
const PAIR = new RegExp(`(?<![\\w.])${NUM}\\s*${UNIT}?\\s*[/+]\\s*${NUM}\\s*${UNIT}${END}`, 'g');
const RAM_AFTER = new RegExp(`${NUM}\\s*${UNIT}\\s*(?:of\\s+)?(?:ram|lpddr\\d*x?|ddr\\d*|memory|озу|оперативн)`, 'g');
const STORAGE_AFTER = new RegExp(`${NUM}\\s*${UNIT}\\s*(?:ssd|hdd|emmc|rom|ufs|nvme|storage|flash|пзу|встроенн)`, 'g');
const RAM_BEFORE = new RegExp(`(?:ram|озу)\\s*:?\\s*${NUM}\\s*${UNIT}${END}`, 'g');
const STORAGE_BEFORE = new RegExp(`(?:ssd|hdd|rom|storage|пзу)\\s*:?\\s*${NUM}\\s*${UNIT}${END}`, 'g');
const LONE = new RegExp(`(?<![\\w.])${NUM}\\s*${UNIT}${END}`, 'g');

/** Working memory, storage and a lone capacity of a name, in GB. */
export function memoryOf(name: string): Pick<Facets, 'ram' | 'storage' | 'capacity'> {
  let s = name.toLowerCase();
  const out: Pick<Facets, 'ram' | 'storage' | 'capacity'> = {};
  const take = (re: RegExp, set: (a: number) => void) => {
    s = s.replace(re, (_, a: string, u: string) => {
      set(num(a) * GB[u]);
      return ' ';
    });
  };
  s = s.replace(PAIR, (_, a: string, ua: string | undefined, b: string, ub: string) => {
    const second = num(b) * GB[ub];
    let first = num(a) * GB[ua ?? ub];
    if (ua === undefined && first > second) first = num(a);
    out.ram ??= Math.min(first, second);
    out.storage ??= Math.max(first, second);
    return ' ';
  });
  take(RAM_AFTER, (v) => (out.ram ??= v));
  take(STORAGE_AFTER, (v) => (out.storage ??= v));
  take(RAM_BEFORE, (v) => (out.ram ??= v));
  take(STORAGE_BEFORE, (v) => (out.storage ??= v));
  const lone = [...s.matchAll(LONE)].map((m) => num(m[1]) * GB[m[2]]);
  if (lone.length === 1 && out.ram !== undefined && out.storage === undefined && lone[0] > out.ram)
    out.storage = lone[0];
  else if (lone.length === 1 && out.storage !== undefined && out.ram === undefined && lone[0] < out.storage)
    out.ram = lone[0];
  else if (lone.length === 1 && out.ram === undefined && out.storage === undefined) out.capacity = lone[0];
  else if (lone.length === 2 && out.ram === undefined && out.storage === undefined && lone[0] !== lone[1]) {
    out.ram = Math.min(...lone);
    out.storage = Math.max(...lone);
  }
  return out;
}

const LETTER_SIZES = 'xxs|xs|s|m|l|xl|xxl|xxxl|[2-5]xl';
const SIZE_BEFORE = /(?:\bsize|\beu|\bus|\buk|размер|(?<![\wа-я])р\.)\s*:?\s*(\d{1,2}(?:[.,]5)?)(?![\d.,]*\d)/;
const LETTER_SIZE_BEFORE = new RegExp(`(?:\\bsize|размер)\\s*:?\\s+(${LETTER_SIZES})(?![\\w-])`);
const SIZE_AFTER = /(?<![\w.])(\d{1,2}(?:[.,]5)?)\s*(?:eu|us|uk)\b/;
/** A number alone in brackets is how shops write a size (… red (41)); a year or a count of four digits is not one. */
const SIZE_BRACKETED = /\((\d{1,2}(?:[.,]5)?)\)/;
const LETTER_SIZE = /(?<![\w-])(xxs|xs|xl|xxl|xxxl|[2-5]xl)(?![\w-])/;

/** The garment or shoe size a name states, or undefined. */
export function garmentSize(name: string): string | undefined {
  const s = name.toLowerCase();
  const m =
    SIZE_BEFORE.exec(s) ??
    LETTER_SIZE_BEFORE.exec(s) ??
    SIZE_AFTER.exec(s) ??
    SIZE_BRACKETED.exec(s) ??
    LETTER_SIZE.exec(s);
  return m ? m[1].replace(',', '.') : undefined;
}

const SCREEN = /(?<![\w.])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:"|″|”|''|-?inch(?:es)?\b|дюйм)/;

/** The screen size in inches a name states, or undefined. */
export function screenInches(name: string): number | undefined {
  const m = SCREEN.exec(name.toLowerCase());
  return m ? num(m[1]) : undefined;
}

/** A name with its memory, size and screen expressions blanked out (what {@link facetsOf} reads them from). */
export function withoutFacets(name: string): string {
  let s = name.toLowerCase();
  for (const re of [PAIR, RAM_AFTER, STORAGE_AFTER, RAM_BEFORE, STORAGE_BEFORE, LONE, SCREEN, SIZE_BEFORE, SIZE_AFTER])
    s = s.replace(re, ' ');
  return s;
}

/** The facets of a product name; `models` are its model numbers (their colour codes count as colours). */
export function facetsOf(name: string, models: readonly string[]): Facets {
  const colours = new Set(colourFamilies(name));
  for (const m of models) {
    const c = suffixColour(/\d([a-z]{1,3})$/.exec(m)?.[1] ?? '');
    if (c) colours.add(c);
  }
  const out: Facets = { ...memoryOf(name) };
  if (colours.size > 0) out.colour = [...colours].sort().join(' ');
  const size = garmentSize(name);
  if (size !== undefined) out.size = size;
  const screen = screenInches(name);
  if (screen !== undefined) out.screen = screen;
  return out;
}

/** A listing's facets as one key: each facet's stated value ('' when unsaid) and a lone capacity, in a fixed order. */
export function statedFacets(f: Facets): string {
  return `${FACETS.map((name) => f[name] ?? '').join('|')}|${f.capacity ?? ''}`;
}

/** Whether two stated values of one facet name one variant (colours: a family in common). */
export function sameFacet(facet: FacetName, a: string | number, b: string | number): boolean {
  if (facet !== 'colour') return a === b;
  const set = new Set(String(a).split(' '));
  return String(b)
    .split(' ')
    .some((c) => set.has(c));
}

/** Two names' facets after reading a lone capacity as the role the other name gives that value. */
export function resolveCapacity(a: Facets, b: Facets): [Facets, Facets] {
  return [withCapacityRole(a, b), withCapacityRole(b, a)];
}

/** x's lone capacity as the role y gives that value (its storage, or its RAM), else x as it is. */
function withCapacityRole(x: Facets, y: Facets): Facets {
  if (x.capacity === undefined) return x;
  if (x.capacity === y.storage || (y.capacity === x.capacity && y.ram === undefined))
    return { ...x, storage: x.capacity, capacity: undefined };
  if (x.capacity === y.ram) return { ...x, ram: x.capacity, capacity: undefined };
  return x;
}

const DIFFERING_FACETS = ['ram', 'storage', 'size', 'screen'] as const;

/** Whether p holds a lone capacity that q contradicts: q says both roles, or is lone too. */
const loneCapacity = (p: Facets, q: Facets) =>
  p.capacity !== undefined && (q.capacity !== undefined || (q.ram !== undefined && q.storage !== undefined));
const shownMemory = (p: Facets) => [p.ram, p.storage, p.capacity].filter((n) => n !== undefined).join('/');

/**
 * Memory, size or screen stated on both names with different values (8/256GB vs 12/256GB, EU 39 vs
 * (41), 55" vs 65 inch): two variants of one line, whatever the rest of the name. A lone capacity
 * differs when it is neither the other's memory nor its storage. Colour is colourEvidence's.
 */
export function facetEvidence(a: Facets, b: Facets): Reason | null {
  const [x, y] = [withCapacityRole(a, b), withCapacityRole(b, a)];
  for (const f of DIFFERING_FACETS) {
    const [u, v] = [x[f], y[f]];
    if (u !== undefined && v !== undefined && u !== v)
      return { code: f === 'size' || f === 'screen' ? 'size-differs' : 'memory-differs', detail: `${f} ${u} vs ${v}` };
  }
  // A lone capacity that is not the other's: another product when the other says both roles or is lone too.
  if (loneCapacity(x, y) || loneCapacity(y, x))
    return { code: 'memory-differs', detail: `${shownMemory(x)} vs ${shownMemory(y)} GB` };
  return null;
}
