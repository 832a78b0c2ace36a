/**
 * Distinct comparison vectors with their multiplicities. With a handful of fields of a few levels
 * each, a million pairs collapse to a few hundred patterns, so EM iterates over patterns, not pairs.
 */
import type { ComparisonVectors } from '../../domain/comparison';

/** Label of a pair for training: -1 unknown, 0 human «different», 1 human «same». */
export type PairLabel = -1 | 0 | 1;

/** Distinct (comparison vector, label) combinations and how many pairs have each. */
export interface VectorPatterns {
  patternCount: number;
  fieldCount: number;
  levelCounts: Uint8Array;
  /** Row-major, patternCount × fieldCount. */
  levels: Uint8Array;
  /** Pairs per pattern. */
  counts: Float64Array;
  /** Label of each pattern (-1, 0, 1). */
  labels: Int8Array;
}

/**
 * Place values of a pattern's number: field f's level counts `radix[f]` (the lowest `unit` values
 * are left for a label), so equal numbers are equal levels; throws when they would not fit exactly.
 */
export function patternRadix(levelCounts: Uint8Array, unit: number): Float64Array {
  const radix = new Float64Array(levelCounts.length);
  let scale = unit;
  for (let f = 0; f < levelCounts.length; f++) {
    radix[f] = scale;
    scale *= levelCounts[f];
  }
  if (scale > Number.MAX_SAFE_INTEGER) throw new Error('too many fields × levels to collapse into patterns');
  return radix;
}

/** Collapse comparison vectors (and optional per-pair labels) into patterns. */
export function collapsePatterns(vectors: ComparisonVectors, labels?: Int8Array): VectorPatterns {
  const { pairCount, fieldCount, levels } = vectors;
  if (labels && labels.length !== pairCount) throw new Error('one label per pair');
  const radix = patternRadix(vectors.levelCounts, 3); // the label takes the lowest digit
  const index = new Map<number, number>();
  const first: number[] = [];
  const counts: number[] = [];
  for (let p = 0; p < pairCount; p++) {
    const row = p * fieldCount;
    let key = labels ? labels[p] + 1 : 0;
    for (let f = 0; f < fieldCount; f++) key += levels[row + f] * radix[f];
    const found = index.get(key);
    if (found === undefined) {
      index.set(key, first.length);
      first.push(p);
      counts.push(1);
    } else counts[found] += 1;
  }
  const patternCount = first.length;
  const out = new Uint8Array(patternCount * fieldCount);
  const outLabels = new Int8Array(patternCount);
  for (let k = 0; k < patternCount; k++) {
    out.set(levels.subarray(first[k] * fieldCount, first[k] * fieldCount + fieldCount), k * fieldCount);
    outLabels[k] = labels ? labels[first[k]] : -1;
  }
  return {
    patternCount,
    fieldCount,
    levelCounts: vectors.levelCounts,
    levels: out,
    counts: Float64Array.from(counts),
    labels: outLabels,
  };
}
