import { describe, expect, it } from 'vitest';
import {
  birthDatesDiffer,
  givenAndSurname,
  givenNamesDiffer,
  readBirthDates,
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
    expect(givenNamesDiffer(comparisons, roles, 0, 1, [1, NaN])).toBeNull(); // a missing name says nothing
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
