import type { FieldKind } from '../domain/field';
import type { ProfileInput, ProfileName } from '../core/profiles';

/** One pair case in the format of the seed cases (`pairs.json`). */
export interface PairCase {
  id: string;
  profile: ProfileName;
  expect: 'merge' | 'review' | 'distinct' | 'not-merge' | 'not-distinct';
  why?: string;
  a: Record<string, string | number>;
  b: Record<string, string | number>;
}

/** Field kinds of the case fields, per profile (a case's `name` is a company, a venue or a product). */
// prettier-ignore
const KINDS: Record<string, FieldKind> = {
  title: 'title', venue: 'venue', city: 'city', start: 'start', address: 'address', lat: 'lat', lon: 'lon',
  website: 'domain', country: 'country', url: 'url', gtin: 'gtin', email: 'email', phone: 'phone',
};
const NAME_KIND: Record<ProfileName, FieldKind> = {
  events: 'title',
  venues: 'venue',
  suppliers: 'name',
  companies: 'company',
  products: 'title',
  generic: 'name',
};

/** The two records of a case as a profile input (columns: the union of both records' fields). */
export function caseInput(c: PairCase): ProfileInput {
  const fields = [...new Set([...Object.keys(c.a), ...Object.keys(c.b)])];
  return {
    recordCount: 2,
    columns: fields.map((f) => ({
      name: f,
      kind: f === 'name' ? NAME_KIND[c.profile] : (KINDS[f] ?? 'other'),
      values: [String(c.a[f] ?? ''), String(c.b[f] ?? '')],
    })),
  };
}

/** Whether a decision satisfies a case's expectation. */
export function meetsExpectation(decision: string, expect: PairCase['expect']): boolean {
  if (expect === 'not-merge') return decision !== 'merge';
  if (expect === 'not-distinct') return decision !== 'distinct';
  return decision === expect;
}
