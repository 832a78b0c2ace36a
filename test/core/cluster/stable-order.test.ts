import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { identityOrder, orderByKeys } from '../../../src/core/cluster/stable-order';

const value = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -0, Infinity, -Infinity, 1e300, -1e300),
  fc.double({ noNaN: true }),
);

describe('orderByKeys', () => {
  it('orders as the comparator chain (k0 || k1 || index) does, ties included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { maxLength: 60 }), (rows) => {
        const k0 = Float64Array.from(rows, (r) => r[0]);
        const k1 = Float64Array.from(rows, (r) => r[1]);
        const expected = identityOrder(rows.length).sort((a, b) => k0[a] - k0[b] || k1[a] - k1[b] || a - b);
        expect(Array.from(orderByKeys(identityOrder(rows.length), [k0, k1])!)).toEqual(Array.from(expected));
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('orders a subset of indices, and declines NaN keys', () => {
    const keys = Float64Array.from([5, 1, 5, 0]);
    expect(Array.from(orderByKeys(Uint32Array.from([0, 2, 3]), [keys])!)).toEqual([3, 0, 2]);
    expect(orderByKeys(identityOrder(2), [Float64Array.from([1, NaN])])).toBeNull();
  });
});
