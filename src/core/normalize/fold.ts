import anyAscii from 'any-ascii';

/**
 * Script folding: any script → lowercase ASCII.
 *
 * Per code point: lowercase (so «Ю» gives `yu`, not `Yu`), emoji and other pictographs become a
 * space (any-ascii would spell them `:grinning:`; skin tones, joiners and variation selectors vanish),
 * then any-ascii, then lowercase again (CJK syllables come back capitalised). «ё» folds to `e` like
 * «е» (Вишнёвый = Вишневый). Accented Latin folds to its base letter
 * (Ö → o, ß → ss, Ł → l), it never vanishes. any-ascii maps ь/ъ to an apostrophe, й to `y`, я to
 * `ya`, ю to `yu`, ё/е to `e`; apostrophes are word-internal (they never split a word), so
 * «Полналюбви» → `polnalyubvi` and «Ольга» → `olga`.
 */

const PICTOGRAPH = /^\p{Extended_Pictographic}$|^[\u{1F1E6}-\u{1F1FF}]$/u;
const INVISIBLE = /^[\u{1F3FB}-\u{1F3FF}\u200d\ufe0e\ufe0f\u20e3]$/u;
const PICTOGRAPHIC_RUN = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u200d\ufe0e\ufe0f\u20e3]+/gu;
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

/**
 * `values.map(f)` for a pure `f`, computed once per distinct value: the repeated values of a column (given names,
 * cities, dates) share one result string instead of one copy per row.
 */
export function mapDistinct<V>(values: readonly string[], f: (value: string) => V): V[] {
  const seen = new Map<string, V>();
  const out = new Array<V>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    let r = seen.get(v);
    if (r === undefined && !seen.has(v)) seen.set(v, (r = f(v)));
    out[i] = r as V;
  }
  return out;
}

/** Lowercase and fold «ё» to «е», keeping the original script (for stemming and abbreviations). */
export function lowerYo(s: string): string {
  const lower = s.toLowerCase();
  return lower.indexOf('ё') >= 0 ? lower.replace(YO, 'е') : lower;
}

/** Replace each run of emoji, flags, skin tones, variation selectors and joiners by one space. */
export function dropPictographs(s: string): string {
  return s.replace(PICTOGRAPHIC_RUN, ' ');
}

/**
 * The folded form of one non-ASCII code point, computed once and kept in a table. any-ascii is
 * context-free (a string transliterates as the concatenation of its code points), so folding code
 * point by code point equals folding the whole string, without regexes or NFC normalization
 * (combining marks fold to nothing).
 */
const BMP_TABLE: (string | undefined)[] = new Array(65536);
const ASTRAL_TABLE = new Map<number, string>();

function foldCodePointUncached(cp: number): string {
  const ch = String.fromCodePoint(cp);
  if (INVISIBLE.test(ch)) return '';
  if (PICTOGRAPH.test(ch)) return ' ';
  return anyAscii(ch.toLowerCase()).toLowerCase();
}

/** The lowercase ASCII folding of one code point (a pictograph gives one space). */
export function foldCodePoint(cp: number): string {
  if (cp < 0x10000) {
    let v = BMP_TABLE[cp];
    if (v === undefined) BMP_TABLE[cp] = v = foldCodePointUncached(cp);
    return v;
  }
  let v = ASTRAL_TABLE.get(cp);
  if (v === undefined) ASTRAL_TABLE.set(cp, (v = foldCodePointUncached(cp)));
  return v;
}

/** Any script → lowercase ASCII (punctuation kept; see the module comment for the rules). */
export function foldToAscii(s: string): string {
  let out = '';
  let run = 0;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) continue;
    if (i > run) out += s.slice(run, i);
    let cp = c;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    out += foldCodePoint(cp);
    run = i + 1;
  }
  if (run === 0) return s.toLowerCase();
  if (run < n) out += s.slice(run);
  return out.toLowerCase();
}

const COMPACT_BMP: (string | undefined)[] = new Array(65536);

function compactCodePoint(cp: number): string {
  if (cp < 0x10000) {
    let v = COMPACT_BMP[cp];
    if (v === undefined) COMPACT_BMP[cp] = v = keepAlnum(foldCodePoint(cp));
    return v;
  }
  return keepAlnum(foldCodePoint(cp));
}

/**
 * Fold and keep only [0-9a-z] in one pass (equal to `keepAlnum(foldToAscii(s))`, without the
 * intermediate string): the compact key's hot path.
 */
export function foldCompact(s: string): string {
  let out = '';
  let run = -1;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (run < 0) run = i;
      continue;
    }
    if (run >= 0) {
      out += s.slice(run, i);
      run = -1;
    }
    if (c < 128) {
      if (c >= 65 && c <= 90) out += String.fromCharCode(c + 32);
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    out += compactCodePoint(cp);
  }
  if (run >= 0) out += run === 0 ? s : s.slice(run);
  return out;
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

/**
 * Transliteration variants collapsed, in order: each rule maps the spellings one Cyrillic letter has in Latin text to
 * one.
 */
const LOOSE_RULES: Array<[RegExp, string]> = [
  [/shch|sch/g, 'sh'],
  [/kh/g, 'h'],
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/tz|ts/g, 'c'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/j/g, 'y'],
  [/yo|ye/g, 'e'],
  [/iya/g, 'ia'],
  [/([^aeiouy])ya$/, '$1ia'],
  [/(?:iy|yy|ii)$/, 'y'],
  [/i$/, 'y'],
  [/(.)\1+/g, '$1'],
];

/**
 * One folded word with its transliteration variants collapsed (Пётр = Pyotr = Petr, Дмитрий =
 * Dmitry, Алексей = Alexei, Кирилл = Kiril, Телеклуб = Teleclub, Синема = Cinema): a matching key,
 * never shown and never a strong key. An English «c» reads as k or s, and ц (ts) becomes c.
 */
export function looseLatin(word: string): string {
  return looseMemo.get(word, (key) => {
    let w = key;
    for (const [re, to] of LOOSE_RULES) w = w.replace(re, to);
    return w;
  });
}

const looseMemo = new Memo<string>(100_000);
