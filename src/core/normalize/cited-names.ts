/**
 * Lists of people as cited: «Volker Papadias, Beng Chin Ooi» in one source, «V. Papadias, B. C. Ooi»
 * or «Papadias, V.; Ooi, B.» in another. Where a column writes given names as initials on some rows,
 * no comparison of its values can tell two people apart by more than a surname and the first
 * initial; written at that precision, one author list cited two ways is one value.
 */
import { foldToAscii, mapDistinct, splitWords } from './fold';

/** One person of a cited list: the first letter of the given names ('' when none), the surname folded. */
export interface CitedPerson {
  initial: string;
  surname: string;
  /** Whether the given names are written as initials («V.», «B. C.», «HP»). */
  abbreviated: boolean;
}

/** Separators of people in one cell: «;», «|», « and », «&», «,» (a comma also ends a surname written first). */
const PEOPLE = /\s*(?:;|\||\s&\s|\sand\s|\sund\s|\sи\s)\s*/i;

/** A given name written as initials: capitals with dots, spaces or hyphens («B. C.», «H.-P.»), or one or two («HP»). */
const INITIALS = /^(?:\p{Lu}\.(?:\s*-?\s*\p{Lu}\.)*|\p{Lu}{1,2})$/u;

/** Folded words of a name written in one part. */
function folded(part: string): string[] {
  return splitWords(foldToAscii(part).toLowerCase());
}

/** A person from «Given Surname» words, or from «Surname, Given» when `given` is passed. */
function person(words: string[], given?: string): CitedPerson | null {
  if (given !== undefined) {
    const surname = folded(words.join(' ')).join('');
    const g = folded(given);
    return surname === '' ? null : { initial: g[0]?.[0] ?? '', surname, abbreviated: INITIALS.test(given.trim()) };
  }
  if (words.length === 0) return null;
  const surname = folded(words[words.length - 1]).join('');
  if (surname === '') return null;
  const givenWords = words.slice(0, -1);
  const g = folded(givenWords.join(' '));
  return {
    initial: g[0]?.[0] ?? '',
    surname,
    abbreviated: givenWords.length > 0 && INITIALS.test(givenWords.join(' ')),
  };
}

/**
 * The people of a cell as cited, in order: split at «;», «|», «and», «&» and commas. A comma after a
 * single word that is followed by initials ends a surname written first («Papadias, V.»).
 */
export function citedPeople(value: string): CitedPerson[] {
  const out: CitedPerson[] = [];
  for (const group of value.split(PEOPLE)) {
    const parts = group
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (let k = 0; k < parts.length; k++) {
      const words = parts[k].split(/\s+/);
      const next = parts[k + 1];
      // «Papadias, V.» or, in a «;» list, «Papadias, Volker»: a surname, then its given names.
      const surnameFirst = next !== undefined && words.length === 1 && (INITIALS.test(next) || parts.length === 2);
      const p = surnameFirst ? person(words, next) : person(words);
      if (surnameFirst) k++;
      if (p) out.push(p);
    }
  }
  return out;
}

/** At least this share of a column's people written with initials makes it a column that abbreviates given names. */
export const MIN_ABBREVIATED_SHARE = 0.05;

/** Whether the people of a column's cells are written with initials in {@link MIN_ABBREVIATED_SHARE} of them or more. */
function abbreviates(cells: Iterable<readonly CitedPerson[]>): boolean {
  let people = 0;
  let abbreviated = 0;
  for (const cell of cells) {
    people += cell.length;
    for (const p of cell) if (p.abbreviated) abbreviated++;
  }
  return people > 0 && abbreviated >= MIN_ABBREVIATED_SHARE * people;
}

/**
 * Whether a column of people lists writes given names as initials often enough
 * ({@link MIN_ABBREVIATED_SHARE} of its people) that its values compare only as surnames and first initials.
 */
export function abbreviatesGivenNames(values: readonly string[]): boolean {
  return abbreviates(values.map(citedPeople));
}

/** The people of a cell as first initials and surnames, in order. */
function formOf(people: readonly CitedPerson[]): string {
  return people.map((p) => (p.initial ? `${p.initial} ${p.surname}` : p.surname)).join(' ');
}

/** A cell of people as first initials and surnames, in order («v papadias b ooi»); '' for an empty cell. */
export function citedForm(value: string): string {
  return formOf(citedPeople(value));
}

/**
 * A column of people lists as {@link citedForm}s when it {@link abbreviatesGivenNames}, else null; each distinct cell
 * is read once for both.
 */
export function citedColumn(values: readonly string[]): string[] | null {
  const people = mapDistinct(values, citedPeople);
  if (!abbreviates(people)) return null;
  const forms = new Map<readonly CitedPerson[], string>();
  return people.map((cell) => {
    let form = forms.get(cell);
    if (form === undefined) forms.set(cell, (form = formOf(cell)));
    return form;
  });
}
