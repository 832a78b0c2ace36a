import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviatesGivenNames, citedForm, citedPeople } from '../../../src/core/normalize/cited-names';

describe('citedForm', () => {
  it.each([
    ['Volker Papadias', 'v papadias'],
    ['V. Papadias', 'v papadias'],
    ['Kevin Ramakrishnan, Flip Rastogi', 'k ramakrishnan f rastogi'],
    ['K. Ramakrishnan, F. Rastogi', 'k ramakrishnan f rastogi'],
    ['Papadias, V.; Ooi, B. C.', 'v papadias b ooi'],
    ['Papadias, V., Ooi, B.', 'v papadias b ooi'],
    ['HP Kriegel, BC Ooi', 'h kriegel b ooi'],
    ['H.-P. Kriegel and B.C. Ooi', 'h kriegel b ooi'],
    ['Beng Chin Ooi & Kian-Lee Tan', 'b ooi k tan'],
    ['Hector Garcia-Molina', 'h garciamolina'],
    ['Jan van der Berg', 'j berg'],
    ['Smith, John', 'j smith'],
    ['Пётр Громов', 'p gromov'],
    ['', ''],
  ])('%s → %s', (value, form) => {
    expect(citedForm(value)).toBe(form);
  });

  it('one author list cited with full given names and with initials is one value', () => {
    const full = 'Anastassia Korn, Rakesh Ooi, Hans-Peter Liu';
    expect(citedForm('A. Korn, R. Ooi, H.-P. Liu')).toBe(citedForm(full));
    expect(citedForm('Korn, A.; Ooi, R.; Liu, H.-P.')).toBe(citedForm(full));
    // Another first initial or another surname is another list.
    expect(citedForm('B. Korn, R. Ooi, H.-P. Liu')).not.toBe(citedForm(full));
    expect(citedForm('A. Korn, R. Ooi, H.-P. Lin')).not.toBe(citedForm(full));
  });

  it('keeps every person of a list, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('Anna', 'Li', 'Jean-Paul', 'B.'), fc.constantFrom('Korn', 'Wei', 'Ooi')), {
          minLength: 1,
          maxLength: 6,
        }),
        (people) => {
          const cited = citedPeople(people.map(([g, s]) => `${g} ${s}`).join(', '));
          expect(cited.map((p) => p.surname)).toEqual(people.map(([, s]) => s.toLowerCase()));
          expect(cited.map((p) => p.abbreviated)).toEqual(people.map(([g]) => g === 'B.'));
        },
      ),
    );
  });
});

describe('abbreviatesGivenNames', () => {
  it('is true when a column writes some given names as initials', () => {
    const column = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? 'V. Papadias, B. Ooi' : 'Volker Papadias'));
    expect(abbreviatesGivenNames(column)).toBe(true);
  });

  it('is false for full names, in capitals too', () => {
    expect(abbreviatesGivenNames(['Volker Papadias, Beng Chin Ooi', 'JOHN SMITH, ANN LEE', 'Smith, John', ''])).toBe(
      false,
    );
    expect(abbreviatesGivenNames([])).toBe(false);
  });

  it('needs more than a rare initial', () => {
    const column = Array.from({ length: 100 }, (_, i) => (i === 0 ? 'J. Smith' : `Anna Korn, Rakesh Ooi`));
    expect(abbreviatesGivenNames(column)).toBe(false);
  });
});
