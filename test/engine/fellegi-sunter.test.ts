import { describe, expect, it } from 'vitest';
import { implausibleReasons } from '../../src/engine/fellegi-sunter';
import { thresholdComparison } from '../../src/core/weights';

const comparisons = [thresholdComparison('surname', [0.9]), thresholdComparison('city', [])];
const params = (lambda: number, mExact: number, uExact: number) => ({
  lambda,
  m: [Float64Array.of(0, 0.9, 0.05, 0.05), Float64Array.of(0, mExact, 1 - mExact)],
  u: [Float64Array.of(0, 0.01, 0.04, 0.95), Float64Array.of(0, uExact, 1 - uExact)],
});

describe('fit plausibility', () => {
  it('finds nothing wrong with a fit that looks like a match class', () => {
    expect(implausibleReasons(comparisons, params(0.01, 0.8, 0.1), true)).toEqual([]);
  });

  it('names m ≤ u on an exact level, a prior out of range and EM that did not converge', () => {
    const reasons = implausibleReasons(comparisons, params(0.7, 0.1, 0.1), false);
    expect(reasons).toHaveLength(3);
    expect(reasons.join('\n')).toMatch(/city: exact/);
    expect(reasons.join('\n')).toMatch(/above 0\.5/);
    expect(reasons.join('\n')).toMatch(/converge/);
    expect(implausibleReasons(comparisons, params(0, 0.8, 0.1), true)[0]).toMatch(/not above 0/);
  });
});
