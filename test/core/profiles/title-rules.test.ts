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
