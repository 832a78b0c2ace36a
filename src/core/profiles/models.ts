import { foldToAscii, splitWords } from '../normalize/fold';

export { colours } from './product-colours';

/**
 * Units written after a number (1080p, 24-port, 70-300mm, 8MB, 5.8GHz): such a token is a quantity
 * that describes a product, it does not name one.
 */
// prettier-ignore
const UNITS = new Set([
  'p', 'i', 'k', 'mm', 'cm', 'm', 'km', 'in', 'inch', 'ft', 'kb', 'mb', 'gb', 'tb', 'hz', 'khz', 'mhz', 'ghz', 'w',
  'kw', 'v', 'mah', 'db', 'x', 'port', 'ports', 'line', 'lines', 'pack', 'pk', 'pc', 'pcs', 'piece', 'cup', 'cups',
  'mp', 'oz', 'lb', 'lbs', 'qt', 'gal', 'ml', 'l', 'g', 'kg', 'fps', 'rpm', 'bit', 'th', 'st', 'nd', 'rd', 'disc',
  'discs', 'ch', 'channel', 'way', 'zone', 'watt', 'watts', 'volt', 'sec', 'min', 'hr', 'yr', 'ppm', 'dpi', 'cuft',
]);

/** A token that is a number with its unit. */
function isQuantity(t: string): boolean {
  const m = /^\d+([a-z]+)$/.exec(t);
  return m !== null && UNITS.has(m[1]);
}

/** A four-digit year (1900–2099) is no model number. */
const YEAR = /^(19|20)\d\d$/;

/**
 * Model numbers of a product name: tokens mixing letters and digits (CSIA6BK, W11C, 301239U) or long
 * digit runs (10020780, 910-000692 → 910000692), at least four characters, but not a quantity with
 * its unit (1080p, 24-port, 70-300mm). A part code after the last « - » (… Case - LCSCSH, … - 5811)
 * counts too, even in letters only or four digits, when written in capitals in a name that is not.
 * They identify a product the way a GTIN does, only less reliably.
 */
export function modelNumbers(name: string): string[] {
  // «Ink Cartridge for PIXMA MP240 and MP480 - 2976B001»: models after «for» are what it fits, not what it is.
  const own = name
    .split(/\s+-\s+/)
    .map((part) => part.split(/\s(?:for|для|compatible with|fits)\s/i)[0])
    .join(' ');
  // An aperture (f/4-5.6) is a spec; digits either side of a slash are a ratio or speeds (10/100), not one code.
  // Quantities joined by a slash or plus (16GB/1TB, 8GB+256GB) are two specs, not one code.
  const specs = own
    .replace(/\bf\/?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?/gi, ' ')
    .replace(/(\d)\/(?=\d)/g, '$1 ')
    .replace(/(\d[a-z]+)\s*[/+]\s*(?=\d)/gi, '$1 ');
  const folded = foldToAscii(specs).replace(/(\w)[-/.](?=\w)/g, '$1');
  const out = new Set<string>();
  for (const t of splitWords(folded)) {
    const digits = /\d/.test(t);
    const letters = /[a-z]/.test(t);
    if (t.length >= 4 && digits && !isQuantity(t) && (letters || t.length >= 5)) out.add(t);
  }
  const tail = tailCode(name);
  if (tail) out.add(tail);
  return [...out];
}

/** The part code after a name's last « - », when it is one capitalised token in a mixed-case name; else ''. */
function tailCode(name: string): string {
  const parts = name.split(/\s+-\s+/);
  if (parts.length < 2 || !/[a-z]/.test(name)) return '';
  const raw = parts[parts.length - 1].trim();
  if (!/^[A-Z0-9][A-Z0-9/-]*[A-Z0-9]$/.test(raw)) return '';
  const code = foldToAscii(raw).replace(/[-/]/g, '');
  if (code.length < 4 || isQuantity(code) || YEAR.test(code)) return '';
  return code;
}

/** A model number specific enough to identify: letters and digits, five or more characters, or six or more digits. */
export function isStrongModel(m: string): boolean {
  const letters = /[a-z]/.test(m);
  if (letters && !/\d/.test(m)) return false;
  return letters ? m.length >= 5 : m.length >= 6;
}

/** How the model numbers of two product names relate. */
export type ModelRelation = 'same' | 'base-and-variant' | 'extended' | 'variants-differ' | 'different' | 'unknown';

/** A model comparison: the relation, whether the linking model is specific, variant suffixes seen per side. */
export interface ModelComparison {
  relation: ModelRelation;
  strong: boolean;
  detail: string;
  variant: boolean;
  /** Variant suffixes (PM1327BK → bk) of the left and the right names' models. */
  suffixes: readonly [readonly string[], readonly string[]];
  /**
   * The linking models, left and right (shared, base / variant, shorter / longer), for `same`, `base-and-variant`,
   * `extended`.
   */
  links: ReadonlyArray<readonly [string, string]>;
}

