import type { Reason } from '../../domain/decision';
import { haversineMetres, parseLatitude, parseLongitude } from '../normalize/geo';
import { titleViews, titleWords } from '../normalize/title';
import { looseLatin } from '../normalize/fold';
import { findAntonym, stemSet, type CompiledLexicon } from './lexicon';

/** Street-type words dropped from address keys («ул.», «д.», «street» …), by stem. */
// prettier-ignore
const ADDRESS_WORDS = stemSet([
  'улица', 'дом', 'проспект', 'переулок', 'площадь', 'набережная', 'бульвар', 'шоссе', 'строение', 'корпус', 'город',
  'street', 'road', 'avenue', 'boulevard', 'lane', 'square', 'place', 'drive', 'near',
]);

/** Words naming a kind of settlement, dropped from city keys («г. Москва» = «Москва»). */
// prettier-ignore
const SETTLEMENT_WORDS = stemSet([
  'город', 'гор', 'пгт', 'поселок', 'посёлок', 'село', 'деревня', 'станица', 'city', 'town', 'village',
]);

/** The normalized facts of one place: name views, distinctive stems, city, address key, position. */
export interface PlaceFacts {
  compact: string;
  stems: string[];
  /** Stems that are not generic place words (бар, театр, hall …) nor stop words, transliteration variants collapsed. */
  distinctive: string[];
  /** The folded texts of the distinctive words, likewise (a word matches by stem or by text: Рок / Rock). */
  distinctiveTexts: string[];
  /** First letters of the name's words (БЗК for Большой зал консерватории), for acronym matches. */
  initials: string;
  /**
   * First letters of the words before a dedication («БДТ» of «Большой драматический театр им. Товстоногова»), ''
   * without one.
   */
  leadInitials: string;
  city: string;
  address: string;
  lat: number;
  lon: number;
  /** In how many cities the list shows this name (1 unless set by {@link withNameSpread}). */
  nameCities: number;
}

/** A city as a key: folded words without settlement words or initials («г.»), transliteration variants collapsed. */
export function cityKey(city: string): string {
  return titleWords(city)
    .filter((w) => !w.initial && !SETTLEMENT_WORDS.has(w.stem))
    .map((w) => looseLatin(w.text))
    .join('');
}

/** The places with `nameCities` set: how many cities the list shows each name in. */
export function withNameSpread(places: readonly PlaceFacts[]): PlaceFacts[] {
  const cities = new Map<string, Set<string>>();
  for (const p of places) {
    if (p.compact === '' || p.city === '') continue;
    let set = cities.get(p.compact);
    if (!set) cities.set(p.compact, (set = new Set()));
    set.add(p.city);
  }
  return places.map((p) => ({ ...p, nameCities: Math.max(1, cities.get(p.compact)?.size ?? 0) }));
}

/** An address as a key: folded words, abbreviations expanded, street-type words dropped. */
export function addressKey(address: string): string {
  return titleWords(address)
    .filter((w) => !ADDRESS_WORDS.has(w.stem))
    .map((w) => w.text)
    .join(' ');
}

/** Build the facts of one place from its raw cells. */
export function placeFacts(
  name: string,
  city: string,
  address: string,
  lat: string | undefined,
  lon: string | undefined,
  lex: CompiledLexicon,
): PlaceFacts {
  const v = titleViews(name);
  const named = v.words.filter((w) => !w.initial);
  const stems = named.map((w) => w.stem);
  const distinct = named.filter((w) => !lex.venueGeneric.has(w.stem) && !lex.stop.has(w.stem));
  return {
    compact: v.compact,
    stems,
    distinctive: distinct.map((w) => looseLatin(w.stem)),
    distinctiveTexts: distinct.map((w) => looseLatin(w.text)),
    initials:
      v.words.length > 1
        ? v.words
            .filter((w) => !lex.stop.has(w.stem))
            .map((w) => w.text[0])
            .join('')
        : '',
    leadInitials: leadInitials(
      v.words.map((w) => w.text),
      lex,
      v.words.map((w) => w.stem),
    ),
    city: cityKey(city),
    address: addressKey(address),
    lat: (lat === undefined ? null : parseLatitude(lat)) ?? NaN,
    lon: (lon === undefined ? null : parseLongitude(lon)) ?? NaN,
    nameCities: 1,
  };
}

/** Words that open a dedication of a name («имени», «им.», «named after»). */
const DEDICATION = new Set(['imeni', 'named']);

/** Initials of the words before a dedication, when at least two words precede it. */
function leadInitials(texts: string[], lex: CompiledLexicon, stems: string[]): string {
  const at = texts.findIndex((t) => DEDICATION.has(t));
  if (at < 2) return '';
  return texts
    .slice(0, at)
    .filter((_, i) => !lex.stop.has(stems[i]))
    .map((t) => t[0])
    .join('');
}

