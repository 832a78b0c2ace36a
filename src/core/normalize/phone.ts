import { getCountries, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { foldCompact, Memo } from './fold';

/**
 * Phone numbers to E.164 (`+74951234567`) with libphonenumber-js (bundled `min` metadata). A number
 * without a country code is read in the default country; one that is not a valid number for its
 * country gives null (a partial local number cannot be a key).
 */

/** Options of {@link normalizePhone}. */
export interface PhoneOptions {
  /** ISO 3166-1 alpha-2 country for numbers written without a country code, e.g. 'RU', 'US'. */
  defaultCountry?: CountryCode;
  /** Accept numbers that are only *possible* (right length) rather than valid. Default false. */
  possibleOnly?: boolean;
}

const memos = new Map<string, Memo<string | null>>();

function parse(raw: string, options: PhoneOptions): string | null {
  try {
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 5 || digits.length > 17) return null;
    // «0044 20 …» without a region: 00 is the international prefix of most of the world (not of North America,
    // whose numbers do not start with it).
    const text = !options.defaultCountry && /^\s*00[1-9]/.test(raw) ? `+${raw.trim().slice(2)}` : raw;
    const p = parsePhoneNumberFromString(
      text,
      options.defaultCountry ? { defaultCountry: options.defaultCountry } : undefined,
    );
    if (!p) return null;
    if (options.possibleOnly ? !p.isPossible() : !p.isValid()) return null;
    return p.number;
  } catch {
    return null;
  }
}

/** The E.164 form of a phone number, or null. */
export function normalizePhone(raw: string, options: PhoneOptions = {}): string | null {
  if (raw.trim().length === 0) return null;
  const key = `${options.defaultCountry ?? ''}|${options.possibleOnly ? 1 : 0}`;
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = new Memo<string | null>(100_000)));
  return memo.get(raw, (v) => parse(v, options));
}

/** A list's default phone region and what it was read from. */
export interface PhoneRegionGuess {
  region: CountryCode;
  basis: 'country column' | 'country codes' | 'name script';
  /** Share of the evidence that agrees (0..1). */
  share: number;
}

/** A column as {@link defaultPhoneRegion} reads it: its field kind and raw values. */
export interface RegionColumn {
  kind: string;
  values: readonly string[];
}

/** Kinds whose text tells the script the list is written in. */
const NAME_KINDS: ReadonlySet<string> = new Set(['name', 'names', 'company', 'title', 'venue', 'address', 'city']);
/** At most this many values of a column are read for a guess. */
const SAMPLE = 5000;
/** Fewest numbers with a country code that can outvote the names' script. */
const MIN_CODED = 3;

/** Country names in the languages lists are most often written in, folded, and a few short forms. */
let countryNames: Map<string, CountryCode> | null = null;
// prettier-ignore
const ALIASES: Record<string, CountryCode> = {
  usa: 'US', uk: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', greatbritain: 'GB', britain: 'GB', rf: 'RU',
  rossiyskayafederatsiya: 'RU', russianfederation: 'RU', holland: 'NL', southkorea: 'KR', korea: 'KR', uae: 'AE',
  sng: 'RU',
};

function namesTable(): Map<string, CountryCode> {
  if (countryNames) return countryNames;
  const table = new Map<string, CountryCode>(Object.entries(ALIASES));
  const locales = ['en', 'ru', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'tr', 'zh', 'ja'];
  for (const locale of locales) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      continue;
    }
    for (const c of getCountries()) {
      const name = names.of(c);
      if (name) table.set(foldCompact(name), c);
    }
  }
  return (countryNames = table);
}

/** The ISO 3166-1 alpha-2 code of a country cell («RU», «Russia», «Россия», «Deutschland»), or null. */
export function countryCodeOf(cell: string): CountryCode | null {
  const t = cell.trim();
  if (/^[A-Za-z]{2}$/.test(t) && isSupportedCountry(t.toUpperCase())) return t.toUpperCase() as CountryCode;
  const key = foldCompact(t);
  return key === '' ? null : (namesTable().get(key) ?? null);
}

/** The most frequent key of a tally with its share of the total, or null when the tally is empty. */
function plurality<K>(tally: Map<K, number>): { key: K; share: number } | null {
  let best: K | null = null;
  let top = 0;
  let total = 0;
  for (const [k, n] of tally) {
    total += n;
    if (n > top) ((best = k), (top = n));
  }
  return best === null ? null : { key: best, share: top / total };
}

