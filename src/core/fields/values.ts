import type { FieldKind } from '../../domain/field';
import { columnStats, present } from './stats';
import { kindEvidence, namesThings, plural, pct, set, WORDS, type Rule, type ValueEvidence } from './value-evidence';
import { words } from './value-words';

export type { ValueEvidence } from './value-evidence';

/**
 * Field kinds from a sample of values alone. The statistics of the sample (stats.ts) go through
 * rules from the most specific shapes to the least: typed values that a normalizer accepts (e-mail,
 * URL, GTIN, phone, date), numbers (amounts, years, counts, row numbers), codes and identifiers,
 * low-cardinality values (categories, sources), lists of names, person names, companies,
 * addresses, long text, product titles. Each kindEvidence also says which kinds the values do not
 * contradict, so that a header can choose among them, and whether the values are decisive.
 */

/** Kinds numbers fit. */
const NUMBERS: FieldKind[] = ['number', 'amount', 'duration', 'id', 'code', 'address', 'category', 'phone', 'other'];

const LAT_LON = /^[+-]?\d{1,3}[.,]\d{3,}$/;
const HEX_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,})$/i;
const FILE_LIKE = /\.[a-z]{2,4}$|^[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)+$/iu;

/** Typed values a normalizer accepts. */
const typed: Rule = (s) => {
  if (s.email >= 0.8)
    return kindEvidence('email', s.email, `${pct(s.email)} of values are e-mail addresses`, true, set('email'));
  if (s.url >= 0.7) return kindEvidence('url', s.url, `${pct(s.url)} of values are URLs`, true, set('url', 'domain'));
  if (s.domain >= 0.8)
    return kindEvidence('domain', s.domain, `${pct(s.domain)} of values are domain names`, true, set('domain', 'url'));
  if (s.url + s.domain >= 0.8)
    return kindEvidence(
      s.url > s.domain ? 'url' : 'domain',
      s.url + s.domain,
      `${pct(s.url + s.domain)} of values are URLs or domain names`,
      true,
      set('domain', 'url'),
    );
  if (s.gtin >= 0.9)
    return kindEvidence(
      'gtin',
      s.gtin,
      `${pct(s.gtin)} of values are GTINs with a valid check digit`,
      true,
      set('gtin'),
    );
  // Some numbers written bare («89653137051») beside punctuated ones are the same phone column.
  if (s.phone >= 0.8 || (s.phone >= 0.4 && s.phoneDigits >= 0.9)) {
    return kindEvidence(
      'phone',
      Math.max(s.phone, s.phoneDigits * 0.9),
      `${pct(s.phone)} of values are written like phone numbers${s.phone < 0.8 ? `, ${pct(s.phoneDigits)} are digits of a phone's length` : ''}`,
      true,
      set('phone'),
    );
  }
  if (s.dateTime >= 0.8)
    return kindEvidence(
      'start',
      s.dateTime,
      `${pct(s.dateTime)} of values parse as dates with a time of day`,
      true,
      set('start', 'date'),
    );
  if (s.date >= 0.8)
    return kindEvidence('date', s.date, `${pct(s.date)} of values parse as dates`, true, set('date', 'start'));
  // Lengths on a clock or with units, bare numbers beside them in another unit («3:45» / «225000»); a time of day is
  // written to the five minutes.
  if (s.duration >= 0.3 && s.duration + s.integer >= 0.9 && s.roundClock < 0.5)
    return kindEvidence(
      'duration',
      Math.min(0.9, 0.5 + s.duration / 2),
      `${pct(s.duration)} of values are durations (3:45, 4m 5sec)${s.integer > 0.05 ? `, ${pct(s.integer)} bare numbers` : ''}`,
      true,
      set('duration', 'number'),
    );
  if (s.country >= 0.85)
    return kindEvidence(
      'country',
      s.country,
      `${pct(s.country)} of values are country codes or names`,
      false,
      set('country', 'category', 'code', 'city'),
    );
  return null;
};

