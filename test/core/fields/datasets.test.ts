import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../../src/domain/field';
import { detectFieldKindsFromRows } from '../../../src/core/fields';

const root = new URL('../../../../shared/datasets/', import.meta.url);

/** A data set's header and its first 300 rows, trimmed. */
function load(path: string): { header: string[]; rows: string[][] } {
  const text = readFileSync(new URL(path, root), 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true, preview: 301 }).data;
  const trim = (r: string[]) => r.map((c) => c.trim());
  return { header: trim(header), rows: rows.map(trim) };
}

/** Kinds per real column name; with `neutral`, the headers become c1, c2 … in a shuffled order. */
function detect(path: string, neutral = false): Record<string, FieldKind> {
  const { header, rows } = load(path);
  // A fixed permutation (reversed, then every other), so no column keeps its position or its name.
  const order = [...header.keys()].reverse();
  const shuffled = [...order.filter((_, i) => i % 2 === 0), ...order.filter((_, i) => i % 2 === 1)];
  const names = neutral ? shuffled.map((_, k) => `c${k + 1}`) : shuffled.map((c) => header[c]);
  const found = detectFieldKindsFromRows(
    names,
    rows.map((r) => shuffled.map((c) => r[c] ?? '')),
  );
  return Object.fromEntries(found.map((d, k) => [header[shuffled[k]], d.kind]));
}

/** Expected kinds of the columns that matter (real headers); columns not listed are free to be anything. */
const EXPECTED: [string, Record<string, FieldKind>][] = [
  [
    'febrl/dataset1.csv',
    {
      rec_id: 'id',
      given_name: 'name',
      surname: 'name',
      street_number: 'address',
      address_1: 'address',
      address_2: 'address',
      suburb: 'city',
      postcode: 'code',
      state: 'category',
      date_of_birth: 'date',
      soc_sec_id: 'id',
    },
  ],
  [
    'febrl/dataset4a.csv',
    { given_name: 'name', surname: 'name', suburb: 'city', date_of_birth: 'date', soc_sec_id: 'id' },
  ],
  ['abt-buy/AbtBuy_Abt.csv', { unique_id: 'id', title: 'title', description: 'text', price: 'amount' }],
  ['abt-buy/AbtBuy_Buy.csv', { unique_id: 'id', title: 'title', description: 'text', price: 'amount' }],
  [
    'fodors-zagats/single-table/fz.csv',
    // Restaurants are names of things («art's delicatessen», «the palm»), not people's (D133).
    { id: 'id', name: 'title', addr: 'address', city: 'city', phone: 'phone', type: 'category' },
  ],
  ['fodors-zagats/two-table/tableA.csv', { name: 'title', addr: 'address', city: 'city', phone: 'phone' }],
  [
    'splink-fake1000/fake_1000.csv',
    { unique_id: 'id', first_name: 'name', surname: 'name', dob: 'date', city: 'city', email: 'email' },
  ],
  ['dedupe-patstat/patstat_input.csv', { person_id: 'id', Lat: 'lat', Lng: 'lon', Name: 'name', Coauthor: 'names' }],
  ['dedupe-patstat/patstat_reference.csv', { person_id: 'id', leuven_id: 'id', person_name: 'company' }],
  [
    'dedupe-chicago-ece/csv_example_input_with_true_ids.csv',
    {
      Id: 'id',
      Source: 'source',
      'Site name': 'title',
      Address: 'address',
      Phone: 'phone',
      Agency: 'company',
      // the source file's later columns are shifted: the values decide
      'Email Address': 'date',
      'Purple binder service type': 'email',
      'NAEYC Valid Until': 'name',
      'Center Director': 'domain',
    },
  ],
];

/**
 * The columns whose values alone tell their kind: under neutral headers they keep the kind the real
 * header gives. (A suburb, a street number or a restaurant's name needs its header to be told from a
 * word, a count or a title; those are not listed.)
 */
const INFORMATIVE: [string, string[]][] = [
  ['febrl/dataset1.csv', ['rec_id', 'given_name', 'surname', 'address_1', 'state', 'date_of_birth']],
  ['febrl/dataset3.csv', ['rec_id', 'given_name', 'surname', 'address_1', 'state', 'date_of_birth', 'soc_sec_id']],
  ['febrl/dataset4a.csv', ['rec_id', 'given_name', 'surname', 'address_1', 'state', 'date_of_birth', 'soc_sec_id']],
  ['abt-buy/AbtBuy_Abt.csv', ['unique_id', 'title', 'description', 'price']],
  ['abt-buy/AbtBuy_Buy.csv', ['unique_id', 'title', 'price']],
  ['fodors-zagats/single-table/fz.csv', ['id', 'addr', 'phone']],
  ['splink-fake1000/fake_1000.csv', ['unique_id', 'first_name', 'surname', 'dob', 'email']],
  ['dedupe-patstat/patstat_input.csv', ['person_id', 'Coauthor']],
  ['dedupe-patstat/patstat_reference.csv', ['person_id', 'person_name']],
  [
    'dedupe-chicago-ece/csv_example_input_with_true_ids.csv',
    [
      'Id',
      'Source',
      'Address',
      'Fax',
      'Email Address',
      'Purple binder service type',
      'NAEYC Valid Until',
      'Center Director',
    ],
  ],
];

describe('field kinds of the labelled datasets', () => {
  it.each(EXPECTED)('%s', (path, expected) => {
    const found = detect(path);
    for (const [column, kind] of Object.entries(expected))
      expect({ column, kind: found[column] }).toEqual({ column, kind });
  });
});

describe('neutral headers (c1, c2 … in shuffled order) give the informative columns the same kinds', () => {
  it.each(INFORMATIVE)('%s', (path, columns) => {
    const real = detect(path);
    const neutral = detect(path, true);
    for (const column of columns) expect({ column, kind: neutral[column] }).toEqual({ column, kind: real[column] });
  });
});
