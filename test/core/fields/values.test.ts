import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../../src/domain/field';
import { kindFromValues, valueShare, valueEvidence } from '../../../src/core/fields';

/** n values made by f(i). */
const gen = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

// prettier-ignore
const GIVEN = [
  'James', 'Olivia', 'Jack', 'Emily', 'Thomas', 'Sophie', 'Daniel', 'Chloe', 'Liam', 'Ruth', 'Zorba', 'Quentin',
  'Hannah', 'Oscar', 'Grete', 'Maeve', 'Tobias',
];
// prettier-ignore
const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Nguyen', 'Walker', 'Patel', 'Okafor', 'Kowalczyk', 'Brennan', 'Harris', 'Lindqvist',
  'Moreau', 'Fischer', 'Abernathy', 'Quist',
];
// prettier-ignore
const RU = [
  'Громов Пётр', 'Иванова Анна Сергеевна', 'Смирнов Алексей', 'Наталья Кузнецова', 'Пётр Ильич Чайковский',
  'Шевченко Тарас', 'Абрамов Глеб', 'Юлия Беляева', 'Орлова Ирина', 'Дмитрий Жуков', 'Ковальчук Оксана',
  'Зайцев Максим', 'Мария Цветаева', 'Лев Ландау',
];
const PRODUCTS = [
  'Sony Cyber-shot DSC-W80 Digital Camera Black',
  'Samsung 40" LCD HDTV LN40A650',
  'Linksys EtherFast 8-Port Switch EZXS88W',
  'Canon PowerShot SD1100IS 8MP Camera',
  'Sony Bravia KDL40V4100 40 inch LCD',
  'Garmin nuvi 260W Portable GPS Navigator',
];

