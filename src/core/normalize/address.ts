/**
 * Street keys of a postal address: the house number paired with each other word of three or more
 * characters. «4000 W Division St» and «4000 W. Division» share `4000 division`; «30 E. 61St» and
 * «30 East 61st Street» share `30 61st`. Written in any script (folded to ASCII first); no street-type
 * lexicon, so it works for «ул. Ленина, 5» as well as «5 rue Lénine».
 */
import { foldToAscii, splitWords } from './fold';

// prettier-ignore
const UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
// prettier-ignore
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENTHS = TENS.map((t) => (t === '' ? '' : `${t.slice(0, -1)}ieth`));

/** Street types and directions in one short form (USPS and Royal Mail abbreviations): «Avenue» = «Ave.», «Close» = «Cl». */
// prettier-ignore
const STREET_FORMS: Readonly<Record<string, string>> = {
  street: 'st', avenue: 'ave', av: 'ave', boulevard: 'blvd', blv: 'blvd', road: 'rd', drive: 'dr', lane: 'ln',
  court: 'ct', place: 'pl', square: 'sq', parkway: 'pkwy', highway: 'hwy', terrace: 'ter', crescent: 'cres',
  close: 'cl', grove: 'gr', grv: 'gr', gardens: 'gdns', circle: 'cir', terr: 'ter', crt: 'ct', apartment: 'apt',
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
};

/** A number written as its ordinal, with its suffix: 1 → 1st, 12 → 12th, 23 → 23rd. */
function ordinal(n: number): string {
  const last = n % 10;
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/**
 * Ordinal words as ordinal numbers («seventh» → 7th, «twenty first» → 21st, «fiftieth» → 50th), up to 99; other
 * words unchanged.
 */
export function ordinalNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const unit = UNITS.indexOf(w);
    const tenth = TENTHS.indexOf(w);
    const tens = TENS.indexOf(w);
    if (unit > 0) out.push(ordinal(unit));
    else if (tenth > 1) out.push(ordinal(tenth * 10));
    else if (tens > 1 && UNITS.indexOf(words[i + 1] ?? '') > 0 && UNITS.indexOf(words[i + 1]) < 10)
      out.push(ordinal(tens * 10 + UNITS.indexOf(words[++i])));
    else out.push(w);
  }
  return out;
}

/**
 * A street address as its comparison reads it: folded words, ordinal words as numbers and street types and
 * directions in their short form, so «854 Seventh Avenue» and «854 7th Ave.» are one text.
 */
export function normalizeAddress(address: string): string {
  return ordinalNumbers(splitWords(foldToAscii(address)))
    .map((w) => STREET_FORMS[w] ?? w)
    .join(' ');
}

/**
 * The house number (first all-digit word, with an optional letter: 12b) and the street keys built on it; [] without a
 * number.
 */
export function streetKeys(address: string): string[] {
  const words = normalizeAddress(address).split(' ');
  const number = words.find((w) => /^\d{1,6}[a-z]?$/.test(w));
  if (!number) return [];
  const keys = new Set<string>();
  for (const w of words) if (w !== number && w.length >= 3 && !/^\d+$/.test(w)) keys.add(`${number} ${w}`);
  return [...keys];
}
