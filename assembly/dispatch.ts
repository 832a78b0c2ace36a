/**
 * Kernel dispatch over columns: one pair, a batch of pairs, and a block matrix that returns only the
 * hits. Kernel ids and score formulas are in metrics.ts.
 */
import { Column, V_RAW, V_SORT, V_SET, strPtr, strLen, sortPtr, sortLen, lowerBound } from './column';
import { ensureTokens, ensureGrams, lenIndex } from './derived';
import { ratio } from './indel';
import { editDistance, editSimilarity } from './levenshtein';
import {
  K_RATIO, K_LEVENSHTEIN, K_OSA, K_JARO_WINKLER, K_TOKEN_SORT, K_TOKEN_SET, K_PARTIAL, K_QGRAM, K_SOFT_TFIDF,
  M_LEV, M_OSA, M_JARO_WINKLER, editLengthBound, indelLengthBound,
} from './metrics';
import { jaroWinkler, jaroWinklerLengthBound } from './jaro';
import { partialRatio } from './partial';
import { tokenSetRatio, sharesToken } from './tokens';
import { qgramJaccard, qgramLengthBound } from './qgram';
import { ensureIdf, softTfIdf } from './tfidf';
import { invalidatePattern } from './pattern';
import { hitCount, hitsScores, pushHit, resetHits, reserveHits, sortRowHits, expandUpper } from './hits';
import { indelDense, denseMatrix } from './dense';
import { indelMatrix, filteredMatrix } from './batch';

export {
  K_RATIO, K_LEVENSHTEIN, K_OSA, K_JARO_WINKLER, K_TOKEN_SORT, K_TOKEN_SET, K_PARTIAL, K_QGRAM, K_SOFT_TFIDF,
} from './metrics';

/** Builds whatever derived column data `kernel` needs. */
export function prepareKernel(kernel: i32, a: Column, b: Column): void {
  invalidatePattern();
  if (kernel == K_TOKEN_SORT || kernel == K_TOKEN_SET) { ensureTokens(a); ensureTokens(b); }
  if (kernel == K_QGRAM) { ensureGrams(a); ensureGrams(b); }
  if (kernel == K_SOFT_TFIDF) ensureIdf(a, b);
}

/** Score of one pair. */
export function scoreOne(kernel: i32, a: Column, i: i32, b: Column, j: i32, cutoff: f64): f64 {
  switch (kernel) {
    case K_RATIO: return ratio(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), cutoff);
    case K_LEVENSHTEIN: return editSimilarity(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), cutoff, false);
    case K_OSA: return editSimilarity(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), cutoff, true);
    case K_JARO_WINKLER: return jaroWinkler(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), cutoff);
    case K_TOKEN_SORT: return ratio(sortPtr(a, i), sortLen(a, i), sortPtr(b, j), sortLen(b, j), cutoff);
    case K_TOKEN_SET: return tokenSetRatio(a, i, b, j, cutoff);
    case K_PARTIAL: return partialRatio(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), cutoff);
    case K_QGRAM: return qgramJaccard(a, i, b, j, cutoff);
    case K_SOFT_TFIDF: return softTfIdf(a, i, b, j, cutoff);
    default: return 0;
  }
}

/** Upper bound of the score from the two (effective) lengths; 1 when the kernel has none. */
export function lengthBound(kernel: i32, l1: i32, l2: i32): f64 {
  switch (kernel) {
    case K_RATIO:
    case K_TOKEN_SORT: return indelLengthBound(l1, l2);
    case K_LEVENSHTEIN:
    case K_OSA: return editLengthBound(l1, l2);
    case K_JARO_WINKLER: return jaroWinklerLengthBound(l1, l2);
    case K_QGRAM: return qgramLengthBound(l1, l2);
    default: return 1.0;
  }
}

@inline function hasLengthBound(kernel: i32): bool {
  return kernel != K_TOKEN_SET && kernel != K_PARTIAL && kernel != K_SOFT_TFIDF;
}

/** Scores `n` pairs; `left`/`right` are u32 index arrays, `out` receives f32 scores. */
export function scorePairsImpl(
  kernel: i32,
  a: Column,
  b: Column,
  left: usize,
  right: usize,
  n: i32,
  cutoff: f64,
  out: usize,
): void {
  prepareKernel(kernel, a, b);
  for (let k = 0; k < n; k++) {
    const i = <i32>load<u32>(left + (<usize>k << 2));
    const j = <i32>load<u32>(right + (<usize>k << 2));
    store<f32>(out + (<usize>k << 2), <f32>scoreOne(kernel, a, i, b, j, cutoff));
  }
}

/**
 * Bounded edit distances of `n` pairs (K_LEVENSHTEIN or K_OSA, the kernels with a distance form in
 * metrics.ts) into `out` (i32 per pair): the count, or `maxDistance + 1` beyond it.
 */