/** Made-up columns, one or more per kind, decided from the values alone. */
const COLUMNS: [string, string[], FieldKind][] = [
  ['e-mails', ['a@b.com', 'x.y@shop.ru', 'info@example.org'], 'email'],
  ['URLs', ['https://shop.com/p/1', 'http://www.x.org/a', 'https://y.de/b?c=1'], 'url'],
  ['domains', ['solartravelmag.com', 'www.brand.co.uk', 'quantumleap.io'], 'domain'],
  ['GTINs', ['4006381333931', '614141210220', '0614141210220'], 'gtin'],
  ['phones', ['310-475-3585', '(495) 123-45-67', '+7 495 123 45 67', '8 965 313 70 51'], 'phone'],
  ['date-times', ['2026-12-05T19:00:00+03:00', '05.12.2026 19:00', '2026-12-06 20:00'], 'start'],
  ['dates', ['1971-06-24', '19560409', '05.12.2026', '5 Dec 1980'], 'date'],
  ['country codes', ['RU', 'DE', 'us', 'GB'], 'country'],
  ['country names', ['Germany', 'Россия', 'France', 'UK', 'Deutschland', 'Україна', 'España', 'USA'], 'country'],
  ['companies', ['Acme Widgets Ltd', 'ООО «Ромашка»', 'Smith and Sons', 'Müller GmbH'], 'company'],
  ['street addresses', ['10801 w. pico blvd.', '435 s. la cienega blv.', '12224 ventura blvd.'], 'address'],
  ['Russian addresses', ['Малая Дмитровка, 6', 'ул. Ленина, 1', 'Светланская 1'], 'address'],
  ['coordinates', ['55.7675', '43.1162', '58.0105'], 'lat'],
  ['prices', gen(30, (i) => `$${(i * 7.3 + 9.99).toFixed(2)}`), 'amount'],
  ['amounts with decimals', gen(30, (i) => (i * 13.25 + 0.5).toFixed(2)), 'amount'],
  ['years', gen(30, (i) => String(1990 + (i % 25))), 'number'],
  ['counts', gen(30, (i) => String((i * 7) % 12)), 'number'],
  ['row numbers', gen(30, (i) => String(i + 1)), 'id'],
  ['fixed-width keys that repeat', gen(30, (i) => String(4_000_000 + (i % 20) * 7919)), 'id'],
  ['templated ids', gen(20, (i) => `rec-${i}-${i % 3 ? 'org' : 'dup-0'}`), 'id'],
  [
    'VAT and registration numbers',
    gen(
      30,
      (i) =>
        [`GB ${278 + i} 5866 98`, `DE${377697095 + i * 7919}`, `EIN ${58 + i}-6093854`, `${769934238 + i * 31}`][i % 4],
    ),
    'id',
  ],
  [
    'track lengths in two units',
    gen(30, (i) => (i % 2 ? `${2 + (i % 4)}:${String(11 + i).padStart(2, '0')}` : String(180_000 + i * 7919))),
    'duration',
  ],
  ['floor areas in two units', gen(30, (i) => (i % 2 ? `${40 + i} m²` : `${430 + i * 11} sq ft`)), 'number'],
  [
    'adverts that name their street',
    gen(
      30,
      (i) =>
        `A bright ${pick(['one', 'two', 'three'], i)} bedroom flat on ${pick(['Station', 'Garden', 'Mill', 'Park', 'Ash'], i * 3)} Street, Kemptown. The property offers ${pick(['a balcony', 'lift access', 'a garden', 'parking', 'a study', 'a terrace', 'a concierge'], i)}. Viewing is recommended.`,
    ),
    'text',
  ],
  [
    'advert headlines that name their street',
    gen(
      30,
      (i) =>
        [
          `${1 + (i % 5)} bedroom ${pick(['flat', 'house', 'maisonette', 'cottage'], i)} for sale`,
          `${1 + (i % 4)} bed ${pick(['flat', 'house'], i)}, ${pick(['Canonbury', 'Carlton', 'Albion', 'Mill', 'Ash'], i)} Lane, LS${i}`,
          `${pick(['Superb', 'Stylish', 'Charming', 'Spacious'], i)} ${pick(['one', 'two', 'three'], i)} bedroom apartment close to the ${pick(['station', 'park', 'shops'], i * 7)}`,
        ][i % 3],
    ),
    'title',
  ],
  [
    'street addresses with flat numbers',
    gen(30, (i) => [`Flat ${1 + i}, Albion Works, ${300 + i} Canonbury Lane`, `${10 + i} Park Rd, Apt ${i}`][i % 2]),
    'address',
  ],
  ['UUIDs', gen(20, (i) => `${(0x1a2b3c4d + i).toString(16)}-9f3e-4c2a-8d7b-${String(100000000000 + i * 7)}`), 'id'],
  [
    'model numbers',
    [
      'DSC-W80',
      'KDL40V4100',
      'LN40A650',
      'EZXS88W',
      'SD1100IS',
      'TX-P42X10',
      'MDR-V150',
      'HT-SS360',
      'DCR-SR45',
      'SC-PT660',
      'KX-TG6512B',
      'NV-GS320',
    ],
    'code',
  ],
  ['given names', gen(40, (i) => pick(GIVEN, i * 5)), 'name'],
  ['surnames', gen(40, (i) => pick(SURNAMES, i * 7)), 'name'],
  ['full names', gen(40, (i) => `${pick(GIVEN, i)} ${pick(SURNAMES, i * 7)}`), 'name'],
  ['Cyrillic names', gen(40, (i) => pick(RU, i)), 'name'],
  ['Cyrillic first names', ['Иван', 'Пётр', 'Мария'], 'name'],
  [
    'author lists',
    gen(30, (i) => `${pick(GIVEN, i)[0]}. ${pick(SURNAMES, i)}, ${pick(GIVEN, i + 3)} ${pick(SURNAMES, i + 5)}`),
    'names',
  ],
  [
    'inventor lists',
    gen(
      30,
      (i) =>
        `${pick(GIVEN, i).toUpperCase()} ${pick(SURNAMES, i).toUpperCase()}**${pick(GIVEN, i + 1).toUpperCase()} ${pick(SURNAMES, i + 2).toUpperCase()}`,
    ),
    'names',
  ],
  ['product titles', gen(30, (i) => `${pick(PRODUCTS, i)} ${i}`), 'title'],
  [
    'descriptions',
    gen(
      30,
      (i) =>
        `A compact ${i}-port switch for small offices. It connects printers, desktops and laptops, and it needs no configuration at all.`,
    ),
    'text',
  ],
  ['categories', gen(60, (i) => pick(['american', 'italian', 'french', 'steakhouses', 'seafood'], i)), 'category'],
  ['yes / no', gen(60, (i) => (i % 3 ? 'Yes' : 'No')), 'category'],
  ['source files', gen(60, (i) => pick(['crm_export_2024.csv', 'shop-a.csv', 'legacy_erp'], i)), 'source'],
  [
    'unique prose',
    gen(30, (i) => `The quiet garden by the river number ${String.fromCharCode(97 + (i % 26))}${i}`),
    'title',
  ],
];

describe('kindFromValues: made-up columns of every kind', () => {
  it.each(COLUMNS)('%s → %s', (_, values, kind) => {
    expect(kindFromValues(values)?.kind).toBe(kind);
  });
});

