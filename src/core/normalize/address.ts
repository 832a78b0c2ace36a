/**
 * Street keys of a postal address: the house number paired with each other word of three or more
 * characters. «4000 W Division St» and «4000 W. Division» share `4000 division`; «30 E. 61St» and
 * «30 East 61st Street» share `30 61st`. Written in any script (folded to ASCII first); no street-type
 * lexicon, so it works for «ул. Ленина, 5» as well as «5 rue Lénine».
 */
import { foldToAscii, splitWords } from './fold';

/**
 * The house number (first all-digit word, with an optional letter: 12b) and the street keys built on it; [] without a
 * number.
 */
export function streetKeys(address: string): string[] {
  const words = splitWords(foldToAscii(address));
  const number = words.find((w) => /^\d{1,6}[a-z]?$/.test(w));
  if (!number) return [];
  const keys = new Set<string>();
  for (const w of words) if (w !== number && w.length >= 3 && !/^\d+$/.test(w)) keys.add(`${number} ${w}`);
  return [...keys];
}
