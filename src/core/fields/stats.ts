import { getCountries } from 'libphonenumber-js/min';
import { amountRange } from '../normalize/amount';
import { companyTokens } from '../normalize/company';
import { parseDateTime } from '../normalize/datetime';
import { writtenDuration } from '../normalize/duration';
import { normalizeEmail } from '../normalize/email';
import { foldToAscii, splitWords } from '../normalize/fold';
import { parseGtin } from '../normalize/gtin';
import { domainParts } from '../normalize/host';
import { countryCodeOf } from '../normalize/phone';
import { modelNumbers } from '../profiles/models';
import { DEFAULT_LEXICON, stemSet } from '../profiles/lexicon';
import { titleWords } from '../normalize/title';
import { listParts, nameHits } from './names';

/**
 * Statistics of a column sample, the facts field detection reasons from: shapes (tokens, digits,
 * model-like tokens, capitalisation, length), parse rates of the typed normalizers (dates, e-mails,
 * URLs, phones, GTINs, numbers), lexicon rates (given names, surnames, legal forms, street words)
 * and cardinality. Every share is over the non-empty values of the sample.
 */

/** Column statistics; shares are 0..1 over the non-empty values. */
export interface ColumnStats {
  /** Non-empty values in the sample. */
  count: number;
  /** Distinct non-empty values, and their share of `count`. */
  distinctCount: number;
  distinct: number;
  meanLength: number;
  meanTokens: number;
  /** Values holding a digit. */
  withDigits: number;
  /** Values with a token mixing letters and digits that is no quantity («DSC-W80», «KDL40V4100»; not «8GB», «51st»). */
  model: number;
  /**
   * Values without whitespace, and those shaped like a code (letters, digits, «-_./:#» only, at most 40; or two short
   * parts: «YO14 4DL»).
   */
  singleToken: number;
  codeShape: number;
  /** Digits and phone punctuation only, 7 to 15 digits (punctuated or not). */
  phoneDigits: number;
  /** Distinct share of the values' shapes with digit runs as «#» («rec-#-org»: a template). */
  skeletons: number;
  /** Share of the values written in the three commonest of those shapes (a template: most values; postcodes: few). */
  templateShare: number;
  /** Values shaped like postcodes that carry letters (British, Canadian, Dutch). */
  postcode: number;
  /** Number shapes: whole numbers, numbers with a fraction, a currency sign or code, 4-digit years 1800–2100. */
  integer: number;
  numeric: number;
  decimal: number;
  currency: number;
  year: number;
  /** Fraction digits most numbers carry (0 when none). */
  fractionDigits: number;
  /** Share of values as long as the most common length (fixed-width codes and keys). */
  sameLength: number;
  /**
   * Parse rates: date-times with a time of day, dates (with or without a time); e-mails, URLs, domains, phones, GTINs,
   * country codes or names.
   */
  dateTime: number;
  date: number;
  email: number;
  url: number;
  domain: number;
  phone: number;
  gtin: number;
  country: number;
  /**
   * Person-name evidence: a given name, a surname (or a Cyrillic surname ending), a whole value shaped like a person's
   * name.
   */
  givenName: number;
  surname: number;
  person: number;
  /** Cells holding a list (of names or other parts), and list parts that are person names. */
  list: number;
  listPerson: number;
  /** A legal form (Ltd, GmbH, ООО …) among the words; a house number beside words or a street word. */
  legalForm: number;
  /** Values whose name (its legal form aside) the column writes with a legal form somewhere: «Acme» beside «ACME LTD». */
  formedName: number;
  address: number;
  /** A word naming a kind of venue («Театр …», «… Cinema», «Музей …»). */
  venueWord: number;
  /** Of the values with such a word, those that are nothing else: a kind of place named bare («Restaurant», «Cafés»). */
  bareKind: number;
  /** A quantity with its unit («70 m²», «753 sq ft»). */
  measure: number;
  /** A range of two amounts («£33,000 - £38,000», «41k-46k»). */
  range: number;
  /** A reference number standing alone: five digits or more («REF 641911»). */
  reference: number;
  /**
   * Durations written as such (on a clock «3:45», with units «4m 5sec»), and of the clock forms those whose last part
   * is a multiple of five (a time of day is written to the five minutes, «19:00»; a length to the second).
   */
  duration: number;
  roundClock: number;
  /** Capitalisation: Every Word Capitalised, ALL CAPITALS. */
  titleCase: number;
  upperCase: number;
  /** Sentences: six words or more with sentence punctuation. */
  sentence: number;
  /**
   * Phrases: values written in mixed case holding two lower-case words of four letters or more that name no kind of
   * street («2 bedroom flat for sale»); an address line is proper names and numbers.
   */
  phrase: number;
  /**
   * Names of things: values holding a word or sign a person's name never carries — an article, a conjunction or a
   * preposition («The Red Lion», «Holland & Barrett», «Bank of Scotland»), a possessive («Mario's Pizzeria»), quotes
   * (кафе «Прага»), a kind of venue, a legal form or a post («Data Analyst»).
   */
  thing: number;
}

