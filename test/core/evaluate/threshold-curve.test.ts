import { describe, expect, it } from 'vitest';
import { CURVE_THRESHOLDS, confusionAt, thresholdCurve } from '../../../src/core/evaluate/threshold-curve';

/**
 * Six labelled pairs, worked out by hand:
 *   score 0.95 same, 0.90 different, 0.80 same, 0.60 same, 0.40 different, 0.10 different.
 * At 0.85: predicted {0.95 s, 0.90 d} → TP 1 FP 1 FN 2 TN 2, P 1/2, R 1/3, F1 2·(1/2·1/3)/(1/2+1/3) = 0.4.
 * At 0.50: predicted {0.95, 0.90, 0.80, 0.60} → TP 3 FP 1 FN 0 TN 2, P 3/4, R 1, F1 6/7.
 * At 0.99: nothing predicted → P undefined (NaN), R 0, F1 0.
 * At 0.10: everything predicted (score ≥ threshold) → TP 3 FP 3, P 1/2, R 1.
 */
const LABELS = [
  { score: 0.95, same: true },
  { score: 0.9, same: false },
  { score: 0.8, same: true },
  { score: 0.6, same: true },
  { score: 0.4, same: false },
  { score: 0.1, same: false },
];

describe('threshold curve of labelled pairs', () => {
  it('gives the hand-worked confusion matrix and P / R / F1 at each threshold', () => {
    const curve = thresholdCurve(LABELS, [0.5, 0.85, 0.99, 0.1]);
    expect(curve.map((p) => p.threshold)).toEqual([0.1, 0.5, 0.85, 0.99]);
    const [at10, at50, at85, at99] = curve;
    expect(at85).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 2, trueNegatives: 2 });
    expect(at85.precision).toBeCloseTo(0.5, 12);
    expect(at85.recall).toBeCloseTo(1 / 3, 12);
    expect(at85.f1).toBeCloseTo(0.4, 12);
    expect(at50).toMatchObject({ truePositives: 3, falsePositives: 1, falseNegatives: 0, trueNegatives: 2 });
    expect(at50.precision).toBeCloseTo(0.75, 12);
    expect(at50.recall).toBe(1);
    expect(at50.f1).toBeCloseTo(6 / 7, 12);
    expect(at99).toMatchObject({ truePositives: 0, falsePositives: 0, falseNegatives: 3, trueNegatives: 3 });
    expect(at99.precision).toBeNaN();
    expect(at99.recall).toBe(0);
    expect(at99.f1).toBe(0);
    // A score equal to the threshold counts as predicted.
    expect(at10).toMatchObject({ truePositives: 3, falsePositives: 3, falseNegatives: 0, trueNegatives: 0 });
    expect(at10.precision).toBeCloseTo(0.5, 12);
  });

  it('agrees with the direct count at every default threshold, each pair counted once', () => {
    const curve = thresholdCurve(LABELS);
    expect(curve.map((p) => p.threshold)).toEqual([...CURVE_THRESHOLDS]);
    for (const p of curve) {
      expect(p).toMatchObject(confusionAt(LABELS, p.threshold));
      expect(p.truePositives + p.falsePositives + p.falseNegatives + p.trueNegatives).toBe(LABELS.length);
    }
  });

  it('leaves recall and F1 undefined without a pair labelled same', () => {
    const [p] = thresholdCurve([{ score: 0.7, same: false }], [0.5]);
    expect(p).toMatchObject({ truePositives: 0, falsePositives: 1, precision: 0 });
    expect(p.recall).toBeNaN();
    expect(p.f1).toBeNaN();
    expect(thresholdCurve([], [0.5])[0].precision).toBeNaN();
  });
});
