import anyAscii from 'any-ascii';

/**
 * Script folding: any script → lowercase ASCII.
 *
 * Order: lowercase (so «Ю» gives `yu`, not `Yu`), «ё» → «е» (Вишнёвый = Вишневый), emoji and
 * other pictographs dropped (any-ascii would spell them as `:grinning:`), then any-ascii, then
 * lowercase again (CJK syllables come back capitalised). Accented Latin folds to its base letter
 * (Ö → o, ß → ss, Ł → l), it never vanishes. any-ascii maps ь/ъ to an apostrophe, й to `y`, я to
 * `ya`, ю to `yu`, ё/е to `e`; apostrophes are word-internal (they never split a word), so
 * «Полналюбви» → `polnalyubvi` and «Ольга» → `olga`.
 */

const NON_ASCII = /[^\x00-\x7f]/;
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200d\ufe0e\ufe0f\u20e3]+/gu;
const YO = /ё/g;

/** A bounded memo for pure string → value functions; cleared wholesale when full (cheap, no LRU bookkeeping). */
export class Memo<V> {
  private map = new Map<string, V>();
  constructor(private readonly limit = 50_000) {}
  /** The cached value for `key`, computing and storing it on a miss. */
  get(key: string, compute: (key: string) => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined || this.map.has(key)) return hit as V;
    const value = compute(key);
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }
}

/** Lowercase and fold «ё» to «е», keeping the original script (for stemming and abbreviations). */
export function lowerYo(s: string): string {
  const lower = s.toLowerCase();
  return lower.indexOf('ё') >= 0 ? lower.replace(YO, 'е') : lower;
}

/** Drop emoji, flags, skin tones, variation selectors and joiners. */
export function dropPictographs(s: string): string {
  return s.replace(PICTOGRAPHIC, ' ');
}

const foldMemo = new Memo<string>();

function foldUncached(s: string): string {
  const lower = lowerYo(s);
  if (!NON_ASCII.test(lower)) return lower;
  return anyAscii(dropPictographs(lower).normalize('NFC')).toLowerCase();
}

/** Any script → lowercase ASCII (punctuation kept; see the module comment for the rules). */
export function foldToAscii(s: string): string {
  if (s.length === 0) return '';
  if (!NON_ASCII.test(s)) return s.toLowerCase();
  return foldMemo.get(s, foldUncached);
}

/** True when the code unit is [0-9a-z]. */
export function isAlnumCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** Keep only [0-9a-z] of an already folded (lowercase ASCII) string. */
export function keepAlnum(folded: string): string {
  let out = '';
  let start = -1;
  for (let i = 0; i < folded.length; i++) {
    if (isAlnumCode(folded.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out += folded.slice(start, i);
      start = -1;
    }
  }
  if (start >= 0) out += start === 0 ? folded : folded.slice(start);
  return out;
}

/** Split an already folded string into [0-9a-z] words; apostrophes join (`mortons`, `olga`). */
export function splitWords(folded: string): string[] {
  const words: string[] = [];
  let cur = '';
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if (isAlnumCode(c)) cur += folded[i];
    else if (c === 39 /* ' */ || c === 0x60 /* ` */) continue;
    else if (cur) {
      words.push(cur);
      cur = '';
    }
  }
  if (cur) words.push(cur);
  return words;
}
