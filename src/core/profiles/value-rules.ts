/**
 * What the generic model reads off copied values and quantities (docs/DECISIONS.md D161, D163, D164): which comparisons
 * hold a value every record of one thing copies from its document, whether two records hold two quantities, and which
 * pairs the values alone call two things.
 */
import type { Reason } from '../../domain/decision';
import type { FieldKind } from '../../domain/field';
import type { InputColumn, ProfileComparison } from './types';

/** Kinds whose value the records of one thing copy (not a person's: the weights judge a person's mistyped date). */
const COPIED_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['amount', 'date', 'start']);
/** Two quantities of a thing this far apart (relative) are two (a conversion rounds: 495 sq ft is 45.99 m²). */
const QUANTITY_TOLERANCE = 0.02;

/**
 * Marks the numeric comparisons of an amount or a date of records that are not people as `copied`
 * (engine/unlike-matches.ts). `used` and `comparisons` index for index.
 */
export function markCopied(used: readonly InputColumn[], comparisons: ProfileComparison[], people: boolean): void {
  if (people) return;
  for (const [i, c] of used.entries())
    if (comparisons[i].numeric && COPIED_KINDS.has(c.kind)) comparisons[i].copied = true;
}

/**
 * Why two records hold two quantities of their thing («75cl» / «Magnum 150cl»), as «column: a vs b», or null; null as a
 * whole when no comparison is a quantity (a magnum is no bottle: another quantity is another thing, not a slip).
 */
export function quantitiesDiffer(
  used: readonly InputColumn[],
  comparisons: readonly ProfileComparison[],
): ((a: number, b: number) => string | null) | null {
  const quantities = comparisons.flatMap((c, i) => (c.quantity ? [i] : []));
  if (quantities.length === 0) return null;
  return (a, b) => {
    for (const c of quantities) {
      const { numbers } = comparisons[c].numeric!;
      const [x, y] = [numbers[a], numbers[b]];
      if (Math.abs(x - y) > QUANTITY_TOLERANCE * Math.max(x, y))
        return `${used[c].name}: ${used[c].values[a]} vs ${used[c].values[b]}`;
    }
    return null;
  };
}

/**
 * Whether the values alone call two records two things (PreparedProfile.twoThings): a title guard, two documents, two
 * quantities. Undefined for a people list without titles or quantities (nothing to call).
 */
export function twoThingsRule(
  people: boolean,
  titleGuards: ((a: number, b: number) => readonly Reason[]) | null,
  documents: (a: number, b: number) => Reason | null,
  quantities: ((a: number, b: number) => string | null) | null,
): ((a: number, b: number) => boolean) | undefined {
  if (people && titleGuards === null && quantities === null) return undefined;
  return (a, b) =>
    (titleGuards !== null && titleGuards(a, b).length > 0) ||
    documents(a, b) !== null ||
    (quantities !== null && quantities(a, b) !== null);
}
