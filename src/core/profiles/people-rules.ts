/**
 * The people pack's twin rule: two records with one surname whose given names differ outright are
 * two people (twins, siblings, a parent and child share a surname, an address and often a birth
 * date), not one person with a typo — a typo or a nickname's initial keeps the names close.
 */
import type { Reason } from '../../domain/decision';
import { GIVEN_NAMES } from '../fields/names';
import { sameGivenName } from '../fields/nicknames';
import { dayOfInstant, parseInstant } from '../normalize/datetime';
import type { ColumnSwap, ProfileComparison } from './types';
import { abbreviates, withinEdits, withinOneEdit } from './words';

/** Share of a column's values whose first word is a known given name. */
function givenNameShare(values: readonly string[]): number {
  let filled = 0;
  let hits = 0;
  for (const v of values) {
    if (v === '') continue;
    filled++;
    if (GIVEN_NAMES.has(v.split(' ')[0])) hits++;
  }
  return filled === 0 ? 0 : hits / filled;
}

/** Number of distinct non-empty values. */
function distinct(values: readonly string[]): number {
  return new Set(values.filter((v) => v !== '')).size;
}

/**
 * Of two person-name part comparisons (folded values), which is the given name: the one whose values
 * are more often known given names, else the one with fewer distinct values (a population has far
 * fewer given names than surnames). Returns [given, surname] comparison indices.
 */
export function givenAndSurname(
  comparisons: readonly ProfileComparison[],
  parts: readonly number[],
): [number, number] | null {
  if (parts.length < 2) return null;
  const [a, b] = parts;
  const [ga, gb] = [givenNameShare(comparisons[a].values), givenNameShare(comparisons[b].values)];
  if (Math.abs(ga - gb) >= 0.1) return ga > gb ? [a, b] : [b, a];
  return distinct(comparisons[a].values) <= distinct(comparisons[b].values) ? [a, b] : [b, a];
}

/** Whether one name is an initial or a leading part of the other («j» / «john», «alex» / «alexander»). */
function initialOf(x: string, y: string): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length > 0 && long.startsWith(short.replace(/\.$/, ''));
}

/**
 * Whether two names are one name with two neighbouring letters swapped («bne» / «ben»), and not two
 * known given names («mia» / «mai»): a typo that Jaro-Winkler misses on short names.
 */
function transposedTypo(x: string, y: string): boolean {
  if (x.length !== y.length || x === y) return false;
  let i = 0;
  while (x[i] === y[i]) i++;
  const swapped = x[i] === y[i + 1] && x[i + 1] === y[i] && x.slice(i + 2) === y.slice(i + 2);
  return swapped && !(GIVEN_NAMES.has(x) && GIVEN_NAMES.has(y));
}

/**
 * Whether pair similarities `s` hold the crosswise reading of the two name columns (swaps.ts put
 * left `a` × right `b` in place of `a` and left `b` × right `a` in place of `b`).
 */
function readCrosswise(swap: ColumnSwap | undefined, s: ArrayLike<number>): boolean {
  return swap !== undefined && s[swap.a] === s[swap.ab] && s[swap.b] === s[swap.ba] && s[swap.ab] !== s[swap.ba];
}

/**
 * The twin rule for pair (i, j) with similarities `s`: the surname agrees at least at its lowest level (a typo in it,
 * «Bltck» / «Black», does not make two given names one) and the given names differ below their lowest level (neither
 * an initial, a short form nor a typo of the other) → a reason, else null.
 * When one record has its names swapped (`swap` read crosswise) the surnames are compared in the
 * given-name column's place and the given names in the surname's: «riley | rose» / «nathan | riley»
 * are twins as much as «rose | riley» / «nathan | riley», and so are «nathan | riley» / «riley | rose» (the right
 * record swapped).
 */
