import { describe, expect, it } from 'vitest';
import {
  birthDatesDiffer,
  differsByNameInitials,
  givenAndSurname,
  givenNamesDiffer,
  nameWordsConflict,
  personNamesDiffer,
  personNameWords,
  readBirthDates,
  unmatchedNameWords,
} from '../../../src/core/profiles/people-rules';
import type { ProfileComparison } from '../../../src/core/profiles';

const cmp = (name: string, values: string[]): ProfileComparison => ({
  name,
  kernel: 'jaroWinkler',
  values,
  thresholds: [0.92, 0.8],
});

describe('people pack: given names that differ outright under one surname', () => {
  // Column order and headers say nothing: the values tell which part is the given name.
  const comparisons = [
    cmp('c1', ['ivanova', 'ivanova', 'petrov', 'smith', 'ivanova']),
    cmp('c2', ['anna', 'maria', 'anna', 'john', 'a']),
  ];

  it('finds the given-name column from the values', () => {
    expect(givenAndSurname(comparisons, [0, 1])).toEqual([1, 0]);
  });

  it('twins (same surname, other given name) are held back; a typo or an initial is not', () => {
    const roles = givenAndSurname(comparisons, [0, 1])!;
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [1, 0.6])).toMatchObject({
      code: 'given-names-differ',
      detail: 'anna vs maria',
    });
    expect(givenNamesDiffer(comparisons, roles, 0, 4, [1, 0.6])).toBeNull(); // «a» is Anna's initial
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [1, 0.85])).toBeNull(); // close enough for a typo
    expect(givenNamesDiffer(comparisons, roles, 0, 2, [0.5, 1])).toBeNull(); // surnames differ: another rule's business
    // A typo in the surname («Bltck» / «Black») does not make two given names one.
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [0.85, 0.6])).toMatchObject({ detail: 'anna vs maria' });
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [0.7, 0.6])).toBeNull(); // surnames below their lowest level
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [1, NaN])).toBeNull(); // a missing name says nothing
  });

  it('twins are held back whichever of the two records has its names swapped', () => {
    // «nathan | riley», «riley | rose» (Rose Riley, typed swapped), «riley | nathan» (Nathan Riley, typed swapped).
    const names = [
      cmp('given', ['nathan', 'riley', 'riley']),
      cmp('surname', ['riley', 'rose', 'nathan']),
      cmp('given × surname', []),
      cmp('surname × given', []),
    ];
    const swap = { a: 0, b: 1, ab: 2, ba: 3 };
    // Read crosswise (swaps.ts put the crossings in place of the straight similarities).
    expect(givenNamesDiffer(names, [0, 1], 0, 1, [0.4, 1, 0.4, 1], swap)).toMatchObject({ detail: 'nathan vs rose' });
    expect(givenNamesDiffer(names, [0, 1], 1, 0, [1, 0.4, 1, 0.4], swap)).toMatchObject({ detail: 'rose vs nathan' });
    // One person typed swapped: both crossings agree, nothing differs.
    expect(givenNamesDiffer(names, [0, 1], 0, 2, [1, 1, 1, 1], swap)).toBeNull();
  });

  it('two neighbouring letters swapped are a typo, unless both spellings are known given names', () => {
    const short = [
      cmp('surname', ['browne', 'browne', 'browne', 'browne']),
      cmp('given', ['ben', 'bne', 'inna', 'nina']),
    ];
    // Jaro-Winkler of a three-letter transposition is below every band (0.56).
    expect(givenNamesDiffer(short, [1, 0], 0, 1, [1, 0.56])).toBeNull();
    expect(givenNamesDiffer(short, [1, 0], 2, 3, [1, 0.56])).toMatchObject({ detail: 'inna vs nina' });
    expect(givenNamesDiffer(short, [1, 0], 0, 2, [1, 0.56])).toMatchObject({ detail: 'ben vs inna' });
  });
});

