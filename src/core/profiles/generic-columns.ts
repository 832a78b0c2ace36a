/**
 * The generic profile's columns and how each is compared: which mapped columns carry evidence (filled enough, not a
 * row id, the most telling kinds first), each kind's kernel and levels, values normalized per kind, and a title that
 * holds another column's value compared on the rest.
 */
import type { FieldKind } from '../../domain/field';
import type { KernelName } from '../../domain/kernel';
import { foldCompact, foldToAscii, mapDistinct, splitWords } from '../normalize/fold';
import { normalizeCity } from '../normalize/city';
import { normalizeAddress } from '../normalize/address';
import { normalizeCompanyName } from '../normalize/company';
import { durationSeconds } from '../normalize/duration';
import { measureShare, measureValue } from '../normalize/measure';
import { defaultPhoneRegion, normalizePhone, rowPhoneRegions } from '../normalize/phone';
import { citedColumn } from '../normalize/cited-names';
import { domainParts } from '../normalize/host';
import { canonicalUrl } from '../normalize/url';
import { SHARED_PLATFORM_DOMAINS } from '../keys/column';
import { shortForms } from '../normalize/short-forms';
import { DEFAULT_LEXICON } from './lexicon';
import { meanLength, NAME_KINDS } from './generic-blocking';
import { isContained, withoutContained } from './contained';
import { canonicalDate, NUMERIC_THRESHOLDS, numericValues, withPoints } from './numeric-comparisons';
import { SERIES_KINDS, seriesReferences } from './series';
import type { InputColumn, ProfileComparison, ProfileInput } from './types';

/**
 * Kinds that carry no evidence about identity in the generic profile (an id column only when its values never repeat).
 */
const SKIPPED: ReadonlySet<FieldKind> = new Set(['id', 'source']);

/** Kernel and level thresholds by field kind (names are short and typo-prone: Jaro–Winkler). */
function comparisonFor(kind: FieldKind): { kernel: KernelName; thresholds: number[] } {
  switch (kind) {
    case 'title':
      // Words in any order, a rare one agreeing saying more than a common one; numbers must be equal.
      return { kernel: 'softTfIdf', thresholds: [0.9, 0.7, 0.5] };
    case 'name':
    case 'company':
    case 'city':
    case 'venue':
    case 'country':
      return { kernel: 'jaroWinkler', thresholds: [0.92, 0.8] };
    case 'address':
      return { kernel: 'tokenSetRatio', thresholds: [0.9, 0.7] };
    case 'date':
      // One slip in a written date (a digit, a swapped pair) is far likelier among matches than two.
      return { kernel: 'levenshtein', thresholds: [0.9, 0.8] };
    case 'url':
    case 'domain':
      // A website one character or one number apart is another site («apex3.com» / «apex15.com», «quantumleap.io» /
      // «quantumleep.io»): no similarity on such short strings tells a typo from another company.
      return { kernel: 'levenshtein', thresholds: [] };
    case 'email':
    case 'phone':
    case 'gtin':
    case 'start':
      return { kernel: 'levenshtein', thresholds: [0.85] };
    case 'names':
      // A list of people: their order and one missing co-author do not matter.
      return { kernel: 'tokenSetRatio', thresholds: [0.9, 0.7] };
    case 'text':
      return { kernel: 'qgramJaccard', thresholds: [0.6, 0.3] };
    case 'code':
      return { kernel: 'levenshtein', thresholds: [0.9] };
    case 'amount':
    case 'number':
      // Until amounts get a relative-difference comparison: equal, or one slip in a long number.
      return { kernel: 'levenshtein', thresholds: [0.95] };
    default:
      return { kernel: 'levenshtein', thresholds: [0.8] };
  }
}

/**
 * The site a domain column's value names: «https://www.costa.co.uk/stores/leeds-12», «www.costa.co.uk» and
 * «costa.co.uk» are one site, its registered domain; a page on a shared platform (facebook.com/…) is its page.
 */
export function siteValue(raw: string): string {
  const parts = domainParts(raw);
  if (parts === null) return normalizeCell(raw);
  return SHARED_PLATFORM_DOMAINS.has(parts.registeredDomain) ? pageValue(raw) : parts.registeredDomain;
}

/** A URL column's value as its canonical URL (scheme, «www.», tracking parameters and fragments set aside). */
export function pageValue(raw: string): string {
  return canonicalUrl(raw) ?? normalizeCell(raw);
}

