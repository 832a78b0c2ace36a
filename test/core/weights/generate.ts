/** Comparison vectors drawn from known m/u values with a seeded PRNG (for EM tests). */
import type { ComparisonVectors } from '../../../src/domain/comparison';
import { seededRandom, type Random } from '../../../src/core/weights';

/** Draw a level 1..n-1 from a distribution over those levels. */
export function drawLevel(random: Random, probabilities: Float64Array): number {
  let x = random();
  for (let l = 1; l < probabilities.length; l++) {
    x -= probabilities[l];
    if (x < 0) return l;
  }
  return probabilities.length - 1;
}

/** Generated pairs: their comparison vectors and whether each was drawn as a match. */
export interface GeneratedPairs {
  vectors: ComparisonVectors;
  isMatch: Uint8Array;
}

/** Draw `pairCount` comparison vectors: match with probability λ, each field null with probability `nullRate`. */
export function generateVectors(
  m: Float64Array[],
  u: Float64Array[],
  lambda: number,
  pairCount: number,
  nullRate: number,
  seed: number,
): GeneratedPairs {
  const random = seededRandom(seed);
  const fieldCount = m.length;
  const levels = new Uint8Array(pairCount * fieldCount);
  const isMatch = new Uint8Array(pairCount);
  for (let p = 0; p < pairCount; p++) {
    const match = random() < lambda;
    isMatch[p] = match ? 1 : 0;
    for (let f = 0; f < fieldCount; f++) {
      levels[p * fieldCount + f] = random() < nullRate ? 0 : drawLevel(random, match ? m[f] : u[f]);
    }
  }
  return { vectors: { pairCount, fieldCount, levelCounts: Uint8Array.from(m, (a) => a.length), levels }, isMatch };
}

/** A probability table over levels 1..n-1 (index 0 = null = 0). */
export function table(...probabilities: number[]): Float64Array {
  return Float64Array.from([0, ...probabilities]);
}
