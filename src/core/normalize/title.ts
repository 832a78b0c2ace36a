import { expandAbbreviation } from './abbreviations';
import { dropPictographs, foldCompact, foldToAscii, keepAlnum, lowerYo, splitWords } from './fold';
import { extractMarkers, type TitleMarker } from './markers';
import { stemWord } from './stem';

/**
 * Views of a title (or any name-like text) in one alphabet:
 * - compact key: only [0-9a-z], glued («Полна любви» = «Полналюбви» = «Polnalyubvi»);
 * - tokens: the same letters with word boundaries kept (compact key = tokens joined);
 * - token-sort key: tokens sorted and joined by one space («Иван Петров» = «Петров Иван»);
 * - markers: numbers, years and part / sequel numbers for the guards;
 * - words: abbreviations expanded («им.» → имени), initials flagged («В. С.»), Snowball stems.
 * CJK text has no spaces, so a run of CJK characters stays one token.
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
}

/** All views of a title at once. */
export interface TitleViews {
  compact: string;
  tokens: string[];
  tokenSort: string;
  markers: TitleMarker[];
  words: TitleWord[];
}

const RAW_WORD = /[\p{L}\p{M}\p{N}]+(?:['’ʼ`][\p{L}\p{M}\p{N}]+)*(\.)?/gu;
const SINGLE_LETTER = /^\p{L}$/u;

/** The analysed words: abbreviations expanded, initials flagged, stems added. */
export function titleWords(s: string): TitleWord[] {
  const raw: { word: string; dot: boolean }[] = [];
  for (const m of dropPictographs(lowerYo(s)).matchAll(RAW_WORD)) {
    raw.push({ word: m[1] ? m[0].slice(0, -1) : m[0], dot: m[1] !== undefined });
  }
  const out: TitleWord[] = [];
  for (let i = 0; i < raw.length; i++) {
    const { word, dot } = raw[i];
    const expansion = expandAbbreviation(word, dot, raw[i + 1]?.word, i === 0);
    const initial = expansion === undefined && dot && SINGLE_LETTER.test(word);
    const source = expansion ?? word;
    const abbreviation = expansion === undefined ? undefined : keepAlnum(foldToAscii(word));
    for (const part of source.split(' ')) {
      const stem = stemWord(part);
      const texts = splitWords(foldToAscii(part));
      const stems = splitWords(foldToAscii(stem));
      for (let k = 0; k < texts.length; k++) {
        const w: TitleWord = { text: texts[k], stem: stems[k] ?? texts[k], initial };
        if (abbreviation !== undefined) w.abbreviation = abbreviation;
        out.push(w);
      }
    }
  }
  return out;
}

/** Every view of a title. */
export function titleViews(s: string): TitleViews {
  const tokens = titleTokens(s);
  return {
    compact: tokens.join(''),
    tokens,
    tokenSort: [...tokens].sort().join(' '),
    markers: extractMarkers(tokens),
    words: titleWords(s),
  };
}
