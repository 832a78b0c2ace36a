import type { Comparison, ComparisonVectors, FellegiSunterParameters, MatchWeights } from '../domain/comparison';
import { buildComparisonVectors, estimateParameters, matchProbability, matchWeights, pairWeights, thresholdComparison, uFromVectors } from '../core/weights';
import { seededRandom } from '../core/random';
import type { ProfileComparison } from '../core/profiles';

/** The fitted Fellegi–Sunter model of a run and the weight of every candidate pair. */
export interface FellegiSunterFit {
  comparisons: Comparison[];
  parameters: FellegiSunterParameters;
  weights: MatchWeights;
  vectors: ComparisonVectors;
  /** Total match weight per candidate pair (log2 units). */
  pairWeights: Float64Array;
  /** Match probability per candidate pair (0..1). */
  probabilities: Float64Array;
  iterations: number;
}

/** A seeded sample of distinct random record pairs (left < right) that `allowed` accepts. */
export function sampleRecordPairs(n: number, size: number, seed: number, allowed: (a: number, b: number) => boolean): { left: Uint32Array; right: Uint32Array } {
  const rnd = seededRandom(seed);
  const left: number[] = [];
  const right: number[] = [];
  for (let tries = 0; n > 1 && left.length < size && tries < size * 20; tries++) {
    const a = Math.floor(rnd() * n);
    const b = Math.floor(rnd() * n);
    if (a === b || !allowed(Math.min(a, b), Math.max(a, b))) continue;
    left.push(Math.min(a, b));
    right.push(Math.max(a, b));
  }
  return { left: Uint32Array.from(left), right: Uint32Array.from(right) };
}

/**
 * Fit match weights by EM over the candidate pairs: u starts from random record pairs (almost all
 * non-matches), m and λ from defaults, and all three are re-estimated. Keeping u fixed (Splink's
 * habit) let λ run to 1 on Febrl 2, fake_1000 and Fodors-Zagat: the «match» class swallowed every
 * candidate pair (see docs/DECISIONS.md).
 */
export function estimateFellegiSunter(
  specs: readonly ProfileComparison[],
  similarities: Float32Array[],
  pairCount: number,
  sampleSimilarities: Float32Array[],
  sampleCount: number,
): FellegiSunterFit {
  const weighted = specs.flatMap((c, i) => (c.role === 'check' ? [] : [i]));
  const comparisons = weighted.map((i) => thresholdComparison(specs[i].name, specs[i].thresholds));
  const vectors = buildComparisonVectors(comparisons, weighted.map((i) => similarities[i]), pairCount);
  const sample = weighted.map((i) => sampleSimilarities[i]);
  const u = sampleCount >= 100 ? uFromVectors(buildComparisonVectors(comparisons, sample, sampleCount)) : undefined;
  const em = estimateParameters(vectors, { u, fixU: false, lambda: 0.1, maxIterations: 200 });
  const weights = matchWeights(em.parameters);
  const totals = pairWeights(vectors, weights);
  const probabilities = new Float64Array(pairCount);
  for (let p = 0; p < pairCount; p++) probabilities[p] = matchProbability(totals[p]);
  return { comparisons, parameters: em.parameters, weights, vectors, pairWeights: totals, probabilities, iterations: em.iterations };
}

/** Match weights of any pair set under a fitted model (similarities of every profile comparison). */
export function weighPairs(fit: FellegiSunterFit, specs: readonly ProfileComparison[], similarities: Float32Array[], pairCount: number): Float64Array {
  const weighted = specs.flatMap((c, i) => (c.role === 'check' ? [] : [i]));
  return pairWeights(buildComparisonVectors(fit.comparisons, weighted.map((i) => similarities[i]), pairCount), fit.weights);
}
