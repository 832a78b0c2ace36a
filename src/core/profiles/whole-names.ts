/**
 * A person's whole name written beside its parts («Deborah T. Garcia» | «Deborah» | «Garcia») is one
 * value written twice: weighing the whole and the parts counts one agreeing name two or three times
 * (a namesake with another birth date merged on the name alone). The parts are weighed — each has its
 * own frequencies and swaps are read between them — and the whole becomes a check: still compared,
 * shown and blocked on, no weight of its own.
 */
import { isContained } from './contained';
import type { ProfileComparison } from './types';

/**
 * Indices of the comparisons that hold a whole person name made of the two name parts `parts` (each
 * part's words within it on most rows having both): candidates are the other person-name comparisons.
 */
export function wholeNames(
  comparisons: readonly ProfileComparison[],
  nameColumns: readonly number[],
  parts: readonly number[],
): number[] {
  if (parts.length !== 2) return [];
  return nameColumns.filter(
    (w) => !parts.includes(w) && parts.every((p) => isContained(comparisons[w].values, comparisons[p].values)),
  );
}

/** The comparisons with each whole name turned into a check; the rules blocking on a whole condition on its parts too. */
export function weighPartsNotWhole(
  comparisons: ProfileComparison[],
  wholes: readonly number[],
  parts: readonly number[],
): Map<string, string[]> {
  const conditions = new Map<string, string[]>();
  for (const w of wholes) {
    comparisons[w] = { ...comparisons[w], role: 'check' };
    conditions.set(comparisons[w].name, [comparisons[w].name, ...parts.map((p) => comparisons[p].name)]);
  }
  return conditions;
}