/** Numbers: coordinates, amounts, years, row numbers, counts, quantities with their units. */
const numbers: Rule = (s, values) => {
  if (s.measure >= 0.8 && s.measure + s.numeric >= 0.9)
    return kindEvidence(
      'number',
      0.6,
      `${pct(s.measure)} of values are quantities with a unit (70 m², 753 sq ft)`,
      true,
      set(...NUMBERS),
    );
  // A quantity one source writes with its unit and another bare or in thousands («87,901 miles», «88066», «88.2k»).
  if (s.measure >= 0.2 && s.measure + s.numeric >= 0.9)
    return kindEvidence(
      'amount',
      0.5,
      `${pct(s.measure)} of values are quantities with a unit, ${pct(s.numeric)} bare numbers: one quantity written several ways`,
      false,
      set(...NUMBERS),
    );
  // A salary or a price one source writes as a range, another as its middle or in thousands: one amount.
  if (s.range >= 0.2 && s.range + s.measure + s.numeric >= 0.9)
    return kindEvidence(
      'amount',
      0.6,
      `${pct(s.range)} of values are ranges of amounts (£33,000 - £38,000, 41k-46k), the others single amounts: a range compares by its middle`,
      false,
      set(...NUMBERS),
    );
  if (s.numeric < 0.9) return null;
  const coords = values.filter((v) => LAT_LON.test(v)).map((v) => Math.abs(Number(v.replace(',', '.'))));
  if (coords.length >= 0.9 * s.count && s.currency === 0) {
    const max = Math.max(...coords);
    if (max <= 180)
      return kindEvidence(
        max <= 90 ? 'lat' : 'lon',
        0.3,
        `decimal degrees (largest ${max}); latitude or longitude needs the header`,
        false,
        set('lat', 'lon', 'amount', 'number'),
      );
  }
  if (s.currency >= 0.3)
    return kindEvidence('amount', 0.9, `${pct(s.currency)} of values carry a currency`, true, set('amount', 'number'));
  if (s.decimal >= 0.5)
    return kindEvidence(
      'amount',
      0.8,
      `${pct(s.decimal)} of values are numbers with a fraction`,
      true,
      set('amount', 'number', 'lat', 'lon'),
    );
  if (s.year >= 0.9)
    return kindEvidence(
      'number',
      0.8,
      `${pct(s.year)} of values are four-digit years`,
      true,
      set('number', 'category'),
    );
  if (s.integer >= 0.9 && s.count >= 10 && s.distinct >= 0.95) {
    return kindEvidence(
      'id',
      0.6,
      `whole numbers, ${pct(s.distinct)} distinct: a row or record number`,
      false,
      set('id', 'code', 'number', 'amount', 'phone'),
    );
  }
  if (s.integer >= 0.9 && s.count >= 10 && s.distinct >= 0.5 && s.meanLength >= 5 && s.sameLength >= 0.9) {
    return kindEvidence(
      'id',
      0.6,
      `${pct(s.sameLength)} of values are ${Math.round(s.meanLength)}-digit numbers, ${pct(s.distinct)} distinct: an identifier`,
      false,
      set('id', 'code', 'number', 'phone'),
    );
  }
  return kindEvidence('number', 0.6, `${pct(s.numeric)} of values are numbers`, false, set(...NUMBERS));
};

/** Codes without spaces: templated or unique identifiers, model numbers, SKUs. */
const codes: Rule = (s, values) => {
  if (s.codeShape < 0.9 || s.withDigits < 0.5) return null;
  // A postcode is shared by the households of a street, not an identifier of one record.
  if (s.postcode >= 0.8)
    return kindEvidence(
      'code',
      0.7,
      `${pct(s.postcode)} of values are postcodes`,
      true,
      set('code', 'address', 'category'),
    );
  const hex = values.filter((v) => HEX_ID.test(v)).length / s.count;
  if (hex >= 0.9)
    return kindEvidence('id', 0.8, `${pct(hex)} of values are UUIDs or long hexadecimal keys`, true, set('id', 'code'));
  // Generated keys share one template («rec-#-org»), whether every row has its own or they repeat; postcodes
  // («YO14 4DL», «M2 4AZ») have few shapes too, but each written with its own letters.
  if (s.count >= 10 && s.distinct >= 0.3 && s.skeletons <= 0.2 && s.templateShare >= 0.8) {
    return kindEvidence(
      'id',
      0.7,
      `${pct(s.distinct)} distinct codes in ${plural(Math.max(1, Math.round(s.skeletons * s.count)), 'shape')}: generated identifiers`,
      true,
      set('id', 'code'),
    );
  }
  if (s.model >= 0.5)
    return kindEvidence(
      'code',
      0.7,
      `${pct(s.model)} of values are single model-like codes (letters and digits)`,
      true,
      set('code', 'id', 'category'),
    );
  if (s.count >= 10 && s.distinct >= 0.95)
    return kindEvidence('id', 0.5, `${pct(s.distinct)} distinct short codes`, true, set('id', 'code'));
  return kindEvidence(
    'code',
    0.4,
    `${pct(s.codeShape)} of values are short codes`,
    false,
    set('code', 'id', 'category', 'source', 'country'),
  );
};