function count<K>(tally: Map<K, number>, key: K): void {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

/**
 * The country a script points to: Cyrillic → RU, unless letters only Ukrainian, Belarusian,
 * Kazakh or Serbian / Macedonian use say otherwise; Greek, Georgian, Armenian, Hebrew, Hangul,
 * Japanese kana and Thai → their country. Latin, Arabic and Han are written in too many countries
 * (`other`); null when the value has no letters.
 */
function scriptRegion(value: string): CountryCode | 'other' | null {
  if (/\p{Script=Cyrillic}/u.test(value)) {
    if (/ў/iu.test(value)) return 'BY';
    if (/[әғқңөұүһ]/iu.test(value)) return 'KZ';
    if (/[ґєї]/iu.test(value) || (/і/iu.test(value) && !/[ыэъё]/iu.test(value))) return 'UA';
    if (/[ђјљњћџ]/iu.test(value)) return 'RS';
    if (/[ѓќѕ]/iu.test(value)) return 'MK';
    return 'RU';
  }
  if (/\p{Script=Greek}/u.test(value)) return 'GR';
  if (/\p{Script=Georgian}/u.test(value)) return 'GE';
  if (/\p{Script=Armenian}/u.test(value)) return 'AM';
  if (/\p{Script=Hebrew}/u.test(value)) return 'IL';
  if (/\p{Script=Hangul}/u.test(value)) return 'KR';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(value)) return 'JP';
  if (/\p{Script=Thai}/u.test(value)) return 'TH';
  return /\p{L}/u.test(value) ? 'other' : null;
}

/**
 * The default region for a list's phone numbers written without a country code, from the list
 * itself: the country column when one country holds most of it; else the country most numbers that
 * carry a country code («+7 …», «0049 …») belong to; else the script most names are written in
 * (Cyrillic → RU). Null when nothing points to one country.
 */
export function defaultPhoneRegion(columns: readonly RegionColumn[]): PhoneRegionGuess | null {
  const countries = new Map<CountryCode, number>();
  for (const c of columns.filter((c) => c.kind === 'country')) {
    for (const v of c.values.slice(0, SAMPLE)) {
      const code = countryCodeOf(v);
      if (code) count(countries, code);
    }
  }
  const byColumn = plurality(countries);
  if (byColumn && byColumn.share > 0.5) return { region: byColumn.key, basis: 'country column', share: byColumn.share };
  const coded = new Map<CountryCode, number>();
  for (const c of columns.filter((c) => c.kind === 'phone')) {
    for (const v of c.values.slice(0, SAMPLE)) {
      const t = v.trim();
      if (!t.startsWith('+') && !t.startsWith('00')) continue;
      const country = parseCountry(t.startsWith('00') ? `+${t.slice(2)}` : t);
      if (country) count(coded, country);
    }
  }
  const byCode = plurality(coded);
  if (byCode && byCode.share > 0.5 && (coded.get(byCode.key) ?? 0) >= MIN_CODED)
    return { region: byCode.key, basis: 'country codes', share: byCode.share };
  const scripts = new Map<CountryCode | 'other', number>();
  for (const c of columns.filter((c) => NAME_KINDS.has(c.kind))) {
    for (const v of c.values.slice(0, SAMPLE)) {
      const r = scriptRegion(v);
      if (r !== null) count(scripts, r);
    }
  }
  const byScript = plurality(scripts);
  if (byScript && byScript.key !== 'other' && byScript.share > 0.5)
    return { region: byScript.key, basis: 'name script', share: byScript.share };
  return null;
}

function parseCountry(raw: string): CountryCode | undefined {
  try {
    return parsePhoneNumberFromString(raw)?.country;
  } catch {
    return undefined;
  }
}

/**
 * Each row's region for its phone numbers written without a country code: the country its own country cell names
 * («0161 232 6279» beside «United Kingdom» is +44 161 …, «040 3555 0512» beside «Deutschland» +49 40 …), else
 * `fallback` (the list's default region). Empty when the list has no country column.
 */
export function rowPhoneRegions(
  columns: readonly RegionColumn[],
  fallback: CountryCode | undefined,
): (CountryCode | undefined)[] {
  const country = columns.find((c) => c.kind === 'country');
  if (!country) return [];
  const codes = new Map<string, CountryCode | null>();
  return country.values.map((v) => {
    let code = codes.get(v);
    if (code === undefined) codes.set(v, (code = countryCodeOf(v)));
    return code ?? fallback;
  });
}
