import { describe, expect, it } from 'vitest';
import {
  foldToAscii, markerParts, markerYears, titleCompactKey, titleMarkers, titleTokens, titleTokenSortKey, titleViews,
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
    ['Arnie Morton\'s of Chicago', 'arniemortonsofchicago'],
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
    expect(titleWords('ул. Малая Дмитровка, д. 6').map((w) => w.text)).toEqual(['ulitsa', 'malaya', 'dmitrovka', 'dom', '6']);
  });

  it('St. is saint before a name and street at the end', () => {
    expect(titleWords('St. Petersburg, Main St.').map((w) => w.text)).toEqual(['saint', 'petersburg', 'main', 'street']);
  });

  it('English stems', () => {
    expect(titleWords('Running Companies').map((w) => w.stem)).toEqual(['run', 'compani']);
  });

  it('empty, emoji only', () => {
    expect(titleWords('')).toEqual([]);
    expect(titleWords('🎉')).toEqual([]);
  });
});

describe('titleViews', () => {
  it('compact key is the tokens joined', () => {
    const v = titleViews('Света. Большой сольный концерт');
    expect(v.compact).toBe(v.tokens.join(''));
    expect(v.tokenSort.split(' ').sort()).toEqual([...v.tokens].sort());
  });
});
