/**
 * Common abbreviations of titles, names and addresses, in the original script (lowercase, ё → е).
 *
 * Ambiguities, decided here:
 * - `st` is «street» or «saint». Rule: `st` followed by a word (letters) is `saint` («St. Petersburg»,
 *   «St James»); `st` at the end or before a number is `street` («Main St.»). «5th St NW» comes out
 *   wrong (saint); the expanded view is a hint for the scorer, never a key.
 * - Single-letter abbreviations (д., г., ч., ш., с.) expand only with a dot *and* a number after them
 *   («д. 6» → дом 6, «ч. 2» → часть 2, «2025 г.» is handled as a year suffix by the markers); otherwise a
 *   single letter with a dot is an initial («В. С. Локтев»). So «г. Москва» is read as an initial.
 * - `dr` is «doctor» first in a name and «drive» elsewhere.
 */

/** Multi-letter abbreviations: expanded with or without a trailing dot. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  // Russian
  им: 'имени',
  ул: 'улица',
  пер: 'переулок',
  просп: 'проспект',
  пл: 'площадь',
  наб: 'набережная',
  бул: 'бульвар',
  бульв: 'бульвар',
  кв: 'квартира',
  корп: 'корпус',
  стр: 'строение',
  обл: 'область',
  св: 'святой',
  ген: 'генерал',
  акад: 'академик',
  проф: 'профессор',
  дк: 'дом культуры',
  тц: 'торговый центр',
  трц: 'торгово развлекательный центр',
  гос: 'государственный',
  // English
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  blvd: 'boulevard',
  blv: 'boulevard',
  ln: 'lane',
  sq: 'square',
  mt: 'mount',
  ft: 'fort',
  hwy: 'highway',
  pkwy: 'parkway',
  pl: 'place',
  ct: 'court',
  cres: 'crescent',
  ltd: 'limited',
  inc: 'incorporated',
  corp: 'corporation',
  co: 'company',
  bros: 'brothers',
  intl: 'international',
  univ: 'university',
  dept: 'department',
  assn: 'association',
  ctr: 'center',
  no: 'number',
  nr: 'number',
};

/** Single-letter abbreviations: expanded only as «x. <number>». */
export const LETTER_ABBREVIATIONS: Readonly<Record<string, string>> = {
  д: 'дом',
  г: 'год',
  ш: 'шоссе',
  ч: 'часть',
  с: 'страница',
  т: 'том',
  к: 'корпус',
  p: 'page',
};

/**
 * Expand one word. `next` is the following raw word (or undefined), `first` tells whether the word
 * opens the text. Returns the expansion or undefined when the word is not an abbreviation here.
 */
export function expandAbbreviation(
  word: string,
  hasDot: boolean,
  next: string | undefined,
  first: boolean,
): string | undefined {
  if (word === 'st') return next !== undefined && /^\p{L}/u.test(next) ? 'saint' : 'street';
  if (word === 'dr') return first ? 'doctor' : 'drive';
  const nextIsNumber = next !== undefined && /^\p{N}/u.test(next);
  if (word.length === 1) return hasDot && nextIsNumber ? LETTER_ABBREVIATIONS[word] : undefined;
  return ABBREVIATIONS[word];
}
