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
    ['Большой зал', 'Малый зал', ['antonym']],
    ['Upper Room', 'Lower Room', ['antonym']],
    ['Дюна 2', 'Дюна 2', []],
    ['Большой концерт', 'Концерт', []],
  ])('%s / %s → %j', (a, b, expected) => {
    expect(guards(a, b)).toEqual(expected);
  });
});

import { comparePlaces, placeFacts } from '../../../src/core/profiles/venue-rules';
import { resolvePlaces } from '../../../src/core/profiles/place-resolve';

describe('places', () => {
  const place = (name: string, city = 'Москва', address = '') => placeFacts(name, city, address, undefined, undefined, lex);
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

  it('tells the same name in two cities apart', () => {
    expect(comparePlaces(place('Планетарий', 'Пермь'), place('Планетарий', 'Москва'), lex, 200).relation).toBe('different');
  });

  it('resolves venue spellings to one id, acronyms included, and keeps antonyms apart', () => {
    const ids = resolvePlaces(['Ленком', 'Ленком Марка Захарова', 'БЗК', 'Большой зал консерватории', 'Малый зал консерватории', ''].map((n) => place(n)), lex, 200);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[3]).not.toBe(ids[4]);
    expect(ids[5]).toBe(-1);
  });
});
