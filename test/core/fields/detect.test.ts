import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../../src/domain/field';
import { detectFieldKind, detectFieldKinds } from '../../../src/core/fields';

const gen = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

const BRANDS = ['Sony', 'Samsung', 'Canon', 'Panasonic', 'Garmin', 'Linksys', 'Nikon'];
const MODELS = ['DSC-W80', 'LN40A650', 'SD1100IS', 'TX-P42X10', 'nuvi 260W', 'EZXS88W', 'D3000'];
const THINGS = [
  'Digital Camera Kit Black',
  'LCD HDTV 40 Inch',
  'PowerShot Camera With Case',
  'Plasma TV 42 Inch',
  'Portable GPS Navigator Unit',
  'EtherFast 8-Port Switch',
];
/** Six-word product titles, each with a model number. */
const productTitles = gen(40, (i) => `${pick(BRANDS, i)} ${pick(MODELS, i * 3)} ${pick(THINGS, i)}`);
const authorLists = gen(
  40,
  (i) =>
    `${pick(['J.', 'A.', 'M.', 'K.'], i)} ${pick(['Smith', 'Jones', 'Chen', 'Garcia', 'Müller'], i)}, ${pick(['David', 'Laura', 'Peter', 'Maria', 'Hannah'], i * 3)} ${pick(['Taylor', 'Brown', 'Wilson', 'Rossi', 'Ivanov', 'Kumar'], i)}`,
);
const years = gen(40, (i) => String(1994 + (i % 20)));
const decimals = gen(40, (i) => (17.5 + i * 3.1).toFixed(2));
const prose = gen(40, (i) => `Evening walk along the ${pick(['old', 'north', 'green'], i)} harbour with stories ${i}`);
// prettier-ignore
const suburbs = gen(40, (i) =>
  pick(
    [
      'cleveland', 'marsden', 'granville', 'delmar', 'bondi', 'manly', 'epping', 'ryde', 'kew', 'toorak', 'sale', 'moe',
      'dubbo', 'orange',
    ],
    i * 5,
  ),
);
// prettier-ignore
const EMPLOYERS = ['Brightside Health', 'Kestrel Software', 'Pioneer Tools', 'Atlas Insurance', 'Harbour Foods',
  'Vertex Consulting', 'Northwind Logistics', 'Summit Engineering', 'Meridian Bank', 'Bluewave Energy', 'Orchard Pharma',
  'Beacon Education', 'Silverline Travel', 'Redwood Care', 'Crescent Retail'];
const localPhones = gen(40, (i) => String(3_865_286 + i * 7_919));

