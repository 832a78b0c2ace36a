import { foldToAscii, splitWords } from '../normalize/fold';
import {
  CYRILLIC_GIVEN,
  CYRILLIC_SURNAMES,
  CYRILLIC_SURNAMES_INVARIANT,
  LATIN_GIVEN,
  LATIN_SURNAMES,
} from './name-lists';

/**
 * Person-name evidence for field detection: folded given names and surnames of both scripts (a
 * Cyrillic name folds to the Latin spelling many lists use: Пётр → petr, Наталья → natalya), the
 * surname and patronymic endings of Cyrillic names, and honorifics. Used only as rates over a column.
 */

/** A name word folded as the name lists are (Пётр → petr). */
export const foldName = (w: string) => splitWords(foldToAscii(w)).join('');
const fold = foldName;
const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0);

/** Folded given names. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set([...words(LATIN_GIVEN), ...words(CYRILLIC_GIVEN)].map(fold));

/** Folded surnames, Cyrillic ones in both genders. */
export const SURNAMES: ReadonlySet<string> = new Set(
  [
    ...words(LATIN_SURNAMES),
    ...words(CYRILLIC_SURNAMES).flatMap((s) => [s, `${s}а`]),
    ...words(CYRILLIC_SURNAMES_INVARIANT),
  ].map(fold),
);

/** Surname and patronymic endings of Cyrillic-script names (Иванова, Пушкин, Сергеевич, Шевченко). */
const CYRILLIC_ENDING =
  /^[а-яё]{2,}(?:ов|ова|ев|ева|ёв|ёва|ин|ина|ын|ына|ский|ская|цкий|цкая|енко|ович|евич|овна|евна|ична|ук|юк)$/;
/** Patronymic and Ukrainian endings that also mark a transliterated name (Sergeevich, Shevchenko). */
const LATIN_ENDING = /^[a-z]{2,}(?:ovich|evich|ovna|evna|ichna|enko)$/;
/** Honorifics before a name. */
// prettier-ignore
const HONORIFICS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'herr', 'frau', 'mme', 'mlle', 'sr', 'sra', 'gn',
  'gzha',
]);

/** What the tokens of one value say about a person's name. */
export interface NameHits {
  given: boolean;
  surname: boolean;
  /** 1–5 letter-only words (initials allowed), a lexicon hit, an ending or an honorific among them. */
  person: boolean;
}

/** The person-name evidence of one value. */
export function nameHits(value: string): NameHits {
  const raw = words(value.toLowerCase().replace(/[.,]/g, ' '));
  const tokens = splitWords(foldToAscii(value));
  let given = false;
  let surname = false;
  let other = false;
  for (const t of tokens) {
    if (GIVEN_NAMES.has(t)) given = true;
    else if (SURNAMES.has(t) || LATIN_ENDING.test(t)) surname = true;
    else if (HONORIFICS.has(t)) other = true;
  }
  if (!surname && raw.some((w) => CYRILLIC_ENDING.test(w))) surname = true;
  const shaped = tokens.length >= 1 && tokens.length <= 5 && tokens.every((t) => /^[a-z]+$/.test(t));
  // Initials before a capitalised word are how a person is cited («D. Dayal», «H.-P. Kriegel»), whatever the name.
  const cited = CITED.test(value.trim());
  return { given, surname, person: shaped && (given || surname || other || cited) };
}

/** One or more initials with their dots, then a capitalised word: a person as cited. */
const CITED = /^(?:\p{Lu}\.(?:\s?-?\p{Lu}\.)*\s?)+\p{Lu}[\p{Ll}'’-]+$/u;

/** Separators of a list of names in one cell: «;», «**», «|», « and », «&», and «,» between two names. */
const LIST_SEPARATOR = /\s*(?:;|\*\*|\||\s&\s|\sand\s|\sund\s|\sи\s)\s*/i;

/** The parts of a cell that holds a list of names, or [] when it holds one value. */
export function listParts(value: string): string[] {
  let parts = value
    .split(LIST_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) {
    // «Smith, J.» is one name; «J. Smith, A. Jones, K. Lee» is three.
    const commas = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (commas.length >= 3 || (commas.length === 2 && commas.every((p) => splitWords(foldToAscii(p)).length >= 2)))
      parts = commas;
  }
  return parts.length >= 2 ? parts : [];
}
