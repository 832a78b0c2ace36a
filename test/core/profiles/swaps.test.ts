import { describe, expect, it } from 'vitest';
import { applyColumnSwaps } from '../../../src/core/profiles/swaps';

/** Similarities of comparisons [first, surname, first×surname, surname×first] for some pairs. */
function sims(...rows: number[][]): Float32Array[] {
  return [0, 1, 2, 3].map((c) => Float32Array.from(rows, (r) => r[c]));
}
const SWAP = [{ a: 0, b: 1, ab: 2, ba: 3 }];

describe('swapped name columns', () => {
  it('reads a pair crosswise when the crosswise columns agree better', () => {
    // «Isla Hall» / «Hall Isla»; «Caleb Rwoe» / «Rowe Caleb».
    const s = sims([0.1, 0.2, 1, 1], [0.4, 0.45, 1, 0.93]);
    expect(applyColumnSwaps(SWAP, s, 2)).toBe(2);
    expect(Array.from(s[0])).toEqual([1, 1]);
    expect(s[1][0]).toBe(1);
    expect(s[1][1]).toBeCloseTo(0.93, 6);
  });

  it('keeps straight readings that agree as well, and crosswise ones that know less', () => {
    // Same person typed straight; «Anna Anna» style ties; a crosswise reading with one value missing.
    const s = sims([1, 0.95, 0.3, 0.2], [1, 1, 1, 1], [0.5, 0.6, 1, NaN]);
    expect(applyColumnSwaps(SWAP, s, 3)).toBe(0);
    expect(Array.from(s[0])).toEqual([1, 1, 0.5]);
  });

  it('takes a crosswise reading when the straight one has nothing to compare', () => {
    // «Isla» typed in the surname column of one record, the given-name column empty.
    const s = sims([NaN, NaN, 1, NaN]);
    expect(applyColumnSwaps(SWAP, s, 1)).toBe(1);
    expect(s[0][0]).toBe(1);
    expect(Number.isNaN(s[1][0])).toBe(true);
  });

  it('takes the reading that agrees outright on more parts, whatever chance similarity the straight one has', () => {
    // «sullivan | susan» / «emily | sullivan»: susan × sullivan 0.81 by chance, sullivan × sullivan 1.
    const s = sims([0.38, 0.81, 1, 0]);
    expect(applyColumnSwaps([{ ...SWAP[0], top: 0.92 }], s, 1)).toBe(1);
    expect([s[0][0], s[1][0]]).toEqual([1, 0]);
    // Without a top level only the sums count: 1 is not 0.2 better than 1.19.
    const t = sims([0.38, 0.81, 1, 0]);
    expect(applyColumnSwaps(SWAP, t, 1)).toBe(0);
  });
});