export function givenNamesDiffer(
  comparisons: readonly ProfileComparison[],
  roles: [number, number],
  i: number,
  j: number,
  s: ArrayLike<number>,
  swap?: ColumnSwap,
): Reason | null {
  const [g, sur] = roles;
  const [cg, cs] = [comparisons[g], comparisons[sur]];
  if (Number.isNaN(s[g]) || Number.isNaN(s[sur])) return null;
  const crosswise = readCrosswise(swap, s);
  // Crosswise, the surnames are whichever crossing agrees better: left's given name against right's surname when the
  // left record has its names swapped, left's surname against right's given name when the right one has. A swapped
  // record's given name stands in its surname column.
  const leftSwapped = crosswise && s[g] >= s[sur];
  const rightSwapped = crosswise && !leftSwapped;
  const [givenSim, surnameSim] = leftSwapped ? [s[sur], s[g]] : [s[g], s[sur]];
  if (surnameSim < Math.min(...cs.thresholds) || givenSim >= Math.min(...cg.thresholds)) return null;
  const x = (leftSwapped ? cs : cg).values[i];
  const y = (rightSwapped ? cs : cg).values[j];
  if (initialOf(x, y) || transposedTypo(x, y) || sameGivenName(x, y)) return null;
  return { code: 'given-names-differ', detail: `${x} vs ${y}` };
}

/**
 * The namesake rule for pair (i, j): one given name (at least its lowest level) under two surnames that differ outright
 * (below their lowest level, neither an initial nor one inside the other: «Smith» / «Smith-Jones») — a colleague, a
 * namesake, or one person who married; only their own identifier tells → a reason, else null. Not when one record has
 * its names swapped.
 */
export function surnamesDiffer(
  comparisons: readonly ProfileComparison[],
  roles: [number, number],
  i: number,
  j: number,
  s: ArrayLike<number>,
  swap?: ColumnSwap,
): Reason | null {
  const [g, sur] = roles;
  const [cg, cs] = [comparisons[g], comparisons[sur]];
  if (Number.isNaN(s[g]) || Number.isNaN(s[sur]) || readCrosswise(swap, s)) return null;
  if (s[g] < Math.min(...cg.thresholds) || s[sur] >= Math.min(...cs.thresholds)) return null;
  const [x, y] = [cs.values[i], cs.values[j]];
  const words = (v: string) => v.split(' ').filter(Boolean);
  if (initialOf(x, y) || words(x).some((w) => words(y).includes(w))) return null;
  return { code: 'surnames-differ', detail: `${x} vs ${y}` };
}

/** Words naming a generation within a family: a father and his son share every other part of the name. */
const GENERATIONS: ReadonlySet<string> = new Set(['jr', 'junior', 'sr', 'senior', 'ii', 'iii', 'iv']);

/**
 * The generation rule for pair (i, j) over the person-name comparisons `names` (normalized words): «David Wolfden Sr» /
 * «David Wolfden Jr.», «William White» / «William White Jr.» — a generation word on one side that the other lacks names
 * another person of the family → a reason, else null.
 */
export function generationsDiffer(
  comparisons: readonly ProfileComparison[],
  names: readonly number[],
  i: number,
  j: number,
): Reason | null {
  const generation = (r: number) =>
    names.flatMap((c) => comparisons[c].values[r].split(' ').filter((w) => GENERATIONS.has(w))).sort();
  const [x, y] = [generation(i), generation(j)];
  if (x.join(' ') === y.join(' ')) return null;
  return { code: 'generations-differ', detail: `${x.join(' ') || '—'} vs ${y.join(' ') || '—'}` };
}

/** A date column read once: its raw values and their instants (NaN where a value does not parse). */
export interface BirthDates {
  raw: readonly string[];
  instants: Float64Array;
}

/** Parse a date column's values once, for {@link birthDatesDiffer} on many pairs. */
export function readBirthDates(raw: readonly string[]): BirthDates {
  return { raw, instants: Float64Array.from(raw, (v) => parseInstant(v ?? '') ?? NaN) };
}

/** An instant's day as its eight digits (YYYYMMDD). */
function dateDigits(t: number): string {
  return dayOfInstant(t, 0).replace(/-/g, '');
}

/** Whether two eight-digit dates are one date written with one slip (a digit, two swapped, day and month swapped). */
function oneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = [...a].flatMap((c, k) => (c === b[k] ? [] : [k]));
  if (diff.length === 1) return true;
  if (diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]])
    return true;
  return a.slice(0, 4) === b.slice(0, 4) && a.slice(4, 6) === b.slice(6, 8) && a.slice(6, 8) === b.slice(4, 6);
}