/** Distance between two places in metres, NaN when either has no position. */
export function distanceMetres(a: PlaceFacts, b: PlaceFacts): number {
  if ([a.lat, a.lon, b.lat, b.lon].some(Number.isNaN)) return NaN;
  return haversineMetres(a.lat, a.lon, b.lat, b.lon);
}

/** How two places relate: the same place, different places, or not known (a person decides). */
export type PlaceRelation = 'same' | 'different' | 'unsure' | 'unknown';

/**
 * A one-word name of two to six letters that spells the other name's initials, or those before its dedication (БЗК,
 * БДТ, MoMA).
 */
function isAcronymOf(short: PlaceFacts, long: PlaceFacts): boolean {
  const n = short.compact.length;
  if (short.stems.length !== 1 || n < 2 || n > 6) return false;
  return (
    (long.initials.length >= 2 && long.initials === short.compact) ||
    (long.leadInitials.length >= 2 && long.leadInitials === short.compact)
  );
}

/** Whether every distinctive word of `small` matches one of `large`, by stem or by text. */
function distinctiveWithin(small: PlaceFacts, large: PlaceFacts): boolean {
  const stems = new Set(large.distinctive);
  const texts = new Set(large.distinctiveTexts);
  return (
    small.distinctive.length > 0 &&
    small.distinctive.every((s, i) => stems.has(s) || texts.has(small.distinctiveTexts[i]))
  );
}

function subset(small: string[], large: string[]): boolean {
  const l = new Set(large);
  return small.length > 0 && small.every((s) => l.has(s));
}

/**
 * A name that does not tell its city: only generic place words («Планетарий», «Дом культуры»), or one the list shows in
 * several cities.
 */
function nameNeedsCity(p: PlaceFacts): boolean {
  return p.distinctive.length === 0 || p.nameCities > 1;
}

/**
 * Resolve two places. Different cities, an antonym (Большой / Малый) or a distance past the limit
 * make them different; an equal compact name, or one name's distinctive words contained in the
 * other's (Ленком ⊂ Ленком Марка Захарова) makes them the same; an equal address with no shared
 * distinctive word leaves it to a person, and so does a name that does not tell its city when one
 * side has no city (or neither has, and the list shows the name in several cities: «Киномакс»), or a
 * generic name inside another (Планетарий / Московский планетарий).
 */
export function comparePlaces(
  a: PlaceFacts,
  b: PlaceFacts,
  lex: CompiledLexicon,
  maxDistance: number,
): { relation: PlaceRelation; reasons: Reason[] } {
  if (a.city !== '' && b.city !== '' && a.city !== b.city)
    return { relation: 'different', reasons: [{ code: 'different-city' }] };
  if (a.compact === '' || b.compact === '') return { relation: 'unknown', reasons: [{ code: 'venue-missing' }] };
  const antonym = findAntonym(a.stems, b.stems, lex);
  if (antonym) return { relation: 'different', reasons: [{ code: 'antonym', detail: antonym }] };
  const d = distanceMetres(a, b);
  if (d > maxDistance) return { relation: 'different', reasons: [{ code: 'far-apart', detail: `${Math.round(d)} m` }] };
  const near: Reason[] = Number.isNaN(d) ? [] : [{ code: 'within-distance', detail: `${Math.round(d)} m` }];
  const sameAddress = a.address !== '' && a.address === b.address;
  const addr: Reason[] = sameAddress ? [{ code: 'same-address' }] : [];
  const located = sameAddress || near.length > 0;
  // With no city on either side, only a name the list shows in several cities is in doubt (a list without cities
  // names its venues as its readers know them).
  const oneCity = (a.city === '') !== (b.city === '');
  const noCity = a.city === '' && b.city === '';
  const cityInDoubt = oneCity
    ? nameNeedsCity(a) || nameNeedsCity(b)
    : noCity && Math.max(a.nameCities, b.nameCities) > 1;
  if (cityInDoubt && !located) {
    const spread = Math.max(a.nameCities, b.nameCities);
    return {
      relation: 'unsure',
      reasons: [{ code: 'city-missing', detail: spread > 1 ? `venue name in ${spread} cities` : 'generic venue name' }],
    };
  }
  if (a.compact === b.compact) return { relation: 'same', reasons: [{ code: 'venue-name-equal' }, ...addr, ...near] };
  if (isAcronymOf(a, b) || isAcronymOf(b, a))
    return { relation: 'same', reasons: [{ code: 'venue-acronym' }, ...addr, ...near] };
  const [small, large] = a.distinctive.length <= b.distinctive.length ? [a, b] : [b, a];
  if (distinctiveWithin(small, large)) {
    return { relation: 'same', reasons: [{ code: 'venue-name-subset' }, ...addr, ...near] };
  }
  if (located) return { relation: 'unsure', reasons: [...addr, ...near] };
  if (small.distinctive.length === 0 && subset(small.stems, large.stems))
    return { relation: 'unsure', reasons: [{ code: 'generic-venue-name' }] };
  return { relation: 'different', reasons: [{ code: 'different-venue' }] };
}
