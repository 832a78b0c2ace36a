import { describe, expect, it } from 'vitest';
import { keysOfRecord } from '../../../src/core/block';
import { eventsProfile } from '../../../src/core/profiles/events';
import { DEFAULT_PROFILE_SETTINGS, type ProfileInput } from '../../../src/core/profiles/types';
import { ratio } from '../../../src/scoring/reference-kernels';

/** One listing: title, venue, city, start. */
type Row = [string, string, string, string];

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

/** Prepare the events profile on rows; tell whether records 0 and 1 are candidates and how they are decided. */
function decide0and1(rows: Row[]) {
  const kinds = ['title', 'venue', 'city', 'start'] as const;
  const input: ProfileInput = {
    recordCount: rows.length,
    columns: kinds.map((kind, c) => ({ name: kind, kind, values: rows.map((r) => r[c]) })),
  };
  const p = eventsProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
  const rules = p.blockingRules
    .filter((r) => keysOfRecord(r.keys, 0).some((k) => keysOfRecord(r.keys, 1).includes(k)))
    .map((r) => r.name);
  const similarities = p.comparisons.map((c) =>
    c.values[0] === '' || c.values[1] === '' ? NaN : ratio(cps(c.values[0]), cps(c.values[1])),
  );
  const v = p.decide({ left: 0, right: 1, similarities });
  return { rules, level: v.level, codes: v.reasons.map((r) => r.code) };
}

const AT = '2026-12-19T19:00:00+03:00';
const LATER = '2026-12-19T21:00:00+03:00';
const HOUR_LATER = '2026-12-19T20:00:00+03:00';
const SAME_INSTANT_UTC = '2026-12-19T16:00:00Z';

