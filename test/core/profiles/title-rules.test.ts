import { describe, expect, it } from 'vitest';
import { titleViews } from '../../../src/core/normalize/title';
import { compileLexicon, DEFAULT_LEXICON } from '../../../src/core/profiles/lexicon';
import { compareTitles, titleGuards } from '../../../src/core/profiles/title-rules';

const lex = compileLexicon(DEFAULT_LEXICON);
const cmp = (a: string, b: string) => compareTitles(titleViews(a), titleViews(b), lex);
const guards = (a: string, b: string) => titleGuards(titleViews(a), titleViews(b), lex).map((r) => r.code);

describe('title relations', () => {
  it.each([
    ['Полна любви', 'Polnalyubvi', 'compact-key-equal'],
    ['Иван Петров', 'Петров Иван', 'token-sort-equal'],
    ['Концерт ансамбля имени В. С. Локтева', 'Ансамбль им. Локтева', 'filler-only-extra-words'],
    ['Света', 'Света. Большой сольный концерт', 'filler-only-extra-words'],
    ['Женитьба', 'Женитьба Фигаро', 'subset-meaningful-extra'],
    ['Спектакль', 'Спектакль для детей', 'different'],
    ['Hamlet', 'Macbeth', 'different'],
    ['', 'Hamlet', 'different'],
    // Word order and script.
    ['Pyotr Gromov', 'Громов Пётр', 'same-stems'],
    ['Dmitry Shostakovich', 'Шостакович Дмитрий', 'same-stems'],
    // Author attribution, genre prefixes and genre segments are labels, not words of the title.
    ['Женитьба Фигаро (Бомарше)', 'Спектакль «Женитьба Фигаро»', 'filler-only-extra-words'],
    ['Stand-up: Иван Абрамов', 'Иван Абрамов', 'filler-only-extra-words'],
    ['Щелкунчик', 'Щелкунчик. Балет', 'filler-only-extra-words'],
    ['Rocky II', 'Rocky 2', 'same-stems'],
    ['Гарри Поттер, ч. 2', 'Гарри Поттер 2', 'same-stems'],
    // A subtitle is a new meaningful word; a genre word alone anchors nothing.
    ['Дюна', 'Дюна: Пророчество', 'subset-meaningful-extra'],
    ['Концерт', 'Концерт. Иван Петров', 'different'],
    ['Stand', 'Last Stand', 'subset-meaningful-extra'],
    // A bill's support act and a tour name: the listing's own words, and a subtitle.
    ['Wet Leg + support', 'Wet Leg', 'filler-only-extra-words'],
    ['Wet Leg + support', 'Wet Leg: UK Tour', 'subset-meaningful-extra'],
    ['Florence + The Machine', 'Florence & The Machine', 'compact-key-equal'],
  ])('%s ~ %s → %s', (a, b, relation) => {
    expect(cmp(a, b).relation).toBe(relation);
  });

  it('reports the meaningful extra words of a subset', () => {
    expect(cmp('Женитьба', 'Женитьба Фигаро').extra).toEqual(['figar']);
  });
});

describe('title guards', () => {
  it.each([
    ['Лето 2025', 'Лето 2026', ['years-differ']],
    ['Лето 2025', 'Лето', []],
    ['Гарри Поттер. Часть 1', 'Гарри Поттер. Часть 2', ['part-number']],
    ['Дюна', 'Дюна 2', ['sequel-number']],
    ['Rocky II', 'Rocky III', ['sequel-number']],
    // A roman numeral after «OS» names the platform's version: «Mac OS X» has no tenth part.
    ['TurboTax Deluxe 2009 (Mac)', 'TurboTax Deluxe 2009 for Mac OS X', []],
    ['Landscape Master 4 (Mac)', 'Landscape Master 4.0 for Mac OS X', []],
    ['Final Fantasy', 'Final Fantasy X', ['sequel-number']],
    ['Большой зал', 'Малый зал', ['antonym']],
    ['Upper Room', 'Lower Room', ['antonym']],
    ['Дюна 2', 'Дюна 2', []],
    ['Большой концерт', 'Концерт', []],
    // Sequel and part numbers survive age ratings, ordinals, subtitles and format decoration.
    ['Чебурашка', 'Чебурашка 2 0+', ['sequel-number']],
    ['Чебурашка 0+', 'Чебурашка 6+', []],
    ['Дюна', 'Дюна. Часть вторая', ['sequel-number']],
    ['Дюна', 'Дюна: Part II', ['sequel-number']],
    ['Дюна', 'Дюна. Part 2', ['sequel-number']],
    ['Дюна', 'Дюна 2: Пророчество', ['sequel-number']],
    ['Dune', 'Dune: Part Two', ['sequel-number']],
    ['Дюна 2', 'Дюна. Часть вторая', []],
    ['Дюна 2', 'Дюна 2 IMAX', []],
    ['Дюна 2', 'Дюна 2 в кино', []],
    ['Дюна. Часть 1', 'Дюна. Вторая часть', ['part-number']],
    ['Дюна. Часть первая', 'Дюна. Часть вторая', ['part-number', 'antonym']],
    // Issue numbers: equal whatever the punctuation and the age rating, else they differ.
    ['Эрудит-квиз: №493', 'Эрудит-квиз. №493 (16+)', []],
    ['Эрудит-квиз: №493', 'Эрудит-квиз. №494', ['issue-number']],
    ['Эрудит-квиз 493', 'Эрудит-квиз №494', ['numbers-differ']],
    ['Эрудит-квиз', 'Эрудит-квиз №494', []],
    // Other numbers: each side has one the other lacks.
    ['Концерт 8 марта', 'Концерт 9 марта', ['numbers-differ']],
    ['Концерт 8 марта', 'Концерт 8 марта 19 00', []],
    // Numbers written with a dot are compared whole: a version is not its digits («3.0» is not the «3» of «3 Users»).
    ['Norton 360 3.0 - 3 Users', 'Norton 360 2.0 3 user', ['numbers-differ']],
    ['Norton 360 3.0 - 3 Users', 'norton 360 3 0 3 users', []],
    ['Photoshop Elements 6.0 mac', 'Photoshop Elements 6', []],
    ['Photoshop Elements 6.0', 'Photoshop Elements 6.00', []],
    ['Toast 10.2.1', 'Toast 10.2', ['numbers-differ']],
    ['Toast 10.2', 'Toast 10', []],
  ])('%s / %s → %j', (a, b, expected) => {
    expect(guards(a, b)).toEqual(expected);
  });
});