describe('people pack: a short form of a given name is the same name', () => {
  const comparisons = [
    cmp('surname', ['cole', 'cole', 'cole', 'cole', 'cole', 'cole']),
    cmp('given', ['james', 'jim', 'patrick', 'patricia', 'pat', 'dima']),
  ];
  it('«James» / «Jim» are one person; «Patrick» / «Patricia» stay twins though «Pat» is short for both', () => {
    expect(givenNamesDiffer(comparisons, [1, 0], 0, 1, [1, 0.6])).toBeNull();
    expect(givenNamesDiffer(comparisons, [1, 0], 2, 3, [1, 0.6])).toMatchObject({ code: 'given-names-differ' });
    expect(givenNamesDiffer(comparisons, [1, 0], 3, 4, [1, 0.6])).toBeNull();
    expect(givenNamesDiffer(comparisons, [1, 0], 0, 5, [1, 0.6])).toMatchObject({ detail: 'james vs dima' });
  });

  it('a name group check reads «jennifer» and «jenny» as one word', () => {
    expect(nameWordsConflict(['jennifer', 'oakcroft'], ['jenny', 'oakcroft'], () => false)).toBeNull();
    expect(nameWordsConflict(['jennifer', 'oakcroft'], ['julia', 'oakcroft'], () => false)).toBe('jennifer vs julia');
  });
});

describe('people pack: one birth date per person', () => {
  const dob = ['1984-02-05', '2004-08-27', '1984-02-50', '1960-02-05', '1983-03-05', '05.02.1984', 'unknown'];
  it('a generation apart is two people; a jitter, a slip or another writing is not', () => {
    expect(birthDatesDiffer(readBirthDates(dob), 'dob', 0, 1)).toMatchObject({ code: 'birth-dates-differ' });
    expect(birthDatesDiffer(readBirthDates(dob), 'dob', 0, 3)).toMatchObject({ code: 'birth-dates-differ' }); // 24 years
    expect(birthDatesDiffer(readBirthDates(['1984-02-05', '1948-02-05']), 'dob', 0, 1)).toBeNull(); // two digits swapped: one slip
    expect(birthDatesDiffer(readBirthDates(dob), 'dob', 0, 4)).toBeNull(); // a year and a month apart: a jitter
    expect(birthDatesDiffer(readBirthDates(dob), 'dob', 0, 5)).toBeNull(); // the same date written the other way
    expect(birthDatesDiffer(readBirthDates(dob), 'dob', 0, 6)).toBeNull(); // unparsed: says nothing here
  });
});

