/**
 * A header's claim checked value by value: the share of a column's values that fit the kind its
 * header names (detect.ts weighs it against what the values alone say, values.ts).
 */
import type { FieldKind } from '../../domain/field';
import { parseDateTime } from '../normalize/datetime';
import { parseDuration } from '../normalize/duration';
import { parseNumber, present, VALUE_TESTS } from './stats';

/** Looser tests for checking a header's claim (local 7-digit phones, `0.0` coordinates, a URL's path). */
const FITS: Partial<Record<FieldKind, (v: string) => boolean>> = {
  email: VALUE_TESTS.email,
  phone: (v) =>
    /^(?:\+|00)?[\d\s().\-/]{7,22}$/.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15,
  lat: (v) => /^[+-]?\d{1,3}(?:[.,]\d+)?$/.test(v) && Math.abs(Number(v.replace(',', '.'))) <= 90,
  lon: (v) => /^[+-]?\d{1,3}(?:[.,]\d+)?$/.test(v) && Math.abs(Number(v.replace(',', '.'))) <= 180,
  url: (v) => VALUE_TESTS.url(v) || VALUE_TESTS.domain(v),
  domain: (v) => VALUE_TESTS.url(v) || VALUE_TESTS.domain(v),
  gtin: VALUE_TESTS.gtin,
  country: (v) => v.length >= 2 && !/\d/.test(v),
  start: (v) => parseDateTime(v) !== null,
  date: (v) => parseDateTime(v) !== null,
  amount: (v) => parseNumber(v) !== null,
  duration: (v) => parseDuration(v) !== null,
};

/** Kinds whose claim a header makes can be checked value by value. */
export const CHECKABLE: ReadonlySet<FieldKind> = new Set(Object.keys(FITS) as FieldKind[]);

/** The share of a sample's non-empty values that fit a kind (0 when the kind has no test). */
export function valueShare(kind: FieldKind, sample: readonly string[]): number {
  const values = present(sample);
  const test = FITS[kind];
  if (values.length === 0 || !test) return 0;
  return values.filter(test).length / values.length;
}
