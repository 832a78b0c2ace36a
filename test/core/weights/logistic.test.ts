import { describe, expect, it } from 'vitest';
import { chooseBoundary, crossValidated, fitLogistic, predictLogistic } from '../../../src/core/weights/logistic';
import { seededRandom } from '../../../src/core/random';

/** Seeded rows of two binary features: the first says «same» with probability `strength`, the second is noise. */
function sample(n: number, seed: number, strength: number): { rows: Float64Array[]; labels: number[] } {
  const rnd = seededRandom(seed);
  const rows: Float64Array[] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const y = rnd() < 0.5 ? 1 : 0;
    const signal = rnd() < strength ? y : 1 - y;
    rows.push(Float64Array.from([signal, rnd() < 0.5 ? 1 : 0]));
    labels.push(y);
  }
  return { rows, labels };
}

describe('regularised logistic regression', () => {
  it('recovers the log-odds of an informative feature and leaves a noise feature near zero', () => {
    const { rows, labels } = sample(4000, 1, 0.9);
    const model = fitLogistic(rows, labels, { l2: 0.1 });
    // P(y=1 | signal=1) = 0.9: log-odds ln 9 ≈ 2.2 above the intercept's −2.2.
    expect(predictLogistic(model, [1, 0])).toBeCloseTo(0.9, 1);
    expect(predictLogistic(model, [0, 0])).toBeCloseTo(0.1, 1);
    expect(Math.abs(model.coefficients[1])).toBeLessThan(0.3);
  });

  it('is deterministic and stays finite on separable data (the penalty bounds it)', () => {
    const rows = [
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 1],
    ].map((r) => Float64Array.from(r));
    const a = fitLogistic(rows, [1, 1, 0, 0]);
    const b = fitLogistic(rows, [1, 1, 0, 0]);
    expect(a).toEqual(b);
    expect(Number.isFinite(a.coefficients[0])).toBe(true);
    expect(predictLogistic(a, [1, 0])).toBeGreaterThan(0.5);
    expect(predictLogistic(a, [0, 1])).toBeLessThan(0.5);
  });

  it('predicts each fold by a model that never saw it', () => {
    // Identical rows with opposite labels: a model that saw a row's own label would lean to it.
    const rows = Array.from({ length: 10 }, () => Float64Array.from([1]));
    const labels = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0];
    const oof = crossValidated(rows, labels, 2);
    // Fold 0 holds the even rows (all «same»): it is predicted from the odd ones, all «different».
    expect(oof[0]).toBeLessThan(0.5);
    expect(oof[1]).toBeGreaterThan(0.5);
  });
});

describe('the learned boundary', () => {
  const probs = [0.99, 0.97, 0.96, 0.93, 0.91, 0.6, 0.2, 0.01];
  const labels = [1, 1, 1, 0, 1, 1, 0, 0];
  it('is the lowest probability with no «different» at or above it and enough «same»', () => {
    expect(chooseBoundary(probs, labels, [0.99, 0.95, 0.9], 2)).toBe(0.95);
    expect(chooseBoundary(probs, labels, [0.99, 0.95, 0.9], 4)).toBeUndefined();
  });

  it('mirrors for «different»: the highest probability with no «same» below it', () => {
    expect(chooseBoundary(probs, labels, [0.05, 0.3, 0.7], 1, 'different')).toBe(0.3);
    expect(chooseBoundary(probs, labels, [0.05, 0.3, 0.7], 3, 'different')).toBeUndefined();
  });
});
