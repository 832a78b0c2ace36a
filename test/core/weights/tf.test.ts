import { describe, expect, it } from 'vitest';
import {
  addTfAdjustments,
  termFrequencyTables,
  tfAdjustment,
  tfEligible,
  tfTable,
  valueCounts,
  valueStatistics,
} from '../../../src/core/weights/tf';
import { thresholdComparison } from '../../../src/core/weights';

// Six records: «smith» held by three people (one of them written twice), «zhou» by one person written twice.
const values = ['smith', 'smith', 'smith', 'smith', 'zhou', 'zhou', ''];
const left = Uint32Array.of(0, 4, 2);
const right = Uint32Array.of(1, 5, 3);

describe('term-frequency tables', () => {
  it('counts a value once per entity the unadjusted model joins, records as they are', () => {
    const counts = valueCounts(values, left, right, (p) => p !== 2); // pair 2 (smith 2–3) is no match
    expect(counts.get('smith')).toEqual({ records: 4, entities: 3 });
    expect(counts.get('zhou')).toEqual({ records: 2, entities: 1 });
    expect(counts.has('')).toBe(false);
    expect(valueStatistics(values, counts)).toEqual({ words: 1, shared: 4 / 6 });
  });

  it('applies to short values several entities share, not to identifiers or free text', () => {
    expect(tfEligible({ words: 1, shared: 0.6 })).toBe(true);
    expect(tfEligible({ words: 1, shared: 0.01 })).toBe(false);
    expect(tfEligible({ words: 5.2, shared: 0.9 })).toBe(false);
  });

  it("adjusts by log2(u_level / u_v), leaving out the pair's own entity, within its bounds", () => {
    const counts = valueCounts(values, left, right, (p) => p !== 2);
    // u_smith = 4 × (1 − 1/3) / 6 records; zhou is one person's: u = 1/6, no rarer than one record.
    const t = tfTable(0, 1, 0.25, 5, values, counts, { maxBonus: 10, maxWords: 2, minShared: 0.2 });
    expect(t.adjustment.get('smith')).toBeCloseTo(Math.log2(0.25 / ((4 * 2) / 3 / 6)), 9);
    expect(t.adjustment.get('zhou')).toBeCloseTo(Math.log2(0.25 * 6), 9);
    // A rare value gains at most maxBonus; a common one never takes the level below 0 bits.
    expect(tfTable(0, 1, 0.9, 5, values, counts).adjustment.get('zhou')).toBe(2);
    expect(tfTable(0, 1, 0.001, 1.5, values, counts).adjustment.get('smith')).toBe(-1.5);
  });

  it('adjusts a pair only on exact agreement on one value', () => {
    const t = tfTable(
      0,
      1,
      0.25,
      5,
      values,
      valueCounts(values, left, right, () => true),
    );
    expect(tfAdjustment(t, 1, 0, 1)?.value).toBe('smith');
    expect(tfAdjustment(t, 2, 0, 1)).toBeUndefined(); // a fuzzy level
    expect(tfAdjustment(t, 1, 0, 4)).toBeUndefined(); // swapped name parts reach «exact» with other values
    const totals = Float64Array.of(1, 1, 1);
    const vectors = { pairCount: 3, fieldCount: 1, levelCounts: Uint8Array.of(3), levels: Uint8Array.of(1, 1, 2) };
    addTfAdjustments(totals, vectors, [t], left, right);
    expect(totals[0]).toBeCloseTo(1 + t.adjustment.get('smith')!, 9);
    expect(totals[1]).toBeCloseTo(1 + t.adjustment.get('zhou')!, 9);
    expect(totals[2]).toBe(1);
  });

  it('builds tables only for comparisons that qualify', () => {
    const ids = ['a', 'a', 'b', 'c', 'd', 'd', 'e'];
    const comparisons = [thresholdComparison('surname', []), thresholdComparison('id', [])];
    const u = [Float64Array.of(0, 0.25, 0.75), Float64Array.of(0, 0.01, 0.99)];
    const w = [Float64Array.of(0, 2, -1), Float64Array.of(0, 6, -3)];
    const tables = termFrequencyTables(comparisons, [values, ids], u, w, Float64Array.of(5, 5, -5), { left, right });
    expect(tables.map((t) => t.field)).toEqual([0]);
  });
});
