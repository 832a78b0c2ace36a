/** Evaluation against ground truth: pairwise and cluster metrics, blocking, review queue, oracle reviewer. */
export { truthFromColumn, truthFromPairs, type TruthLabels } from './truth';
export {
  pairwiseFromClusters,
  pairwiseFromPairs,
  pairsWithin,
  scoresFromCounts,
  type PairwiseScores,
  type PairScope,
} from './pairwise';
export { contingency, bCubed, adjustedRandIndex, type Contingency, type BCubedScores } from './cluster-metrics';
export { blockingScores, type BlockingScores, type MatchMode } from './blocking';
export { queuePrecisionAtK, simulateOracleReview, type QueuePrecision, type OracleReview } from './review';
export {
  proportionInterval,
  estimateFromAudit,
  drawWithoutReplacement,
  type AuditStratum,
  type AuditEstimate,
  type Interval,
} from './audit';
