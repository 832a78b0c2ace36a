import { describe, expect, it } from 'vitest';
import { likely, modelRepeats, nameFits, plausible, possible, unlikely } from '../../../src/core/profiles/product-scores';

describe('product review scores', () => {
  it('keeps the tiers apart whatever the name similarity', () => {
    for (const sim of [0.5, 0.75, 1]) {
      expect(likely(sim, true)).toBeGreaterThan(plausible(1));
      expect(plausible(sim)).toBeGreaterThan(possible(1));
      expect(unlikely(sim)).toBeLessThanOrEqual(possible(0.75));
      expect(likely(1, false)).toBeLessThan(0.99);
    }
  });

  it('finds models held by several rows of one source', () => {
    const models = [['dvpfx820r'], ['dvpfx820p'], ['dvpfx820'], ['pm1327bk'], ['pm1327'], ['htz410t'], ['htz410t'], ['htz410t']];
    const sourceOf = [0, 0, 1, 0, 1, 0, 1, 1];
    const repeats = modelRepeats(models, sourceOf);
    // The base against one of two colours of the other shop: a family, not one product.
    expect(repeats(0, 2, [['dvpfx820r', 'dvpfx820']], false)).toBe(true);
    expect(repeats(3, 4, [['pm1327bk', 'pm1327']], false)).toBe(false);
    // One shop lists the same model twice.
    expect(repeats(5, 6, [['htz410t', 'htz410t']], true)).toBe(true);
    // One list: the same product may be listed several times.
    expect(modelRepeats(models, undefined)(5, 6, [['htz410t', 'htz410t']], true)).toBe(false);
  });
});

describe('nameFits', () => {
  it('counts the rows of other sources holding every word of a name', () => {
    const words = [['garmin', 'suction', 'mount'], ['garmin', 'nuvi', 'suction', 'mount', 'black'], ['garmin', 'suction', 'mount', 'adjustable'], ['garmin', 'case']];
    const fits = nameFits(words, [1, 0, 0, 0]);
    expect(Array.from(fits)).toEqual([2, 0, 0, 0]);
    // One list: every other row counts.
    expect(nameFits(words, undefined)[0]).toBe(2);
  });
});