import { comparePlaces, placeFacts, withNameSpread } from '../../../src/core/profiles/venue-rules';
import { resolvePlaces } from '../../../src/core/profiles/place-resolve';

describe('places', () => {
  const place = (name: string, city = 'Москва', address = '') =>
    placeFacts(name, city, address, undefined, undefined, lex);
  it.each([
    ['Ленком', 'Ленком Марка Захарова', 'same'],
    ['БЗК', 'Большой зал консерватории', 'same'],
    ['Бар Ровесник', 'Бар Гадкий Койот', 'different'],
    ['Большой зал консерватории', 'Малый зал консерватории', 'different'],
    ['Клуб Station', 'Station', 'same'],
    ['', 'Station', 'unknown'],
  ])('%s ~ %s → %s', (a, b, relation) => {
    expect(comparePlaces(place(a), place(b), lex, 200).relation).toBe(relation);
  });

  it.each([
    ['Планетарий', 'Москва', 'Планетарий', '', 'unsure', 'city-missing'],
    ['Дом культуры', '', 'ДК', 'Тверь', 'unsure', 'city-missing'],
    ['Ленком', 'Москва', 'Ленком', '', 'same', 'venue-name-equal'],
    ['Планетарий', 'Москва', 'Московский планетарий', 'Москва', 'unsure', 'generic-venue-name'],
    ['', 'Москва', 'Ленком', 'Пермь', 'different', 'different-city'],
    ['Ленком', 'г. Москва', 'Ленком', 'Москва', 'same', 'venue-name-equal'],
    ['Бар Рок-н-Ролл', 'Казань', 'Rock-n-Roll bar', 'Казань', 'same', 'venue-name-subset'],
    ['Teleclub', 'Екатеринбург', 'Телеклуб', 'Екатеринбург', 'same', 'venue-name-subset'],
    [
      'БДТ',
      'Санкт-Петербург',
      'Большой драматический театр им. Товстоногова',
      'Санкт-Петербург',
      'same',
      'venue-acronym',
    ],
  ])('%s (%s) ~ %s (%s) → %s, %s', (a, ca, b, cb, relation, code) => {
    const r = comparePlaces(place(a, ca), place(b, cb), lex, 200);
    expect(r.relation).toBe(relation);
    expect(r.reasons[0].code).toBe(code);
  });

  it('a name the list shows in two cities does not tell the city of a listing without one', () => {
    const [moscow, none, kazan] = withNameSpread([
      place('Station', 'Москва'),
      place('Station', ''),
      place('Station', 'Казань'),
    ]);
    expect(moscow.nameCities).toBe(2);
    expect(comparePlaces(moscow, none, lex, 200).relation).toBe('unsure');
    expect(comparePlaces(moscow, kazan, lex, 200).relation).toBe('different');
  });

  it('with no city on either side, a name the list shows in several cities is in doubt; one it shows in one is not', () => {
    const [moscow, , a, b] = withNameSpread([
      place('Планетарий', 'Москва'),
      place('Планетарий', 'Казань'),
      place('Планетарий', ''),
      place('Планетарий', ''),
    ]);
    expect(moscow.nameCities).toBe(2);
    const r = comparePlaces(a, b, lex, 200);
    expect(r.relation).toBe('unsure');
    expect(r.reasons[0]).toEqual({ code: 'city-missing', detail: 'venue name in 2 cities' });
    // A list without cities names its venues as its readers know them: the same name is the same place.
    const [c, d] = withNameSpread([place('Планетарий', ''), place('Планетарий', '')]);
    expect(comparePlaces(c, d, lex, 200).relation).toBe('same');
  });

  it('tells the same name in two cities apart', () => {
    expect(comparePlaces(place('Планетарий', 'Пермь'), place('Планетарий', 'Москва'), lex, 200).relation).toBe(
      'different',
    );
  });

  it('resolves venue spellings to one id, acronyms included, and keeps antonyms apart', () => {
    const ids = resolvePlaces(
      ['Ленком', 'Ленком Марка Захарова', 'БЗК', 'Большой зал консерватории', 'Малый зал консерватории', ''].map((n) =>
        place(n),
      ),
      lex,
      200,
    );
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[3]).not.toBe(ids[4]);
    expect(ids[5]).toBe(-1);
  });

  it("a chain's short name joins no two of its venues: «O2 Academy» is in both «Leeds O2 Academy» and «O2 Academy Brixton»", () => {
    const ids = resolvePlaces(
      ['Leeds O2 Academy', 'O2 Academy', 'O2 Academy Brixton'].map((n) => place(n)),
      lex,
      200,
    );
    expect(ids[0]).not.toBe(ids[2]);
    expect(ids[1] === ids[0] || ids[1] === ids[2]).toBe(true);
  });
});
