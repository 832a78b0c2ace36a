import { describe, expect, it } from 'vitest';
import { dottedNumbers } from '../../../src/core/normalize/title';
import {
  foldToAscii,
  looseLatin,
  markerIssues,
  markerParts,
  markerYears,
  stripAgeRatings,
  titleCompactKey,
  titleMarkers,
  titleTokens,
  titleTokenSortKey,
  titleViews,
  titleWords,
} from '../../../src/core/normalize';

describe('foldToAscii', () => {
  it.each([
    ['', ''],
    ['   ', '   '],
    ['Ömankö Day', 'omanko day'],
    ['Вишнёвый', 'vishnevyy'],
    ['ЁЛКА', 'elka'],
    ['Łódź ß Æon', 'lodz ss aeon'],
    ['Ελληνικά', 'ellinika'],
    ['２０２５', '2025'],
    ['e\u0301te\u0301', 'ete'],
    ['Привет 👋🏽 мир', 'privet   mir'],
  ])('%j → %j', (input, expected) => {
    expect(foldToAscii(input)).toBe(expected);
  });

  it('transliterates й ь ъ я ю ё as the Latin spellings expect', () => {
    expect(foldToAscii('йьъяюё')).toBe("y''yayue");
  });
});

describe('titleCompactKey', () => {
  it.each([
    ['', ''],
    ['  \t ', ''],
    ['!!!', ''],
    ['Полна любви', 'polnalyubvi'],
    ['ПОЛНАЛЮБВИ!', 'polnalyubvi'],
    ['Ольга', 'olga'],
    ["Arnie Morton's of Chicago", 'arniemortonsofchicago'],
    ['Мумий Тролль Music Bar', 'mumiytrollmusicbar'],
    ['🎉🎉', ''],
    ['東京', 'dongjing'],
    ['שלום', 'slvm'],
  ])('%j → %j', (input, expected) => {
    expect(titleCompactKey(input)).toBe(expected);
  });

  it('keeps accented letters (E19: «Ömankö Day» ≠ «Mank Day»)', () => {
    expect(titleCompactKey('Ömankö Day')).not.toBe(titleCompactKey('Mank Day'));
  });

  it('the Cyrillic and the Latin spelling of a bar meet (V02)', () => {
    expect(titleCompactKey('Мумий Тролль')).toBe(titleCompactKey('Mumiy Troll'));
  });
});

describe('titleTokens and token sort', () => {
  it('keeps word boundaries and joins apostrophes', () => {
    expect(titleTokens("Квиз, плиз — rock'n'roll")).toEqual(['kviz', 'pliz', 'rocknroll']);
  });
  it('sorts tokens for the token-sort key', () => {
    expect(titleTokenSortKey('Петров Иван')).toBe('ivan petrov');
  });
  it('empty and whitespace give no tokens', () => {
    expect(titleTokens('')).toEqual([]);
    expect(titleTokens(' \n ')).toEqual([]);
    expect(titleTokenSortKey('')).toBe('');
  });
  it('mixed scripts in one title', () => {
    expect(titleTokens('Клуб Station')).toEqual(['klub', 'station']);
  });
});

describe('titleMarkers', () => {
  it.each([
    ['Лето 2025', [2025], []],
    ['Гарри Поттер. Часть 2', [], [2]],
    ['Гарри Поттер, ч. 2', [], [2]],
    ['Дюна 2', [], [2]],
    ['Дюна', [], []],
    ['Part II', [], [2]],
    ['Rocky IV', [], [4]],
    ['Сезон 3', [], [3]],
    ['Friends S02E05', [], [2, 5]],
    ['2025 г.', [2025], []],
    ['I love you', [], []],
    ['Vi Hart', [], []],
    ['100 лет', [], []],
    ['Концерт 1812', [], []],
  ])('%j → years %j parts %j', (input, years, parts) => {
    const markers = titleMarkers(input);
    expect(markerYears(markers)).toEqual(years);
    expect(markerParts(markers)).toEqual(parts);
  });

  it.each([
    // Age ratings are not numbers of the work; sequel numbers survive them.
    ['Чебурашка 2 0+', [], [2]],
    ['Чебурашка 6+', [], []],
    ['Чебурашка (16+)', [], []],
    ['Чебурашка 18 +', [], []],
    // Ordinal and cardinal words, before or after the marker word.
    ['Дюна. Часть вторая', [], [2]],
    ['Дюна. Вторая часть', [], [2]],
    ['Дюна, 2-я часть', [], [2]],
    ['Третий сезон', [], [3]],
    ['Dune: Part Two', [], [2]],
    ['Dune. Second Part', [], [2]],
    ['Дюна. Part 2', [], [2]],
    // A bare number ending a segment, before a subtitle or format decoration.
    ['Дюна 2: Пророчество', [], [2]],
    ['Дюна 2 — Пророчество', [], [2]],
    ['Дюна 2 IMAX 3D', [], [2]],
    ['Дюна 2 в кино', [], []],
    ['Иван Петров. 25 лет на сцене', [], []],
    // A number written beside another is a date or a code, no sequel.
    ['CARD PAYMENT TO AMAZON ON 02/01 REF 336752', [], []],
  ])('%j → years %j parts %j (decoration)', (input, years, parts) => {
    const markers = titleViews(input).markers;
    expect(markerYears(markers)).toEqual(years);
    expect(markerParts(markers)).toEqual(parts);
  });

  it.each([
    ['Эрудит-квиз: №493', [493]],
    ['Эрудит-квиз. № 493 (16+)', [493]],
    ['Quiz #12', [12]],
    ['Quiz No. 12', [12]],
    ['No Time to Die', []],
  ])('%j → issues %j', (input, issues) => {
    expect(markerIssues(titleViews(input).markers)).toEqual(issues);
  });

  it('plain numbers are typed as numbers', () => {
    expect(titleMarkers('100 лет')).toEqual([{ type: 'number', value: 100, text: '100' }]);
  });
});