describe('people pack: the names check reads swaps and splits', () => {
  it('a name split by a stray space is one word; a joined word is no abbreviation', () => {
    expect(unmatchedNameWords(['nguy', 'en'], ['nguyen'])).toEqual([]);
    expect(unmatchedNameWords(['nguyen'], ['nguy', 'en'])).toEqual([]);
    expect(unmatchedNameWords(['wh', 'iteq'], ['white'])).toEqual([]); // split and one typo
    // «jackson» + «shevchenko» joined is not abbreviated by «jackson».
    expect(unmatchedNameWords(['jackson', 'shevchenko'], ['jackson', 'meddings', 'blaskett'])).toEqual(['shevchenko']);
  });

  it('conflicts only when each side has a word the other lacks and no other field explains', () => {
    const none = () => false;
    expect(nameWordsConflict(['van', 'groesen', 'chelsea'], ['chelsea', 'van', 'groesen'], none)).toBeNull();
    expect(nameWordsConflict(['jackson', 'meddings', 'blaskett'], ['jackson', 'shevchenko'], none)).toBe(
      'meddings blaskett vs shevchenko',
    );
    expect(nameWordsConflict(['anna'], ['maria'], none)).toBeNull(); // one-word names: the level judged them
    expect(nameWordsConflict(['the', 'palm', 'la'], ['the', 'palm', 'ny'], (w) => w === 'la')).toBeNull();
  });

  it('a given name is no abbreviation of a patronymic or a surname made from it', () => {
    const none = () => false;
    // Brothers: «Зайцев Александр Александрович» / «Зайцев Сергей Александрович», transliterated.
    expect(
      nameWordsConflict(['zaitsev', 'aleksandr', 'aleksandrovich'], ['zaitsev', 'sergei', 'aleksandrovich'], none),
    ).toBe('aleksandr vs sergei');
    expect(nameWordsConflict(['aleksandr', 'sofronov'], ['evgenii', 'aleksandrovich', 'sofronov'], none)).toBe(
      'aleksandr vs evgenii aleksandrovich',
    );
    expect(unmatchedNameWords(['john'], ['johnson'])).toEqual(['john']);
    expect(unmatchedNameWords(['petr', 'ivan'], ['petr', 'ivanovich'])).toEqual(['ivan']);
    // A shortened name still abbreviates: «alex» / «alexander».
    expect(unmatchedNameWords(['alex', 'ivanov'], ['alexander', 'ivanov'])).toEqual([]);
  });

  it('pools a record’s given name and surname into one bag', () => {
    const words = [
      [['chelsea'], ['van', 'groesen']],
      [['van', 'groesen'], ['chelsea']],
    ];
    expect(personNameWords([3, 5], words, [3, 5])).toEqual([
      ['chelsea', 'van', 'groesen'],
      ['van', 'groesen', 'chelsea'],
    ]);
    expect(personNameWords([3], words, [3, 5])).toBeNull();
  });

  it('twins are found when one record has its names swapped', () => {
    // c1 given name, c2 surname; record 1 typed «riley | rose», record 2 «nathan | riley».
    const comparisons = [cmp('c1', ['rose', 'riley', 'nathan']), cmp('c2', ['riley', 'rose', 'riley'])];
    const swap = { a: 0, b: 1, ab: 2, ba: 3 };
    // After swaps.ts read (1, 2) crosswise: c1 holds riley × riley, c2 holds rose × nathan.
    expect(givenNamesDiffer(comparisons, [0, 1], 1, 2, [1, 0.3, 1, 0.3], swap)).toMatchObject({
      code: 'given-names-differ',
      detail: 'rose vs nathan',
    });
    // Read straight (no swap), the same similarities say: one given name, surnames apart — not the twin rule.
    expect(givenNamesDiffer(comparisons, [0, 1], 1, 2, [1, 0.3, 0.2, 0.1], swap)).toBeNull();
  });
});

describe('people pack: a generation apart needs another name too', () => {
  const comparisons = [
    cmp('given', ['jacob', 'jacob', 'mia']),
    cmp('surname', ['di chiera', 'di chiera', 'di chiera']),
  ];
  it('the same name twice with two birth dates is one person with a mistyped date', () => {
    expect(personNamesDiffer(comparisons, [0, 1], [1, 1])).toBe(false);
    expect(personNamesDiffer(comparisons, [0, 1], [0.85, 1])).toBe(true); // «maria» / «mario»
    expect(personNamesDiffer(comparisons, [0, 1], [NaN, 1])).toBe(false); // a missing name says nothing
  });
});

describe('people pack: an identifier one letter apart where the names differ', () => {
  it('is a family pattern when the letter is each side’s initial of a name the other lacks', () => {
    const yuliya = ['zvereva', 'yuliya', 'aleksandrovna'];
    const taisiya = ['zvereva', 'taisiya', 'aleksandrovna'];
    expect(differsByNameInitials('yzvereva bk ru', 'tzvereva bk ru', yuliya, taisiya)).toBe(true);
    // A slip of the pen: the letter that differs is no initial of the names that differ, or the names agree.
    expect(differsByNameInitials('yzvereva bk ru', 'yzverewa bk ru', yuliya, taisiya)).toBe(false);
    expect(differsByNameInitials('yzvereva bk ru', 'tzvereva bk ru', yuliya, yuliya)).toBe(false);
    // Two letters apart, or another length: not this rule's question.
    expect(differsByNameInitials('yzvereva bk ru', 'tzverewa bk ru', yuliya, taisiya)).toBe(false);
    expect(differsByNameInitials('yzvereva bk ru', 'zvereva bk ru', yuliya, taisiya)).toBe(false);
  });
});
