/**
 * Typed number tokens of a title, for the guards: plain numbers, years (1900–2099), issue numbers
 * («№493», «No. 5») and part / sequel markers («Часть 2», «Часть вторая», «Вторая часть», «Part II»,
 * «Part Two», «ч. 2», «Сезон 3», «S02E05», a roman numeral after a title, a bare number ending the
 * title or one of its segments: «Дюна 2», «Дюна 2: Пророчество», «Дюна 2 IMAX»). Works on the folded
 * ASCII token list, so Cyrillic marker words appear transliterated (часть → `chast`, вторая →
 * `vtoraya`). Age ratings («0+», «(16+)») are not numbers of the work: {@link stripAgeRatings} takes
 * them out of the raw title first.
 */

/** What a part marker counts. `roman` and `trailing` are sequel numbers written without a marker word. */
export type PartKind = 'part' | 'season' | 'episode' | 'volume' | 'chapter' | 'roman' | 'trailing';

/** One typed token extracted from a title. */
export type TitleMarker =
  | { type: 'number'; value: number; text: string }
  | { type: 'year'; value: number; text: string }
  | { type: 'issue'; value: number; text: string }
  | { type: 'part'; value: number; text: string; part: PartKind };

// prettier-ignore
const PART_WORDS: Record<string, PartKind> = {
  part: 'part', pt: 'part', chast: 'part', ch: 'part', chasti: 'part', teil: 'part', partie: 'part', parte: 'part',
  deel: 'part', czesc: 'part', season: 'season', sezon: 'season', saison: 'season', staffel: 'season',
  temporada: 'season', episode: 'episode', ep: 'episode', epizod: 'episode', seriya: 'episode', seria: 'episode',
  folge: 'episode', vypusk: 'episode', vol: 'volume', volume: 'volume', tom: 'volume', book: 'volume', kniga: 'volume',
  band: 'volume', chapter: 'chapter', glava: 'chapter', chap: 'chapter',
};

/** Words that number an issue of a series («№» folds to `no`). */
const ISSUE_WORDS: ReadonlySet<string> = new Set(['no', 'nomer', 'issue', 'nr']);

/** Format decoration after a sequel number («Дюна 2 3D», «Дюна 2 IMAX»): skipped when finding a title's last number. */
// prettier-ignore
const DECORATION: ReadonlySet<string> = new Set([
  '2d', '3d', '4d', '4dx', '5d', 'imax', 'dolby', 'atmos', 'screenx', 'hfr', 'dbox', 'subtitry', 'dublyazh', 'original',
]);

// prettier-ignore
const CARDINAL: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, odin: 1, odna: 1, dva: 2,
  dve: 2, tri: 3, chetyre: 4, pyat: 5, shest: 6, sem: 7, vosem: 8, devyat: 9, desyat: 10,
};

// prettier-ignore
const ORDINAL_EN: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
// prettier-ignore
const ORDINAL_RU_STEMS: Record<string, number> = {
  perv: 1, vtor: 2, tret: 3, chetvert: 4, pyat: 5, shest: 6, sedm: 7, vosm: 8, devyat: 9, desyat: 10,
};
const ORDINAL_RU =
  /^(perv|vtor|tret|chetvert|pyat|shest|sedm|vosm|devyat|desyat)(aya|yy|yj|iy|oy|oe|ogo|omu|uyu|ye|yh|ym|ya|e|ego|emu|yu|ey|ij|i)$/;
const ORDINAL_DIGITS = /^(\d{1,2})(st|nd|rd|th)$/;
/** Endings written after a digit to make it ordinal («2-я», «2-й», «3-го»), split off as tokens. */
const ORDINAL_SUFFIX: ReadonlySet<string> = new Set(['ya', 'y', 'iy', 'oy', 'e', 'aya', 'go', 'ogo', 'yu', 'yy', 'j']);

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
/** An age rating: a number up to 21 with a plus, standing alone («0+», «(16+)», «18 +»). */
const AGE_RATING = /(^|[^\p{L}\p{N}+])(?:0|[1-9]|1\d|2[01])\s?\+(?![\p{L}\p{N}+])/gu;

/** The raw title with its age ratings replaced by a space: «Чебурашка 2 0+» → «Чебурашка 2  ». */
export function stripAgeRatings(raw: string): string {
  return raw.indexOf('+') < 0 ? raw : raw.replace(AGE_RATING, '$1 ');
}

/** The value of a roman numeral i..xxxix, or 0. */
export function romanValue(token: string): number {
  return ROMAN[token] ?? 0;
}

/** The value of an ordinal word («вторая», `vtoraya`, «second», «2nd»), or 0. */
export function ordinalValue(token: string): number {
  const ru = ORDINAL_RU.exec(token);
  if (ru) return ORDINAL_RU_STEMS[ru[1]];
  const d = ORDINAL_DIGITS.exec(token);
  if (d) return Number(d[1]);
  return ORDINAL_EN[token] ?? 0;
}