/** A header contradicted or confirmed by its values: [header, values, kind, evidence that must appear]. */
const CASES: [string, string, string[], FieldKind, RegExp][] = [
  [
    'a «name» column of product titles is a title',
    'name',
    productTitles,
    'title',
    /header suggests name.*|model numbers in \d+ %/,
  ],
  ['«amount» with decimals is an amount', 'amount', decimals, 'amount', /fraction/],
  ['«id» with decimals is an amount, never an identifier', 'id', decimals, 'amount', /header suggests id/],
  ['«year» of four-digit years is a number', 'year', years, 'number', /four-digit years/],
  ['four-digit years under a neutral header are a number too', 'c7', years, 'number', /four-digit years/],
  ['«authors» holding lists of person names is a list of names', 'authors', authorLists, 'names', /lists/],
  ['«name» holding lists of person names is a list, not one name', 'name', authorLists, 'names', /person names/],
  ['a unique «id» column of prose is a title', 'id', prose, 'title', /header suggests id/],
  ['unique prose under a neutral header is a title', 'c2', prose, 'title', /distinct/],
  ['«Phone» of local 7-digit numbers stays a phone', 'Phone', localPhones, 'phone', /fit phone/],
  ['7-digit numbers alone are no phone', 'c3', localPhones, 'id', /distinct/],
  ['«suburb» of short words is a city', 'suburb', suburbs, 'city', /header chooses/],
  ['short words alone are nothing in particular', 'c4', suburbs, 'other', /do not tell/],
  [
    'two-word values of which one in ten is distinct stay undecided (a category-like column)',
    'c6',
    gen(
      200,
      (i) =>
        `${pick(['Software', 'Civil', 'Sales', 'Field'], i % 20)} ${pick(['Engineer', 'Manager', 'Clerk', 'Analyst', 'Officer'], i % 20)}`,
    ),
    'other',
    /do not tell/,
  ],
  [
    '«Email Address» full of dates is a date (a shifted column)',
    'Email Address',
    ['10/01/15', '08/01/17', '04/30/15'],
    'date',
    /header suggests email, but only 0 % of values fit it/,
  ],
  ['«Name» full of e-mails is an e-mail', 'Name', ['a@b.com', 'c@d.org', 'e@f.net'], 'email', /e-mail/],
  [
    'a person-name column full of legal forms is a company',
    'person_name',
    ['* AKZO NOBEL N.V.', 'AMP-HOLLAND B.V.', 'Koninklijke Philips N.V.'],
    'company',
    /legal form/,
  ],
  [
    'employers written with a legal form on one row in four, the same names bare elsewhere, are companies',
    'c4',
    gen(60, (i) => `${pick(EMPLOYERS, i)}${i % 4 < 1 ? ' PLC' : ''}`),
    'company',
    /written with one elsewhere/,
  ],
  [
    'a legal form on one row in four, on names the column writes nowhere else, makes no company column',
    'c4',
    gen(60, (i) => (i % 4 < 1 ? `${pick(EMPLOYERS, i)} ${i} Ltd` : pick(EMPLOYERS, i))),
    'title',
    /distinct/,
  ],
  [
    'a column of kinds of place named bare is no venue column',
    'c6',
    gen(60, (i) =>
      pick(
        [
          'Pub',
          'Restaurant',
          'Café',
          'RESTAURANTS',
          'Bakery',
          'Coffee shop',
          'Hair salon',
          'Cinema',
          'Museum',
          'PUBS',
          'Bookshop',
          'Gallery',
          'Theatre',
          'CAFES',
        ],
        i,
      ),
    ),
    'other',
    /do not tell/,
  ],
  [
    'named venues repeated down a list are a venue column',
    'c6',
    gen(60, (i) =>
      pick(
        [
          'Palace Theatre',
          'Royal Albert Hall',
          'O2 Academy Brixton',
          'Leeds Grand Theatre',
          'Kiln Theatre',
          'Everyman Cinema',
          'Barbican Hall',
          'Tate Modern Gallery',
          'The Jazz Cafe',
          'Hackney Empire Theatre',
          'Union Chapel',
          'Science Museum',
          'Apollo Theatre',
          'Curzon Cinema',
          'Wigmore Hall',
          'Old Vic Theatre',
        ],
        i,
      ),
    ),
    'venue',
    /kind of venue/,
  ],
  [
    '«Контакт» of person names is a name',
    'Контакт',
    gen(
      30,
      (i) =>
        `${pick(['Громов', 'Иванова', 'Смирнов', 'Орлова', 'Беляева', 'Зайцев', 'Gromov'], i)} ${pick(['Пётр', 'Анна', 'Алексей', 'Наталья', 'Юлия', 'Pyotr'], i * 5)}`,
    ),
    'name',
    /person names/,
  ],
  [
    '«Название» of person names stays a title (a title may be a name: «Анна Каренина»)',
    'Название',
    gen(
      30,
      (i) =>
        `${pick(['Анна', 'Евгений', 'Борис', 'Пётр', 'Мария', 'Emma'], i)} ${pick(['Каренина', 'Онегин', 'Годунов', 'Громов', 'Стюарт', 'Woodhouse', 'Ivanova'], i * 5)}`,
    ),
    'title',
    /header chooses/,
  ],
  [
    '«city» of person names is a name',
    'city',
    gen(
      30,
      (i) =>
        `${pick(['Olivia', 'James', 'Hannah', 'Oscar', 'Ruth'], i)} ${pick(['Smith', 'Nguyen', 'Walker', 'Taylor', 'Harris', 'Patel', 'Jones'], i * 3)}`,
    ),
    'name',
    /values look otherwise/,
  ],
  [
    '«Website» of yes / no is a category',
    'Website',
    gen(40, (i) => (i % 5 ? 'No' : 'Yes')),
    'category',
    /header suggests domain, but only 0 % of values fit it/,
  ],
  ['«Number per Site» of counts is a number', 'Number per Site', ['98', '142', '40'], 'number', /numbers/],
  [
    '«state» of a few codes is a category',
    'state',
    gen(40, (i) => pick(['nsw', 'vic', 'qld', 'sa', 'wa'], i)),
    'category',
    /distinct values/,
  ],
  [
    '«price» in a currency is an amount',
    'price',
    gen(30, (i) => `$${(i * 4 + 19.99).toFixed(2)}`),
    'amount',
    /currency/,
  ],
  [
    '«description» of long text is text',
    'description',
    gen(
      30,
      (i) =>
        `Compact ${i}-port switch for small offices; connects printers, desktops and laptops without any configuration.`,
    ),
    'text',
    /free text/,
  ],
  [
    '«sku» of model numbers is a code',
    'sku',
    gen(20, (i) => `${pick(['DSC', 'KDL', 'LN', 'TX'], i)}-${i * 37 + 10}${pick(['B', 'W', 'X'], i)}`),
    'code',
    /./,
  ],
];