/** Each value without its words that write the record's own quantity (`quantities`, NaN where none). */
function withoutQuantity(values: readonly string[], quantities: Float64Array): string[] {
  return values.map((v, r) => {
    const q = quantities[r];
    if (v === '' || Number.isNaN(q)) return v;
    const words = v.split(' ');
    const kept: string[] = [];
    for (let k = 0; k < words.length; k++) {
      if (measureValue(words[k]) === q) continue;
      // A quantity folded into two words («1 5l» of «1.5L»): read with its neighbour.
      if (k + 1 < words.length && measureValue(`${words[k]}.${words[k + 1]}`) === q) {
        k++;
        continue;
      }
      kept.push(words[k]);
    }
    return kept.length === words.length || kept.length === 0 ? v : kept.join(' ');
  });
}

/** A column of these kinds with this share of quantities with a known unit is compared by quantity. */
const MEASURED = 0.8;
const QUANTITY_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['number', 'category', 'code', 'other']);

/** Each value's quantity in its unit's base (NaN where none), when the column is one of quantities; else undefined. */
function quantityNumbers(values: readonly string[]): Float64Array | undefined {
  const numbers = Float64Array.from(values, measureValue);
  return measureShare(values, numbers) >= MEASURED ? numbers : undefined;
}

/** Whether some non-empty value occurs twice: an identifier shared by records (not a row id) is evidence. */
function repeats(values: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const v of values) {
    const k = v.trim();
    if (k === '') continue;
    if (seen.has(k)) return true;
    seen.add(k);
  }
  return false;
}

/** Kinds whose values may hold another column's value, and the kinds such a value has (contained.ts). */
const CONTAINERS: ReadonlySet<FieldKind> = new Set(['title', 'text']);
const CONTAINED: ReadonlySet<FieldKind> = new Set(['company', 'other', 'category']);

/** Columns filled less than this share carry too little evidence to weigh. */
const MIN_FILLED = 0.2;
/** At most this many comparisons: every extra field multiplies the comparison patterns EM iterates over. */
const MAX_COMPARISONS = 12;
/** Field kinds from most to least telling about identity; kinds not listed come next, then the labels. */
// prettier-ignore
const KIND_ORDER: FieldKind[] = [
  'name', 'title', 'company', 'venue', 'email', 'id', 'date', 'phone', 'gtin', 'url', 'domain', 'address', 'city',
];
/** Kinds a few values label many records with (a category, a source system): the first to leave when there are many. */
const LABEL_KINDS: ReadonlySet<FieldKind> = new Set(['category', 'source']);
const kindRank = (k: FieldKind) =>
  KIND_ORDER.includes(k) ? KIND_ORDER.indexOf(k) : KIND_ORDER.length + (LABEL_KINDS.has(k) ? 1 : 0);

/** Share of non-empty values. */
function filled(values: readonly string[]): number {
  let n = 0;
  for (const v of values) if (v.trim() !== '') n++;
  return values.length === 0 ? 0 : n / values.length;
}

/** At least this share of a column's values must be free of digits for its values to be words. */
const MIN_WORD_SHARE = 0.9;

/** Whether nearly every non-empty value is made of letters only (no digits): names of things, not codes. */
function wordValues(values: readonly string[]): boolean {
  let words = 0;
  let count = 0;
  for (const v of values) if (v !== '') (count++, /\d/.test(v) || words++);
  return count > 0 && words >= MIN_WORD_SHARE * count;
}

/** Kinds that name an organisation or a thing by words one source may print short («VLDB», «IEEE Trans. Knowl.»). */
const SHORTENED: ReadonlySet<FieldKind> = new Set(['venue', 'company', 'category', 'other']);

/** Function words a short form leaves out, folded. */
const STOP: ReadonlySet<string> = new Set(DEFAULT_LEXICON.stop.map((w) => splitWords(foldToAscii(w)).join(' ')));

/** Each value as its column's short form of it, when it has one (short-forms.ts), folded to words by `fold`. */
function withShortForms(values: readonly string[], fold: (v: string) => string = normalizeCell): string[] {
  const forms = shortForms(values, STOP);
  return mapDistinct(values, (v) => fold(forms.get(v.trim()) ?? v));
}

/** A reference number as its letters and digits alone: «GB 278 5866 98» = «GB278586698», «EIN 58-6093854» = «EIN586093854». */
const referenceValue = (v: string) => normalizeCell(v).replace(/ /g, '');

