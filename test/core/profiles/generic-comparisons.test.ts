import { describe, expect, it } from 'vitest';
import { cutShort, genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles';
import { keysOfRecord } from '../../../src/core/block';

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

describe('generic comparison of a title', () => {
  const titles = [
    'Adobe Photoshop CS3 (Win)',
    'photoshop cs3 win',
    'Microsoft Visio Professional 2007',
    'visio 2007 professional',
    'Intuit QuickBooks Pro 2009',
    'quickbooks pro 2009',
  ];
  const makers = ['Adobe', '', 'Microsoft', '', 'Intuit', ''];
  const columns: InputColumn[] = [
    { name: 'title', kind: 'title', values: Array.from({ length: 60 }, (_, r) => titles[r % 6]) },
    { name: 'manufacturer', kind: 'company', values: Array.from({ length: 60 }, (_, r) => makers[r % 6]) },
  ];
  const prepared = genericProfile.prepare({ recordCount: 60, columns }, DEFAULT_PROFILE_SETTINGS);
  const title = prepared.comparisons.find((c) => c.name === 'title')!;

  it('compares its words as a set weighted by rarity (soft TF-IDF), not the string', () => {
    expect(title.kernel).toBe('softTfIdf');
  });

  it('has an exact rule that holds the same words in any order, keyed on the values compared', () => {
    const exact = prepared.blockingRules.find((r) => r.name === 'exact:title')!;
    const key = (r: number) => keysOfRecord(exact.keys, r).join('|');
    // The brand one shop writes in the title and the other in its column only is out of the compared title.
    expect(title.values[0]).toBe(title.values[1]);
    expect(key(0)).toBe(key(1));
    // «professional 2007» / «2007 professional»: the words agree, so does the exact rule.
    expect(key(2)).toBe(key(3));
    expect(key(4)).not.toBe(key(2));
  });
});

/** Comparison `name` of the generic profile prepared on four records' columns. */
function comparisonOf(columns: InputColumn[], name: string) {
  return genericProfile
    .prepare({ recordCount: columns[0].values.length, columns }, DEFAULT_PROFILE_SETTINGS)
    .comparisons.find((c) => c.name === name);
}

describe('generic comparison of a phone column', () => {
  it('reads every number in E.164, those without a country code in the region the names are written in', () => {
    const names = ['Иванова Елена', 'Петров Иван', 'Сидоров Пётр', 'Козлова Анна'];
    const phones = ['8 965 313 70 51', '+7 (965) 313-70-51', '89653137051', '12-34'];
    const phone = comparisonOf(
      [
        { name: 'name', kind: 'name', values: names },
        { name: 'phone', kind: 'phone', values: phones },
      ],
      'phone',
    )!;
    expect(phone.values).toEqual(['+79653137051', '+79653137051', '+79653137051', '12 34']);
  });
});

describe('generic: dates and values cut short', () => {
  it('a date in a list without people is compared by days apart; beside person names it is a birth date', () => {
    const dates = ['2023-01-02', '03/01/2023', '2023-01-09', '2023-02-01'];
    const memo = ['DIRECT DEBIT XERO', 'DIRECT DEBIT XERO', 'CARD PAYMENT SHELL', 'SALARY J KHAN'];
    const bank = [
      { name: 'memo', kind: 'text' as const, values: memo },
      { name: 'booked', kind: 'date' as const, values: dates },
    ];
    expect(comparisonOf(bank, 'booked')?.numeric?.scale).toBe('days');
    const people: InputColumn[] = [
      { name: 'name', kind: 'name', values: ['Anna Ivanova', 'Anna Ivanova', 'Olga Petrova', 'Ivan Sidorov'] },
      { name: 'born', kind: 'date', values: dates },
    ];
    expect(comparisonOf(people, 'born')?.numeric).toBeUndefined();
  });

  it('a value ending inside the other’s word is cut short; a whole word or a short value is not', () => {
    expect(cutShort('card payment to amazon e', 'card payment to amazon eu sarl')).toBe(true);
    expect(cutShort('salary jan emp 000', 'salary jan emp 0003 j khan')).toBe(true);
    expect(cutShort('the lord of the rings', 'the lord of the rings the two towers')).toBe(false);
    expect(cutShort('dune par', 'dune part two')).toBe(false); // too short to tell
    expect(cutShort('card payment to amazon e', 'card payment to shell')).toBe(false);
  });
});

describe('generic comparison of coordinates', () => {
  it('weighs a latitude and a longitude once, as one point by metres apart', () => {
    const n = 40;
    const columns: InputColumn[] = [
      { name: 'site', kind: 'other', values: Array.from({ length: n }, (_, r) => `Site ${r}`) },
      {
        name: 'Lat',
        kind: 'lat',
        values: Array.from({ length: n }, (_, r) => (r % 4 === 0 ? '0.0' : `${50 + r / 100}`)),
      },
      {
        name: 'Lng',
        kind: 'lon',
        values: Array.from({ length: n }, (_, r) => (r % 4 === 0 ? '0.0' : `${4 + r / 100}`)),
      },
    ];
    const prepared = genericProfile.prepare({ recordCount: n, columns }, DEFAULT_PROFILE_SETTINGS);
    const points = prepared.comparisons.filter((c) => c.numeric?.scale === 'metres');
    expect(points.map((c) => c.name)).toEqual(['Lat + Lng']);
    expect(prepared.comparisons.some((c) => c.name === 'Lat' || c.name === 'Lng')).toBe(false);
    // The (0, 0) placeholder rows have no point.
    expect(points[0].values[0]).toBe('');
    expect(points[0].values[1]).not.toBe('');
  });
});

describe('generic comparison of what two sources print two ways', () => {
  // One paper as two libraries list it: full given names and the venue's acronym or its words cut short on one side,
  // initials and the venue written out on the other.
  const a = [
    ['Volker Papadias, Beng Chin Ooi', 'VLDB'],
    ['Anastassia Korn', 'IEEE Trans. Knowl. Data Eng.'],
  ];
  const b = [
    ['V. Papadias, B. C. Ooi', 'Very Large Data Bases'],
    ['A. Korn', 'IEEE Transactions on Knowledge and Data Engineering'],
  ];
  const rows = Array.from({ length: 40 }, (_, r) => (r % 4 < 2 ? a : b)[r % 2]);
  const columns: InputColumn[] = [
    { name: 'authors', kind: 'names', values: rows.map((r) => r[0]) },
    { name: 'venue', kind: 'venue', values: rows.map((r) => r[1]) },
  ];
  const prepared = genericProfile.prepare({ recordCount: rows.length, columns }, DEFAULT_PROFILE_SETTINGS);
  const compared = (name: string) => prepared.comparisons.find((c) => c.name === name)!.values;

  it('compares author lists as surnames and first initials once the column abbreviates given names', () => {
    expect(compared('authors')[0]).toBe('v papadias b ooi');
    expect(compared('authors')[2]).toBe(compared('authors')[0]);
    expect(compared('authors')[3]).toBe(compared('authors')[1]);
  });

  it('compares a venue written out as the short form the column also holds', () => {
    expect(compared('venue')[2]).toBe(compared('venue')[0]);
    expect(compared('venue')[3]).toBe(compared('venue')[1]);
    expect(compared('venue')[0]).toBe('vldb');
  });

  it('keeps full given names where no value abbreviates them', () => {
    const full = rows.map((r, i) => (i % 4 < 2 ? r[0] : a[i % 2][0]));
    const p = genericProfile.prepare(
      { recordCount: rows.length, columns: [{ name: 'authors', kind: 'names', values: full }] },
      DEFAULT_PROFILE_SETTINGS,
    );
    expect(p.comparisons[0].values[0]).toBe('volker papadias beng chin ooi');
  });
});

describe('generic comparison of a website', () => {
  const sites = [
    'https://www.costa.co.uk/stores/leeds-12',
    'costa.co.uk',
    'www.costa.co.uk',
    'https://www.facebook.com/joespizza',
    'facebook.com/joespizza/',
    'https://www.facebook.com/marios',
  ];
  const valuesOf = (kind: 'domain' | 'url') => {
    const columns: InputColumn[] = [
      { name: 'website', kind, values: Array.from({ length: 60 }, (_, r) => sites[r % 6]) },
    ];
    const prepared = genericProfile.prepare({ recordCount: 60, columns }, DEFAULT_PROFILE_SETTINGS);
    return prepared.comparisons.find((c) => c.name === 'website')!.values.slice(0, 6);
  };

  it('compares the site a domain column names: its registered domain, a shared platform by its page', () => {
    const [page, bare, host, fb, fbAgain, other] = valuesOf('domain');
    expect(new Set([page, bare, host])).toEqual(new Set(['costa.co.uk']));
    expect(fb).toBe(fbAgain);
    expect(fb).not.toBe(other);
  });

  it('compares a URL column by its canonical URL: two pages of one site stay two', () => {
    const [page, bare, host] = valuesOf('url');
    expect(bare).toBe(host);
    expect(page).not.toBe(bare);
  });
});

describe('generic comparison of a code', () => {
  it('compares a code as printed without its spaces and dashes («LS2 8PJ» / «LS28PJ»)', () => {
    const codes = ['LS2 8PJ', 'LS28PJ', 'ls2-8pj', 'LS2 8PK'];
    const columns: InputColumn[] = [
      { name: 'postcode', kind: 'code', values: Array.from({ length: 60 }, (_, r) => codes[r % 4]) },
    ];
    const prepared = genericProfile.prepare({ recordCount: 60, columns }, DEFAULT_PROFILE_SETTINGS);
    const [a, b, c, d] = prepared.comparisons.find((x) => x.name === 'postcode')!.values;
    expect(new Set([a, b, c]).size).toBe(1);
    expect(d).not.toBe(a);
  });
});

describe('generic comparison of quantities with their units', () => {
  const wines = [
    ['Chateau Palmer 2014', '75cl'],
    ['CHATEAU PALMER 2014 (750ML)', '750ml'],
    ['Chateau Palmer 2014', 'Magnum 150cl'],
    ['CHATEAU PALMER 2014 (1.5L)', '1.5L'],
  ];
  const n = 40;
  const columns: InputColumn[] = [
    { name: 'wine', kind: 'title', values: Array.from({ length: n }, (_, r) => wines[r % 4][0]) },
    // Few distinct sizes: a category by its values, a quantity by what they say.
    { name: 'size', kind: 'category', values: Array.from({ length: n }, (_, r) => wines[r % 4][1]) },
  ];
  const prepared = genericProfile.prepare({ recordCount: n, columns }, DEFAULT_PROFILE_SETTINGS);
  const size = prepared.comparisons.find((c) => c.name === 'size')!;
  const wine = prepared.comparisons.find((c) => c.name === 'wine')!;
  const decide = (a: number, b: number) =>
    prepared.decide({
      left: a,
      right: b,
      similarities: prepared.comparisons.map(() => 1),
      fs: { weight: 20, probability: 1 },
    });

  it('compares a size column by quantity, however each source writes it', () => {
    expect(size.quantity).toBe(true);
    expect(size.numeric!.numbers[0]).toBeCloseTo(size.numeric!.numbers[1], 9);
    expect(size.numeric!.numbers[2]).toBeCloseTo(2 * size.numeric!.numbers[0], 9);
  });

  it('leaves out of a title the words that write the record’s own quantity', () => {
    expect(wine.values[1]).toBe(wine.values[0]);
    expect(wine.values[3]).toBe(wine.values[2]);
  });

  it('calls two quantities two things, in decide and for the fit', () => {
    expect(decide(0, 1).level).toBe('merge');
    const magnum = decide(0, 3);
    expect(magnum.level).toBe('review');
    expect(magnum.reasons.map((r) => r.code)).toContain('size-differs');
    expect(prepared.twoThings?.(0, 3)).toBe(true);
    expect(prepared.twoThings?.(0, 1)).toBe(false);
  });
});
