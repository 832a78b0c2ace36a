import { describe, expect, it } from 'vitest';
import { measureShare, measureValue } from '../../../src/core/normalize/measure';

describe('a quantity with its unit, in the unit’s base', () => {
  it('is one number however a source prints it', () => {
    for (const v of ['75cl', '750ml', '0.75 L', '0,75 l']) expect(measureValue(v)).toBeCloseTo(0.75, 9);
    expect(measureValue('Magnum 150cl')).toBeCloseTo(1.5, 9);
    expect(measureValue('1,5 kg')).toBeCloseTo(measureValue('1500 g'), 9);
    expect(measureValue('495 sq ft')).toBeCloseTo(46, 0);
    expect(measureValue('46 m²')).toBe(46);
    expect(measureValue('256 GB')).toBe(256e9);
  });

  it('counts a pack whole, and is no number where there is no unit, an unknown one or two quantities', () => {
    expect(measureValue('6 x 75cl')).toBeCloseTo(4.5, 9);
    for (const v of ['Kitchen', '2 bedroom', '12', 'iPhone 15 128GB 6.1in', '']) expect(measureValue(v)).toBeNaN();
  });

  it('says what share of a column holds quantities', () => {
    expect(measureShare(['75cl', '750ml', 'Magnum 150cl', '', 'n/a'])).toBeCloseTo(0.75, 9);
  });
});