/** A reference number: six or more digits, with at most a few letters (a country prefix, «HRB», «EIN»). */
function isReference(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  const letters = v.replace(/[^\p{L}]/gu, '').length;
  return digits >= 6 && letters <= 6 && digits >= 2 * letters;
}

/**
 * Reference numbers written with spaces and prefixes («GB 278 5866 98», «DE787167808», «EIN 58-6093854»): registration,
 * VAT or account numbers, one per record or entity. Letters on many of them tell them from phone numbers, which have
 * none.
 */
const references: Rule = (s, values) => {
  if (s.count < 10 || s.distinct < 0.5) return null;
  const refs = values.filter(isReference);
  const lettered = refs.filter((v) => /\p{L}/u.test(v)).length;
  if (refs.length < 0.8 * s.count || lettered < 0.3 * s.count) return null;
  return kindEvidence(
    'id',
    0.6,
    `${pct(refs.length / s.count)} of values are reference numbers (six or more digits, ${pct(lettered / s.count)} with a letter prefix), ${pct(s.distinct)} distinct`,
    true,
    set('id', 'code'),
  );
};

/** At most this many distinct values (or few per row) make a column a category. */
export const MAX_CATEGORY_VALUES = 12;

/** Few distinct values repeated: a category, or the name of a source system or file. */
const categories: Rule = (s, values) => {
  if (s.count < 20 || !(s.distinctCount <= MAX_CATEGORY_VALUES || s.distinct <= 0.05)) return null;
  const evidence = `${s.distinctCount} distinct values in ${s.count}`;
  const files = values.filter((v) => FILE_LIKE.test(v)).length / s.count;
  if (files >= 0.8)
    return kindEvidence(
      'source',
      0.6,
      `${evidence}, named like files or systems: a source`,
      false,
      set('source', 'category', 'code', 'other'),
    );
  return kindEvidence('category', 0.5, `${evidence}: a category`, false, set(...WORDS, 'code', 'number', 'names'));
};

/** The kindEvidence of a sample of values (a few hundred are plenty). */
export function valueEvidence(sample: readonly string[]): ValueEvidence {
  const stats = columnStats(sample);
  if (stats.count === 0)
    return { kind: null, confidence: 0, evidence: ['no values'], strong: false, allows: set(), stats };
  const values = present(sample);
  const found =
    typed(stats, values) ??
    numbers(stats, values) ??
    codes(stats, values) ??
    references(stats, values) ??
    categories(stats, values) ??
    words(stats, values)!;
  // Few values are weak evidence of anything.
  const scale = stats.count >= 20 ? 1 : 0.5 + stats.count / 40;
  const confidence = Math.round(found.confidence * scale * 100) / 100;
  // Names of things (few known names, many articles, possessives, venue words or legal forms: «Head Start», «The Red
  // Lion») are no person names whatever a header says, repeated down the list or not.
  if (!(namesThings(stats) && found.allows.has('name'))) return { ...found, confidence, stats };
  const things = `names of things, not people (${pct(stats.person)} hold a known name, ${pct(stats.thing)} an article, a possessive, a venue word, a legal form or a post)`;
  return {
    ...found,
    allows: set(...[...found.allows].filter((k) => k !== 'name')),
    evidence: [...found.evidence, things],
    confidence,
    stats,
  };
}

/** A source column's values: which kinds would fit and how sure (null kind when nothing stands out). */
export function kindFromValues(
  sample: readonly string[],
): { kind: FieldKind; confidence: number; evidence: string } | null {
  const v = valueEvidence(sample);
  return v.kind ? { kind: v.kind, confidence: v.confidence, evidence: v.evidence.join('; ') } : null;
}
