import { foldToAscii, splitWords } from '../normalize/fold';

/**
 * Model numbers of a product name: tokens mixing letters and digits (CSIA6BK, W11C) or long digit
 * runs (10020780, 910-000692 → 910000692), at least four characters, but not a quantity with its
 * unit (1080p, 24-port, 70-300mm). They identify a product the
 * way a GTIN does, only less reliably.
 */
export function modelNumbers(name: string): string[] {
  // «Ink Cartridge for PIXMA MP240 and MP480 - 2976B001»: models after «for» are what it fits, not what it is.
  const own = name.split(/\s+-\s+/).map((part) => part.split(/\s(?:for|для|compatible with|fits)\s/i)[0]).join(' ');
  const folded = foldToAscii(own).replace(/(\w)[-/.](?=\w)/g, '$1');
  const out = new Set<string>();
  for (const t of splitWords(folded)) {
    const digits = /\d/.test(t);
    const letters = /[a-z]/.test(t);
    // A quantity with its unit (1080p, 24port, 70300mm, 2line) describes a product, it does not name one.
    const quantity = /^\d+[a-z]+$/.test(t);
    if (t.length >= 4 && digits && !quantity && (letters || t.length >= 5)) out.add(t);
  }
  return [...out];
}

/** A model number specific enough to identify: letters and digits, five or more characters, or six or more digits. */
export function isStrongModel(m: string): boolean {
  return /[a-z]/.test(m) ? m.length >= 5 : m.length >= 6;
}

/** How the model numbers of two product names relate. */
export type ModelRelation = 'same' | 'base-and-variant' | 'variants-differ' | 'different' | 'unknown';

/** A variant: the base model plus a short letter suffix (colour, region: PM1327 → PM1327BK, FS105 → FS105NA). */
function variantOf(base: string, m: string): boolean {
  return m.length > base.length && m.length - base.length <= 3 && m.startsWith(base) && /^[a-z]+$/.test(m.slice(base.length));
}

/**
 * Compare two products' model numbers. `same`: a shared model and no conflicting variant;
 * `base-and-variant`: one names the base, the other a variant of it; `variants-differ`: two
 * different variants of one base (DVPFX820R / DVPFX820LI); `different`: both have models, none
 * related; `unknown`: one side has none.
 */
export function compareModels(a: readonly string[], b: readonly string[]): { relation: ModelRelation; strong: boolean; detail: string; variant: boolean } {
  if (a.length === 0 || b.length === 0) return { relation: 'unknown', strong: false, detail: '', variant: false };
  const shared = a.filter((m) => b.includes(m));
  const onlyA = a.filter((m) => !shared.includes(m));
  const onlyB = b.filter((m) => !shared.includes(m));
  const bases = [...shared, ...onlyA, ...onlyB];
  const variantsA = onlyA.filter((m) => bases.some((x) => variantOf(x, m)));
  const variantsB = onlyB.filter((m) => bases.some((x) => variantOf(x, m)));
  if (variantsA.length > 0 && variantsB.length > 0) {
    return { relation: 'variants-differ', strong: false, detail: `${variantsA.join(' ')} vs ${variantsB.join(' ')}`, variant: true };
  }
  const variant = variantsA.length + variantsB.length > 0;
  if (shared.length > 0) return { relation: 'same', strong: shared.some(isStrongModel), detail: shared.join(' '), variant };
  const linked = onlyA.flatMap((x) => onlyB.filter((y) => variantOf(x, y) || variantOf(y, x)).map((y) => [x, y]));
  if (linked.length > 0) {
    const strong = linked.some(([x, y]) => isStrongModel(x) && isStrongModel(y));
    return { relation: 'base-and-variant', strong, detail: linked.map((p) => p.join('/')).join(' '), variant: true };
  }
  return { relation: 'different', strong: false, detail: `${a.join(' ')} vs ${b.join(' ')}`, variant: false };
}

const COLOURS = new Set([
  'black', 'white', 'silver', 'red', 'blue', 'green', 'pink', 'purple', 'gold', 'grey', 'gray', 'brown',
  'orange', 'yellow', 'titanium', 'emerald', 'graphite', 'bronze', 'beige',
]);

/** The colour words of a name (folded). */
export function colours(name: string): string[] {
  return splitWords(foldToAscii(name)).filter((w) => COLOURS.has(w));
}