/** An organisation's name without its legal form («Acme Widgets Ltd» = «ACME WIDGETS LIMITED»), else its words. */
const companyName = (v: string) => normalizeCompanyName(v) || normalizeCell(v);

/** A column's values in the canonical writing of their kind (phones aside: they need the list's region). */
function writtenValues(c: InputColumn): string[] {
  switch (c.kind) {
    case 'date':
      return mapDistinct(c.values, canonicalDate);
    case 'city':
      // A city without its settlement type («г. Москва» = «Москва»): the Fields preview shows this form.
      return mapDistinct(c.values, normalizeCity);
    case 'address':
      return mapDistinct(c.values, normalizeAddress);
    case 'domain':
      return mapDistinct(c.values, siteValue);
    case 'url':
      return mapDistinct(c.values, pageValue);
    case 'code':
      // A code's spaces and dashes are how it is printed («LS2 8PJ» / «LS28PJ», «AB-123» / «AB123»).
      return mapDistinct(c.values, foldCompact);
    case 'id':
      return mapDistinct(c.values, referenceValue);
    case 'names':
      return citedColumn(c.values) ?? mapDistinct(c.values, normalizeCell);
    default:
      return SHORTENED.has(c.kind)
        ? withShortForms(c.values, c.kind === 'company' ? companyName : normalizeCell)
        : mapDistinct(c.values, normalizeCell);
  }
}

/**
 * A column's values as the generic profile compares them (phones aside); one that writes one number bare and with its series letters
 * or word («INV-004417» / «4417», «Episode 212» / «212») compares its references by number (series.ts).
 */
function comparedValues(c: InputColumn): string[] {
  const written = writtenValues(c);
  const refs = SERIES_KINDS.has(c.kind) ? seriesReferences(c.values) : null;
  return refs?.bothWays ? written.map((v, r) => refs.numbers[r] || v) : written;
}

/** A cell folded to ASCII words joined by single spaces. */
function normalizeCell(value: string): string {
  return splitWords(foldToAscii(value)).join(' ');
}