describe('titleWords', () => {
  it('E15: expands им., flags initials, stems declensions', () => {
    const a = titleWords('Концерт ансамбля имени В. С. Локтева');
    const b = titleWords('Ансамбль им. Локтева');
    expect(a.filter((w) => w.initial).map((w) => w.text)).toEqual(['v', 's']);
    expect(b.map((w) => w.text)).toEqual(['ansambl', 'imeni', 'lokteva']);
    expect(b[1].abbreviation).toBe('im');
    const stems = (ws: typeof a) => new Set(ws.filter((w) => !w.initial).map((w) => w.stem));
    for (const s of stems(b)) expect(stems(a).has(s)).toBe(true);
  });

  it('address abbreviations: ул. → улица, д. 6 → дом 6', () => {
    expect(titleWords('ул. Малая Дмитровка, д. 6').map((w) => w.text)).toEqual([
      'ulitsa',
      'malaya',
      'dmitrovka',
      'dom',
      '6',
    ]);
  });

  it('St. is saint before a name and street at the end', () => {
    expect(titleWords('St. Petersburg, Main St.').map((w) => w.text)).toEqual([
      'saint',
      'petersburg',
      'main',
      'street',
    ]);
  });

  it('English stems', () => {
    expect(titleWords('Running Companies').map((w) => w.stem)).toEqual(['run', 'compani']);
  });

  it('empty, emoji only', () => {
    expect(titleWords('')).toEqual([]);
    expect(titleWords('🎉')).toEqual([]);
  });
});

describe('stripAgeRatings', () => {
  it.each([
    ['Чебурашка 2 0+', 'Чебурашка 2  '],
    ['Квиз (18+)', 'Квиз ( )'],
    ['Galaxy S10+', 'Galaxy S10+'],
    ['2+2', '2+2'],
    ['Шоу 1+1', 'Шоу 1+1'],
    ['Тариф 30+', 'Тариф 30+'],
  ])('%j → %j', (input, expected) => {
    expect(stripAgeRatings(input)).toBe(expected);
  });
});

describe('looseLatin', () => {
  it.each([
    ['Пётр', 'Pyotr'],
    ['Дмитрий', 'Dmitry'],
    ['Алексей', 'Alexei'],
    ['Кирилл', 'Kiril'],
    ['Юрий', 'Yuri'],
    ['Щукин', 'Shchukin'],
    ['Хабаров', 'Khabarov'],
    ['Евгений', 'Yevgeny'],
    ['Цой', 'Tsoi'],
    ['Ксения', 'Xenia'],
    ['Наталья', 'Natalia'],
    ['Сергеев', 'Sergeyev'],
    ['Телеклуб', 'Teleclub'],
    ['Синема', 'Cinema'],
  ])('%s = %s', (a, b) => {
    const key = (s: string) => looseLatin(titleTokens(s)[0]);
    expect(key(a)).toBe(key(b));
  });

  it('keeps different names apart', () => {
    expect(looseLatin('ivan')).not.toBe(looseLatin('ivanov'));
    expect(looseLatin('olga')).not.toBe(looseLatin('oleg'));
  });
});

describe('titleViews', () => {
  it('views of the title without its age rating, one issue sign', () => {
    expect(titleViews('Чебурашка 6+').compact).toBe(titleViews('Чебурашка 0+').compact);
    expect(titleViews('Эрудит-квиз: №493').compact).toBe(titleViews('Эрудит-квиз. № 493 (16+)').compact);
  });

  it('words know their segment and whether they are bracketed', () => {
    const w = titleViews('Спектакль «Женитьба Фигаро» (Бомарше)').words;
    expect(w.map((x) => [x.text, x.segment, x.bracketed])).toEqual([
      ['spektakl', 0, false],
      ['zhenitba', 1, false],
      ['figaro', 1, false],
      ['bomarshe', 3, true],
    ]);
  });

  it('compact key is the tokens joined', () => {
    const v = titleViews('Света. Большой сольный концерт');
    expect(v.compact).toBe(v.tokens.join(''));
    expect(v.tokenSort.split(' ').sort()).toEqual([...v.tokens].sort());
  });
});

describe('dottedNumbers', () => {
  it.each([
    ['Norton 360 3.0 - 3 Users', ['3']],
    ['Toast 10.2.1 and 2.50', ['10.2.1', '2.5']],
    ['Elements 6.0 / 6.00', ['6']],
    ['Концерт 12.03.2024', ['12.3.2024']],
    ['Photoshop CS4 3 users', []],
    ['Chapter 1. Intro', []],
  ])('%s → %j', (title, expected) => {
    expect(dottedNumbers(title)).toEqual(expected);
  });
});
