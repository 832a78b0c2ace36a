import { describe, expect, it } from 'vitest';
import {
  estimateParameters,
  estimateU,
  collapsePatterns,
  matchWeights,
  labelsForPairs,
  type PairLevels,
} from '../../../src/core/weights';
import { generateVectors, table } from './generate';

// Four comparisons of levels null / exact / fuzzy / else, with known m and u.
const M = [table(0.85, 0.1, 0.05), table(0.7, 0.2, 0.1), table(0.6, 0.3, 0.1), table(0.9, 0.05, 0.05)];
const U = [table(0.01, 0.04, 0.95), table(0.05, 0.15, 0.8), table(0.002, 0.02, 0.978), table(0.2, 0.1, 0.7)];
const LAMBDA = 0.15;
const PAIRS = 40_000;

// Tolerance: about 0.15 × 40 000 × 0.9 ≈ 5 400 non-null matching pairs per field, so the standard
// error of an m value is at most sqrt(0.25 / 5400) ≈ 0.007; EM's latent classes roughly double it
// when u is estimated jointly. 0.03 is about 4 standard errors: tight enough to catch a wrong
// update (swapped classes, counting nulls, a mis-normalised M-step moves values by ≥ 0.05).
const TOLERANCE = 0.03;

function expectClose(actual: Float64Array[], expected: Float64Array[], tolerance: number): void {
  for (let f = 0; f < expected.length; f++) {
    for (let l = 1; l < expected[f].length; l++)
      expect(Math.abs(actual[f][l] - expected[f][l])).toBeLessThan(tolerance);
  }
}

describe('EM over comparison vectors', () => {
  const { vectors, isMatch } = generateVectors(M, U, LAMBDA, PAIRS, 0.1, 42);

  it('collapses pairs into patterns whose counts add up to the pair count', () => {
    const patterns = collapsePatterns(vectors);
    expect(patterns.counts.reduce((a, b) => a + b, 0)).toBe(PAIRS);
    expect(patterns.patternCount).toBeLessThanOrEqual(4 ** 4);
  });

  it('recovers known m, u and λ without labels (u estimated jointly)', () => {
    const result = estimateParameters(vectors, { fixU: false });
    expect(result.converged).toBe(true);
    expectClose(result.parameters.m, M, TOLERANCE);
    expectClose(result.parameters.u, U, TOLERANCE);
    expect(Math.abs(result.parameters.lambda - LAMBDA)).toBeLessThan(0.01);
  });

  it('recovers m with u fixed from a random sample of non-matching pairs', () => {
    // Random pairs of a large dataset are non-matches: their levels follow u.
    const pairLevels: PairLevels = (pairs) => generateVectors(M, U, 0, pairs.left.length, 0.1, 7).vectors;
    const u = estimateU(pairLevels, { leftCount: 10_000, samplePairs: 50_000, seed: 3 });
    expectClose(u, U, 0.01);
    const result = estimateParameters(vectors, { u });
    expectClose(result.parameters.m, M, TOLERANCE);
    expectClose(result.parameters.u, u, 1e-12);
  });

  it('lets the null level contribute nothing: an all-null field leaves the other estimates unchanged', () => {
    const three = generateVectors(M.slice(0, 3), U.slice(0, 3), LAMBDA, 5000, 0.1, 9).vectors;
    const withNull = {
      ...three,
      fieldCount: 4,
      levelCounts: Uint8Array.of(4, 4, 4, 4),
      levels: new Uint8Array(5000 * 4),
    };
    for (let p = 0; p < 5000; p++) withNull.levels.set(three.levels.subarray(p * 3, p * 3 + 3), p * 4);
    const a = estimateParameters(three, { fixU: false });
    const b = estimateParameters(withNull, { fixU: false });
    for (let f = 0; f < 3; f++)
      for (let l = 1; l < 4; l++) expect(b.parameters.m[f][l]).toBeCloseTo(a.parameters.m[f][l], 10);
    expect(b.parameters.lambda).toBeCloseTo(a.parameters.lambda, 10);
    expect(
      Array.from(b.parameters.m[3])
        .slice(1)
        .every((x) => Math.abs(x - 1 / 3) < 1e-9),
    ).toBe(true);
  });

  it('reads labels from human decisions in either orientation', () => {
    const candidates = { left: Uint32Array.of(0, 2, 4, 6), right: Uint32Array.of(1, 3, 5, 7) };
    const labels = labelsForPairs(
      candidates,
      { left: Uint32Array.of(3), right: Uint32Array.of(2) },
      { left: Uint32Array.of(6), right: Uint32Array.of(7) },
    );
    expect(Array.from(labels)).toEqual([-1, 1, -1, 0]);
  });

  it('treats human decisions as fixed posteriors', () => {
    // Only labelled pairs, all labels true: EM must reproduce the labelled frequencies exactly.
    const labels = Int8Array.from(isMatch, (x) => x);
    const result = estimateParameters(vectors, { labels, fixU: false, smoothing: 0 });
    const matchCounts = M.map((a) => new Float64Array(a.length));
    for (let p = 0; p < PAIRS; p++) {
      if (!isMatch[p]) continue;
      for (let f = 0; f < 4; f++) matchCounts[f][vectors.levels[p * 4 + f]] += 1;
    }
    for (let f = 0; f < 4; f++) {
      const nonNull = matchCounts[f].reduce((a, b) => a + b, 0) - matchCounts[f][0];
      for (let l = 1; l < 4; l++) expect(result.parameters.m[f][l]).toBeCloseTo(matchCounts[f][l] / nonNull, 10);
    }
    expect(result.iterations).toBeLessThanOrEqual(2);
  });

  it('moves m towards the levels of a labelled «same» pair', () => {
    const small = generateVectors(M, U, LAMBDA, 400, 0, 5).vectors;
    const base = estimateParameters(small, { u: U });
    // Label every pair whose first field is at the «else» level as a match.
    const labels = new Int8Array(small.pairCount).fill(-1);
    for (let p = 0; p < small.pairCount; p++) if (small.levels[p * 4] === 3) labels[p] = 1;
    const refined = estimateParameters(small, { u: U, labels });
    expect(refined.parameters.m[0][3]).toBeGreaterThan(base.parameters.m[0][3]);
  });

  it('gives weights that fall from exact to else, and finite at empty levels', () => {
    const result = estimateParameters(vectors, { fixU: false });
    const weights = matchWeights(result.parameters);
    for (const w of weights.levelWeights) {
      expect(w[0]).toBe(0);
      expect(w[1]).toBeGreaterThan(w[2]);
      expect(w[2]).toBeGreaterThan(w[3]);
    }
    const degenerate = matchWeights({ lambda: 0, m: [table(1, 0, 0)], u: [table(0, 0, 1)] });
    for (const x of [degenerate.priorWeight, ...degenerate.levelWeights[0]]) expect(Number.isFinite(x)).toBe(true);
  });
});
