/** Comparison vectors and Fellegi–Sunter weights: levels, u by random sampling, m by EM, match weights. */
export { comparisonLevel, validateComparison, thresholdComparison, buildComparisonVectors, levelCounts } from './levels';
export { randomPairs, uFromVectors, normalizeCounts, estimateU, type PairLevels, type EstimateUOptions } from './u';
export { collapsePatterns, type PairLabel, type VectorPatterns } from './patterns';
export { labelsForPairs } from './labels';
export { estimateParameters, defaultM, defaultU, type EmOptions, type EmResult } from './em';
export {
  matchWeights, pairWeights, matchProbability, probabilityToWeight, fieldContributions, contributionReasons,
  type MatchWeightOptions,
} from './weights';
export { seededRandom, randomInt, type Random } from '../random';
