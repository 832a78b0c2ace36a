/**
 * Comparisons of values that are numbers, not text: a date-time compared by the days between the
 * instants (a transaction booked a day later), an amount by its relative difference (312.4 and
 * 312,40 € are one amount), a date by its canonical writing (05.02.1984 = 1984-02-05, then slips).
 * The similarity stays 0..1 so the levels and the weights treat them like any other comparison.
 */
import { dayOfInstant, parseInstant } from '../normalize/datetime';
import { foldToAscii, splitWords } from '../normalize/fold';

/** How a numeric comparison turns two numbers into a similarity. */
export type NumericScale = 'days' | 'relative';

/** Numbers of one column per record (NaN when the value is not one) and how to compare them. */
export interface NumericValues {
  numbers: Float64Array;
  scale: NumericScale;
}

/** Days apart at which two date-times are no longer alike (similarity 0). */
const DAYS_SPAN = 30;

/** A date written any way the parser knows, as YYYY-MM-DD; else its folded words. */
export function canonicalDate(raw: string): string {
  const t = parseInstant(raw.trim());
  return t === null ? splitWords(foldToAscii(raw)).join(' ') : dayOfInstant(t, 0);
}

/** An amount written with a currency, spaces, a decimal comma or a sign, as its absolute value; NaN when not one. */
export function parseAmount(raw: string): number {
  let s = raw
    .trim()
    .replace(/[\s\u00a0'’]/g, '')
    .replace(/^[^\d+-.,]+|[^\d.,]+$/g, '');
  if (s === '') return NaN;
  // «1.234,56» / «1,234.56»: the last separator is the decimal one when two kinds appear.
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0)
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (lastComma >= 0)
    s =
      /,\d{3}$/.test(s) && s.indexOf(',') === lastComma && s.replace(/^[+-]/, '').length > 4
        ? s.replace(',', '')
        : s.replace(',', '.');
  if (!/^[+-]?\d*\.?\d+$/.test(s)) return NaN;
  return Math.abs(Number(s));
}

/** The numbers of a date-time or amount column, with their scale. */
export function numericValues(values: readonly string[], scale: NumericScale): NumericValues {
  const numbers = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) {
    const v = values[r] ?? '';
    if (scale === 'days') {
      const t = v.trim() === '' ? null : parseInstant(v.trim());
      numbers[r] = t === null ? NaN : t / 86_400_000;
    } else numbers[r] = v.trim() === '' ? NaN : parseAmount(v);
  }
  return { numbers, scale };
}

/** Similarity 0..1 of two numbers on a scale; NaN when either is missing. */
export function numericSimilarity(a: number, b: number, scale: NumericScale): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (scale === 'days') return Math.max(0, 1 - Math.abs(a - b) / DAYS_SPAN);
  const m = Math.max(Math.abs(a), Math.abs(b));
  return m === 0 ? 1 : Math.max(0, 1 - Math.abs(a - b) / m);
}

/** Level thresholds: within a day / three days / ten days; within 1 % / 5 % of the larger amount. */
export const NUMERIC_THRESHOLDS: Readonly<Record<NumericScale, number[]>> = {
  days: [1 - 1 / DAYS_SPAN, 1 - 3 / DAYS_SPAN, 1 - 10 / DAYS_SPAN],
  relative: [0.99, 0.95],
};
