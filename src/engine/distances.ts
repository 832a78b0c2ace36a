/**
 * Edit counts of the comparisons that ask for them (ProfileComparison.distance), counted in batch by
 * the scorer's distance form: a profile reads how many edits apart two values are, in code points,
 * instead of working it back from a normalized similarity.
 */
import type { PreparedProfile } from '../core/profiles';
import { markEmpty, withComparisonColumns } from './comparison-columns';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import { sharedPairs } from '../scoring/types';
import type { PairIndex } from './match-score';

/** Per comparison its edit counts over the pairs, or undefined when it asks for none. */
export type DistanceColumns = Array<Float32Array | undefined>;

/**
 * Count the edits of every `distance` comparison over several pair sets: result[set][comparison],
 * `max + 1` beyond the comparison's max, NaN where either value is empty.
 */
export async function countDistances(
  prepared: PreparedProfile,
  sets: PairIndex[],
  scorer: AsyncScorer,
  job: JobOptions = {},
): Promise<DistanceColumns[]> {
  const out: DistanceColumns[] = sets.map(() => []);
  const shared = prepared.comparisons.some((c) => c.distance) ? sets.map((set) => sharedPairs(set)) : sets;
  for (const c of prepared.comparisons) {
    if (!c.distance) {
      out.forEach((columns) => columns.push(undefined));
      continue;
    }
    const { kernel, max } = c.distance;
    await withComparisonColumns(scorer, c, 'edits', async (id, rightId) => {
      for (const [s, { left, right }] of sets.entries()) {
        const counts =
          left.length === 0 ? new Int32Array(0) : await scorer.distancePairs(kernel, id, rightId, shared[s], max, job);
        out[s].push(markEmpty(c, left, right, Float32Array.from(counts)));
      }
    });
  }
  return out;
}

let rowBuffer = new Float64Array(0);

/** Pair p's row of edit counts (NaN where a comparison counts none), in one buffer reused for every pair. */
export function distanceRow(columns: DistanceColumns | undefined, count: number, p: number): Float64Array {
  if (rowBuffer.length !== count) rowBuffer = new Float64Array(count);
  for (let c = 0; c < count; c++) rowBuffer[c] = columns?.[c]?.[p] ?? NaN;
  return rowBuffer;
}
