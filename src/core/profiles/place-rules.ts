/**
 * Rules for records of places and organisations in the generic model: an address is a place (its house and flat
 * numbers included), and two registration numbers of one kind are two legal entities.
 */
import { valueCounts } from '../fields/hints';
import { isPostcode } from '../fields/stats';
import type { InputColumn, ProfileComparison } from './types';

/** A column is a postcode column when at least this share of its filled values are shaped like postcodes. */
const POSTCODE_COLUMN = 0.5;

/**
 * The columns saying where a record is besides its address, indices into `used` / `comparisons`: postcodes (values
 * shaped like postcodes that carry letters) and points compared by metres apart.
 */
export function locationColumns(used: readonly InputColumn[], comparisons: readonly ProfileComparison[]): number[] {
  return used.flatMap((c, i) => {
    if (comparisons[i]?.numeric?.scale === 'metres') return [i];
    if (c.kind !== 'code' && c.kind !== 'id') return [];
    let filled = 0;
    let shaped = 0;
    for (const v of c.values) if (v.trim() !== '') (filled++, isPostcode(v) && shaped++);
    return filled > 0 && shaped / filled >= POSTCODE_COLUMN ? [i] : [];
  });
}

/**
 * The first location column (locationColumns) where records a and b are at two places, as «column: a vs b», or null:
 * two points over the comparison's last threshold apart (similarities `s`), or two postcodes neither of which begins
 * the other («LS8» is the district of «LS8 2GD»).
 */
export function locationsDiffer(
  locations: readonly number[],
  comparisons: readonly ProfileComparison[],
  s: ArrayLike<number>,
  a: number,
  b: number,
): string | null {
  for (const c of locations) {
    const { name, values, numeric, thresholds } = comparisons[c];
    const [x, y] = [values[a], values[b]];
    const apart = numeric
      ? s[c] < Math.min(1, ...thresholds)
      : x !== '' && y !== '' && !x.startsWith(y) && !y.startsWith(x);
    if (apart) return `${name}: ${x} vs ${y}`;
  }
  return null;
}

/** A number in a written address: a house, a flat, a unit («12», «45b»). */
const ADDRESS_NUMBER = /^\d+[a-z]?$/;

/** Words of an address that say what a number is (a flat, a unit), not where it is. */
// prettier-ignore
const UNIT_WORDS: ReadonlySet<string> = new Set([
  'flat', 'apt', 'apartment', 'unit', 'suite', 'ste', 'no', 'room', 'floor', 'kv', 'kvartira', 'wohnung', 'appartement',
]);

/**
 * A normalized address as its numbers (houses, flats, units: «12», «45b», and the number or letter after a unit word,
 * «flat b»), sorted, and its street words (the rest, unit words aside), sorted and joined.
 */
function addressParts(value: string): { numbers: string[]; street: string } {
  const words = value.split(' ').filter(Boolean);
  const unit = (w: string, k: number) => ADDRESS_NUMBER.test(w) || (k > 0 && UNIT_WORDS.has(words[k - 1]));
  const numbers = words.filter(unit).sort();
  const street = words.filter((w, k) => !unit(w, k) && !UNIT_WORDS.has(w)).sort();
  return { numbers, street: street.join(' ') };
}

/**
 * Whether the numbers `x` (sorted) hold one more often than `y` does: a flat numbered as its house («33/33», flat 33 at
 * number 33) holds its number twice, and «33, Apt 67» is another flat of that house.
 */
function beyond(x: readonly string[], y: readonly string[]): boolean {
  for (let i = 0; i < x.length;) {
    let j = i;
    while (j < x.length && x[j] === x[i]) j++;
    if (j - i > y.filter((w) => w === x[i]).length) return true;
    i = j;
  }
  return false;
}

/**
 * Numbers that each of two addresses has and the other lacks (addressParts, counted), per address column (`addresses`: normalized
 * values), or null: «Flat 3, 6 Station Street» and «6/2 Station Street» are two flats of one house, «26 Sawmill Court» and
 * «Flat 20, Sawmill Court» two flats of one block; a number on one side only (a flat left out) is no disagreement.
 */
export function addressNumbersDiffer(
  addresses: readonly number[],
  comparisons: readonly ProfileComparison[],
  a: number,
  b: number,
): string | null {
  for (const c of addresses) {
    const [x, y] = [addressParts(comparisons[c].values[a]).numbers, addressParts(comparisons[c].values[b]).numbers];
    if (beyond(x, y) && beyond(y, x))
      return `${comparisons[c].name}: ${comparisons[c].values[a]} vs ${comparisons[c].values[b]}`;
  }
  return null;
}

/**
 * For the address columns `addresses` (normalized values): a pair where one address names a flat and the other only
 * its building («6/2 Station Street» / «6 Station Street»), or only its street («King's Terrace»), or both only the
 * building while the list holds a flat of it: the bare address names none of its flats. Null otherwise (one house's
 * address written twice).
 */
