/**
 * Comparison patterns kept for refits: candidate pairs collapse once to their patterns (and every
 * pair remembers its own), so a refit after review answers turns labels into patterns by moving the
 * few answered pairs out of their unlabelled pattern instead of collapsing millions of pairs again.
 * Training sessions (one per blocking rule, their conditioned fields null) are patterns of patterns.
 */
import type { ComparisonVectors, MatchWeights } from '../../domain/comparison';
import { patternRadix, type VectorPatterns } from './patterns';

/** Unlabelled patterns of some pairs and the pattern of each pair. */
export interface PatternIndex {
  patterns: VectorPatterns;
  /** patternOf[p]: index of pair p's pattern (16-bit while there are few patterns: it is kept for refits). */
  patternOf: Uint32Array | Uint16Array;
}

/** Collapse comparison vectors into unlabelled patterns, remembering each pair's pattern. */
export function indexPatterns(vectors: ComparisonVectors): PatternIndex {
  const { pairCount, fieldCount, levels } = vectors;
  const radix = patternRadix(vectors.levelCounts, 1);
  const index = new Map<number, number>();
  const first: number[] = [];
  const counts: number[] = [];
  const patternOf = new Uint32Array(pairCount);
  for (let p = 0; p < pairCount; p++) {
    const row = p * fieldCount;
    let key = 0;
    for (let f = 0; f < fieldCount; f++) key += levels[row + f] * radix[f];
    let k = index.get(key);
    if (k === undefined) {
      index.set(key, (k = first.length));
      first.push(p);
      counts.push(0);
    }
    counts[k] += 1;
    patternOf[p] = k;
  }
  const out = new Uint8Array(first.length * fieldCount);
  first.forEach((p, k) => out.set(levels.subarray(p * fieldCount, p * fieldCount + fieldCount), k * fieldCount));
  const patterns: VectorPatterns = {
    patternCount: first.length,
    fieldCount,
    levelCounts: vectors.levelCounts,
    levels: out,
    counts: Float64Array.from(counts),
    labels: new Int8Array(first.length).fill(-1),
  };
  return { patterns, patternOf: compact(patternOf, first.length) };
}

/** Pattern numbers in 16 bits when they fit (a run keeps one per candidate pair). */
function compact(patternOf: Uint32Array, patternCount: number): Uint32Array | Uint16Array {
  return patternCount <= 0x10000 ? Uint16Array.from(patternOf) : patternOf;
}

/**
 * The patterns with labels (per pair: -1 none, 0 «different», 1 «same»): each labelled pair leaves
 * its unlabelled pattern (whose count drops by one) for a labelled pattern of the same levels. The
 * result describes the pairs as `collapsePatterns(vectors, labels)` does, pattern order aside.
 * `pairs` restricts to a subset (a training session: `pairs[k]` is the pair behind entry k of `index`).
 */
export function labelledPatterns(index: PatternIndex, labels: Int8Array, pairs?: Uint32Array): VectorPatterns {
  const { patterns, patternOf } = index;
  const { fieldCount } = patterns;
  const counts = Float64Array.from(patterns.counts);
  const extra = new Map<number, number>(); // pattern × 2 + label → count
  const n = pairs ? pairs.length : patternOf.length;
  for (let k = 0; k < n; k++) {
    const label = labels[pairs ? pairs[k] : k];
    if (label < 0) continue;
    const pattern = patternOf[k];
    counts[pattern] -= 1;
    const key = pattern * 2 + label;
    extra.set(key, (extra.get(key) ?? 0) + 1);
  }
  if (extra.size === 0) return patterns;
  const keys = [...extra.keys()].sort((a, b) => a - b);
  const total = patterns.patternCount + keys.length;
  const levels = new Uint8Array(total * fieldCount);
  levels.set(patterns.levels);
  const outCounts = new Float64Array(total);
  outCounts.set(counts);
  const outLabels = new Int8Array(total).fill(-1);
  keys.forEach((key, i) => {
    const pattern = Math.floor(key / 2);
    const k = patterns.patternCount + i;
    levels.set(patterns.levels.subarray(pattern * fieldCount, (pattern + 1) * fieldCount), k * fieldCount);
    outCounts[k] = extra.get(key)!;
    outLabels[k] = key % 2;
  });
  return { ...patterns, patternCount: total, levels, counts: outCounts, labels: outLabels };
}

/**
 * The unlabelled patterns of a subset of pairs (`pairs`, indices into `index`'s pairs) with the
 * fields in `nulled` set to null, read from the pairs' patterns: a training session without touching
 * each pair's levels again. Entry k of the returned index is `pairs[k]`.
 */
export function subsetPatterns(index: PatternIndex, pairs: Uint32Array, nulled: ReadonlySet<number>): PatternIndex {
  const { patterns } = index;
  const { fieldCount } = patterns;
  // The full patterns the subset touches, each mapped to its pattern with the nulled fields null.
  const uses = new Float64Array(patterns.patternCount);
  for (let k = 0; k < pairs.length; k++) uses[index.patternOf[pairs[k]]] += 1;
  const used: number[] = [];
  for (let k = 0; k < patterns.patternCount; k++) if (uses[k] > 0) used.push(k);
  const levels = new Uint8Array(used.length * fieldCount);
  used.forEach((k, i) => {
    for (let f = 0; f < fieldCount; f++)
      levels[i * fieldCount + f] = nulled.has(f) ? 0 : patterns.levels[k * fieldCount + f];
  });
  const sub = indexPatterns({ pairCount: used.length, fieldCount, levelCounts: patterns.levelCounts, levels });
  // Each full pattern counted once there: weight it by the pairs behind it, and map full → subset.
  const fullToSub = new Uint32Array(patterns.patternCount);
  const counts = new Float64Array(sub.patterns.patternCount);
  used.forEach((k, i) => {
    fullToSub[k] = sub.patternOf[i];
    counts[sub.patternOf[i]] += uses[k];
  });
  const patternOf = new Uint32Array(pairs.length);
  for (let k = 0; k < pairs.length; k++) patternOf[k] = fullToSub[index.patternOf[pairs[k]]];
  return { patterns: { ...sub.patterns, counts }, patternOf: compact(patternOf, counts.length) };
}

/** Total match weight of every pair (prior + Σ level weights, log2 units), computed once per pattern. */
export function weighPatterns(index: PatternIndex, weights: MatchWeights): Float64Array {
  const { patternCount, fieldCount, levels } = index.patterns;
  const byPattern = new Float64Array(patternCount);
  for (let k = 0; k < patternCount; k++) {
    let w = weights.priorWeight;
    for (let f = 0; f < fieldCount; f++) w += weights.levelWeights[f][levels[k * fieldCount + f]];
    byPattern[k] = w;
  }
  const out = new Float64Array(index.patternOf.length);
  for (let p = 0; p < out.length; p++) out[p] = byPattern[index.patternOf[p]];
  return out;
}