/** Birth dates further apart than this are a generation apart (a parent and a child), not a typo or a jitter. */
export const GENERATION_MS = 15 * 365.25 * 86_400_000;

/**
 * Whether the pair's person names tell two people apart: some name comparison known on both sides
 * agrees below its top level (similarities `s` after swapped columns were read crosswise). The same
 * name twice («jacob di chiera» both times) is one person whose birth date was mistyped, not a parent
 * and a child — they differ in a given name too.
 */
export function personNamesDiffer(
  comparisons: readonly ProfileComparison[],
  names: readonly number[],
  s: ArrayLike<number>,
): boolean {
  return names.some((c) => !Number.isNaN(s[c]) && s[c] < Math.max(...comparisons[c].thresholds));
}

/**
 * A person has one birth date: two dates a generation apart and not one slip of the pen (1984 / 1948 is one)
 * are two people — a parent and a child at one address — whatever else agrees. Dates closer than
 * that may be one date written badly (lists jitter days, months and years). `raw` are the date
 * column's values; unparsed dates say nothing here (their similarity level has judged them).
 * The caller asks only when the names differ too ({@link personNamesDiffer}): a parent and a child
 * differ in a given name as well, a mistyped or replaced date alone is a typo.
 */
export function birthDatesDiffer(dates: BirthDates, name: string, i: number, j: number): Reason | null {
  const [ta, tb] = [dates.instants[i], dates.instants[j]];
  // NaN (a date that does not parse) fails the comparison below and says nothing.
  if (!(Math.abs(ta - tb) > GENERATION_MS) || oneSlip(dateDigits(ta), dateDigits(tb))) return null;
  return { code: 'birth-dates-differ', detail: `${name}: ${dates.raw[i]} vs ${dates.raw[j]}` };
}

/**
 * The words of a person's name parts (given name and surname columns, `parts`, indices like
 * `names`) read as one bag per record, or null without two parts: a given name typed into the
 * surname column and back («chelsea | van groesen» / «van groesen | chelsea») is the same name.
 * `words[k][r]` are the words of name column `names[k]` in record r.
 */
export function personNameWords(
  parts: readonly number[],
  words: readonly (readonly string[])[][],
  names: readonly number[],
): string[][] | null {
  if (parts.length < 2) return null;
  const columns = parts.map((c) => words[names.indexOf(c)]);
  if (columns.length !== 2) return columns[0].map((_, r) => columns.flatMap((col) => col[r]));
  // Records whose parts are the same lists (a shared first name and surname) share one joined list.
  const joined = new Map<readonly string[], Map<readonly string[], string[]>>();
  return columns[0].map((first, r) => {
    const second = columns[1][r];
    const inner = joined.get(first) ?? joined.set(first, new Map()).get(first)!;
    let both = inner.get(second);
    if (!both) inner.set(second, (both = first.concat(second)));
    return both;
  });
}

/**
 * Endings that make a new name of a given name: patronymics («aleksandr» → «aleksandrovich», «ivanovna») and surnames
 * formed from it («ivanov», «johnson», «petersen»). The given name is then no abbreviation of the longer word.
 */
const NAME_FORMING = /^(?:ovich|evich|ich|ovna|evna|ichna|inichna|ov|ova|ev|eva|in|ina|son|sen|sson)$/;

/** Whether the longer word is the shorter with a name-forming ending: the father's or the family's name, not an abbreviation. */
function derivedName(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && NAME_FORMING.test(long.slice(short.length));
}

/**
 * Whether two words are one name with one slip, one abbreviates the other (and is not a name made from it), or one is
 * a short form of the other («jennifer» / «jenny»).
 */
const sameWord = (w: string, v: string) =>
  withinOneEdit(w, v) || (abbreviates(w, v) && !derivedName(w, v)) || sameGivenName(w, v);

/** Each two adjacent words joined: a name split in two («nguy en», «ja ck») is one word. */
function joinedPairs(words: readonly string[]): string[] {
  return words.slice(1).map((w, k) => words[k] + w);
}

/**
 * The words of `a` with no counterpart among the words of `b` (within one edit, or an abbreviation),
 * where a word split in two on either side counts as the one word it is («nguy en» / «nguyen»,
 * «wh iteq» / «white»).
 */
