/**
 * Blocking quality: pair completeness (share of true pairs among the candidate pairs, i.e. blocking
 * recall) and reduction ratio (1 − candidate pairs / all comparisons).
 */
import type { RecordPairs } from '../../domain/cluster';
import { pairsWithin } from './pairwise';

/** How records are compared: one set with itself, sources against each other, or both. */
export type MatchMode = 'dedupe' | 'link' | 'link-and-dedupe';

/** Blocking figures; candidate pairs are counted once even when several rules produced them. */
export interface BlockingScores {
  candidatePairs: number;
  totalComparisons: number;
  truePairs: number;
  trueCandidatePairs: number;
  pairCompleteness: number;
  reductionRatio: number;
}

/**
 * Blocking scores of candidate pairs against true entities. In `link` mode `sourceOf` is required and
 * only pairs across sources count (total comparisons Σ_{s<t} |s|·|t|, i.e. |A|·|B| for two sources);
 * otherwise all n(n−1)/2 pairs count.
 */
export function blockingScores(
  candidates: RecordPairs,
  entityOf: Uint32Array,
  mode: MatchMode = 'dedupe',
  sourceOf?: ArrayLike<number>,
): BlockingScores {
  const n = entityOf.length;
  if (mode === 'link' && !sourceOf) throw new Error('link mode needs the source of each record');
  const scope = mode === 'link' ? { sourceOf } : {};
  const all = (n * (n - 1)) / 2;
  const totalComparisons = mode === 'link' ? all - pairsWithin(n, (r) => sourceOf![r]) : all;
  const truePairs = pairsWithin(n, (r) => entityOf[r], scope);
  const seen = new Set<number>();
  let trueCandidatePairs = 0;
  for (let i = 0; i < candidates.left.length; i++) {
    const a = Math.min(candidates.left[i], candidates.right[i]);
    const b = Math.max(candidates.left[i], candidates.right[i]);
    if (a === b || (mode === 'link' && sourceOf![a] === sourceOf![b])) continue;
    const key = a * n + b;
    if (seen.has(key)) continue;
    seen.add(key);
    if (entityOf[a] === entityOf[b]) trueCandidatePairs += 1;
  }
  return {
    candidatePairs: seen.size,
    totalComparisons,
    truePairs,
    trueCandidatePairs,
    pairCompleteness: truePairs === 0 ? 1 : trueCandidatePairs / truePairs,
    reductionRatio: totalComparisons === 0 ? 0 : 1 - seen.size / totalComparisons,
  };
}
