import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortForms } from '../../../src/core/normalize/short-forms';

const STOP = new Set(['the', 'a', 'an', 'of', 'and', 'for', 'in', 'on', 'at', 'to', 'with', 'by']);

describe('shortForms', () => {
  it('reads acronyms and words cut short from the column itself', () => {
    const forms = shortForms(
      [
        'VLDB',
        'Very Large Data Bases',
        'ICDE',
        'International Conference on Data Engineering',
        'ACM Trans. Database Syst.',
        'ACM Transactions on Database Systems (TODS)',
        'VLDB J.',
        'The VLDB Journal',
        'IEEE Trans. Knowl. Data Eng.',
        'IEEE Transactions on Knowledge and Data Engineering',
        'IBM',
        'International Business Machines',
      ],
      STOP,
    );
    expect(Object.fromEntries(forms)).toEqual({
      'Very Large Data Bases': 'VLDB',
      'International Conference on Data Engineering': 'ICDE',
      'ACM Transactions on Database Systems (TODS)': 'ACM Trans. Database Syst.',
      'The VLDB Journal': 'VLDB J.',
      'IEEE Transactions on Knowledge and Data Engineering': 'IEEE Trans. Knowl. Data Eng.',
      'International Business Machines': 'IBM',
    });
  });

  it('reads an acronym in any script as the long form is read, folded', () => {
    const forms = shortForms(['МГУ', 'Московский государственный университет'], new Set(['и', 'в']));
    expect(Object.fromEntries(forms)).toEqual({ 'Московский государственный университет': 'МГУ' });
  });

  it('leaves names that are no short form of another alone', () => {
    const forms = shortForms(
      ['SIGMOD Conference', 'International Conference on Management of Data', 'EDBT', 'SIGMOD Record', 'Acme Widgets'],
      STOP,
    );
    expect(forms.size).toBe(0);
  });

  it('never picks between two long forms one short form could stand for', () => {
    // «Acme Co.» cuts both «Acme Corporation» and «Acme Company» short; «ABC» spells out two names.
    const values = [
      'Acme Co.',
      'Acme Corporation',
      'Acme Company',
      'ABC',
      'Alpha Beta Capital',
      'Alpha Bravo Consulting',
    ];
    expect(shortForms(values, STOP).size).toBe(0);
  });

  it('never gives one long form two short forms', () => {
    // «Journal of Data Engineering» is both «J. Data Eng.» and «JDE».
    const forms = shortForms(['J. Data Eng.', 'JDE', 'Journal of Data Engineering'], STOP);
    expect(forms.size).toBe(0);
  });

  it('maps only to a value of the column, and only values that are not themselves short forms', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{0,7}\.?$/);
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
    const acronym = fc.stringMatching(/^[A-Z]{3,5}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(name, acronym), { maxLength: 30 }), (values) => {
        const forms = shortForms(values, STOP);
        const trimmed = new Set(values.map((v) => v.trim()));
        const shorts = [...forms.values()];
        for (const [long, short] of forms) {
          expect(trimmed.has(long) && trimmed.has(short)).toBe(true);
          expect(forms.has(short)).toBe(false);
          expect(long).not.toBe(short);
        }
        // One long form per short form.
        expect(new Set(shorts).size).toBe(shorts.length);
      }),
    );
  });
});