const URLISH = /^(?:https?:\/\/|www\.[^/]+\/.)/i;
const BARE_HOST = /^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}\.?$/i;
const PHONEISH = /^(?:\+|00)?[\d\s().\-/]{7,22}$/;
const PHONE_PUNCT = /[\s().\-/+]/;
const DIGIT_ONLY = /^\d+$/;
const CODE_SHAPE = /^[\p{L}\p{N}_\-.:/#]{1,40}$/u;
const SHORT_CODE = /^(?=.{3,10}$)(?=.*\d)[\p{L}\p{N}]+ [\p{L}\p{N}]+$/u;
/** Postcodes whose letters tell them from identifiers: British («YO14 4DL»), Canadian («K1A 0B1»), Dutch («1012 AB»). */
const POSTCODE = /^(?:[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}|[a-z]\d[a-z] ?\d[a-z]\d|\d{4} ?[a-z]{2})$/i;
const INTEGER = /^[+-]?\d+$/;

/** Whether a value is shaped like a postcode that carries letters (see {@link POSTCODE}). */
export const isPostcode = (value: string): boolean => POSTCODE.test(value.trim());
/** A quantity with its unit («70 m²», «753 sq ft», «1,5 kg», «500 ml», «256 GB»): a measure, not a house number. */
const MEASURE =
  /^[~≈]?\d+(?:[.,]\d+)?\s*(?:m²|m2|sq\.?\s?(?:ft|m|metres|meters|feet)|ft²|sqft|kg|g|mg|lb|lbs|oz|cm|mm|kms?|m|ft|in|mi|miles?|k|ml|l|cl|gb|tb|mb|kb|w|kw|kwh|v|mah|м²|м2|кв\.?\s?м|кг|г|см|мм|км|м|мл|л)\.?$/i;
const REFERENCE = /(?:^|[\s#:])\d{5,}(?=$|\s)/;
const CURRENCY = /[$€£¥₽₴₹₩₪]|\b(?:usd|eur|gbp|rub|руб|chf|jpy|cny|uah)\b\.?/iu;
const NUMBER = /^[+-]?(?:\d{1,3}(?:[ \u00a0\u202f,.']\d{3})+|\d+)(?:[.,](\d+))?$/;
/**
 * A house number first («435 s. la cienega blv.»), or last after a comma or one to three words («ул. Ленина, 1»,
 * «Светланская 1»).
 */
const ADDRESS =
  /^(?:\d+[a-zа-я]?[\s,]+\p{L}|\p{L}[\p{L}\s.]*,\s*\d+[a-zа-я]?(?:[/-]\d+)?$|(?:[\p{L}.]+\s+){1,3}\d+[a-zа-я]?(?:[/-]\d+)?$)/iu;
// prettier-ignore
const STREET_WORDS: ReadonlySet<string> = new Set([
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'boulevard', 'blvd', 'place', 'pl', 'crescent', 'cres', 'drive',
  'dr', 'court', 'ct', 'lane', 'ln', 'way', 'close', 'parade', 'terrace', 'tce', 'highway', 'hwy', 'circuit', 'cct',
  'grove', 'square', 'sq', 'ulitsa', 'ul', 'prospekt', 'pr', 'pereulok', 'per', 'shosse', 'naberezhnaya', 'bulvar',
  'ploshchad', 'strasse', 'str', 'weg', 'platz', 'allee', 'rue', 'chemin', 'calle', 'avenida', 'via', 'piazza', 'viale',
]);
const COUNTRIES = new Set(getCountries() as string[]);

/** A plain number: «1 299,90», «$44.00», «-3», «12.5 EUR»; null when the value is something else. */
export function parseNumber(value: string): { fraction: number; currency: boolean } | null {
  const currency = CURRENCY.test(value);
  const bare = value.replace(CURRENCY, '').trim();
  const m = NUMBER.exec(bare);
  if (!m) return null;
  return { fraction: m[1]?.length ?? 0, currency };
}

function digitCount(v: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Value tests shared with the header checks of values.ts. */
export const VALUE_TESTS = {
  email: (v: string) => v.includes('@') && normalizeEmail(v) !== null,
  url: (v: string) => URLISH.test(v) && domainParts(v) !== null,
  domain: (v: string) => BARE_HOST.test(v) && domainParts(v) !== null,
  gtin: (v: string) => DIGIT_ONLY.test(v.replace(/[\s-]/g, '')) && digitCount(v) >= 12 && parseGtin(v).ok,
  // At most 13 digits without an international prefix: longer grouped digit runs are account or provider numbers.
  phone: (v: string) =>
    PHONEISH.test(v) &&
    (PHONE_PUNCT.test(v) || v.startsWith('+')) &&
    digitCount(v) >= 7 &&
    digitCount(v) <= (/^(?:\+|00)/.test(v) ? 15 : 13) &&
    parseDateTime(v) === null,
  // A code is written in one case («RU», «de»); «No» is a word. Names in the usual languages too («Germany», «Россия»).
  country: (v: string) =>
    v.length === 2
      ? (v === v.toUpperCase() || v === v.toLowerCase()) && COUNTRIES.has(v.toUpperCase())
      : countryCodeOf(v) !== null,
  company: (v: string) => {
    const all = splitWords(foldToAscii(v));
    return all.length > 1 && companyTokens(v).length < all.length;
  },
  address: (v: string) =>
    !MEASURE.test(v.trim()) && (ADDRESS.test(v) || splitWords(foldToAscii(v)).some((w) => STREET_WORDS.has(w))),
  measure: (v: string) => MEASURE.test(v.trim()),
  range: (v: string) => amountRange(v) !== null,
};

/** Venue words of the lexicon that also name people, firms or parts of other names (Hall, Park, Club, «дом»). */
const NOT_ONLY_VENUES = new Set(
  'the имени дом культуры центр center centre house space stage сцена площадка пространство hall park club bar pub lounge venue palace дворец парк'.split(
    ' ',
  ),
);

/** Words naming a kind of venue (the lexicon's, inflected forms by stem) and nothing else. */
const VENUE_WORDS: ReadonlySet<string> = stemSet(
  [...DEFAULT_LEXICON.venueGeneric, ...(DEFAULT_LEXICON.multiStage ?? [])].filter((w) => !NOT_ONLY_VENUES.has(w)),
);

/** The share of values holding a venue word whose every word is one (see ColumnStats.bareKind). */
function bareKinds(values: readonly string[]): number {
  let named = 0;
  let bare = 0;
  for (const v of values) {
    const words = titleWords(v);
    if (!words.some((w) => VENUE_WORDS.has(w.stem))) continue;
    named++;
    if (words.every((w) => VENUE_WORDS.has(w.stem))) bare++;
  }
  return named === 0 ? 0 : bare / named;
}

/** Whether one value holds a word naming a kind of venue. */
function hasVenueWord(value: string): boolean {
  return titleWords(value).some((w) => VENUE_WORDS.has(w.stem));
}

/** Whether one value has a model-like token (letters and digits mixed, no quantity with its unit). */
export function hasModelToken(value: string): boolean {
  // A token mixing letters and digits needs both in the value (most text has no digit at all).
  if (!/\d/.test(value) || !/\p{L}/u.test(value)) return false;
  return modelNumbers(value).some((m) => /[a-z]/.test(m) && /\d/.test(m));
}

function counts<T>(items: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Statistics read at most this many values, spread over the sample: rates are stable long before. */
const MAX_VALUES = 300;

/** Non-empty, trimmed values of a sample (at most 300, evenly spread). */
export function present(sample: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of sample) {
    const t = v.trim();
    if (t.length > 0) out.push(t);
  }
  if (out.length <= MAX_VALUES) return out;
  const step = out.length / MAX_VALUES;
  return Array.from({ length: MAX_VALUES }, (_, i) => out[Math.floor(i * step)]);
}

/** Words names of things carry and person names do not (name particles such as «de», «van», «al» are not here). */
// prettier-ignore
const THING_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'of', 'at', 'for', 'on', 'und', 'et', 'les', 'die', 'chez', 'и',
]);

/**
 * Words naming a post, which no person's name carries («Senior Software Engineer», «Менеджер по продажам»); trades
 * that are also surnames (Driver, Baker, Smith) are not here.
 */
// prettier-ignore
const ROLE_WORDS: ReadonlySet<string> = new Set([
  'manager', 'engineer', 'analyst', 'assistant', 'executive', 'consultant', 'specialist', 'developer', 'designer',
  'administrator', 'coordinator', 'technician', 'operative', 'advisor', 'adviser', 'nurse', 'accountant', 'solicitor',
  'electrician', 'scientist', 'representative', 'supervisor', 'intern', 'trainee', 'receptionist', 'cashier',
  'programmer', 'менеджер', 'инженер', 'аналитик', 'ассистент', 'специалист', 'бухгалтер', 'разработчик', 'дизайнер',
  'администратор', 'консультант', 'программист', 'ingenieur', 'entwickler', 'ingénieur', 'développeur',
]);

/** Whether a value names a thing, not a person (see ColumnStats.thing). */
function isThing(value: string): boolean {
  if (/[&«»"“”]|\p{L}['’]s\b/u.test(value)) return true;
  return value
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => THING_WORDS.has(w) || ROLE_WORDS.has(w));
}

/** Whether a value is a phrase (see ColumnStats.phrase). */
function isPhrase(value: string): boolean {
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value)) return false;
  let lower = 0;
  for (const w of value.split(/[\s,;:()]+/)) if (/^\p{Ll}{4,}$/u.test(w) && !STREET_WORDS.has(w)) lower++;
  return lower >= 2;
}

/** The share of values whose name, legal form aside, is written with a legal form somewhere among the values. */
function formedNames(values: readonly string[]): number {
  const formed = new Set<string>();
  const names = values.map((v) => {
    const name = companyTokens(v).join(' ');
    if (VALUE_TESTS.company(v)) formed.add(name);
    return name;
  });
  return names.length === 0 ? 0 : names.filter((n) => formed.has(n)).length / names.length;
}

/** The statistics of a sample (a few hundred values are plenty). */
export function columnStats(sample: readonly string[]): ColumnStats {
  const values = present(sample);
  const n = values.length;
  const share = (test: (v: string) => boolean) => (n === 0 ? 0 : values.filter(test).length / n);
  const mean = (f: (v: string) => number) => (n === 0 ? 0 : values.reduce((s, v) => s + f(v), 0) / n);
  const tokens = values.map((v) => v.split(/\s+/).length);
  const numbers = values.map(parseNumber);
  const dates = values.map((v) => parseDateTime(v));
  const hits = values.map(nameHits);
  const lists = values.map(listParts);
  const parts = lists.flat();
  const fractions = numbers.flatMap((x) => (x && x.fraction > 0 ? [x.fraction] : [])).sort((a, b) => a - b);
  const letters = (v: string) => v.replace(/[^\p{L}]/gu, '');
  const distinctCount = new Set(values).size;
  const skeletons = counts(values.map((v) => v.toLowerCase().replace(/\d+/g, '#')));
  const durations = values.map(writtenDuration);
  const clocks = values.filter((v, i) => durations[i] === 'clock').map((v) => v.trim().replace(/[.,]\d+$/, ''));
  return {
    count: n,
    distinctCount,
    distinct: n === 0 ? 0 : distinctCount / n,
    meanLength: mean((v) => v.length),
    meanTokens: n === 0 ? 0 : tokens.reduce((a, b) => a + b, 0) / n,
    withDigits: share((v) => /\d/.test(v)),
    model: share(hasModelToken),
    singleToken: share((v) => !/\s/.test(v)),
    codeShape: share((v) => CODE_SHAPE.test(v) || SHORT_CODE.test(v)),
    phoneDigits: share((v) => PHONEISH.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15),
    postcode: share((v) => POSTCODE.test(v)),
    skeletons: skeletons.size / Math.max(1, n),
    templateShare:
      [...skeletons.values()]
        .sort((a, b) => b - a)
        .slice(0, 3)
        .reduce((a, b) => a + b, 0) / Math.max(1, n),
    integer: share((v) => INTEGER.test(v)),
    numeric: numbers.filter(Boolean).length / Math.max(1, n),
    decimal: numbers.filter((x) => x !== null && x.fraction > 0).length / Math.max(1, n),
    currency: numbers.filter((x) => x !== null && x.currency).length / Math.max(1, n),
    year: share((v) => /^\d{4}$/.test(v) && +v >= 1800 && +v <= 2100),
    fractionDigits: fractions.length === 0 ? 0 : fractions[Math.floor(fractions.length / 2)],
    sameLength: n === 0 ? 0 : Math.max(...counts(values.map((v) => v.length)).values()) / n,
    dateTime: dates.filter((d) => d !== null && !d.dateOnly).length / Math.max(1, n),
    date: dates.filter((d) => d !== null).length / Math.max(1, n),
    email: share(VALUE_TESTS.email),
    url: share(VALUE_TESTS.url),
    domain: share(VALUE_TESTS.domain),
    phone: share(VALUE_TESTS.phone),
    gtin: share(VALUE_TESTS.gtin),
    country: share(VALUE_TESTS.country),
    givenName: hits.filter((h) => h.given).length / Math.max(1, n),
    surname: hits.filter((h) => h.surname).length / Math.max(1, n),
    person: hits.filter((h) => h.person).length / Math.max(1, n),
    list: lists.filter((l) => l.length > 0).length / Math.max(1, n),
    listPerson: parts.length === 0 ? 0 : parts.filter((p) => nameHits(p).person).length / parts.length,
    legalForm: share(VALUE_TESTS.company),
    formedName: formedNames(values),
    address: share(VALUE_TESTS.address),
    measure: share(VALUE_TESTS.measure),
    range: share(VALUE_TESTS.range),
    venueWord: share(hasVenueWord),
    bareKind: bareKinds(values),
    reference: share((v) => REFERENCE.test(v)),
    duration: durations.filter(Boolean).length / Math.max(1, n),
    roundClock: clocks.length === 0 ? 0 : clocks.filter((v) => Number(v.slice(-2)) % 5 === 0).length / clocks.length,
    titleCase: share(
      (v) =>
        letters(v).length > 0 &&
        v.split(/\s+/).every((w) => !/^\p{L}/u.test(w) || /^\p{Lu}/u.test(w)) &&
        letters(v) !== letters(v).toUpperCase(),
    ),
    upperCase: share(
      (v) =>
        letters(v).length > 1 && letters(v) === letters(v).toUpperCase() && letters(v) !== letters(v).toLowerCase(),
    ),
    sentence: share((v) => v.split(/\s+/).length >= 6 && /[.!?;:]/.test(v)),
    phrase: share(isPhrase),
    thing: share((v) => isThing(v) || hasVenueWord(v) || VALUE_TESTS.company(v)),
  };
}
