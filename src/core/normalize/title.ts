import { expandAbbreviation } from './abbreviations';
import { dropPictographs, foldCompact, foldToAscii, keepAlnum, lowerYo, splitWords } from './fold';
import { extractMarkers, stripAgeRatings, type TitleMarker } from './markers';
import { stemWord } from './stem';

/**
 * Views of a title (or any name-like text) in one alphabet:
 * - compact key: only [0-9a-z], glued («Полна любви» = «Полналюбви» = «Polnalyubvi»);
 * - tokens: the same letters with word boundaries kept (compact key = tokens joined);
 * - token-sort key: tokens sorted and joined by one space («Иван Петров» = «Петров Иван»);
 * - markers: numbers, years and part / sequel numbers for the guards;
 * - versions: numbers written with a dot («3.0», «2.5.1»), as one number each, for the guards;
 * - words: abbreviations expanded («им.» → имени), initials flagged («В. С.»), Snowball stems,
 *   each with its segment (parts split at «:», «.», «(», « — », « + », quotes) and whether it is bracketed.
 * CJK text has no spaces, so a run of CJK characters stays one token. The views of {@link titleViews}
 * are of the title without its age ratings («Чебурашка 6+» = «Чебурашка 0+» = «Чебурашка»), with
 * «№», «#» and «No.» before a number written one way.
 */

/** The compact key: folded to ASCII, only [0-9a-z], glued. */
export function titleCompactKey(s: string): string {
  return foldCompact(s);
}

/** The folded ASCII tokens, word boundaries kept. */
export function titleTokens(s: string): string[] {
  return splitWords(foldToAscii(s));
}

/** Tokens sorted (code-unit order) and joined by one space. */
export function titleTokenSortKey(s: string): string {
  return titleTokens(s).sort().join(' ');
}

/** Numbers, years and part / sequel markers of a title. */
export function titleMarkers(s: string): TitleMarker[] {
  return extractMarkers(titleTokens(s));
}

/** One word of the analysed view. */
export interface TitleWord {
  /** Folded ASCII text after abbreviation expansion. */
  text: string;
  /** Snowball stem (Russian or English), folded to ASCII. */
  stem: string;
  /** A single letter with a dot («В.»): later rules may ignore it. */
  initial: boolean;
  /** The abbreviation this word was expanded from, folded («im»), when it was one. */
  abbreviation?: string;
  /** Index of the title segment the word is in (segments split at «:», «.», «(», « — », « + », quotes). */
  segment: number;
  /** Inside parentheses or brackets: an annotation («Женитьба Фигаро (Бомарше)»). */
  bracketed: boolean;
}

/** All views of a title at once. */
export interface TitleViews {
  compact: string;
  tokens: string[];
  tokenSort: string;
  markers: TitleMarker[];
  /** Numbers written with a dot, each as one («3.0» → `3`, «2.50» → `2.5`, «2.5.1»): a version or a size. */
  versions: string[];
  words: TitleWord[];
}

const DOTTED_NUMBER = /(?<![\p{N}.])\p{N}+(?:\.\p{N}+)+(?![\p{N}]|\.\p{N})/gu;

/**
 * The numbers a title writes with a dot, each whole: the tokens split «3.0» into 3 and 0, which makes «Norton 360 3.0
 * 3 Users» and «Norton 360 2.0 3 Users» differ by a 0 only. Trailing zero parts go («6.0» = «6», «2.50» = «2.5»).
 */
export function dottedNumbers(s: string): string[] {
  const out = new Set<string>();
  for (const m of s.matchAll(DOTTED_NUMBER)) {
    const parts = foldToAscii(m[0])
      .split('.')
      .map((p) => p.replace(/^0+(?=\d)/, ''));
    // The last part is a fraction when there are two parts («2.50» = «2.5»); trailing zero parts go either way.
    if (parts.length === 2) parts[1] = parts[1].replace(/0+$/, '');
    while (parts.length > 1 && /^0*$/.test(parts[parts.length - 1])) parts.pop();
    out.add(parts.join('.'));
  }
  return [...out].sort();
}

