/**
 * A city as compared: folded words, without the settlement type written before or after the name.
 * Russian addresses write the type as a word or abbreviation («г. Москва», «Москва г», «пгт Ильинский»,
 * «город Уфа»), English ones sometimes «City of London»; the type is not part of the name, so
 * «г. Москва» and «Москва» are one city, while «Москва» and «Московский» stay two. An English type
 * goes only in the «City of …» form: «Jersey City» and «Jersey» are two places.
 */
import { foldToAscii, splitWords } from './fold';

/** Russian settlement types, as written (lower case, without the dot of an abbreviation). */
// prettier-ignore
const SETTLEMENT_TYPES: ReadonlySet<string> = new Set([
  'г', 'гор', 'город', 'пгт', 'п', 'пос', 'посёлок', 'поселок', 'с', 'село', 'д', 'дер', 'деревня', 'ст', 'станица',
  'рп', 'х', 'хутор', 'аул',
]);
/** English settlement types, dropped only before «of». */
const ENGLISH_TYPES: ReadonlySet<string> = new Set(['city', 'town', 'village', 'borough', 'county']);

/** The words of a raw city cell, lower case, the dots of abbreviations dropped. */
function rawWords(raw: string): string[] {
  return raw
    .toLowerCase()
    .split(/[\s,.]+/u)
    .filter((w) => w !== '');
}

/**
 * The folded name of a city: «г. Москва» → «moskva», «City of London» → «london», «Уфа» → «ufa»; '' for an empty cell.
 */
export function normalizeCity(raw: string): string {
  const words = rawWords(raw);
  // Only a type word at either end goes, and never the whole name («Город» alone stays).
  let from = 0;
  let to = words.length;
  while (to - from > 1 && SETTLEMENT_TYPES.has(words[from])) from++;
  if (to - from > 2 && ENGLISH_TYPES.has(words[from]) && words[from + 1] === 'of') from += 2;
  while (to - from > 1 && SETTLEMENT_TYPES.has(words[to - 1])) to--;
  return splitWords(foldToAscii(words.slice(from, to).join(' '))).join(' ');
}