function isYear(text: string): boolean {
  if (text.length !== 4) return false;
  const v = Number(text);
  return v >= 1900 && v <= 2099;
}

/** A number after a marker word: digits (not years, not long codes), a roman numeral, a cardinal or an ordinal word. */
function partNumber(token: string | undefined): number {
  if (token === undefined) return 0;
  if (DIGITS.test(token) && token.length <= 3) return Number(token);
  return romanValue(token) || CARDINAL[token] || ordinalValue(token);
}

/**
 * A number before a marker word («Вторая часть», «2-я часть», «3 сезон»): its value and how many
 * tokens it takes before the marker word, or null.
 */
function numberBeforeMarker(
  tokens: readonly string[],
  i: number,
): { value: number; width: number; kind: PartKind } | null {
  const t = tokens[i];
  const isSmall = DIGITS.test(t) && t.length <= 2;
  const value = isSmall ? Number(t) : ordinalValue(t);
  if (value <= 0) return null;
  const next = tokens[i + 1];
  if (isSmall && next !== undefined && ORDINAL_SUFFIX.has(next) && PART_WORDS[tokens[i + 2]] !== undefined) {
    return { value, width: 3, kind: PART_WORDS[tokens[i + 2]] };
  }
  const kind = next === undefined ? undefined : PART_WORDS[next];
  return kind === undefined ? null : { value, width: 2, kind };
}

/** Whether token i is the last of its segment, format decoration after it aside. */
function endsSegment(tokens: readonly string[], i: number, ends: ReadonlySet<number>): boolean {
  for (let j = i; j < tokens.length; j++) {
    if (ends.has(j)) return j === i || tokens.slice(i + 1, j + 1).every((t) => DECORATION.has(t));
    if (j > i && !DECORATION.has(tokens[j])) return false;
  }
  return true;
}

/**
 * Words after which a roman numeral is a version's name, not a sequel number: «Mac OS X» is one
 * platform (a title «… for Mac OS X» has no tenth part), as «OS 9» names a version.
 */
const VERSIONED_NAMES: ReadonlySet<string> = new Set(['os']);

/**
 * Extract typed tokens from a folded ASCII token list. `segmentEnds` holds the indices of tokens
 * that end a segment of the title (before «:», «.», «(», « — »); the last token always does. A
 * roman numeral counts only after a title word (never first) and `i` only after a marker word (it
 * is an English word); `v` and `x` alone count only as the last token, and none after «OS» (a
 * platform's version name).
 */
export function extractMarkers(tokens: readonly string[], segmentEnds: ReadonlySet<number> = new Set()): TitleMarker[] {
  const out: TitleMarker[] = [];
  const n = tokens.length;
  const ends = new Set(segmentEnds).add(n - 1);
  const starts = new Set([0, ...[...ends].map((e) => e + 1)]);
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
    const before = numberBeforeMarker(tokens, i);
    if (before) {
      out.push({
        type: 'part',
        value: before.value,
        text: tokens.slice(i, i + before.width).join(' '),
        part: before.kind,
      });
      i += before.width - 1;
      continue;
    }
    if (ISSUE_WORDS.has(t) && i + 1 < n && DIGITS.test(tokens[i + 1]) && !isYear(tokens[i + 1])) {
      out.push({ type: 'issue', value: Number(tokens[i + 1]), text: `${t} ${tokens[i + 1]}` });
      i++;
      continue;
    }
    const se = SEASON_EPISODE.exec(t);
    if (se) {
      out.push({ type: 'part', value: Number(se[1]), text: t, part: 'season' });
      out.push({ type: 'part', value: Number(se[2]), text: t, part: 'episode' });
      continue;
    }
    if (DIGITS.test(t)) {
      if (isYear(t)) out.push({ type: 'year', value: Number(t), text: t });
      else if (
        i > 0 &&
        (!starts.has(i) || i === n - 1) &&
        t.length <= 2 &&
        !DIGITS.test(tokens[i - 1]) &&
        // A number beside another (a date «02/01», a fraction) is part of it, no sequel.
        !DIGITS.test(tokens[i + 1] ?? '') &&
        endsSegment(tokens, i, ends)
      ) {
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
    if (
      r > 0 &&
      i > 0 &&
      t !== 'i' &&
      !DIGITS.test(tokens[i - 1]) &&
      !VERSIONED_NAMES.has(tokens[i - 1]) &&
      (t.length > 1 || i === n - 1)
    ) {
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

/** The issue numbers among the markers («№493»), ascending and unique. */
export function markerIssues(markers: readonly TitleMarker[]): number[] {
  return uniqueSorted(markers.filter((m) => m.type === 'issue').map((m) => m.value));
}

/** The plain numbers among the markers, ascending and unique. */
export function markerNumbers(markers: readonly TitleMarker[]): number[] {
  return uniqueSorted(markers.filter((m) => m.type === 'number').map((m) => m.value));
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
