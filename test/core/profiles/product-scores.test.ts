import { describe, expect, it } from 'vitest';
import { likely, nameFits, plausible, possible, unlikely } from '../../../src/core/profiles/product-scores';

describe('product review scores', () => {
  it('keeps the tiers apart whatever the name similarity', () => {
    for (const sim of [0.5, 0.75, 1]) {
      expect(likely(sim, true)).toBeGreaterThan(plausible(1));
      expect(plausible(sim)).toBeGreaterThan(possible(1));
      expect(unlikely(sim)).toBeLessThanOrEqual(possible(0.75));
      expect(likely(1, false)).toBeLessThan(0.99);
    }
  });
});

describe('nameFits', () => {
  it('counts the rows of other sources holding every word of a name', () => {
    const words = [
      ['garmin', 'suction', 'mount'],
      ['garmin', 'nuvi', 'suction', 'mount', 'black'],
      ['garmin', 'suction', 'mount', 'adjustable'],
      ['garmin', 'case'],
    ];
    const fits = nameFits(words, [1, 0, 0, 0]);
    expect(Array.from(fits)).toEqual([2, 0, 0, 0]);
    // One list: every other row counts.
    expect(nameFits(words, undefined)[0]).toBe(2);
  });
});
