import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../../src/domain/field';
import { detectFieldKindsFromRows } from '../../../src/core/fields';

const root = new URL('../../../../shared/datasets/', import.meta.url);

function detect(path: string): Record<string, FieldKind> {
  const text = readFileSync(new URL(path, root), 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true, preview: 301 }).data;
  const trim = (r: string[]) => r.map((c) => c.trim());
  const found = detectFieldKindsFromRows(trim(header), rows.map(trim));
  return Object.fromEntries(found.map((d) => [d.column, d.kind]));
}

/** Expected kinds of the columns that matter; columns not listed are free to be anything. */
const EXPECTED: [string, Record<string, FieldKind>][] = [
  ['febrl/dataset1.csv', {
    rec_id: 'id', given_name: 'name', surname: 'name', street_number: 'address', address_1: 'address',
    address_2: 'address', suburb: 'city', postcode: 'other', state: 'other', date_of_birth: 'date', soc_sec_id: 'id',
  }],
  ['febrl/dataset4a.csv', { given_name: 'name', surname: 'name', suburb: 'city', date_of_birth: 'date' }],
  ['abt-buy/AbtBuy_Abt.csv', { unique_id: 'id', title: 'title', description: 'other', price: 'other' }],
  ['abt-buy/AbtBuy_Buy.csv', { unique_id: 'id', title: 'title', description: 'other', price: 'other' }],
  ['fodors-zagats/single-table/fz.csv', { id: 'id', name: 'name', addr: 'address', city: 'city', phone: 'phone', type: 'other' }],
  ['fodors-zagats/two-table/tableA.csv', { name: 'name', addr: 'address', city: 'city', phone: 'phone' }],
  ['splink-fake1000/fake_1000.csv', { unique_id: 'id', first_name: 'name', surname: 'name', dob: 'date', city: 'city', email: 'email' }],
  ['dedupe-patstat/patstat_input.csv', { person_id: 'id', Lat: 'lat', Lng: 'lon', Name: 'name' }],
  ['dedupe-patstat/patstat_reference.csv', { person_id: 'id', leuven_id: 'id', person_name: 'company' }],
  ['dedupe-chicago-ece/csv_example_input_with_true_ids.csv', {
    Id: 'id', Source: 'source', 'Site name': 'name', Address: 'address', Phone: 'phone', Agency: 'company',
    // the source file's later columns are shifted: the values decide
    'Email Address': 'date', 'Purple binder service type': 'email', 'Number per Site HS': 'other',
  }],
];

describe('field kinds of the labelled datasets', () => {
  it.each(EXPECTED)('%s', (path, expected) => {
    const found = detect(path);
    for (const [column, kind] of Object.entries(expected)) expect({ column, kind: found[column] }).toEqual({ column, kind });
  });
});
