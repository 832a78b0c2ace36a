/** Comparison levels from similarities, and comparison vectors of a batch of candidate pairs. */
import type { Comparison, ComparisonLevel, ComparisonVectors } from '../../domain/comparison';

/**
 * Similarities cross the WASM boundary as float32: one edit in ten characters arrives as
 * 0.89999998, which must still reach a 0.9 level.
 */
const THRESHOLD_SLACK = 1e-6;

/**
 * The level index of one similarity for one comparison. `similarity` is 0..1, NaN when either value
 * is missing (level 0, null). Levels are tried in order; `exact` needs a similarity of 1.
 */
export function comparisonLevel(levels: readonly ComparisonLevel[], similarity: number): number {
  if (Number.isNaN(similarity)) return 0;
  for (let l = 1; l < levels.length; l++) {
    const level = levels[l];
    if (level.kind === 'else') return l;
    if (level.kind === 'exact' && similarity >= 1) return l;
    if (level.kind === 'similarity' && similarity >= (level.threshold ?? 1) - THRESHOLD_SLACK) return l;
  }
  return levels.length - 1;
}

/** Check a comparison's shape: null first, `else` last, at most 255 levels, thresholds 0..1. */
export function validateComparison(comparison: Comparison): void {
  const { levels, field } = comparison;
  if (levels.length < 3 || levels.length > 255) throw new Error(`comparison ${field}: needs 3..255 levels`);
  if (levels[0].kind !== 'null') throw new Error(`comparison ${field}: level 0 must be null`);
  if (levels[levels.length - 1].kind !== 'else') throw new Error(`comparison ${field}: last level must be else`);
  for (let l = 1; l < levels.length - 1; l++) {
    const { kind, threshold } = levels[l];
    if (kind === 'null' || kind === 'else') throw new Error(`comparison ${field}: ${kind} level in the middle`);
    if (kind === 'similarity' && !(threshold !== undefined && threshold >= 0 && threshold <= 1)) {
      throw new Error(`comparison ${field}: level ${l} needs a threshold in 0..1`);
    }
  }
}

/** A Splink-style comparison: null / exact / similarity ≥ each threshold (descending) / else. */
export function thresholdComparison(field: string, thresholds: readonly number[], exact = true): Comparison {
  const levels: ComparisonLevel[] = [{ label: 'null', kind: 'null' }];
  if (exact) levels.push({ label: 'exact', kind: 'exact' });
  for (const t of [...thresholds].sort((a, b) => b - a))
    levels.push({ label: `≥ ${t}`, kind: 'similarity', threshold: t });
  levels.push({ label: 'else', kind: 'else' });
  return { field, levels };
}

/**
 * Comparison vectors for `pairCount` pairs from one similarity column per comparison
 * (`similarities[f][pair]`, NaN = missing value).
 */
export function buildComparisonVectors(
  comparisons: readonly Comparison[],
  similarities: readonly ArrayLike<number>[],
  pairCount: number,
): ComparisonVectors {
  const fieldCount = comparisons.length;
  if (similarities.length !== fieldCount) throw new Error('one similarity column per comparison');
  const levelCounts = new Uint8Array(fieldCount);
  const levels = new Uint8Array(pairCount * fieldCount);
  for (let f = 0; f < fieldCount; f++) {
    validateComparison(comparisons[f]);
    const spec = comparisons[f].levels;
    levelCounts[f] = spec.length;
    const column = similarities[f];
    if (column.length < pairCount) throw new Error(`similarity column ${f} is shorter than pairCount`);
    for (let p = 0; p < pairCount; p++) levels[p * fieldCount + f] = comparisonLevel(spec, column[p]);
  }
  return { pairCount, fieldCount, levelCounts, levels };
}

/** Per-field level frequencies over non-null pairs (index 0 holds the null count). */
export function levelCounts(vectors: ComparisonVectors): Float64Array[] {
  const { pairCount, fieldCount, levels } = vectors;
  const counts = Array.from(vectors.levelCounts, (n) => new Float64Array(n));
  for (let p = 0; p < pairCount; p++) {
    const row = p * fieldCount;
    for (let f = 0; f < fieldCount; f++) counts[f][levels[row + f]] += 1;
  }
  return counts;
}
