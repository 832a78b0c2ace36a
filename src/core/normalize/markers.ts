/**
 * Typed number tokens of a title, for the guards: plain numbers, years (1900–2099) and part /
 * sequel markers («Часть 2», «Part II», «ч. 2», «Сезон 3», «S02E05», a roman numeral after a title,
 * a trailing bare number «Дюна 2»). Works on the folded ASCII token list, so Cyrillic marker words
 * appear transliterated (часть → `chast`, ч. → `ch`, сезон → `sezon`).
 */

/** What a part marker counts. `roman` and `trailing` are sequel numbers written without a marker word. */
export type PartKind = 'part' | 'season' | 'episode' | 'volume' | 'chapter' | 'roman' | 'trailing';

/** One typed token extracted from a title. */
export type TitleMarker =
  | { type: 'number'; value: number; text: string }
  | { type: 'year'; value: number; text: string }
  | { type: 'part'; value: number; text: string; part: PartKind };

const PART_WORDS: Record<string, PartKind> = {
  part: 'part', pt: 'part', chast: 'part', ch: 'part', chasti: 'part', teil: 'part', partie: 'part',
  parte: 'part', deel: 'part', czesc: 'part',
  season: 'season', sezon: 'season', saison: 'season', staffel: 'season', temporada: 'season',
  episode: 'episode', ep: 'episode', epizod: 'episode', seriya: 'episode', seria: 'episode',
  folge: 'episode', vypusk: 'episode',
  vol: 'volume', volume: 'volume', tom: 'volume', book: 'volume', kniga: 'volume', band: 'volume',
  chapter: 'chapter', glava: 'chapter', chap: 'chapter',
};

const ROMAN: Record<string, number> = {};
(() => {
  const ones = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'];
  const tens = ['', 'x', 'xx', 'xxx'];
  for (let t = 0; t < tens.length; t++) {
    for (let o = 0; o < ones.length; o++) {
      const v = t * 10 + o;
      if (v > 0 && v <= 39) ROMAN[tens[t] + ones[o]] = v;
    }
  }
})();

const DIGITS = /^\d+$/;
const YEAR_WITH_SUFFIX = /^((?:19|20)\d\d)(?:g|gg|god|goda|godu)$/;
const SEASON_EPISODE = /^s(\d{1,2})e(\d{1,3})$/;

/** The value of a roman numeral i..xxxix, or 0. */
export function romanValue(token: string): number {
  return ROMAN[token] ?? 0;
}

function isYear(text: string): boolean {
  if (text.length !== 4) return false;
  const v = Number(text);
  return v >= 1900 && v <= 2099;
}

/** Small numbers that can count parts (not years, not long codes). */
function partNumber(token: string | undefined): number {
  if (token === undefined) return 0;
  if (DIGITS.test(token) && token.length <= 3) return Number(token);
  return romanValue(token);
}

/**
 * Extract typed tokens from a folded ASCII token list. A roman numeral counts only after a title
 * word (never first) and `i` only after a marker word (it is an English word); `v` and `x` alone
 * count only as the last token.
 */
export function extractMarkers(tokens: readonly string[]): TitleMarker[] {
  const out: TitleMarker[] = [];
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    const t = tokens[i];
    const kind = PART_WORDS[t];
    if (kind !== undefined && i + 1 < n) {
      const v = partNumber(tokens[i + 1]);
      if (v > 0) {
        out.push({ type: 'part', value: v, text: `${t} ${tokens[i + 1]}`, part: kind });
        i++;
        continue;
      }
    }
    const se = SEASON_EPISODE.exec(t);
    if (se) {
      out.push({ type: 'part', value: Number(se[1]), text: t, part: 'season' });
      out.push({ type: 'part', value: Number(se[2]), text: t, part: 'episode' });
      continue;
    }
    if (DIGITS.test(t)) {
      if (isYear(t)) out.push({ type: 'year', value: Number(t), text: t });
      else if (i === n - 1 && i > 0 && t.length <= 2 && !DIGITS.test(tokens[i - 1])) {
        out.push({ type: 'part', value: Number(t), text: t, part: 'trailing' });
      } else out.push({ type: 'number', value: Number(t), text: t });
      continue;
    }
    const y = YEAR_WITH_SUFFIX.exec(t);
    if (y) {
      out.push({ type: 'year', value: Number(y[1]), text: t });
      continue;
    }
    const r = romanValue(t);
    if (r > 0 && i > 0 && t !== 'i' && !DIGITS.test(tokens[i - 1]) && (t.length > 1 || i === n - 1)) {
      out.push({ type: 'part', value: r, text: t, part: 'roman' });
    }
  }
  return out;
}

/** The years among the markers, ascending and unique. */
export function markerYears(markers: readonly TitleMarker[]): number[] {
  return uniqueSorted(markers.filter((m) => m.type === 'year').map((m) => m.value));
}

/** The part / sequel numbers among the markers, ascending and unique. */
export function markerParts(markers: readonly TitleMarker[]): number[] {
  return uniqueSorted(markers.filter((m) => m.type === 'part').map((m) => m.value));
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
