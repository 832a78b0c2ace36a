/**
 * The metrics table: every kernel's id, and for the kernels whose score is a function of one count
 * and the two lengths, the count's metric, its score and the best score the lengths allow. Kernel ids
 * follow `KERNELS` in src/domain/kernel.ts (test/scoring/kernel-ids.test.ts keeps the two in step);
 * every score formula of the kernels, the batch paths and the dense lanes is written here once.
 */

// Kernel ids, as the TypeScript side numbers them.
export const K_RATIO = 0;
export const K_LEVENSHTEIN = 1;
export const K_OSA = 2;
export const K_JARO_WINKLER = 3;
export const K_TOKEN_SORT = 4;
export const K_TOKEN_SET = 5;
export const K_PARTIAL = 6;
export const K_QGRAM = 7;
export const K_SOFT_TFIDF = 8;

/**
 * Kernels with a distance form (index.ts `distancePairs`): the edit count itself, bounded by a
 * maximum as RapidFuzz's `distance(…, score_cutoff)`, for rules that count edits («one edit apart»)
 * instead of working an edit count back from a normalized score.
 */
export const DISTANCE_KERNELS: StaticArray<i32> = [K_LEVENSHTEIN, K_OSA];

// Count metrics of the filtered and dense matrix paths.
/** Indel: the count is the longest common subsequence (ratio, tokenSortRatio). */
export const M_INDEL = 0;
/** Levenshtein: the count is the edit distance. */
export const M_LEV = 1;
/** Optimal string alignment: the count is the edit distance with adjacent transpositions. */
export const M_OSA = 2;
/** Jaro-Winkler: no single count; the filtered path bounds it by the matchable characters. */
export const M_JARO_WINKLER = 3;

/** Normalized Indel similarity from an LCS length: 2·lcs / (len1 + len2), 1 for two empty strings. */
@inline export function ratioFromLcs(lcs: i32, len1: i32, len2: i32): f64 {
  const total = len1 + len2;
  if (total == 0) return 1.0;
  return <f64>(lcs * 2) / <f64>total;
}

/** Normalized Indel similarity from an Indel distance over the summed length: 1 − dist / lensum. */
@inline export function ratioFromIndelDistance(dist: i32, lensum: i32): f64 {
  return lensum == 0 ? 1.0 : 1.0 - <f64>dist / <f64>lensum;
}

/** Normalized edit similarity from a distance: 1 − dist / maxLen, 1 for two empty strings. */
@inline export function simFromDist(dist: i32, maxLen: i32): f64 {
  return maxLen == 0 ? 1.0 : 1.0 - <f64>dist / <f64>maxLen;
}

/** The score of a count metric (M_INDEL: an LCS; M_LEV, M_OSA: a distance) for the two lengths. */
@inline export function scoreFromCount(metric: i32, count: i32, len1: i32, len2: i32): f64 {
  if (metric == M_INDEL) return ratioFromLcs(count, len1, len2);
  return simFromDist(count, len1 > len2 ? len1 : len2);
}

/** Upper bound of the normalized Levenshtein/OSA similarity from the lengths alone. */
@inline export function editLengthBound(len1: i32, len2: i32): f64 {
  const diff = len1 > len2 ? len1 - len2 : len2 - len1;
  return scoreFromCount(M_LEV, diff, len1, len2);
}

/** Upper bound of the Indel ratio from the lengths alone (all of the shorter string in common). */
@inline export function indelLengthBound(len1: i32, len2: i32): f64 {
  return ratioFromLcs(len1 < len2 ? len1 : len2, len1, len2);
}
