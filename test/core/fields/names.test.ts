import { describe, expect, it } from 'vitest';
import { GIVEN_NAMES, listParts, nameHits, SURNAMES } from '../../../src/core/fields';

describe('name lexicon', () => {
  it('holds a few hundred folded names per script', () => {
    expect(GIVEN_NAMES.size).toBeGreaterThan(400);
    expect(SURNAMES.size).toBeGreaterThan(400);
    for (const w of ['petr', 'natalya', 'yuliya', 'olivia', 'liam']) expect(GIVEN_NAMES.has(w)).toBe(true);
    for (const w of ['ivanova', 'gromov', 'shevchenko', 'smith', 'nguyen']) expect(SURNAMES.has(w)).toBe(true);
  });

  it.each([
    ['Громов Пётр', { given: true, surname: true, person: true }],
    ['Pyotr Gromov', { given: false, surname: true, person: true }],
    ['Ковальчук Оксана', { given: true, surname: true, person: true }],
    ['Сергей Владимирович Нетребко', { given: true, surname: true, person: true }], // the patronymic ending counts,
    ['Пушкин', { given: false, surname: true, person: true }],
    ['Dr. Joy Pilcher', { given: false, surname: false, person: true }],
    ['Olivia Quist', { given: true, surname: false, person: true }],
    ['Sony DSC-W80 Camera', { given: false, surname: false, person: false }],
    ['Москва', { given: false, surname: false, person: false }],
    ['James Smith 42', { given: true, surname: true, person: false }],
  ])('%s', (value, hits) => {
    expect(nameHits(value)).toEqual(hits);
  });
});

describe('listParts', () => {
  it.each([
    ['J. Smith, A. Jones, K. Lee', ['J. Smith', 'A. Jones', 'K. Lee']],
    ['David Taylor, Laura Brown', ['David Taylor', 'Laura Brown']],
    ['DAVID E  SNYDER**THOMAS D  LYSTER', ['DAVID E  SNYDER', 'THOMAS D  LYSTER']],
    ['Иванов И. И. и Петров П. П.', ['Иванов И. И.', 'Петров П. П.']],
    ['Smith, John', []],
    ['Sony Bravia 40"', []],
  ])('%s', (value, parts) => {
    expect(listParts(value)).toEqual(parts);
  });
});

describe('a person as cited', () => {
  it('initials before a capitalised word are a person, whatever the surname; a lone initial word is not', () => {
    expect(nameHits('D. Dayal').person).toBe(true);
    expect(nameHits('H.-P. Ramakrishnan').person).toBe(true);
    expect(nameHits('B. C. Wangeroo').person).toBe(true);
    expect(nameHits('Q. Xyzzyplugh').person).toBe(true);
    expect(nameHits('Xyzzyplugh').person).toBe(false);
    expect(nameHits('U.S. Steel Corp').person).toBe(false);
  });
});
