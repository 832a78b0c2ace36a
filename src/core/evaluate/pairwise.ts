/**
 * Pairwise precision / recall / F1. Pairs inside clusters are counted by combinatorics over a
 * contingency table of (predicted cluster, true entity) — Σ C(n, 2) — never by enumerating them, so
 * one cluster of 100 000 records costs as much as any other.
 */
import type { RecordPairs } from '../../domain/cluster';

/** Pairwise counts and scores. With no predicted pairs precision is 1; with no true pairs recall is 1. */
export interface PairwiseScores {
  truePositives: number;
  predictedPairs: number;
  truePairs: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Which pairs count: all (dedupe, link-and-dedupe) or only pairs of records from different sources (link). */
export interface PairScope {
  /** Source index per record; with it, pairs of one source are not counted (link mode). */
  sourceOf?: ArrayLike<number>;
}

const choose2 = (n: number) => (n * (n - 1)) / 2;

/** Number of pairs sharing a group key (minus same-source pairs when sources are given). */
export function pairsWithin(recordCount: number, key: (r: number) => number, scope: PairScope = {}): number {
  const counts = new Map<number, number>();
  for (let r = 0; r < recordCount; r++) {
    const k = key(r);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  let pairs = 0;
  for (const n of counts.values()) pairs += choose2(n);
  const sources = scope.sourceOf;
  if (!sources) return pairs;
  let sourceCount = 0;
  for (let r = 0; r < recordCount; r++) sourceCount = Math.max(sourceCount, sources[r] + 1);
  return pairs - pairsWithin(recordCount, (r) => key(r) * sourceCount + sources[r]);
}

/** Precision, recall and F1 from counts. */
export function scoresFromCounts(truePositives: number, predictedPairs: number, truePairs: number): PairwiseScores {
  const precision = predictedPairs === 0 ? 1 : truePositives / predictedPairs;
  const recall = truePairs === 0 ? 1 : truePositives / truePairs;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, predictedPairs, truePairs, precision, recall, f1 };
}

/** Pairwise scores of predicted clusters against true entities (all pairs implied by both). */
export function pairwiseFromClusters(
  clusterOf: Uint32Array,
  entityOf: Uint32Array,
  scope: PairScope = {},
): PairwiseScores {
  const n = clusterOf.length;
  if (entityOf.length !== n) throw new Error('one truth label per record');
  let entities = 0;
  for (let r = 0; r < n; r++) entities = Math.max(entities, entityOf[r] + 1);
  const tp = pairsWithin(n, (r) => clusterOf[r] * entities + entityOf[r], scope);
  return scoresFromCounts(
    tp,
    pairsWithin(n, (r) => clusterOf[r], scope),
    pairsWithin(n, (r) => entityOf[r], scope),
  );
}

/**
 * Pairwise scores of a list of predicted pairs (e.g. automatic merge decisions, not closed
 * transitively) against true entities; repeated pairs count once, self-pairs are ignored.
 */
export function pairwiseFromPairs(
  predicted: RecordPairs,
  entityOf: Uint32Array,
  scope: PairScope = {},
): PairwiseScores {
  const n = entityOf.length;
  const seen = new Set<number>();
  let tp = 0;
  for (let i = 0; i < predicted.left.length; i++) {
    const a = Math.min(predicted.left[i], predicted.right[i]);
    const b = Math.max(predicted.left[i], predicted.right[i]);
    if (a === b) continue;
    if (scope.sourceOf && scope.sourceOf[a] === scope.sourceOf[b]) continue;
    const key = a * n + b;
    if (seen.has(key)) continue;
    seen.add(key);
    if (entityOf[a] === entityOf[b]) tp += 1;
  }
  return scoresFromCounts(
    tp,
    seen.size,
    pairsWithin(n, (r) => entityOf[r], scope),
  );
}
