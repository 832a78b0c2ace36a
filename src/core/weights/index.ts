/**
 * Comparison vectors and Fellegi–Sunter weights: levels, u by random sampling, m by EM, match weights, term-frequency
 * adjustments.
 */
export {
  comparisonLevel,
  validateComparison,
  thresholdComparison,
  buildComparisonVectors,
  levelCounts,
} from './levels';
export { randomPairs, uFromVectors, normalizeCounts, estimateU, type PairLevels, type EstimateUOptions } from './u';
export { collapsePatterns, type PairLabel, type VectorPatterns } from './patterns';
export { labelsForPairs } from './labels';
export { estimateParameters, defaultM, defaultU, type EmOptions, type EmResult } from './em';
export {
  matchWeights,
  pairWeights,
  matchProbability,
  probabilityToWeight,
  fieldContributions,
  contributionReasons,
  type MatchWeightOptions,
} from './weights';
export {
  termFrequencyTables,
  tfAdjustment,
  addTfAdjustments,
  valueCounts,
  valueStatistics,
  tfEligible,
  tfTable,
  DEFAULT_TF_OPTIONS,
  type TermFrequencyTable,
  type TfOptions,
  type ValueCount,
} from './tf';
export { seededRandom, randomInt, type Random } from '../random';
