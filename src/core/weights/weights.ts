/** Match weights log2(m/u), total weights of pairs, match probabilities and per-field contributions. */
import type { Reason } from '../../domain/decision';
import type {
  Comparison,
  ComparisonVectors,
  FellegiSunterParameters,
  FieldContribution,
  MatchWeights,
} from '../../domain/comparison';

/** The default floor of m and u before the log (see {@link MatchWeightOptions.floor}). */
export const PROBABILITY_FLOOR = 1e-6;

/** Options of {@link matchWeights}. */
export interface MatchWeightOptions {
  /**
   * Probabilities are floored at this value before the log, so no level is ±∞: with the default
   * 1e-6 a level weight lies within about ±20 bits.
   */
  floor?: number;
}

/** Level weights log2(m/u) per field (0 for the null level) and the prior weight log2(λ/(1−λ)). */
export function matchWeights(parameters: FellegiSunterParameters, options: MatchWeightOptions = {}): MatchWeights {
  const floor = options.floor ?? PROBABILITY_FLOOR;
  const clamp = (x: number) => Math.min(1 - floor, Math.max(floor, x));
  const levelWeights = parameters.m.map((m, f) => {
    const u = parameters.u[f];
    if (u.length !== m.length) throw new Error(`field ${f}: m and u differ in level count`);
    const w = new Float64Array(m.length);
    for (let l = 1; l < m.length; l++) w[l] = Math.log2(clamp(m[l]) / clamp(u[l]));
    return w;
  });
  const lambda = clamp(parameters.lambda);
  return { priorWeight: Math.log2(lambda / (1 - lambda)), levelWeights };
}

/** Total match weight of every pair: prior weight + Σ level weights (log2 units). */
export function pairWeights(vectors: ComparisonVectors, weights: MatchWeights): Float64Array {
  const { pairCount, fieldCount, levels } = vectors;
  if (weights.levelWeights.length !== fieldCount) throw new Error('one weight table per field');
  const out = new Float64Array(pairCount);
  const table = weights.levelWeights;
  for (let p = 0; p < pairCount; p++) {
    const row = p * fieldCount;
    let w = weights.priorWeight;
    for (let f = 0; f < fieldCount; f++) w += table[f][levels[row + f]];
    out[p] = w;
  }
  return out;
}

/** Match probability of a match weight: 2^w / (1 + 2^w), computed without overflow. */
export function matchProbability(weight: number): number {
  return weight >= 0 ? 1 / (1 + 2 ** -weight) : 2 ** weight / (1 + 2 ** weight);
}

/** Match weight of a probability (inverse of {@link matchProbability}). */
export function probabilityToWeight(probability: number): number {
  return Math.log2(probability / (1 - probability));
}

/** Per-field contributions of one pair; prior weight + Σ contribution weights = the pair's total weight. */
export function fieldContributions(
  vectors: ComparisonVectors,
  pair: number,
  weights: MatchWeights,
  comparisons: readonly Comparison[],
): FieldContribution[] {
  const { fieldCount, levels } = vectors;
  if (pair < 0 || pair >= vectors.pairCount) throw new RangeError(`pair ${pair} out of range`);
  const out: FieldContribution[] = [];
  for (let f = 0; f < fieldCount; f++) {
    const level = levels[pair * fieldCount + f];
    out.push({
      field: comparisons[f].field,
      level,
      label: comparisons[f].levels[level].label,
      weight: weights.levelWeights[f][level],
    });
  }
  return out;
}

/** Contributions as decision reasons: one `prior` reason, then `field: level` with its weight. */
export function contributionReasons(priorWeight: number, contributions: readonly FieldContribution[]): Reason[] {
  const reasons: Reason[] = [{ code: 'prior', weight: priorWeight }];
  for (const c of contributions) reasons.push({ code: `${c.field}: ${c.label}`, weight: c.weight });
  return reasons;
}
