import { foldToAscii, splitWords } from '../normalize/fold';

/**
 * Colour words of product names, each mapped to its family: two names agree on colour when they
 * share a family (emerald / green, navy / blue, onyx / black), they differ when both name colours
 * and share none.
 */
// prettier-ignore
const COLOUR_FAMILY: Readonly<Record<string, string>> = {
  black: 'black', onyx: 'black', ebony: 'black', white: 'white', ivory: 'white', silver: 'silver', titanium: 'titanium',
  stainless: 'stainless', chrome: 'silver', red: 'red', crimson: 'red', cherry: 'red', scarlet: 'red', burgundy: 'red',
  maroon: 'red', blue: 'blue', navy: 'blue', cobalt: 'blue', azure: 'blue', indigo: 'blue', green: 'green',
  emerald: 'green', mint: 'green', olive: 'green', lime: 'green', grey: 'gray', gray: 'gray', graphite: 'gray',
  charcoal: 'gray', gunmetal: 'gray', pink: 'pink', rose: 'pink', fuchsia: 'magenta', purple: 'purple', plum: 'purple',
  lavender: 'purple', lilac: 'purple', violet: 'purple', mauve: 'purple', cyan: 'cyan', turquoise: 'cyan', teal: 'cyan',
  aqua: 'cyan', magenta: 'magenta', gold: 'gold', champagne: 'gold', brown: 'brown', espresso: 'brown', mocha: 'brown',
  bronze: 'bronze', orange: 'orange', amber: 'orange', yellow: 'yellow', beige: 'beige', cream: 'beige', khaki: 'beige',
};

/** The colour words of a name (folded), in order. */
export function colours(name: string): string[] {
  return splitWords(foldToAscii(name)).filter((w) => w in COLOUR_FAMILY);
}

/** The colour families a name mentions. */
export function colourFamilies(name: string): string[] {
  return [...new Set(colours(name).map((w) => COLOUR_FAMILY[w]))];
}

/**
 * Colour codes makers append to a model number (DLE0442WH, NNSN667BK, LRBP1031W, NXU10SIL): the
 * family a variant suffix stands for, or '' when the suffix is no known colour code (a region: NA).
 * Of single letters only W is read: B, G, K and S stand for several colours or for other things (kit).
 */
const SUFFIX_FAMILY: Readonly<Record<string, string>> = {
  wh: 'white',
  w: 'white',
  wht: 'white',
  whi: 'white',
  bk: 'black',
  blk: 'black',
  bl: 'blue',
  blu: 'blue',
  rd: 'red',
  red: 'red',
  sl: 'silver',
  sil: 'silver',
  slv: 'silver',
  ss: 'stainless',
  tt: 'titanium',
  pk: 'pink',
  pnk: 'pink',
  gy: 'gray',
  gry: 'gray',
};

/** The colour family of a model's variant suffix, or ''. */
export function suffixColour(suffix: string): string {
  return SUFFIX_FAMILY[suffix] ?? '';
}

/** How two products' colours relate: both named and sharing a family, both named and disjoint, or not both named. */
export type ColourRelation = 'agree' | 'differ' | 'one-sided' | 'none';

/** Compare two colour family sets. */
export function compareColours(a: readonly string[], b: readonly string[]): ColourRelation {
  if (a.length > 0 && b.length > 0) return a.some((c) => b.includes(c)) ? 'agree' : 'differ';
  return a.length + b.length > 0 ? 'one-sided' : 'none';
}
