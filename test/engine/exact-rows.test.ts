import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactRowClasses } from '../../src/engine/candidates';
import type { ProfileInput } from '../../src/core/profiles';

/** A list of papers (title, venue, year) as profile input. */
function papers(rows: [string, string, string][]): ProfileInput {
  const column = (name: string, kind: 'title' | 'venue' | 'number', k: number) => ({
    name,
    kind,
    values: rows.map((r) => r[k]),
  });
  return {
    recordCount: rows.length,
    columns: [column('title', 'title', 0), column('venue', 'venue', 1), column('year', 'number', 2)],
  };
}

describe('rows written twice', () => {
  it('are one record when one of their values is theirs alone', () => {
    const classes = exactRowClasses(
      papers([
        ['Adaptive Histograms on the Web', 'VLDB', '2000'],
        ['adaptive histograms on the web ', 'VLDB', '2000'],
        ['Skyline Queries', 'VLDB', '2000'],
      ]),
    );
    expect(classes[0]).not.toBe(0);
    expect(classes[1]).toBe(classes[0]);
    expect(classes[2]).toBe(0);
  });

  it('are left to the weights when every value is shared by many other rows', () => {
    // One editorial per issue: many rows say «Editorial», many say «TKDE», many say «2005».
    const rows: [string, string, string][] = [
      ['Editorial', 'TKDE', '2005'],
      ['Editorial', 'TKDE', '2005'],
      ...Array.from({ length: 6 }, (_, i): [string, string, string] => ['Editorial', 'TKDE', String(2006 + i)]),
      ...Array.from({ length: 6 }, (_, i): [string, string, string] => ['Editorial', `Journal ${i}`, '2005']),
      ...Array.from({ length: 6 }, (_, i): [string, string, string] => [`Paper ${i}`, 'TKDE', '2005']),
    ];
    expect(Array.from(exactRowClasses(papers(rows)).subarray(0, 2))).toEqual([0, 0]);
  });

  it('never join rows that differ in a column, and a telling group keeps all its rows', () => {
    const value = fc.constantFrom('a', 'b', 'c', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, value), { minLength: 1, maxLength: 40 }), (rows) => {
        const classes = exactRowClasses(papers(rows));
        const key = (r: number) => rows[r].map((v) => v.trim().toLowerCase()).join('|');
        for (let i = 0; i < rows.length; i++)
          for (let j = i + 1; j < rows.length; j++) {
            if (classes[i] !== 0 && classes[i] === classes[j]) expect(key(i)).toBe(key(j));
            // Equal rows are in one class or both in none.
            if (key(i) === key(j) && key(i) !== '||') expect(classes[i]).toBe(classes[j]);
          }
      }),
    );
  });
});
