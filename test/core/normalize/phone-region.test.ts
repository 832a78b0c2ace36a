import { describe, expect, it } from 'vitest';
import {
  countryCodeOf,
  defaultPhoneRegion,
  normalizePhone,
  rowPhoneRegions,
  type RegionColumn,
} from '../../../src/core/normalize/phone';

const col = (kind: string, ...values: string[]): RegionColumn => ({ kind, values });

describe('countryCodeOf', () => {
  it.each([
    ['RU', 'RU'],
    ['ru', 'RU'],
    ['Russia', 'RU'],
    ['Россия', 'RU'],
    ['РФ', 'RU'],
    ['Deutschland', 'DE'],
    ['Германия', 'DE'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['Франция', 'FR'],
    [' gb ', 'GB'],
    ['XX', null],
    ['', null],
    ['Atlantis', null],
  ])('%j → %j', (cell, code) => {
    expect(countryCodeOf(cell)).toBe(code);
  });
});

describe('defaultPhoneRegion', () => {
  it.each<[string, RegionColumn[], string | null, string | null]>([
    [
      'a country column',
      [col('country', 'DE', 'Deutschland', 'Germany', 'FR'), col('name', 'Иван')],
      'DE',
      'country column',
    ],
    [
      'a country column split between countries gives way to the coded numbers',
      [col('country', 'DE', 'FR'), col('phone', '+44 20 7946 0958', '+44 20 7946 0959', '+44 161 496 0000')],
      'GB',
      'country codes',
    ],
    [
      'the majority of numbers with a country code',
      [
        col('name', 'John', 'Mary'),
        col('phone', '+44 20 7946 0958', '0044 20 7946 0959', '+44 161 496 0000', '020 7946 0000'),
      ],
      'GB',
      'country codes',
    ],
    [
      'too few coded numbers to outvote the names',
      [col('name', 'Иван Петров', 'Пётр Громов'), col('phone', '+44 20 7946 0958', '8 965 313 70 51')],
      'RU',
      'name script',
    ],
    [
      'Cyrillic names',
      [col('name', 'Иван Петров', 'Пётр Громов', 'John Smith'), col('phone', '8 965 313 70 51', '8 (905) 529-7921')],
      'RU',
      'name script',
    ],
    [
      'Ukrainian letters',
      [col('name', 'Олексій Ковальчук', 'Тетяна Їжакевич'), col('city', 'Київ')],
      'UA',
      'name script',
    ],
    ['Greek names', [col('company', 'Αθηναϊκή Ζυθοποιία', 'Ελληνικά Πετρέλαια')], 'GR', 'name script'],
    ['Latin names tell no country', [col('name', 'John Smith', 'Marie Curie'), col('phone', '555 0100')], null, null],
    ['nothing at all', [], null, null],
  ])('%s', (_, columns, region, basis) => {
    const guess = defaultPhoneRegion(columns);
    expect(guess?.region ?? null).toBe(region);
    expect(guess?.basis ?? null).toBe(basis);
  });

  it('reads «8 965 313 70 51» and «8 (905) 529-7921» as +7 in a Cyrillic list', () => {
    const region = defaultPhoneRegion([col('name', 'Иван Петров'), col('phone', '8 965 313 70 51')])?.region;
    expect(['8 965 313 70 51', '8 (905) 529-7921'].map((p) => normalizePhone(p, { defaultCountry: region }))).toEqual([
      '+79653137051',
      '+79055297921',
    ]);
  });
});

describe('rowPhoneRegions', () => {
  it('reads each row in its own country, else the fallback; «00» is the international prefix without a region', () => {
    const columns = [
      col('country', 'United Kingdom', 'Deutschland', '', 'FR'),
      col('phone', '0161 232 6279', '040 3555 0512', '0161 232 6279', '04 45 79 55 36'),
    ];
    const regions = rowPhoneRegions(columns, undefined);
    expect(regions).toEqual(['GB', 'DE', undefined, 'FR']);
    expect(columns[1].values.map((p, r) => normalizePhone(p, { defaultCountry: regions[r] }))).toEqual([
      '+441612326279',
      '+494035550512',
      null,
      '+33445795536',
    ]);
    expect(rowPhoneRegions(columns, 'GB')[2]).toBe('GB');
    expect(rowPhoneRegions([col('phone', '1')], 'GB')).toEqual([]);
    expect(normalizePhone('0044 1223 836751')).toBe('+441223836751');
  });
});
