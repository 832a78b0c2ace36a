import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchWeightReason } from '../../src/domain/decision';
import { ReasonInterner } from '../../src/engine/reason-table';
import { ShownWeightReasons } from '../../src/engine/shown-weight';

describe('shown-weight reasons', () => {
  it('give every weight the list decide() writes for it, one list per shown text', () => {
    const ties = [0.25, -0.25, 0.35, -0.04, 0.04, -0, 0, 1.05, -1.05, 12.95, -99.95];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -80, max: 80, noNaN: true }), fc.constantFrom(...ties)), { maxLength: 200 }),
        (weights) => {
          const interner = new ReasonInterner();
          const reasons = new ShownWeightReasons(interner);
          const ids = weights.map((w) => reasons.id(w));
          const column = interner.column(Uint32Array.from(ids));
          weights.forEach((w, i) => expect(column.at(i)).toEqual([matchWeightReason(w)]));
          // Two weights share a list exactly when they are shown alike.
          const texts = new Set(weights.map((w) => w.toFixed(1)));
          expect(new Set(ids).size).toBe(texts.size);
        },
      ),
    );
  });
});
