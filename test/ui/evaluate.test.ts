import { describe, expect, it } from 'vitest';
import { labelsText } from '../../src/ui/evaluate/EvaluateScreen';
import { nearestPoint, rate } from '../../src/ui/evaluate/ThresholdChart';
import { thresholdCurve } from '../../src/core/evaluate/threshold-curve';

describe('the Evaluate screen in words', () => {
  it('counts the labels, naming only the parts that are there', () => {
    expect(labelsText({ same: 1, different: 0, unsure: 0, notCandidates: 0, inAudit: 0 })).toBe(
      '1 labelled pair: 1 same, 0 different.',
    );
    expect(labelsText({ same: 3, different: 2, unsure: 1, notCandidates: 1, inAudit: 2 })).toBe(
      '5 labelled pairs: 3 same, 2 different · 1 unsure left out · 2 in the blind audit sample · 1 the run never paired (below every threshold: it counts as predicted different).',
    );
  });

  it('writes an undefined figure as a dash and chooses the nearest threshold', () => {
    expect(rate(NaN)).toBe('—');
    expect(rate(2 / 3)).toBe('0.667');
    const curve = thresholdCurve([{ score: 0.5, same: true }], [0.05, 0.5, 0.95, 0.99]);
    expect(nearestPoint(curve, 0.96)).toBe(2);
    expect(nearestPoint(curve, 0.98)).toBe(3);
    expect(nearestPoint(curve, -1)).toBe(0);
  });
});
