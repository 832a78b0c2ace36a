import { describe, expect, it } from 'vitest';
import { sourcesListingOnce } from '../../../src/core/profiles/list-sources';
import type { InputColumn, ProfileInput } from '../../../src/core/profiles';
import { gtinCheckDigit } from '../../fixtures/generate/gtin';

const gtin = (k: number) => {
  const body = `50${String(1000000000 + k)}`;
  return body + gtinCheckDigit(body);
};
const input = (columns: InputColumn[]): ProfileInput => ({ recordCount: columns[0].values.length, columns });

describe('sourcesListingOnce', () => {
  // Forty products, each listed by two of three sources (rows of one GTIN never in one source).
  const sites = ['a', 'b', 'c'];
  const rows = Array.from({ length: 40 }, (_, k) => [
    [sites[k % 3], gtin(k)],
    [sites[(k + 1) % 3], gtin(k)],
  ]).flat();

  it('reads a source column whose rows of one GTIN never share a source as listing a thing once', () => {
    const once = sourcesListingOnce(
      input([
        { name: 'site', kind: 'source', values: rows.map((r) => r[0]) },
        { name: 'barcode', kind: 'gtin', values: rows.map((r) => r[1]) },
      ]),
    );
    expect(once).toBeDefined();
    expect(once![0]).not.toBe(once![1]);
    expect(once![0]).toBe(once![6]);
  });

  it('not when one source holds its own duplicates (a customer file), nor without GTINs', () => {
    // Every product's second row in the first row's source.
    const dup = rows.map((r, i) => (i % 2 === 1 ? rows[i - 1][0] : r[0]));
    expect(
      sourcesListingOnce(
        input([
          { name: 'site', kind: 'source', values: dup },
          { name: 'barcode', kind: 'gtin', values: rows.map((r) => r[1]) },
        ]),
      ),
    ).toBeUndefined();
    expect(
      sourcesListingOnce(input([{ name: 'site', kind: 'source', values: rows.map((r) => r[0]) }])),
    ).toBeUndefined();
  });

  it('reads the rows one of the things’ own identifiers ties together when there is no GTIN (a VIN, a plate)', () => {
    const vins = rows.map((_, i) => `WVWZZZ1K${String(100000000 + Math.floor(i / 2)).slice(1)}`);
    const columns = [{ name: 'portal', kind: 'source' as const, values: rows.map((r) => r[0]) }];
    const once = sourcesListingOnce(input(columns), vins);
    expect(once).toBeDefined();
    expect(once![0]).not.toBe(once![1]);
    // The same rows in one source each: no.
    const dup = rows.map((r, i) => (i % 2 === 1 ? rows[i - 1][0] : r[0]));
    expect(sourcesListingOnce(input([{ ...columns[0], values: dup }]), vins)).toBeUndefined();
  });
});