describe('events: sequel, part and issue numbers survive decoration (guards)', () => {
  it.each<[string, Row[], 'merge' | 'review' | 'distinct', string]>([
    [
      'a sequel number before an age rating',
      [
        ['Чебурашка', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Чебурашка 2 0+', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'distinct',
      'sequel-number',
    ],
    [
      'age ratings are not numbers of the work',
      [
        ['Чебурашка 0+', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Чебурашка 6+', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'merge',
      'compact-key-equal',
    ],
    [
      'an ordinal word after «Часть»',
      [
        ['Дюна', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Дюна. Часть вторая', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'distinct',
      'sequel-number',
    ],
    [
      'a roman part number',
      [
        ['Дюна', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Дюна: Part II', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'distinct',
      'sequel-number',
    ],
    [
      'a sequel number before a subtitle',
      [
        ['Дюна', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Дюна 2: Пророчество', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'distinct',
      'sequel-number',
    ],
    [
      'one issue number, punctuation and an age rating aside',
      [
        ['Эрудит-квиз: №493', 'Бар Ровесник', 'Москва', AT],
        ['Эрудит-квиз. №493 (16+)', 'Бар Ровесник', 'Москва', AT],
      ],
      'merge',
      'compact-key-equal',
    ],
    [
      'two issue numbers',
      [
        ['Эрудит-квиз: №493', 'Бар Ровесник', 'Москва', AT],
        ['Эрудит-квиз. №494', 'Бар Ровесник', 'Москва', AT],
      ],
      'distinct',
      'issue-number',
    ],
  ])('%s', (_, rows, level, code) => {
    const r = decide0and1(rows);
    expect(r.rules.length).toBeGreaterThan(0);
    expect(r.level).toBe(level);
    expect(r.codes).toContain(code);
  });
});

describe('events: one stage plays one show at a time', () => {
  it.each<[string, Row[], 'merge' | 'review' | 'distinct', string]>([
    [
      'a subtitle at one theatre and start is the same show',
      [
        ['Женитьба', 'Театр Сатиры', 'Москва', AT],
        ['Женитьба Фигаро', 'Театр Сатиры', 'Москва', AT],
      ],
      'merge',
      'same-slot-subset',
    ],
    [
      'a film with a subtitle at a multiplex is a review item',
      [
        ['Дюна', 'Кинотеатр Октябрь', 'Москва', AT],
        ['Дюна: Пророчество', 'Кинотеатр Октябрь', 'Москва', AT],
      ],
      'review',
      'several-stages',
    ],
    [
      'a venue the list shows with two shows at once has several stages',
      [
        ['Женитьба', 'Театр Сатиры', 'Москва', AT],
        ['Женитьба Фигаро', 'Театр Сатиры', 'Москва', AT],
        ['Вишнёвый сад', 'Театр Сатиры', 'Москва', AT],
      ],
      'review',
      'several-stages',
    ],
    [
      'listings without a city of a name the list shows with two shows at once (a chain, its screens)',
      [
        ['Мастер и Маргарита', 'Киномакс', '', AT],
        ['Мастер и Маргарита', 'Киномакс', '', '2026-12-19T19:20:00+03:00'],
        ['Оппенгеймер', 'Киномакс', 'Новосибирск', '2026-12-20T18:00:00+07:00'],
        ['Барби', 'Киномакс', 'Новосибирск', '2026-12-20T18:00:00+07:00'],
      ],
      'review',
      'several-stages',
    ],
    [
      'starts two hours apart at one venue',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', 'Ленком', 'Москва', LATER],
      ],
      'review',
      'starts-hours-apart',
    ],
    [
      'one instant written in two offsets',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', 'Ленком', 'Москва', SAME_INSTANT_UTC],
      ],
      'merge',
      'same-start',
    ],
  ])('%s', (_, rows, level, code) => {
    const r = decide0and1(rows);
    expect(r.level).toBe(level);
    expect(r.codes).toContain(code);
  });
});

describe('events: a start without an offset is local time', () => {
  it.each<[string, Row[], 'merge' | 'review' | 'distinct', string]>([
    [
      'read in the offset the list writes for its city',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', '19.12.2026 19:00'],
        ['Вишнёвый сад', 'Ленком', 'Москва', SAME_INSTANT_UTC],
        ['Гамлет', 'МХТ', 'Москва', '2026-12-20T19:00:00+03:00'],
      ],
      'merge',
      'same-start',
    ],
    [
      'in its own city’s offset, not another city’s',
      [
        ['Щелкунчик', 'НОВАТ', 'Новосибирск', '2026-12-26 23:30'],
        ['Щелкунчик', 'НОВАТ', 'Новосибирск', '2026-12-26T16:30:00Z'],
        ['Гамлет', 'Ленком', 'Москва', AT],
        ['Лебединое озеро', 'НОВАТ', 'Новосибирск', '2026-12-27T19:00:00+07:00'],
      ],
      'merge',
      'same-start',
    ],
    [
      'a listing without its city in the offset the list writes for its venue',
      [
        ['Лёд 3', 'Киномакс', 'Новосибирск', '2026-12-19T17:10:00+07:00'],
        ['Лёд 3', 'Киномакс', '', '2026-12-19 17:10'],
        ['Гамлет', 'Ленком', 'Москва', AT],
        ['Буря', 'МХТ', 'Москва', AT],
      ],
      'merge',
      'same-start',
    ],
    [
      'not as UTC (16:00 local is three hours before 19:00 local)',
      [
        ['Дюна', 'Синема Парк', 'Екатеринбург', '2026-12-19 16:00'],
        ['Дюна', 'Синема Парк', 'Екатеринбург', '2026-12-19T16:00:00Z'],
        ['Ёлки', 'Синема Парк', 'Екатеринбург', '2026-12-19T19:00:00+05:00'],
      ],
      'review',
      'starts-hours-apart',
    ],
  ])('%s', (_, rows, level, code) => {
    const r = decide0and1(rows);
    expect(r.level).toBe(level);
    expect(r.codes).toContain(code);
  });
});

describe('events: a generic venue name never joins two cities', () => {
  it.each<[string, Row[], 'merge' | 'review' | 'distinct', string]>([
    [
      '«Планетарий» in two cities',
      [
        ['Звёздное небо', 'Планетарий', 'Пермь', AT],
        ['Звёздное небо', 'Планетарий', 'Москва', AT],
      ],
      'distinct',
      'different-city',
    ],
    [
      '«Планетарий» with the city missing on one side',
      [
        ['Звёздное небо', 'Планетарий', 'Москва', AT],
        ['Звёздное небо', 'Планетарий', '', AT],
      ],
      'review',
      'city-missing',
    ],
    [
      '«Дом культуры» with the city missing on one side',
      [
        ['Ёлка', 'Дом культуры', '', AT],
        ['Ёлка', 'ДК', 'Тверь', AT],
      ],
      'review',
      'city-missing',
    ],
    [
      'a name the list shows in two cities, the city missing on one side',
      [
        ['Ёлка', 'Station', 'Москва', AT],
        ['Ёлка', 'Station', '', AT],
        ['Ёлка', 'Station', 'Казань', AT],
      ],
      'review',
      'city-missing',
    ],
    [
      'a distinctive name with the city missing on one side',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', 'Ленком', '', AT],
      ],
      'merge',
      'compact-key-equal',
    ],
    [
      '«г. Москва» is Москва',
      [
        ['Вишнёвый сад', 'Ленком', 'г. Москва', AT],
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
      ],
      'merge',
      'venue-name-equal',
    ],
  ])('%s', (_, rows, level, code) => {
    const r = decide0and1(rows);
    expect(r.level).toBe(level);
    expect(r.codes).toContain(code);
  });
});

describe('events: a listing without a venue is compared by title, city and start', () => {
  it.each<[string, Row[], 'merge' | 'review' | 'distinct', string]>([
    [
      'title, city and start agree exactly',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', '', 'Москва', AT],
      ],
      'merge',
      'same-title-city-start',
    ],
    [
      'the same instant in another offset',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', '', 'Москва', SAME_INSTANT_UTC],
      ],
      'merge',
      'same-title-city-start',
    ],
    [
      'a genre prefix and an age rating are decoration',
      [
        ['Концерт: Пётр Громов', 'Клуб Алиби', 'Москва', AT],
        ['Пётр Громов 12+', '', 'Москва', AT],
      ],
      'merge',
      'same-title-city-start',
    ],
    [
      'the start an hour apart',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', '', 'Москва', HOUR_LATER],
      ],
      'review',
      'venue-missing',
    ],
    [
      'no city on the venueless side',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', '', '', AT],
      ],
      'review',
      'venue-missing',
    ],
    [
      'a title that is only a genre word',
      [
        ['Концерт', 'Ленком', 'Москва', AT],
        ['Концерт', '', 'Москва', AT],
      ],
      'review',
      'venue-missing',
    ],
    [
      'another city',
      [
        ['Вишнёвый сад', 'Ленком', 'Москва', AT],
        ['Вишнёвый сад', '', 'Пермь', AT],
      ],
      'distinct',
      'different-city',
    ],
    [
      'a title the subset rule relates',
      [
        ['Женитьба', 'Театр Сатиры', 'Москва', AT],
        ['Женитьба Фигаро', '', 'Москва', AT],
      ],
      'review',
      'venue-missing',
    ],
    [
      'the list shows that title at that start at two venues',
      [
        ['Квиз, плиз', '', 'Москва', AT],
        ['Квиз, плиз', 'Бар Ровесник', 'Москва', AT],
        ['Квиз, плиз', 'Бар Гадкий Койот', 'Москва', AT],
      ],
      'review',
      'title-at-several-venues',
    ],
  ])('%s', (_, rows, level, code) => {
    const r = decide0and1(rows);
    expect(r.rules.length).toBeGreaterThan(0);
    expect(r.level).toBe(level);
    expect(r.codes).toContain(code);
  });
});

describe('events: word order, script, attribution, genre prefixes and age ratings do not stop a comparison', () => {
  it.each<[string, string, string]>([
    ['Pyotr Gromov', 'Громов Пётр', 'same-stems'],
    ['Женитьба Фигаро (Бомарше)', 'Спектакль «Женитьба Фигаро»', 'filler-only-extra-words'],
    ['Stand-up: Иван Абрамов', 'Иван Абрамов', 'filler-only-extra-words'],
    ['Концерт «Иван Петров»', 'Иван Петров (12+)', 'filler-only-extra-words'],
    ['Щелкунчик. Балет', 'Балет «Щелкунчик» 6+', 'token-sort-equal'],
    ['Щелкунчик', 'Балет «Щелкунчик» 6+', 'filler-only-extra-words'],
  ])('%s / %s at one venue and start: a candidate and a merge (%s)', (a, b, code) => {
    const r = decide0and1([
      [a, 'Клуб Алиби', 'Москва', AT],
      [b, 'Клуб Алиби', 'Москва', AT],
    ]);
    expect(r.rules).toContain('title-core+day');
    expect(r.level).toBe('merge');
    expect(r.codes).toContain(code);
  });

  it('meets a listing without a venue through the title core', () => {
    const r = decide0and1([
      ['Pyotr Gromov', 'Клуб Алиби', 'Москва', AT],
      ['Громов Пётр', '', 'Москва', AT],
    ]);
    expect(r.rules).toEqual(['title-core+day', 'title-word+city+start']);
    expect(r.level).toBe('merge');
    expect(r.codes).toContain('same-title-city-start');
  });
});

// A site lists an event once in a place: its two rows of one title and start are two showings.
describe('events: one source listing a title at one start twice', () => {
  /** Decide rows 0 and 1 of rows [title, venue, city, start, source]. */
  function decideWithSources(rows: [string, string, string, string, string][]) {
    const kinds = ['title', 'venue', 'city', 'start', 'source'] as const;
    const input: ProfileInput = {
      recordCount: rows.length,
      columns: kinds.map((kind, c) => ({ name: kind, kind, values: rows.map((r) => r[c]) })),
    };
    const p = eventsProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    const similarities = p.comparisons.map((c) =>
      c.values[0] === '' || c.values[1] === '' ? NaN : ratio(cps(c.values[0]), cps(c.values[1])),
    );
    const v = p.decide({ left: 0, right: 1, similarities });
    return { level: v.level, codes: v.reasons.map((r) => r.code) };
  }

  it('a listing without a venue cannot tell which of a site’s two showings it is', () => {
    const rows: [string, string, string, string, string][] = [
      ['Холоп', '', 'Москва', AT, 'kassir'],
      ['Холоп', '', 'Москва', AT, 'afisha'],
      ['Холоп', '', 'Москва', AT, 'afisha'],
    ];
    expect(decideWithSources(rows)).toMatchObject({ level: 'review' });
    expect(decideWithSources(rows).codes).toContain('title-at-several-venues');
    // Listed once by each site: the one showing of the city at that start.
    expect(decideWithSources(rows.slice(0, 2))).toMatchObject({ level: 'merge' });
  });

  it('without a city, a venue name a site lists twice at one start stands for two places', () => {
    const rows: [string, string, string, string, string][] = [
      ['Звёздное небо', 'Планетарий', '', AT, 'kudago'],
      ['Звёздное небо', 'Планетарий', '', AT, 'afisha'],
      ['Шоу «Звёздное небо» 6+', 'Планетарий', '', AT, 'afisha'],
    ];
    const r = decideWithSources(rows);
    expect(r.level).toBe('review');
    expect(r.codes).toContain('listed-twice-at-venue');
    expect(decideWithSources(rows.slice(0, 2)).level).toBe('merge');
    // With its city the place is known: the site's two rows in one city are one event written twice.
    const inCity = rows.map((r): [string, string, string, string, string] => [r[0], r[1], 'Москва', r[3], r[4]]);
    expect(decideWithSources(inCity).codes).not.toContain('listed-twice-at-venue');
  });
});
