import { newStemmer } from 'snowball-stemmers';
import { Memo } from './fold';

/**
 * Russian and English Snowball stems (the `snowball-stemmers` port). A word in Cyrillic goes to the
 * Russian stemmer, a plain [a-z] word to the English one; anything else is returned unchanged.
 * Input must already be lowercase with «ё» folded to «е».
 */

// Named imports: the module sets __esModule without a default export, so a default import breaks
// under bundler interop.
const russian = newStemmer('russian');
const english = newStemmer('english');
const CYRILLIC = /^[\u0400-\u04ff\-]+$/;
const LATIN = /^[a-z]+$/;
const memo = new Memo<string>(100_000);

function stemUncached(word: string): string {
  if (CYRILLIC.test(word)) return russian.stem(word);
  if (LATIN.test(word)) return english.stem(word);
  return word;
}

/** The Snowball stem of one lowercase word (Russian for Cyrillic, English for [a-z], else the word). */
export function stemWord(word: string): string {
  if (word.length < 3) return word;
  return memo.get(word, stemUncached);
}
