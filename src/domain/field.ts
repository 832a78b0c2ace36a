/**
 * The kind of a column, detected from its header and values; every guess can be overridden.
 * `start` is an event's date-time (an instant); `date` is any other calendar date (birth, founding).
 */
export type FieldKind =
  | 'name' | 'title' | 'company' | 'url' | 'domain' | 'email' | 'phone' | 'gtin'
  | 'country' | 'city' | 'address' | 'venue' | 'start' | 'date' | 'lat' | 'lon' | 'id' | 'source' | 'other';

/** All field kinds, in display order. */
export const FIELD_KINDS: readonly FieldKind[] = [
  'name', 'title', 'company', 'url', 'domain', 'email', 'phone', 'gtin', 'country', 'city',
  'address', 'venue', 'start', 'date', 'lat', 'lon', 'id', 'source', 'other',
];

/** A source column mapped to a field kind. */
export interface FieldMapping {
  column: string;
  kind: FieldKind;
}