/** The columns the generic profile compares (`used`, most telling first) and its comparison of each, index for index. */
export function columnComparisons(input: ProfileInput): { used: InputColumn[]; comparisons: ProfileComparison[] } {
  // A date beside person names is a birth date, compared as written (one slip, a day and month swapped); in a list
  // without people it is when something happened (a booking, a show), compared by days apart.
  const people = input.columns.some((c) => c.kind === 'name' || c.kind === 'names');
  const { columns, point } = withPoints(input.columns);
  const used = columns
    .map((c) => (c.kind === 'date' && !people ? { ...c, kind: 'start' as const } : c))
    .filter((c) => (!SKIPPED.has(c.kind) || (c.kind === 'id' && repeats(c.values))) && filled(c.values) >= MIN_FILLED)
    .sort((a, b) => kindRank(a.kind) - kindRank(b.kind))
    .slice(0, MAX_COMPARISONS);
  // Phones in E.164, those written without a country code read in the list's own region («8 965 313 70 51» is
  // «+79653137051» in a Russian list); a number that is no valid phone keeps its digits, a value with few digits
  // stays as written.
  // A row whose country column names a country reads its phone there («0161 …» in a British row, «040 …» in a German).
  const hasPhone = used.some((c) => c.kind === 'phone');
  const region = hasPhone ? defaultPhoneRegion(input.columns)?.region : undefined;
  const regions = hasPhone ? rowPhoneRegions(input.columns, region) : [];
  const phoneValue = (v: string, r: number) => {
    const digits = v.replace(/\D/g, '');
    return (
      normalizePhone(v, { defaultCountry: regions[r] ?? region }) ?? (digits.length >= 5 ? digits : normalizeCell(v))
    );
  };
  const phoneValues = (values: readonly string[]) => {
    const seen = new Map<string, string>();
    return values.map((v, r) => {
      const key = `${regions[r] ?? ''}|${v}`;
      let out = seen.get(key);
      if (out === undefined) seen.set(key, (out = phoneValue(v, r)));
      return out;
    });
  };
  const comparisons: ProfileComparison[] = used.map((c) => {
    // A point by metres apart (withPoints).
    if (c === point?.column) {
      const { numeric } = point;
      return {
        name: c.name,
        kernel: 'levenshtein' as const,
        thresholds: NUMERIC_THRESHOLDS.metres,
        values: [...c.values],
        numeric,
      };
    }
    // Numbers are compared as numbers: date-times by days apart, amounts, durations (in seconds) and quantities with
    // their units (in the unit's base; a column of them whatever kind its few values made it: «75cl», «Magnum
    // 150cl»), whatever unit each source wrote, by relative difference.
    const quantities = QUANTITY_KINDS.has(c.kind) ? quantityNumbers(c.values) : undefined;
    const measured = quantities !== undefined;
    if (c.kind === 'start' || c.kind === 'amount' || c.kind === 'duration' || measured) {
      const numeric =
        c.kind === 'duration' || measured
          ? { numbers: quantities ?? durationSeconds(c.values), scale: 'relative' as const }
          : numericValues(c.values, c.kind === 'start' ? 'days' : 'relative', input.sourceOf);
      // A quantity keeps its words («750ml»): a title that writes it too is explained by them (generic-rules.ts).
      const values = Array.from(numeric.numbers, (x, r) =>
        Number.isNaN(x) || measured
          ? normalizeCell(c.values[r])
          : c.kind === 'start'
            ? canonicalDate(c.values[r])
            : String(x),
      );
      return {
        name: c.name,
        column: c.name,
        kernel: 'levenshtein' as const,
        thresholds: NUMERIC_THRESHOLDS[numeric.scale],
        values,
        numeric,
        ...(measured && { quantity: true }),
      };
    }
    const values = c.kind === 'phone' ? phoneValues(c.values) : comparedValues(c);
    // Long free text (co-author lists, descriptions): edit distance is quadratic and says little;
    // the share of common q-grams is linear and tolerant of reordering.
    const text = meanLength(values) > 40 && !NAME_KINDS.has(c.kind);
    // A column of unknown kind holding words, not codes, names something («PRET A MANGER» / «Pret»,
    // «ACME CLEANING LIMITED» / «Acme Cleaning»): written short on one side, it keeps its beginning,
    // which Jaro–Winkler rewards and edit distance does not.
    const kind = c.kind === 'other' && wordValues(values) ? 'name' : c.kind;
    return {
      name: c.name,
      column: c.name,
      ...(text ? { kernel: 'qgramJaccard' as const, thresholds: [0.6, 0.3] } : comparisonFor(kind)),
      values,
    };
  });
  // A title or text that holds another column's value (its brand, its counterparty) is compared on the rest; so is one
  // that writes the record's own quantity («… 2014 (375ML)» beside size «375ml»).
  const quantities = comparisons.filter((q) => q.quantity);
  for (const [i, c] of used.entries()) {
    if (!CONTAINERS.has(c.kind) || comparisons[i].numeric) continue;
    for (const q of quantities) comparisons[i].values = withoutQuantity(comparisons[i].values, q.numeric!.numbers);
    for (const [j, d] of used.entries())
      if (j !== i && CONTAINED.has(d.kind) && isContained(comparisons[i].values, comparisons[j].values))
        ({ outer: comparisons[i].values, inner: comparisons[j].values } = withoutContained(
          comparisons[i].values,
          comparisons[j].values,
        ));
  }
  return { used, comparisons };
}

/** A value carried by this many records is a template's, and a column of them on this share of its records too. */
const TEMPLATE_RECORDS = 10;
const TEMPLATE_SHARE = 0.3;

/** Whether at least TEMPLATE_SHARE of a column's filled records carry a value TEMPLATE_RECORDS or more records carry. */
export function templated(values: readonly string[]): boolean {
  const counts = new Map<string, number>();
  let filled = 0;
  for (const v of values) if (v !== '') (filled++, counts.set(v, (counts.get(v) ?? 0) + 1));
  let shared = 0;
  for (const n of counts.values()) if (n >= TEMPLATE_RECORDS) shared += n;
  return filled > 0 && shared >= TEMPLATE_SHARE * filled;
}

/** At least this share of an identifier column's values hold six digits or more: registration, account, tax numbers. */
const LONG_NUMBER_SHARE = 0.8;

/** Whether most filled values of a column are long numbers (six digits or more), as one record's own number is. */
export function longNumbers(values: readonly string[]): boolean {
  const filled = values.filter((v) => v !== '');
  const long = filled.filter((v) => v.replace(/\D/g, '').length >= 6).length;
  return filled.length > 0 && long >= LONG_NUMBER_SHARE * filled.length;
}
