import { describe, expect, it } from 'vitest';
import {
  canonicalDate,
  numericSimilarity,
  numericValues,
  NUMERIC_THRESHOLDS,
  pointValues,
  withPoints,
} from '../../../src/core/profiles/numeric-comparisons';
import { amountRange, parseAmount } from '../../../src/core/normalize/amount';

describe('numeric comparisons', () => {
  it.each([
    ['312.4', 312.4],
    ['-312.40', -312.4],
    ['(1,234.50)', -1234.5],
    ['£312.40', 312.4],
    ['312,40 €', 312.4],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1,234', 1234],
    ['69,02', 69.02],
    ['88.2k', 88200],
    ['£15K', 15000],
    ['87,901 miles', 87901],
    ['abc', NaN],
    ['', NaN],
  ])('amount %s → %d', (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it.each([
    ['£33,000 - £38,000', [33000, 38000]],
    ['33k-38k', [33000, 38000]],
    ['41-46k', [41000, 46000]],
    ['от 50 000 до 70 000 ₽', [50000, 70000]],
    ['10 to 20 EUR', [10, 20]],
    ['1.5k – 2k', [1500, 2000]],
    ['1234-5678', null],
    ['555-1234', null],
    ['2019 - 2021', null],
    ['2025-07-29', null],
    ['38k-33k', null],
    ['AB-12', null],
  ])('range %s → %j', (raw, range) => {
    expect(amountRange(raw)).toEqual(range);
  });

  it('a range is one amount, its middle: one salary written as a range, in thousands and as a figure agrees', () => {
    expect(parseAmount('£33,000 - £38,000')).toBe(35500);
    expect(parseAmount('33k-38k')).toBe(35500);
    expect(parseAmount('35500')).toBe(35500);
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

  it('a sign counts where one source writes both (a credit note beside its invoice), not where it is a convention', () => {
    // One list of invoices and credit notes: −109.68 is not 109.68.
    const mixed = numericValues(['109.68', '-109.68', '£250.00'], 'relative');
    expect(Array.from(mixed.numbers)).toEqual([109.68, -109.68, 250]);
    expect(numericSimilarity(mixed.numbers[0], mixed.numbers[1], 'relative')).toBe(0);
    // A bank writes every debit negative, the ledger positive: one payment, two conventions.
    const linked = numericValues(['-50.00', '-12.5', '50', '12.50'], 'relative', [0, 0, 1, 1]);
    expect(Array.from(linked.numbers)).toEqual([50, 12.5, 50, 12.5]);
    // The same rows as one source: the signs are written both ways there, so they count.
    expect(Array.from(numericValues(['-50.00', '-12.5', '50', '12.50'], 'relative').numbers)).toEqual([
      -50, -12.5, 50, 12.5,
    ]);
  });

  it('amounts compare by relative difference', () => {
    expect(numericSimilarity(312.4, 312.4, 'relative')).toBe(1);
    expect(numericSimilarity(100, 99.5, 'relative')).toBeGreaterThanOrEqual(NUMERIC_THRESHOLDS.relative[0]);
    expect(numericSimilarity(100, 50, 'relative')).toBeLessThan(NUMERIC_THRESHOLDS.relative[1]);
  });

  it('a price with and without 20 % VAT still reaches the lowest amount level; half of it does not', () => {
    const lowest = Math.min(...NUMERIC_THRESHOLDS.relative);
    expect(numericSimilarity(100, 120, 'relative')).toBeGreaterThanOrEqual(lowest);
    expect(numericSimilarity(100, 119, 'relative')).toBeLessThan(NUMERIC_THRESHOLDS.relative[1]);
    expect(numericSimilarity(100, 50, 'relative')).toBeLessThan(lowest);
    expect(numericSimilarity(74.99, 14.83, 'relative')).toBeLessThan(lowest);
  });
});

describe('a latitude and a longitude as one point', () => {
  const lat = ['55.7558', '55.7562', '55.7558', '35.7558', '0.0', '', 'north'];
  const lon = ['37.6173', '37.6173', '37.7000', '37.6173', '0.0', '37.6', '37.6'];

  it('compares points by metres apart: 45 m, 5 km, another city, missing', () => {
    const { numbers, second, scale } = pointValues(lat, lon);
    const sim = (a: number, b: number) => numericSimilarity(numbers[a], numbers[b], scale, second![a], second![b]);
    const [within100m, within1km] = NUMERIC_THRESHOLDS.metres;
    expect(sim(0, 1)).toBeGreaterThanOrEqual(within100m);
    expect(sim(0, 2)).toBeLessThan(within1km);
    expect(sim(0, 2)).toBeGreaterThan(0);
    // The same digits but one: 2,200 km apart (edit distance called these alike).
    expect(sim(0, 3)).toBe(0);
    expect(sim(0, 5)).toBeNaN();
    expect(sim(0, 6)).toBeNaN();
  });

  it('makes one column of the two and reads (0, 0) as no point', () => {
    const columns = [
      { name: 'name', kind: 'name' as const, values: lat.map((_, r) => `n${r}`) },
      { name: 'lat', kind: 'lat' as const, values: lat },
      { name: 'lng', kind: 'lon' as const, values: lon },
    ];
    const { columns: out, point } = withPoints(columns);
    expect(out.map((c) => c.name)).toEqual(['name', 'lat + lng']);
    expect(point!.column).toBe(out[1]);
    expect(point!.numeric.scale).toBe('metres');
    expect(out[1].values[4]).toBe('');
    expect(point!.numeric.numbers[4]).toBeNaN();
    expect(out[1].values[0]).not.toBe('');
    // Without a longitude the latitude stays as it is.
    expect(withPoints(columns.slice(0, 2)).columns.map((c) => c.name)).toEqual(['name', 'lat']);
  });

  it('pairs two columns that both read as latitudes (neutral headers, a list where longitudes fit one too)', () => {
    const columns = [
      { name: 'c5', kind: 'lat' as const, values: lat },
      { name: 'c7', kind: 'lat' as const, values: lon },
    ];
    const { columns: out, point } = withPoints(columns);
    expect(out.map((c) => c.name)).toEqual(['c5 + c7']);
    const { numbers, second, scale } = point!.numeric;
    expect(numericSimilarity(numbers[0], numbers[1], scale, second![0], second![1])).toBeGreaterThanOrEqual(
      NUMERIC_THRESHOLDS.metres[0],
    );
  });
});
