/**
 * u probabilities, P(level | non-match), from random record pairs: almost every random pair is a
 * non-match, so level frequencies over a large random sample estimate u directly (Splink's method).
 */
import type { ComparisonVectors } from '../../domain/comparison';
import type { RecordPairs } from '../../domain/cluster';
import { levelCounts } from './levels';
import { randomInt, seededRandom } from '../random';

/** Levels of a batch of record pairs: the caller scores them (WASM) and builds their comparison vectors. */
export type PairLevels = (pairs: RecordPairs) => ComparisonVectors;

/** Options of {@link estimateU}. */
export interface EstimateUOptions {
  /** Records in the dataset (dedupe), or in the left source (link). */
  leftCount: number;
  /** Records in the right source (link mode); omitted for dedupe (pairs i < j of one set). */
  rightCount?: number;
  /** Link mode: added to right indices, when both sources share one record numbering (default 0). */
  rightOffset?: number;
  /** How many random pairs to draw (default 100 000). */
  samplePairs?: number;
  seed?: number;
  /** Additive smoothing per level, in pairs (default 1): no level gets u = 0. */
  smoothing?: number;
  /** Drops sampled pairs known to be matches (e.g. human «same» decisions): refines u by labels. */
  isKnownMatch?: (left: number, right: number) => boolean;
}

/** Uniform random record pairs: i ≠ j with i < j for dedupe, or (i in A, j in B) for link. */
export function randomPairs(
  leftCount: number,
  rightCount: number | undefined,
  count: number,
  seed: number,
): RecordPairs {
  const random = seededRandom(seed);
  const left = new Uint32Array(count);
  const right = new Uint32Array(count);
  if (rightCount === undefined && leftCount < 2) throw new Error('dedupe sampling needs at least 2 records');
  for (let k = 0; k < count; k++) {
    if (rightCount !== undefined) {
      left[k] = randomInt(random, leftCount);
      right[k] = randomInt(random, rightCount);
    } else {
      const i = randomInt(random, leftCount);
      let j = randomInt(random, leftCount - 1);
      if (j >= i) j += 1;
      left[k] = Math.min(i, j);
      right[k] = Math.max(i, j);
    }
  }
  return { left, right };
}

/** u per field and level from comparison vectors of (mostly) non-matching pairs; u[f][0] = 0. */
export function uFromVectors(vectors: ComparisonVectors, smoothing = 1): Float64Array[] {
  return normalizeCounts(levelCounts(vectors), smoothing);
}

/** Level frequencies over non-null levels with additive smoothing; index 0 (null) is set to 0. */
export function normalizeCounts(counts: readonly Float64Array[], smoothing: number): Float64Array[] {
  return counts.map((c) => {
    const out = new Float64Array(c.length);
    let total = 0;
    for (let l = 1; l < c.length; l++) total += c[l] + smoothing;
    for (let l = 1; l < c.length; l++) out[l] = total > 0 ? (c[l] + smoothing) / total : 1 / (c.length - 1);
    return out;
  });
}

/** Estimate u from a seeded random sample of record pairs, scored through `pairLevels`. */
export function estimateU(pairLevels: PairLevels, options: EstimateUOptions): Float64Array[] {
  const count = options.samplePairs ?? 100_000;
  let pairs = randomPairs(options.leftCount, options.rightCount, count, options.seed ?? 1);
  const offset = options.rightOffset ?? 0;
  if (offset !== 0) for (let k = 0; k < count; k++) pairs.right[k] += offset;
  const known = options.isKnownMatch;
  if (known) {
    const keep: number[] = [];
    for (let k = 0; k < count; k++) if (!known(pairs.left[k], pairs.right[k])) keep.push(k);
    pairs = {
      left: Uint32Array.from(keep, (k) => pairs.left[k]),
      right: Uint32Array.from(keep, (k) => pairs.right[k]),
    };
  }
  return uFromVectors(pairLevels(pairs), options.smoothing ?? 1);
}