describe('kindFromValues: nothing stands out', () => {
  it.each([
    ['no values', []],
    ['blank values', ['', '  ', '']],
    ['pictographs', ['🙂', '🎉', '👍']],
    ['short words', ['cleveland', 'marsden', 'granville', 'delmar', 'bondi']],
  ])('%s → null', (_, values) => {
    expect(kindFromValues(values)).toBeNull();
  });

  it('13-digit numbers with random check digits are not GTINs', () => {
    const codes = gen(50, (i) => String(4006381333930 + i * 7));
    expect(kindFromValues(codes)?.kind).not.toBe('gtin');
  });

  it('long grouped digit runs are no phone numbers («8581-4703-5433-004»)', () => {
    const ids = gen(20, (i) => `${8581 + i}-4703-5433-00${i % 7}`);
    expect(kindFromValues(ids)?.kind).toBe('id');
  });

  it('«No» is a word, not Norway', () => {
    expect(kindFromValues(gen(40, (i) => (i % 2 ? 'No' : 'Yes')))?.kind).toBe('category');
  });

  it('a column mixing codes and a few person names is no name column', () => {
    const mixed = gen(60, (i) =>
      i % 5 < 3
        ? pick(['PFA-REG', 'CP', 'HS-HD', 'TB', 'CPC-FD'], i)
        : pick(['Paula Cottone', 'Scott Perkins', 'Harry Wells', 'Laura Rios'], i),
    );
    expect(kindFromValues(mixed)?.kind).not.toBe('name');
  });

  it('times of day written to the five minutes are no durations; phone numbers without letters are no references', () => {
    const times = gen(40, (i) => `${String(10 + (i % 12)).padStart(2, '0')}:${pick(['00', '15', '30', '45'], i)}`);
    expect(kindFromValues(times)?.kind).not.toBe('duration');
    const phones = gen(40, (i) => `0${161 + i} 232 ${6279 + i}`);
    expect(kindFromValues(phones)?.kind).not.toBe('id');
  });

  it('unique prose is never an identifier', () => {
    const prose = gen(40, (i) => `Spring concert of the ${pick(['city', 'youth', 'chamber'], i)} orchestra ${i}`);
    expect(kindFromValues(prose)?.kind).not.toBe('id');
  });
});

describe('valueEvidence', () => {
  it('carries statistics, evidence and the kinds the values allow', () => {
    const v = valueEvidence(
      gen(40, (i) =>
        pick(
          [
            'Riga',
            'Oslo',
            'Perth',
            'Lyon',
            'Porto',
            'Graz',
            'Turku',
            'Split',
            'Gent',
            'Bergen',
            'Cork',
            'Malmo',
            'Brno',
            'Ulm',
          ],
          i * 3,
        ),
      ),
    );
    expect(v.kind).toBeNull();
    expect(v.allows.has('city')).toBe(true);
    expect(v.allows.has('id')).toBe(false);
    expect(v.stats.count).toBe(40);
    expect(v.evidence.join(' ')).toMatch(/do not tell/);
  });

  it('few values are weaker evidence than many', () => {
    const few = valueEvidence(['a@b.com', 'c@d.org']).confidence;
    const many = valueEvidence(gen(40, (i) => `user${i}@example.org`)).confidence;
    expect(few).toBeLessThan(many);
    expect(many).toBeLessThanOrEqual(1);
  });

  it('valueShare counts non-empty values that fit', () => {
    expect(valueShare('email', ['a@b.com', 'nope', '', ' '])).toBe(0.5);
    expect(valueShare('phone', ['3865286', '2859902'])).toBe(1);
    expect(valueShare('amount', ['$44.00', '1 299,90', 'call us'])).toBeCloseTo(2 / 3);
  });
});

describe('postcodes are codes, not identifiers', () => {
  const letters = 'ABCDEFGHJKLMNPRSTUWXYZ';
  // Distinct in a sample, a few shapes: what the template rule and the distinct-codes rule read as identifiers.
  const uk = gen(
    300,
    (i) =>
      `${pick(['YO', 'M', 'OX', 'CF', 'NG', 'E'], i)}${(i % 29) + 1} ${i % 10}${letters[i % 22]}${letters[(i * 7) % 22]}`,
  );
  it('British, Canadian and Dutch postcodes are a code', () => {
    expect(kindFromValues(uk)?.kind).toBe('code');
    const ca = gen(
      300,
      (i) => `${letters[i % 22]}${i % 10}${letters[(i * 3) % 22]} ${(i * 7) % 10}${letters[(i * 5) % 22]}${i % 9}`,
    );
    expect(kindFromValues(ca)?.kind).toBe('code');
    const nl = gen(300, (i) => `${1000 + ((i * 37) % 9000)} ${letters[i % 22]}${letters[(i * 11) % 22]}`);
    expect(kindFromValues(nl)?.kind).toBe('code');
  });

  it('template keys stay identifiers', () => {
    expect(kindFromValues(gen(300, (i) => `rec-${i}-org`))?.kind).toBe('id');
  });
});
