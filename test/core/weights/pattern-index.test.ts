import { describe, expect, it } from 'vitest';
import { collapsePatterns, seededRandom, addTfAdjustments, matchWeights, pairWeights } from '../../../src/core/weights';
import {
  indexPatterns,
  labelledPatterns,
  subsetPatterns,
  weighPatterns,
} from '../../../src/core/weights/pattern-index';
import { TfPairIndex } from '../../../src/core/weights/tf-index';
import type { VectorPatterns } from '../../../src/core/weights/patterns';
import type { ComparisonVectors } from '../../../src/domain/comparison';
import { generateVectors, table } from './generate';

const M = [table(0.8, 0.15, 0.05), table(0.6, 0.3, 0.1), table(0.9, 0.05, 0.05)];
const U = [table(0.02, 0.08, 0.9), table(0.1, 0.2, 0.7), table(0.3, 0.1, 0.6)];
const { vectors } = generateVectors(M, U, 0.05, 5000, 0.1, 7);

/** Patterns as a map from (levels, label) to the pairs behind them, order aside; empty patterns dropped. */
function asMap(p: VectorPatterns): Map<string, number> {
  const out = new Map<string, number>();
  for (let k = 0; k < p.patternCount; k++) {
    if (p.counts[k] === 0) continue;
    const key = `${p.levels.subarray(k * p.fieldCount, (k + 1) * p.fieldCount).join('.')}|${p.labels[k]}`;
    out.set(key, (out.get(key) ?? 0) + p.counts[k]);
  }
  return out;
}

/** Seeded labels: most pairs unlabelled, a few «same» or «different». */
function someLabels(n: number, seed: number): Int8Array {
  const rnd = seededRandom(seed);
  return Int8Array.from({ length: n }, () => {
    const x = rnd();
    return x < 0.01 ? 1 : x < 0.02 ? 0 : -1;
  });
}

describe('pattern index (refits without collapsing pairs again)', () => {
  const index = indexPatterns(vectors);

  it('gives every pair its own pattern and the counts collapsePatterns gives', () => {
    expect(asMap(index.patterns)).toEqual(asMap(collapsePatterns(vectors)));
    for (let p = 0; p < vectors.pairCount; p += 37) {
      const k = index.patternOf[p];
      expect([...index.patterns.levels.subarray(k * 3, k * 3 + 3)]).toEqual([
        ...vectors.levels.subarray(p * 3, p * 3 + 3),
      ]);
    }
  });

  it('labels the patterns as collapsing with labels does', () => {
    for (const seed of [1, 2, 3]) {
      const labels = someLabels(vectors.pairCount, seed);
      expect(asMap(labelledPatterns(index, labels))).toEqual(asMap(collapsePatterns(vectors, labels)));
    }
  });

  it('reads a subset with nulled fields (a training session) from the patterns', () => {
    const rnd = seededRandom(4);
    const pairs = Uint32Array.from({ length: vectors.pairCount }, (_, p) => p).filter(() => rnd() < 0.3);
    const nulled = new Set([1]);
    const levels = new Uint8Array(pairs.length * 3);
    pairs.forEach((p, k) => {
      for (let f = 0; f < 3; f++) levels[k * 3 + f] = nulled.has(f) ? 0 : vectors.levels[p * 3 + f];
    });
    const direct: ComparisonVectors = { ...vectors, pairCount: pairs.length, levels };
    const sub = subsetPatterns(index, pairs, nulled);
    expect(asMap(sub.patterns)).toEqual(asMap(collapsePatterns(direct)));
    const labels = someLabels(vectors.pairCount, 5);
    const subLabels = Int8Array.from(pairs, (p) => labels[p]);
    expect(asMap(labelledPatterns(sub, labels, pairs))).toEqual(asMap(collapsePatterns(direct, subLabels)));
  });

  it('weighs pairs by pattern as pairWeights does', () => {
    const weights = matchWeights({ lambda: 0.05, m: M, u: U });
    expect(weighPatterns(index, weights)).toEqual(pairWeights(vectors, weights));
  });
});

describe('term-frequency index', () => {
  it('adds the same adjustments as addTfAdjustments', () => {
    // Field 2 exact (level 1) on pairs whose records hold one of a few values.
    const rnd = seededRandom(9);
    const records = 800;
    const values = Array.from({ length: records }, () => ['anna', 'boris', 'clara', ''][Math.floor(rnd() * 4)]);
    const left = Uint32Array.from({ length: vectors.pairCount }, () => Math.floor(rnd() * records));
    const right = Uint32Array.from({ length: vectors.pairCount }, () => Math.floor(rnd() * records));
    const levels = vectors.levels.slice();
    for (let p = 0; p < vectors.pairCount; p++)
      levels[p * 3 + 2] = values[left[p]] === '' ? 0 : values[left[p]] === values[right[p]] ? 1 : 3;
    const v = { ...vectors, levels };
    const table = {
      field: 2,
      level: 1,
      values,
      adjustment: new Map([
        ['anna', -0.5],
        ['clara', 1.25],
      ]),
      uLevel: 0.3,
    };
    const weights = matchWeights({ lambda: 0.05, m: M, u: U });
    const expected = pairWeights(v, weights);
    addTfAdjustments(expected, v, [table], left, right);
    const got = weighPatterns(indexPatterns(v), weights);
    const tf = new TfPairIndex(v);
    tf.adjust(got, [table], left, right);
    expect(got).toEqual(expected);
  });
});