export function unmatchedNameWords(a: readonly string[], b: readonly string[]): string[] {
  const joinedB = joinedPairs(b);
  const matched = a.map((w) => b.some((v) => sameWord(w, v)) || joinedB.some((v) => withinOneEdit(w, v)));
  for (let k = 0; k + 1 < a.length; k++) {
    // A joined word stands for one word within one edit, never as an abbreviation («jackson» + «x»).
    const joined = a[k] + a[k + 1];
    if (b.some((v) => withinOneEdit(joined, v))) matched[k] = matched[k + 1] = true;
  }
  return a.filter((_, k) => !matched[k]);
}

/**
 * The names check on two records' words of one name group: each side has a word the other lacks and
 * no other field of either record explains (`inContext`) → the words that conflict, else null.
 * One-word names are left to their similarity level.
 */
export function nameWordsConflict(
  a: readonly string[],
  b: readonly string[],
  inContext: (w: string) => boolean,
): string | null {
  if (a.length < 2 && b.length < 2) return null;
  const onlyA = unmatchedNameWords(a, b).filter((w) => !inContext(w));
  const onlyB = unmatchedNameWords(b, a).filter((w) => !inContext(w));
  return onlyA.length > 0 && onlyB.length > 0 ? `${onlyA.join(' ')} vs ${onlyB.join(' ')}` : null;
}

/**
 * Whether two identifiers differ in one letter only, and that letter is, on each side, the initial of a name word
 * the other record lacks («yzvereva@bk.ru» / «tzvereva@bk.ru» for Yuliya and Taisiya Zvereva): a family's pattern,
 * not a slip of the pen. `namesA` / `namesB` are each record's person-name words.
 */
export function differsByNameInitials(
  idA: string,
  idB: string,
  namesA: readonly string[],
  namesB: readonly string[],
): boolean {
  if (idA.length !== idB.length) return false;
  let at = -1;
  for (let k = 0; k < idA.length; k++) {
    if (idA[k] === idB[k]) continue;
    if (at >= 0) return false;
    at = k;
  }
  if (at < 0 || !/\p{L}/u.test(idA[at]) || !/\p{L}/u.test(idB[at])) return false;
  return (
    unmatchedNameWords(namesA, namesB).some((w) => w[0] === idA[at]) &&
    unmatchedNameWords(namesB, namesA).some((w) => w[0] === idB[at])
  );
}

/**
 * Whether an identifier of the person (`ids`: no dates) vouches for pair (i, j): it agrees exactly, or at its top
 * level with one slip of the pen (a character changed, added, dropped, swapped or moved: two edits at most; not another
 * number) —
 * «timofeev.a85@…» / «timofeev.v49@…» is one family's pattern, not one person, and so is a letter that is each
 * side's initial of a name the other lacks ({@link differsByNameInitials}). `names` are the person-name comparisons.
 */
export function vouchedByIdentifier(
  comparisons: readonly ProfileComparison[],
  ids: readonly number[],
  highestOf: readonly number[],
  names: readonly number[],
  i: number,
  j: number,
  s: ArrayLike<number>,
): boolean {
  const words = (r: number) => names.flatMap((c) => comparisons[c].values[r].split(' ').filter(Boolean));
  // Each record's name words are read once, and only when an identifier is near but not equal.
  let pairWords: [string[], string[]] | undefined;
  return ids.some((c) => {
    if (s[c] >= 1) return true;
    const [a, b] = [comparisons[c].values[i], comparisons[c].values[j]];
    if (!(s[c] >= highestOf[c]) || !withinEdits(a, b, 2) || otherNumber(a, b)) return false;
    pairWords ??= [words(i), words(j)];
    return !differsByNameInitials(a, b, ...pairWords);
  });
}

/**
 * Whether two identifiers differ only in their digits, and not by digits swapped: «robertwilson98» / «robertwilson70»,
 * «janetredridge» / «janetredridge2» are numbered apart (two namesakes' mailboxes), «timofeev.a85» / «timofeev.a58» one
 * slip of the pen.
 */
export function otherNumber(a: string, b: string): boolean {
  const digits = (v: string) => v.replace(/\D/g, '').split('').sort().join('');
  return a.replace(/\d/g, '') === b.replace(/\d/g, '') && digits(a) !== digits(b);
}
