/**
 * The person-name columns of the generic model: which two columns are a name's parts, and the crosswise checks that
 * read a given name and a surname typed into each other's column (swaps.ts).
 */
import type { ColumnSwap, InputColumn, ProfileComparison } from './types';

/** Mean number of words of the non-empty values. */
function meanWords(values: readonly string[]): number {
  let words = 0;
  let count = 0;
  for (const v of values) if (v !== '') ((words += v.split(' ').length), count++);
  return count === 0 ? 0 : words / count;
}

/**
 * The first two person-name columns (indices into `used`): parts of a name are mostly one word each; «Site name» /
 * «Program name» are not parts.
 */
export function personNameParts(used: readonly InputColumn[], comparisons: readonly ProfileComparison[]): number[] {
  // comparisons[i] is used[i]'s comparison; a name column's values are already normalized there.
  return used.flatMap((c, i) => (c.kind === 'name' && meanWords(comparisons[i].values) <= 1.5 ? [i] : [])).slice(0, 2);
}

/**
 * Given name and surname typed into each other's column: the first two person-name columns get two
 * crosswise checks (left given name against right surname, and back) that swaps.ts reads.
 */
export function personNameSwaps(names: readonly number[], comparisons: ProfileComparison[]): ColumnSwap[] {
  if (names.length < 2) return [];
  const [a, b] = names;
  const [ca, cb] = [comparisons[a], comparisons[b]];
  // One column's values against the other's, as a check (its index among the comparisons).
  const crosswise = (x: ProfileComparison, y: ProfileComparison) =>
    comparisons.push({
      name: `${x.name} × ${y.name}`,
      kernel: x.kernel,
      values: x.values,
      rightValues: y.values,
      thresholds: x.thresholds,
      role: 'check',
    }) - 1;
  const ab = crosswise(ca, cb);
  const ba = crosswise(cb, ca);
  return [{ a, b, ab, ba, top: Math.max(...ca.thresholds) }];
}
