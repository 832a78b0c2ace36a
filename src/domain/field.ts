/**
 * The kind of a column, detected from its values with the header as a hint; every guess can be
 * overridden. `name` is a person's name, `names` a list of them in one cell (authors, inventors);
 * `title` an item's title (product, event, book); `text` free text (a description, a memo);
 * `start` an event's date-time (an instant), `date` any other calendar date (birth, founding);
 * `amount` money or a measured quantity, `number` any other number (a year, a count);
 * `code` a model number, SKU or postal code; `id` an identifier of a record or entity;
 * `category` one of a few repeated values; `source` the system or file a record came from.
 */
export type FieldKind =
  | 'name'
  | 'names'
  | 'title'
  | 'text'
  | 'company'
  | 'url'
  | 'domain'
  | 'email'
  | 'phone'
  | 'gtin'
  | 'country'
  | 'city'
  | 'address'
  | 'venue'
  | 'start'
  | 'date'
  | 'amount'
  | 'number'
  | 'duration'
  | 'lat'
  | 'lon'
  | 'id'
  | 'code'
  | 'category'
  | 'source'
  | 'other';

/** All field kinds, in display order. */
// prettier-ignore
export const FIELD_KINDS: readonly FieldKind[] = [
  'name', 'names', 'title', 'text', 'company', 'url', 'domain', 'email', 'phone', 'gtin', 'country', 'city', 'address',
  'venue', 'start', 'date', 'amount', 'number', 'duration', 'lat', 'lon', 'id', 'code', 'category', 'source', 'other',
];

/** What each kind means, for labels and tooltips. */
// prettier-ignore
export const FIELD_KIND_LABELS: Readonly<Record<FieldKind, string>> = {
  name: 'person name', names: 'list of person names', title: 'title of an item', text: 'free text',
  company: 'organisation', url: 'URL', domain: 'domain / website', email: 'e-mail', phone: 'phone',
  gtin: 'GTIN / EAN / UPC', country: 'country', city: 'city', address: 'address', venue: 'venue',
  start: 'date-time (start)', date: 'date', amount: 'amount', number: 'number (year, count)',
  duration: 'duration (length, running time)', lat: 'latitude',
  lon: 'longitude', id: 'identifier', code: 'code (model, SKU, postcode)', category: 'category', source: 'source',
  other: 'other',
};

/** A source column mapped to a field kind. */
export interface FieldMapping {
  column: string;
  kind: FieldKind;
}
