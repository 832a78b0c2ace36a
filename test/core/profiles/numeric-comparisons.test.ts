import { describe, expect, it } from 'vitest';
import {
  canonicalDate,
  numericSimilarity,
  numericValues,
  parseAmount,
  NUMERIC_THRESHOLDS,
} from '../../../src/core/profiles/numeric-comparisons';

describe('numeric comparisons', () => {
  it.each([
    ['312.4', 312.4],
    ['-312.40', 312.4],
    ['£312.40', 312.4],
    ['312,40 €', 312.4],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1,234', 1234],
    ['69,02', 69.02],
    ['abc', NaN],
    ['', NaN],
  ])('amount %s → %d', (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it('a date written four ways is one date', () => {
    expect(new Set(['1984-02-05', '05.02.1984', '05/02/1984', '19840205'].map(canonicalDate))).toEqual(
      new Set(['1984-02-05']),
    );
  });

  it('date-times compare by days apart: a booking two days later stays at the «three days» level', () => {
    const { numbers, scale } = numericValues(['2023-01-02', '04/01/2023', '2023-03-01', ''], 'days');
    const [day, three] = NUMERIC_THRESHOLDS.days;
    const later = numericSimilarity(numbers[0], numbers[1], scale);
    expect(later).toBeLessThan(day);
    expect(later).toBeGreaterThanOrEqual(three);
    expect(numericSimilarity(numbers[0], numbers[2], scale)).toBe(0);
    expect(numericSimilarity(numbers[0], numbers[3], scale)).toBeNaN();
  });

  it('amounts compare by relative difference', () => {
    expect(numericSimilarity(312.4, 312.4, 'relative')).toBe(1);
    expect(numericSimilarity(100, 99.5, 'relative')).toBeGreaterThanOrEqual(NUMERIC_THRESHOLDS.relative[0]);
    expect(numericSimilarity(100, 50, 'relative')).toBeLessThan(NUMERIC_THRESHOLDS.relative[1]);
  });
});