export function bareAddress(
  addresses: readonly number[],
  comparisons: readonly ProfileComparison[],
): (a: number, b: number) => string | null {
  const columns = addresses.map((c) => {
    const { values } = comparisons[c];
    const split = (r: number) => addressParts(values[r]);
    // The number sets the list gives each street, read once.
    const sets = new Map<string, Map<string, string[]>>();
    for (let r = 0; r < values.length; r++) {
      if (values[r] === '') continue;
      const { numbers, street } = split(r);
      const of = sets.get(street) ?? sets.set(street, new Map()).get(street)!;
      of.set(numbers.join(' '), numbers);
    }
    const extensions = new Map<string, number>();
    const extended = (street: string, numbers: string[]): number => {
      const key = `${street}|${numbers.join(' ')}`;
      let n = extensions.get(key);
      if (n === undefined) {
        n = 0;
        for (const other of sets.get(street)?.values() ?? [])
          if (other.length > numbers.length && numbers.every((w) => other.includes(w))) n++;
        extensions.set(key, n);
      }
      return n;
    };
    return { name: comparisons[c].name, values, split, extended };
  });
  return (a, b) => {
    for (const { name, values, split, extended } of columns) {
      if (values[a] === '' || values[b] === '') continue;
      const [x, y] = [split(a), split(b)];
      const [short, long] = x.numbers.length < y.numbers.length ? [x, y] : [y, x];
      if (!short.numbers.every((w) => long.numbers.includes(w))) continue;
      // A street without a number names no house on it.
      if (short.numbers.length === 0 && long.numbers.length > 0)
        return `${name}: «${short === x ? values[a] : values[b]}» names a street, not a house`;
      const flats = extended(short.street, short.numbers);
      if (flats >= 1)
        return `${name}: «${short === x ? values[a] : values[b]}» is one of ${flats} addresses the list gives there`;
    }
    return null;
  };
}

/** An identifier of a thing is at least this long once compacted (a VIN, a registration plate, a serial number). */
const MIN_IDENTIFIER_LENGTH = 5;
/** A column identifies things when at least this share of its filled rows hold a value at most three rows hold. */
const OWN_VALUE_SHARE = 0.95;

/**
 * The columns holding each thing's own identifier, indices into `used` / `comparisons`: identifiers and codes whose
 * values are almost never shared beyond the three rows several sources give one thing (a VIN, a registration plate,
 * a serial number — not a model code many records share), and not the `located` columns (a postcode says where a thing
 * is, not which: locationColumns).
 */
export function identifierColumns(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
  located: readonly number[],
): number[] {
  return used.flatMap((c, i) => {
    if ((c.kind !== 'id' && c.kind !== 'code') || comparisons[i]?.numeric || located.includes(i)) return [];
    const { filled, counts } = valueCounts(comparisons[i].values);
    let own = 0;
    for (const n of counts.values()) if (n <= 3) own += n;
    return filled > 0 && own / filled >= OWN_VALUE_SHARE ? [i] : [];
  });
}

/**
 * Two identifiers of things that differ, per identifier column (identifierColumns), or null: both at least
 * {@link MIN_IDENTIFIER_LENGTH} long and as long as each other, differing in two places or more («FTCP2KGBRW3KGYV2G» /
 * «Z87Z747DB5K6T70FZ», «LZ15 DKF» / «PW65 TKH»); one place off may be a slip of the pen, and identifiers of different
 * lengths may be of different kinds. The values are compared as the generic profile compares identifiers and codes:
 * already letters and digits only, in one case (generic-columns.ts `comparedValues`).
 */
export function identifiersDiffer(
  ids: readonly number[],
  comparisons: readonly ProfileComparison[],
  a: number,
  b: number,
): string | null {
  return firstDiffering(ids, comparisons, a, b, (v) => v, MIN_IDENTIFIER_LENGTH);
}

/** Reference numbers shorter than this (a house number, a count) are not read as one record's number. */
const MIN_REFERENCE_DIGITS = 6;

/**
 * Two reference numbers of one kind that differ, per identifier column (`ids`), or null: the digits of each value, when
 * both are as long (one kind of number: a VAT number, a registration number) and differ in two places or more, name
 * two registrations. One digit off may be a slip of the pen; numbers of different lengths are different kinds of
 * number (a VAT number beside a company number) and say nothing.
 */
export function referencesDiffer(
  ids: readonly number[],
  comparisons: readonly ProfileComparison[],
  a: number,
  b: number,
): string | null {
  return firstDiffering(ids, comparisons, a, b, (v) => v.replace(/\D/g, ''), MIN_REFERENCE_DIGITS);
}

/**
 * The first of columns `ids` where records a and b hold two identifiers of one kind, as «column: a vs b», or null: their
 * `compact` forms as long as each other, at least `min` long, and two places or more apart (one may be a slip).
 */
function firstDiffering(
  ids: readonly number[],
  comparisons: readonly ProfileComparison[],
  a: number,
  b: number,
  compact: (v: string) => string,
  min: number,
): string | null {
  for (const c of ids) {
    const { name, values } = comparisons[c];
    const [x, y] = [compact(values[a]), compact(values[b])];
    if (x.length < min || x.length !== y.length) continue;
    let differ = 0;
    for (let k = 0; k < x.length && differ < 2; k++) if (x[k] !== y[k]) differ++;
    if (differ >= 2) return `${name}: ${values[a]} vs ${values[b]}`;
  }
  return null;
}