/**
 * The short letter suffix making `m` a variant of `base` (colour, region: PM1327 → PM1327BK, FS105 → FS105NA), or ''.
 */
function variantSuffix(base: string, m: string): string {
  const rest = m.slice(base.length);
  return m.length > base.length && rest.length <= 3 && m.startsWith(base) && /^[a-z]+$/.test(rest) ? rest : '';
}

/**
 * One model extends the other by more than a variant suffix: a maker's prefix or a region / pack
 * code (967562 / 967562-0403, SDV02GU1A / RP-SDV02GU1A, U5269 / U5269-900). The shorter must be
 * a strong model by itself, so a short number inside a longer code (2156 in 21565) is no link.
 */
function extends_(a: string, b: string): boolean {
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  return s.length < l.length && isStrongModel(s) && (l.startsWith(s) || l.endsWith(s));
}

/** The comparison when one side has no model number (shared: never changed). */
const UNKNOWN_MODELS: ModelComparison = Object.freeze({
  relation: 'unknown',
  strong: false,
  detail: '',
  variant: false,
  suffixes: Object.freeze([Object.freeze([]), Object.freeze([])] as const),
  links: Object.freeze([]),
});

/** The variant suffixes the models of one side add to any of `bases`. */
function suffixesOf(only: readonly string[], bases: readonly string[]): string[] {
  return only.flatMap((m) => bases.map((x) => variantSuffix(x, m)).filter((s) => s !== ''));
}

/** The specific models of one side that are no variant or base of another model of the pair. */
function strongOnly(only: readonly string[], bases: readonly string[]): string[] {
  return only.filter(
    (m) => isStrongModel(m) && !bases.some((x) => x !== m && (variantSuffix(x, m) || variantSuffix(m, x))),
  );
}

/**
 * Compare two products' model numbers. `same`: a shared model and no conflicting variant;
 * `base-and-variant`: one names the base, the other a variant of it; `extended`: one model is the
 * other plus a prefix or a longer suffix; `variants-differ`: two different variants of one base
 * (DVPFX820R / DVPFX820LI); `different`: both have models, none related; `unknown`: one side has none.
 */
export function compareModels(a: readonly string[], b: readonly string[]): ModelComparison {
  if (a.length === 0 || b.length === 0) return UNKNOWN_MODELS;
  const shared = a.filter((m) => b.includes(m));
  const onlyA = a.filter((m) => !shared.includes(m));
  const onlyB = b.filter((m) => !shared.includes(m));
  const bases = [...shared, ...onlyA, ...onlyB];
  const suffixes: [string[], string[]] = [suffixesOf(onlyA, bases), suffixesOf(onlyB, bases)];
  const variant = suffixes[0].length + suffixes[1].length > 0;
  if (suffixes[0].length > 0 && suffixes[1].length > 0) {
    const va = onlyA.filter((m) => bases.some((x) => variantSuffix(x, m)));
    const vb = onlyB.filter((m) => bases.some((x) => variantSuffix(x, m)));
    return {
      relation: 'variants-differ',
      strong: false,
      detail: `${va.join(' ')} vs ${vb.join(' ')}`,
      variant,
      suffixes,
      links: [],
    };
  }
  // Two specific part numbers that differ outweigh a short code both share (Genesis S320 - 3780001 / S-320 3880001).
  if (
    shared.length > 0 &&
    !shared.some(isStrongModel) &&
    strongOnly(onlyA, bases).length > 0 &&
    strongOnly(onlyB, bases).length > 0 &&
    !onlyA.some((x) => onlyB.some((y) => extends_(x, y)))
  ) {
    return {
      relation: 'different',
      strong: false,
      detail: `${onlyA.join(' ')} vs ${onlyB.join(' ')} (${shared.join(' ')} shared)`,
      variant,
      suffixes,
      links: [],
    };
  }
  if (shared.length > 0)
    return {
      relation: 'same',
      strong: shared.some(isStrongModel),
      detail: shared.join(' '),
      variant,
      suffixes,
      links: shared.map((m) => [m, m]),
    };
  const pairs = onlyA.flatMap((x) => onlyB.map((y) => [x, y] as const));
  const linked = pairs.filter(([x, y]) => variantSuffix(x, y) || variantSuffix(y, x));
  if (linked.length > 0) {
    const strong = linked.some(([x, y]) => isStrongModel(x) && isStrongModel(y));
    return {
      relation: 'base-and-variant',
      strong,
      detail: linked.map((p) => p.join('/')).join(' '),
      variant,
      suffixes,
      links: linked.map(([x, y]) => [x, y]),
    };
  }
  const extended = pairs.filter(([x, y]) => extends_(x, y));
  if (extended.length > 0)
    return {
      relation: 'extended',
      strong: true,
      detail: extended.map((p) => p.join('/')).join(' '),
      variant,
      suffixes,
      links: extended.map(([x, y]) => [x, y]),
    };
  return {
    relation: 'different',
    strong: false,
    detail: `${a.join(' ')} vs ${b.join(' ')}`,
    variant,
    suffixes,
    links: [],
  };
}