describe('detectFieldKind: header against values', () => {
  it.each(CASES)('%s', (_, header, values, kind, evidence) => {
    const d = detectFieldKind(header, values);
    expect({ header, kind: d.kind }).toEqual({ header, kind });
    expect(d.evidence.join(' | ')).toMatch(evidence);
    expect(d.confidence).toBeGreaterThanOrEqual(0);
    expect(d.confidence).toBeLessThanOrEqual(1);
  });
});

describe('detectFieldKind: confidence', () => {
  it('agreement raises confidence above either signal alone', () => {
    const both = detectFieldKind('email', ['a@b.com', 'c@d.org']);
    const valuesOnly = detectFieldKind('c1', ['a@b.com', 'c@d.org']);
    expect(both.kind).toBe('email');
    expect(both.confidence).toBeGreaterThan(valuesOnly.confidence);
    expect(both.confidence).toBeGreaterThan(0.8);
  });

  it('a header that only chooses among what the values allow is less sure than one they confirm', () => {
    const chosen = detectFieldKind('suburb', suburbs);
    const confirmed = detectFieldKind(
      'dob',
      gen(30, (i) => `19${50 + i}-0${1 + (i % 9)}-1${i % 10}`),
    );
    expect(chosen.confidence).toBeLessThan(confirmed.confidence);
  });

  it('never decides from the header alone: a column without values is other', () => {
    expect(detectFieldKind('Director', ['', ''])).toMatchObject({ kind: 'other', confidence: 0 });
    expect(detectFieldKind('Director', ['', '']).evidence[0]).toMatch(/no values to confirm/);
  });

  it('no evidence at all gives other with confidence 0', () => {
    expect(detectFieldKind('Column2', ['x', 'y'])).toMatchObject({ kind: 'other', confidence: 0 });
  });

  it('software titles headed «name» are titles: long values with no person in them are no person names', () => {
    const software = gen(
      60,
      (i) =>
        `${pick(['Adobe', 'Intuit', 'Corel', 'Nuance', 'Avanquest'], i)} ${pick(['Photoshop Elements', 'QuickBooks Pro', 'Paint Shop', 'Dragon NaturallySpeaking', 'Fix-It Utilities', 'Print Shop'], Math.floor(i / 5))} ${pick(['Deluxe', 'Standard'], Math.floor(i / 30))} Edition`,
    );
    expect(detectFieldKind('name', software)).toMatchObject({ kind: 'title' });
    // Short person names under the same header stay names.
    const people = gen(
      60,
      (i) => `${pick(['John', 'Maria', 'Peter', 'Anna'], i)} ${pick(['Smith', 'Jones', 'Brown'], i * 5)}`,
    );
    expect(detectFieldKind('name', people)).toMatchObject({ kind: 'name' });
  });

  it('shops and pubs headed «name» are names of things: few known names, many articles and possessives', () => {
    const shops = gen(
      60,
      (i) =>
        pick(
          ['The Red Lion', "Mario's Pizzeria", 'Costa Coffee', 'Holland & Barrett', 'Olive Kitchen', 'The Golden Swan'],
          i,
        ) + pick(['', ' Bath', ' Leeds', ' York', ' Soho'], Math.floor(i / 6)),
    );
    expect(detectFieldKind('name', shops)).toMatchObject({ kind: 'title' });
    // Person names the lexicon hardly knows, with no article or possessive, stay person names under that header.
    const people = gen(
      60,
      (i) =>
        `${pick(['Haruto', 'Chinedu', 'Ngozi', 'Yui', 'Emeka', 'Sota', 'Hina'], i)} ${pick(['Sato', 'Okafor', 'Adeyemi', 'Tanaka', 'Nwosu'], i * 3)}`,
    );
    expect(detectFieldKind('name', people)).toMatchObject({ kind: 'name' });
    // Repeated down the list (a programme, a chain), names of things still are no person names.
    const programmes = gen(60, (i) =>
      pick(['Head Start', "Children's Home", 'The Learning Tree', 'Early Head Start'], i),
    );
    expect(detectFieldKind('programme name', programmes).kind).not.toBe('name');
  });

  it('posts headed «name» are no person names: a person’s name carries no «Engineer» or «Manager»', () => {
    const posts = gen(
      60,
      (i) =>
        pick(['', 'Senior ', 'Junior ', 'Lead '], i) +
        // prettier-ignore
        pick(['Software Engineer', 'Data Analyst', 'Account Manager', 'Care Assistant', 'Sales Executive',
          'Payroll Administrator', 'Graphic Designer', 'Recruitment Consultant', 'Registered Nurse', 'Accountant',
          'Quality Engineer', 'Office Manager', 'Business Analyst'], Math.floor(i / 4)),
    );
    expect(detectFieldKind('name', posts)).toMatchObject({ kind: 'title' });
  });

  it('a product-title column headed «name» explains both signals', () => {
    const d = detectFieldKind('name', productTitles);
    expect(d.evidence[0]).toBe('header suggests name; values look otherwise');
    expect(d.evidence.join(' ')).toMatch(/product titles: model numbers in \d+ % of values/);
  });
});