/**
 * Separators of title segments; a dot before a digit (1.5) is none. A plus between spaces joins the acts of a bill
 * («Wet Leg + support»), and the segment it starts may be the listing's own words.
 */
const SEPARATOR = /[:;!?|/\\«»"“”„()[\]{}]|\.(?!\d)|\s[-–—]+\s|[–—]|\s\+\s/g;
const OPENING = '([{';
const CLOSING = ')]}';
const ISSUE_SIGN = /(?:[№#]|\bno\.)\s*(?=\d)/giu;

/** The title the views are of: age ratings out, «№», «#» and «No.» before a number written ` № `. */
export function cleanTitle(s: string): string {
  const t = stripAgeRatings(s);
  return t.indexOf('№') < 0 && t.indexOf('#') < 0 && !/no\./i.test(t) ? t : t.replace(ISSUE_SIGN, ' № ');
}

/** The separators of a text with their positions, in order. */
function separators(s: string): Array<{ at: number; ch: string }> {
  return [...s.matchAll(SEPARATOR)].map((m) => ({ at: m.index ?? 0, ch: m[0] }));
}

/** The title split at its separators: each piece with its text. */
function segmentTexts(s: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const { at, ch } of separators(s)) {
    out.push(s.slice(from, at));
    from = at + ch.length;
  }
  out.push(s.slice(from));
  return out;
}

const RAW_WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ`][\p{L}\p{M}\p{N}]+)*(\.)?/gu;
const SINGLE_LETTER = /^\p{L}$/u;

/** The analysed words: abbreviations expanded, initials flagged, stems added. */
export function titleWords(s: string): TitleWord[] {
  const raw: { word: string; dot: boolean; segment: number; bracketed: boolean }[] = [];
  const text = dropPictographs(lowerYo(s));
  const seps = separators(text);
  let k = 0;
  let segment = 0;
  let depth = 0;
  for (const m of text.matchAll(RAW_WORD)) {
    const at = m.index ?? 0;
    for (; k < seps.length && seps[k].at < at; k++) {
      segment++;
      if (OPENING.includes(seps[k].ch)) depth++;
      else if (CLOSING.includes(seps[k].ch)) depth = Math.max(0, depth - 1);
    }
    raw.push({ word: m[1] ? m[0].slice(0, -1) : m[0], dot: m[1] !== undefined, segment, bracketed: depth > 0 });
  }
  const out: TitleWord[] = [];
  for (let i = 0; i < raw.length; i++) {
    const { word, dot, segment, bracketed } = raw[i];
    const expansion = expandAbbreviation(word, dot, raw[i + 1]?.word, i === 0);
    const initial = expansion === undefined && dot && SINGLE_LETTER.test(word);
    const source = expansion ?? word;
    const abbreviation = expansion === undefined ? undefined : keepAlnum(foldToAscii(word));
    for (const part of source.split(' ')) {
      const stem = stemWord(part);
      const texts = splitWords(foldToAscii(part));
      const stems = splitWords(foldToAscii(stem));
      for (let k = 0; k < texts.length; k++) {
        const w: TitleWord = { text: texts[k], stem: stems[k] ?? texts[k], initial, segment, bracketed };
        if (abbreviation !== undefined) w.abbreviation = abbreviation;
        out.push(w);
      }
    }
  }
  return out;
}

/** Every view of a title. */
export function titleViews(s: string): TitleViews {
  const clean = cleanTitle(s);
  const tokens: string[] = [];
  const ends = new Set<number>();
  for (const piece of segmentTexts(clean)) {
    const t = titleTokens(piece);
    if (t.length === 0) continue;
    tokens.push(...t);
    ends.add(tokens.length - 1);
  }
  return {
    compact: tokens.join(''),
    tokens,
    tokenSort: [...tokens].sort().join(' '),
    markers: extractMarkers(tokens, ends),
    versions: dottedNumbers(clean),
    words: titleWords(clean),
  };
}