export function distancePairsImpl(
  kernel: i32,
  a: Column,
  b: Column,
  left: usize,
  right: usize,
  n: i32,
  maxDistance: i32,
  out: usize,
): void {
  prepareKernel(kernel, a, b);
  const osa = kernel == K_OSA;
  for (let k = 0; k < n; k++) {
    const i = <i32>load<u32>(left + (<usize>k << 2));
    const j = <i32>load<u32>(right + (<usize>k << 2));
    const edits = editDistance(strPtr(a, i), strLen(a, i), strPtr(b, j), strLen(b, j), maxDistance, osa);
    store<i32>(out + (<usize>k << 2), edits);
  }
}

/** Block matrix; returns the hit count (hits in `hitsLeft`/`hitsRight`/`hitsScores`, row-major). */
export function matrixImpl(
  kernel: i32,
  a: Column,
  b: Column,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
  cutoff: f64,
  indexes: bool,
): i32 {
  prepareKernel(kernel, a, b);
  resetHits(indexes);
  const dense = cutoff <= 0;
  if (kernel == K_RATIO || kernel == K_TOKEN_SORT) {
    indelMatrix(a, b, kernel == K_TOKEN_SORT ? V_SORT : V_RAW, r0, r1, c0, c1, upper, cutoff);
  } else if (kernel == K_LEVENSHTEIN || kernel == K_OSA) {
    if (dense) denseMatrix(kernel == K_OSA ? M_OSA : M_LEV, a, b, V_RAW, r0, r1, c0, c1, upper);
    else filteredMatrix(kernel == K_OSA ? M_OSA : M_LEV, a, b, V_RAW, r0, r1, c0, c1, upper, cutoff);
  } else if (kernel == K_JARO_WINKLER && !dense) {
    filteredMatrix(M_JARO_WINKLER, a, b, V_RAW, r0, r1, c0, c1, upper, cutoff);
  } else if (kernel == K_TOKEN_SET && dense) {
    tokenSetDense(a, b, r0, r1, c0, c1, upper);
  } else {
    genericMatrix(kernel, a, b, r0, r1, c0, c1, upper, cutoff);
  }
  return hitCount;
}

/**
 * Dense scores of a block: every cell of rows [r0, r1) × columns [c0, c1), row-major, into the hit
 * score buffer (returned); with `upper`, cells with column ≤ row are 0. The cutoff-0 matrix paths
 * write each score straight into its slot; only a triangle block moves its rows apart afterwards.
 */
export function matrixScoresImpl(
  kernel: i32,
  a: Column,
  b: Column,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
): usize {
  resetHits(false);
  if (r1 > r0 && c1 > c0) reserveHits((r1 - r0) * (c1 - c0));
  matrixImpl(kernel, a, b, r0, r1, c0, c1, upper, 0, false);
  if (upper) expandUpper(r0, r1, c0, c1);
  return hitsScores;
}

/**
 * Dense token set ratio: pairs without a common token score ratio(set-joined strings), computed
 * lane-parallel; the pairs that may share a token are then recomputed exactly in their slots.
 */
function tokenSetDense(a: Column, b: Column, r0: i32, r1: i32, c0: i32, c1: i32, upper: bool): void {
  indelDense(a, b, V_SET, r0, r1, c0, c1, upper);
  let slot = 0;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    for (let j = jMin; j < c1; j++) {
      if (sharesToken(a, i, b, j)) store<f32>(hitsScores + (<usize>slot << 2), <f32>tokenSetRatio(a, i, b, j, 0));
      slot++;
    }
  }
}

/** Any kernel pair by pair; with a cutoff and a length bound, right strings are visited by length bucket. */
function genericMatrix(
  kernel: i32,
  a: Column,
  b: Column,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
  cutoff: f64,
): void {
  const useIndex = cutoff > 0 && hasLengthBound(kernel);
  const idx = useIndex ? lenIndex(b, V_RAW) : 0;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    if (jMin >= c1) continue;
    if (!useIndex) {
      for (let j = jMin; j < c1; j++) {
        const s = scoreOne(kernel, a, i, b, j, cutoff);
        if (s >= cutoff) pushHit(i, j, s);
      }
      continue;
    }
    const l1 = strLen(a, i);
    const distinct = load<i32>(idx);
    const lens = idx + 4;
    const starts = lens + (<usize>distinct << 2);
    const order = starts + (<usize>(distinct + 1) << 2);
    const rowFrom = hitCount;
    let buckets = 0;
    for (let d = 0; d < distinct; d++) {
      const l2 = <i32>load<u32>(lens + (<usize>d << 2));
      if (lengthBound(kernel, l1, l2) < cutoff) continue;
      const hi = <i32>load<u32>(starts + (<usize>(d + 1) << 2));
      let p = lowerBound(order, <i32>load<u32>(starts + (<usize>d << 2)), hi, <u32>jMin);
      buckets++;
      for (; p < hi; p++) {
        const j = <i32>load<u32>(order + (<usize>p << 2));
        if (j >= c1) break;
        const s = scoreOne(kernel, a, i, b, j, cutoff);
        if (s >= cutoff) pushHit(i, j, s);
      }
    }
    if (buckets > 1 && hitCount - rowFrom > 1) sortRowHits(rowFrom);
  }
}