describe('detectFieldKinds: every record is called something', () => {
  /** `n` values cycling through `pool`: each written several times, as in a list with duplicates. */
  const repeated = (pool: readonly string[], n: number) => gen(n, (i) => pool[i % pool.length]);
  // Firm names written several times each, as in a list with duplicates: a third of the values distinct.
  const FIRMS = gen(
    30,
    (i) =>
      `${pick(['AKZO', 'KONINK', 'DSM', 'ASML', 'UNILEVER', 'STORK'], i)} ${pick(['NOBEL', 'PHILIPS ELECTRONICS', 'RESEARCH', 'HOLDING', 'CHEMICALS'], i)}`,
  );
  const firms = repeated(FIRMS, 72);
  const classes = gen(
    72,
    (i) => `${pick(['A61N', 'G01N', 'C09K', 'H04L'], i)}**${pick(['B01L', 'F17D', 'G06F'], i * 7)}`,
  );
  const people = gen(
    72,
    (i) =>
      `${pick(['John', 'Maria', 'Peter', 'Anna', 'David', 'Laura', 'James', 'Sarah', 'Michael'], i)} ${pick(['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Johnson', 'Miller', 'Davis'], i)}`,
  );

  it('without a naming column, the repeated words of the most distinct word column name the records', () => {
    const found = detectFieldKinds(['c1', 'c2'], [classes, firms]);
    expect(detectFieldKind('c2', firms).kind).toBe('other');
    expect(found[1]).toMatchObject({ column: 'c2', kind: 'title' });
    expect(found[1].evidence.at(-1)).toMatch(/no other column names the records; .* distinct values in 72/);
    expect(found[0].kind).not.toBe('title');
  });

  it('leaves the column alone when another column already names the records', () => {
    const found = detectFieldKinds(['c1', 'c2', 'c3'], [classes, firms, people]);
    expect(found[2].kind).toBe('name');
    expect(found[1].kind).toBe('other');
  });

  it('leaves the column alone beside a free text that describes the records', () => {
    const memos = gen(
      72,
      (i) =>
        `${pick(['CARD PAYMENT TO', 'DIRECT DEBIT', 'FASTER PAYMENT FROM', 'STANDING ORDER'], i)} ${FIRMS[i % FIRMS.length]} REF ${pick(['INVOICE', 'ORDER', 'ACCOUNT', 'CONTRACT', 'BILLING'], i * 5)} ${pick(['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST'], i * 3)} SETTLEMENT ${pick(['WEB', 'BRANCH', 'PHONE', 'MOBILE', 'POST'], i * 11)}`,
    );
    const found = detectFieldKinds(['c1', 'c2', 'memo'], [classes, firms, memos]);
    expect(found[2].kind).toBe('text');
    expect(found[1].kind).toBe('other');
  });

  it('a memo with reference numbers is a description whatever its header, and a title stays a title', () => {
    // One system prints the reference, the other cuts the memo before it.
    const memos = gen(
      72,
      (i) =>
        `${pick(['DIRECT DEBIT', 'CARD PAYMENT TO', 'FASTER PAYMENT FROM'], i)} ${FIRMS[i % FIRMS.length]} ${pick(['GAS', 'SUBSCRIPTION', 'ORDER'], i * 5)}${i % 5 < 2 ? ` REF ${400000 + i * 7919}` : ''}`,
    );
    const found = detectFieldKinds(['c1', 'c2'], [firms, memos]);
    expect(found[1]).toMatchObject({ kind: 'text' });
    expect(found[1].evidence.join(' ')).toMatch(/with a reference number/);
    // Papers: as many words, four-digit years and no reference.
    const papers = gen(
      72,
      (i) =>
        `${pick(['Adaptive', 'Scalable', 'Robust'], i)} Query Processing over Data Streams ${1994 + (i % 15)} Edition ${i}`,
    );
    expect(detectFieldKind('c3', papers).kind).not.toBe('text');
  });

  it('a title may carry a sequel number or an age rating; a column numbered in every value is not a name', () => {
    // Event titles listed by several sites: a third of the values distinct.
    const TITLES = gen(
      24,
      (j) =>
        `${pick(['Летучий корабль', 'Дюна. Часть вторая', 'Женитьба Фигаро', 'Гадкий я', 'Собачье сердце', 'Бременские музыканты', 'Звездное небо', 'Лёд', 'Щелкунчик'], j)}${pick(['', ' 6+', ' 12+', ' 2', ' 3', ' 16+'], j >> 2)}`,
    );
    const titles = repeated(TITLES, 72);
    // Pack sizes, a number in every value, more distinct than the titles (30 against 24) and no kind of their own.
    const packs = repeated(
      gen(
        30,
        (j) => `${pick(['pack of', 'box of', 'set of'], j)} ${(j * 7) % 100} ${pick(['units', 'pieces'], j >> 1)}`,
      ),
      72,
    );
    expect(detectFieldKind('c2', packs).kind).toBe('other');
    const found = detectFieldKinds(['c1', 'c2', 'c3'], [classes, packs, titles]);
    expect(found[2]).toMatchObject({ kind: 'title' });
    expect(found[2].evidence.at(-1)).toMatch(/% with a number/);
    expect(found[1].kind).not.toBe('title');
  });

  it('a venue written on many rows is read from its values, and the title beside it still names the records', () => {
    // Twenty venues, most saying what kind of place they are, each on several rows.
    const KINDS = ['Театр', 'Кинотеатр', 'Музей', 'Cinema', 'Planetarium', 'Галерея', ''];
    const NAMES = [
      'Ленком',
      'КАРО',
      'Москвы',
      'Октябрь',
      'Aurora',
      'Север',
      'Pushkin',
      'Гоголь',
      'Nova',
      'Art',
      'Luna',
    ];
    const VENUES = gen(20, (j) => `${pick(KINDS, j)} ${pick(NAMES, j * 3)}`.trim());
    const venues = gen(72, (i) => pick(VENUES, i * 7));
    const titles = repeated(
      gen(
        36,
        (j) =>
          `${pick(['Женитьба Фигаро', 'Чебурашка', 'Дюна', 'Щелкунчик', 'Звёздное небо', 'Холоп'], j)}${pick(['', ' 6+', ' 2', ' 12+', ' 3', ' 16+'], Math.floor(j / 6))}`,
      ),
      72,
    );
    const found = detectFieldKinds(['c1', 'c2'], [venues, titles]);
    expect(found[0]).toMatchObject({ kind: 'venue' });
    expect(found[0].evidence.join(' ')).toMatch(/kind of venue/);
    expect(found[1]).toMatchObject({ kind: 'title' });
    // Each value once (a list of venues, each its own record): the header decides, the values do not say venue.
    expect(
      detectFieldKind(
        'c1',
        gen(72, (i) => `Театр номер ${String.fromCharCode(1072 + (i % 30))}${i}`),
      ).kind,
    ).not.toBe('venue');
  });

  it('never takes single words or codes for the name', () => {
    const words = gen(72, (i) =>
      pick(
        [
          'red',
          'green',
          'blue',
          'amber',
          'teal',
          'ochre',
          'white',
          'black',
          'grey',
          'pink',
          'navy',
          'gold',
          'rust',
          'sand',
        ],
        i * 3 + (i >> 4),
      ),
    );
    const found = detectFieldKinds(['c1', 'c2'], [classes, words]);
    expect(found.map((d) => d.kind)).not.toContain('title');
  });
});
