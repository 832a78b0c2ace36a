import { describe, expect, it } from 'vitest';
import { genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles';

/** The kernel the generic profile compares column `name` of `columns` with. */
function kernelOf(columns: InputColumn[], name: string): string | undefined {
  const recordCount = columns[0].values.length;
  const prepared = genericProfile.prepare({ recordCount, columns }, DEFAULT_PROFILE_SETTINGS);
  return prepared.comparisons.find((c) => c.name === name)?.kernel;
}

const SHOPS = ['PRET A MANGER', 'Pret', 'AMAZON EU SARL', 'Amazon', 'ACME CLEANING LIMITED', 'Acme Cleaning'];

describe('generic comparisons of a column whose kind is unknown', () => {
  it('compares words (names of things, written short on one side) by Jaro–Winkler', () => {
    const values = Array.from({ length: 60 }, (_, r) => SHOPS[r % SHOPS.length]);
    expect(kernelOf([{ name: 'counterparty', kind: 'other', values }], 'counterparty')).toBe('jaroWinkler');
  });

  it('keeps edit distance for codes, where a shared beginning says nothing', () => {
    const values = Array.from({ length: 60 }, (_, r) => `AB-${1000 + r * 7}`);
    expect(kernelOf([{ name: 'ref', kind: 'other', values }], 'ref')).toBe('levenshtein');
  });

  it('keeps edit distance when more than a tenth of the values carry digits', () => {
    const values = Array.from({ length: 60 }, (_, r) => (r % 5 === 0 ? `Depot ${r}` : SHOPS[r % SHOPS.length]));
    expect(kernelOf([{ name: 'counterparty', kind: 'other', values }], 'counterparty')).toBe('levenshtein');
  });
});
