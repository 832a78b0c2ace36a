/**
 * Comparisons of values that are numbers, not text: a date-time compared by the days between the
 * instants (a transaction booked a day later), an amount by its relative difference (312.4 and
 * 312,40 € are one amount), a date by its canonical writing (05.02.1984 = 1984-02-05, then slips).
 * The similarity stays 0..1 so the levels and the weights treat them like any other comparison.
 */
import { dayOfInstant, parseInstant } from '../normalize/datetime';
import { parseAmount } from '../normalize/amount';
import { foldToAscii, splitWords } from '../normalize/fold';
import { haversineMetres, parseLatitude, parseLongitude, placeholderPoints } from '../normalize/geo';
import type { InputColumn } from './types';

/** How a numeric comparison turns two numbers into a similarity. */
export type NumericScale = 'days' | 'relative' | 'metres';

/** Numbers of one column per record (NaN when the value is not one) and how to compare them. */
export interface NumericValues {
  numbers: Float64Array;
  scale: NumericScale;
  /** A point's longitude per record (`numbers` holds its latitude), for the `metres` scale. */
  second?: Float64Array;
  /** Amounts that kept their sign: some source writes both (see {@link numericValues}). */
  signed?: boolean;
}

/** Days apart at which two date-times are no longer alike (similarity 0). */
const DAYS_SPAN = 30;
/** Metres apart at which two points are no longer alike (similarity 0). */
export const METRES_SPAN = 10_000;

/** A date written any way the parser knows, as YYYY-MM-DD; else its folded words. */
export function canonicalDate(raw: string): string {
  const t = parseInstant(raw.trim());
  return t === null ? splitWords(foldToAscii(raw)).join(' ') : dayOfInstant(t, 0);
}

/**
 * The numbers of a date-time or amount column, with their scale. An amount keeps its sign only where a source writes
 * both signs (`sourceOf`: source per record, else one source): there the sign says which way the money went (a credit
 * note beside its invoice); a source writing every amount with one sign writes its own convention (a bank's debits as
 * «-50.00», a ledger's as «50.00»), so amounts are compared as sizes.
 */
export function numericValues(
  values: readonly string[],
  scale: NumericScale,
  sourceOf?: ArrayLike<number>,
): NumericValues {
  const numbers = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) {
    const v = values[r] ?? '';
    if (scale === 'days') {
      const t = v.trim() === '' ? null : parseInstant(v.trim());
      numbers[r] = t === null ? NaN : t / 86_400_000;
    } else numbers[r] = v.trim() === '' ? NaN : parseAmount(v);
  }
  if (scale !== 'relative') return { numbers, scale };
  const signed = signsWrittenBothWays(numbers, sourceOf);
  if (!signed) for (let r = 0; r < numbers.length; r++) numbers[r] = Math.abs(numbers[r]);
  return { numbers, scale, signed };
}

/** Whether some source holds both a negative and a positive number. */
function signsWrittenBothWays(numbers: Float64Array, sourceOf?: ArrayLike<number>): boolean {
  const signs = new Map<number, number>(); // source → bit 1 negative, bit 2 positive
  for (let r = 0; r < numbers.length; r++) {
    const x = numbers[r];
    if (x === 0 || Number.isNaN(x)) continue;
    const s = sourceOf?.[r] ?? 0;
    const bits = (signs.get(s) ?? 0) | (x < 0 ? 1 : 2);
    if (bits === 3) return true;
    signs.set(s, bits);
  }
  return false;
}

/**
 * A latitude and a longitude column as one point per record: the two are one fact (where the record is), so they are
 * one comparison, by metres apart; a row without both parsed is missing.
 */
export function pointValues(lat: readonly string[], lon: readonly string[]): NumericValues {
  const numbers = new Float64Array(lat.length);
  const second = new Float64Array(lat.length);
  for (let r = 0; r < lat.length; r++) {
    const [y, x] = [parseLatitude(lat[r] ?? ''), parseLongitude(lon[r] ?? '')];
    [numbers[r], second[r]] = y === null || x === null ? [NaN, NaN] : [y, x];
  }
  return { numbers, second, scale: 'metres' };
}

/**
 * Similarity 0..1 of two numbers on a scale; NaN when either is missing. On the `metres` scale `a` and `b` are
 * latitudes and `a2`, `b2` their longitudes.
 */
export function numericSimilarity(a: number, b: number, scale: NumericScale, a2 = NaN, b2 = NaN): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (scale === 'metres')
    return Number.isNaN(a2) || Number.isNaN(b2) ? NaN : Math.max(0, 1 - haversineMetres(a, a2, b, b2) / METRES_SPAN);
  if (scale === 'days') return Math.max(0, 1 - Math.abs(a - b) / DAYS_SPAN);
  const m = Math.max(Math.abs(a), Math.abs(b));
  return m === 0 ? 1 : Math.max(0, 1 - Math.abs(a - b) / m);
}

/**
 * Level thresholds: within a day / three days / ten days; within 1 % / 5 % / 20 % of the larger amount (one price with
 * and without a 20 % VAT, or in two shops); within 100 m / 1 km.
 */
export const NUMERIC_THRESHOLDS: Readonly<Record<NumericScale, number[]>> = {
  days: [1 - 1 / DAYS_SPAN, 1 - 3 / DAYS_SPAN, 1 - 10 / DAYS_SPAN],
  relative: [0.99, 0.95, 0.8],
  metres: [1 - 100 / METRES_SPAN, 1 - 1000 / METRES_SPAN],
};

/**
 * A latitude and a longitude column become one column of points, compared once by metres apart (one fact: where the
 * record is); a row at the (0, 0) placeholder (geo.ts placeholderPoints) or without both parsed has no point.
 */
export function withPoints(columns: readonly InputColumn[]): { columns: InputColumn[]; point?: PointColumn } {
  const lat = columns.find((c) => c.kind === 'lat');
  // Two columns whose values both fit a latitude (headers gone, a list far from the poles and the date line) are the
  // point's two halves: which is which moves a distance by at most the cosine of the latitude.
  const lon = columns.find((c) => c.kind === 'lon') ?? columns.filter((c) => c.kind === 'lat')[1];
  if (!lat || !lon) return { columns: [...columns] };
  const numeric = pointValues(lat.values, lon.values);
  for (const r of placeholderPoints(lat.values, lon.values)) numeric.numbers[r] = numeric.second![r] = NaN;
  const values = Array.from(numeric.numbers, (y, r) => (Number.isNaN(y) ? '' : `${y} ${numeric.second![r]}`));
  const column: InputColumn = { name: `${lat.name} + ${lon.name}`, kind: 'lat', values };
  return { columns: columns.flatMap((c) => (c === lat ? [column] : c === lon ? [] : [c])), point: { column, numeric } };
}

/** The point column withPoints made and its numbers. */
export interface PointColumn {
  column: InputColumn;
  numeric: NumericValues;
}
