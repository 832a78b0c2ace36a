/**
 * A profile comparison's values as scorer columns: loaded for one piece of work and dropped after,
 * and the empty values that make a pair's figure NaN («no information»).
 */
import type { ProfileComparison } from '../core/profiles';
import { numericSimilarity, type NumericValues } from '../core/profiles/numeric-comparisons';
import { encodeColumn } from '../scoring/column';
import type { AsyncScorer } from '../scoring/pool/protocol';

/** Load comparison `c`'s values (and its right values, when crosswise) as columns under `prefix`, run `work`, drop them. */
export async function withComparisonColumns<T>(
  scorer: AsyncScorer,
  c: ProfileComparison,
  prefix: string,
  work: (leftId: string, rightId: string) => Promise<T>,
): Promise<T> {
  const id = `${prefix}:${c.name}`;
  const rightId = c.rightValues ? `${id}:right` : id;
  await scorer.loadColumn(id, encodeColumn(c.values));
  if (c.rightValues) await scorer.loadColumn(rightId, encodeColumn(c.rightValues));
  try {
    return await work(id, rightId);
  } finally {
    await scorer.dropColumn(id);
    if (c.rightValues) await scorer.dropColumn(rightId);
  }
}

/** Per values array, one flag per record: 1 where the value is empty (read once per comparison, not once per pair set). */
const EMPTY = new WeakMap<readonly string[], Uint8Array>();

function emptyFlags(values: readonly string[]): Uint8Array {
  let flags = EMPTY.get(values);
  if (!flags) {
    flags = new Uint8Array(values.length);
    for (let r = 0; r < values.length; r++) if (values[r] === '') flags[r] = 1;
    EMPTY.set(values, flags);
  }
  return flags;
}

/** Set `column[p]` to NaN where either value of pair p is empty. */
export function markEmpty(
  c: ProfileComparison,
  left: Uint32Array,
  right: Uint32Array,
  column: Float32Array,
): Float32Array {
  // One flag per record: a pair then reads two bytes instead of two strings scattered in memory.
  const emptyLeft = emptyFlags(c.values);
  const emptyRight = c.rightValues ? emptyFlags(c.rightValues) : emptyLeft;
  for (let p = 0; p < column.length; p++) if ((emptyLeft[left[p]] | emptyRight[right[p]]) !== 0) column[p] = NaN;
  return column;
}

/** A numeric comparison's similarities over pairs: numbers need no string kernel, one pass in this thread. */
export function numericSimilarities(numeric: NumericValues, left: Uint32Array, right: Uint32Array): Float32Array {
  const { numbers, scale, second } = numeric;
  const sims = new Float32Array(left.length);
  for (let p = 0; p < left.length; p++) {
    const l = left[p];
    const r = right[p];
    sims[p] = numericSimilarity(numbers[l], numbers[r], scale, second?.[l], second?.[r]);
  }
  return sims;
}
