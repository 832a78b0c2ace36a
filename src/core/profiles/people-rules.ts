/**
 * The people pack's twin rule: two records with one surname whose given names differ outright are
 * two people (twins, siblings, a parent and child share a surname, an address and often a birth
 * date), not one person with a typo — a typo or a nickname's initial keeps the names close.
 */
import type { Reason } from '../../domain/decision';
import { GIVEN_NAMES } from '../fields/names';
import { dayOfInstant, parseInstant } from '../normalize/datetime';
import type { ProfileComparison } from './types';

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
 * The twin rule for pair (i, j) with similarities `s`: the surname agrees at its top level and the
 * given names differ below their lowest level (neither an initial of the other) → a reason, else null.
 */
export function givenNamesDiffer(
  comparisons: readonly ProfileComparison[],
  roles: [number, number],
  i: number,
  j: number,
  s: ArrayLike<number>,
): Reason | null {
  const [g, sur] = roles;
  const [cg, cs] = [comparisons[g], comparisons[sur]];
  if (Number.isNaN(s[g]) || Number.isNaN(s[sur])) return null;
  if (s[sur] < Math.max(...cs.thresholds) || s[g] >= Math.min(...cg.thresholds)) return null;
  const [x, y] = [cg.values[i], cg.values[j]];
  if (initialOf(x, y)) return null;
  return { code: 'given-names-differ', detail: `${x} vs ${y}` };
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
 * A person has one birth date: two dates a generation apart and not one slip of the pen (1984 / 1948 is one)
 * are two people — a parent and a child at one address — whatever else agrees. Dates closer than
 * that may be one date written badly (lists jitter days, months and years). `raw` are the date
 * column's values; unparsed dates say nothing here (their similarity level has judged them).
 */
export function birthDatesDiffer(dates: BirthDates, name: string, i: number, j: number): Reason | null {
  const [ta, tb] = [dates.instants[i], dates.instants[j]];
  // NaN (a date that does not parse) fails the comparison below and says nothing.
  if (!(Math.abs(ta - tb) > GENERATION_MS) || oneSlip(dateDigits(ta), dateDigits(tb))) return null;
  return { code: 'birth-dates-differ', detail: `${name}: ${dates.raw[i]} vs ${dates.raw[j]}` };
}
