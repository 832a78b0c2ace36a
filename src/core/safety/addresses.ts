/**
 * Street addresses that clearly disagree (issue 10): two records that both give a house number and
 * a street, with a different number or no street word in common, are at different places. For a list
 * of sites, branches of one organisation share its name and its phone but not its address, so such a
 * pair is not merged automatically on the other fields' agreement: it goes to review.
 */
import type { InputColumn } from '../profiles/types';
import { ordinalNumbers } from '../normalize/address';

/** Directions and street types: they do not tell two streets apart. */
// prettier-ignore
const STREET_FILLER = new Set([
  'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west',
  'st', 'street', 'ave', 'av', 'avenue', 'rd', 'road', 'blvd', 'boulevard', 'dr', 'drive', 'ln', 'lane',
  'ct', 'court', 'pl', 'place', 'pkwy', 'parkway', 'hwy', 'highway', 'way', 'ter', 'terrace', 'sq', 'square',
]);

/** The house number and the street words of an address that starts with a number, else null. */
export function parseStreetAddress(value: string): { number: string; street: Set<string> } | null {
  const tokens = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
  const words = ordinalNumbers(tokens);
  if (words.length < 2 || !/^\d+[a-z]?$/.test(words[0])) return null;
  const street = new Set<string>();
  for (const t of words.slice(1)) {
    if (/^\d{5}$/.test(t)) break; // a ZIP code ends the street
    if (!STREET_FILLER.has(t)) street.add(t.replace(/^(\d+)(st|nd|rd|th)$/, '$1'));
  }
  if (street.size === 0) return null;
  return { number: words[0].replace(/[a-z]$/, ''), street };
}

/** A parsed address's key: its house number and its first street word. */
const siteKey = (x: { number: string; street: Set<string> }) => `${x.number} ${[...x.street][0]}`;

/**
 * Per address column, each record's parsed street address (null when missing or unparsed), and how
 * many records of the list give each site (house number and first street word).
 */
export function streetAddresses(columns: readonly InputColumn[]): {
  parsed: ReturnType<typeof parseStreetAddress>[];
  sites: Map<string, number>;
}[] {
  return columns
    .filter((c) => c.kind === 'address')
    .map((c) => {
      const parsed = c.values.map((v) => (v ? parseStreetAddress(v) : null));
      const sites = new Map<string, number>();
      for (const x of parsed) if (x) sites.set(siteKey(x), (sites.get(siteKey(x)) ?? 0) + 1);
      return { parsed, sites };
    });
}

/**
 * How records a and b's addresses clearly disagree, or null when they may agree: a different house
 * number on a different street, each of the two sites given by another record of the list as well
 * (a site listed again is a place, not a typo; one guide's address of a restaurant against
 * another's is not enough).
 */
export function addressesDisagree(columns: ReturnType<typeof streetAddresses>, a: number, b: number): string | null {
  for (const { parsed, sites } of columns) {
    const x = parsed[a];
    const y = parsed[b];
    if (!x || !y || x.number === y.number || [...x.street].some((w) => y.street.has(w))) continue;
    if ((sites.get(siteKey(x)) ?? 0) < 2 || (sites.get(siteKey(y)) ?? 0) < 2) continue;
    return `${x.number} and ${y.number}, different streets, each listed again`;
  }
  return null;
}
