import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalRowsProve, exactRowClasses } from '../../src/engine/candidates';
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

/** Row classes (0: no equal row) and sources of a list given as [source, row text] pairs. */
function linked(rows: [number, string][]) {
  const first = new Map<string, number>();
  const rowClass = Uint32Array.from(
    rows,
    ([, text]) => first.get(text) ?? (first.set(text, first.size + 1), first.size),
  );
  const count = new Map<number, number>();
  for (const c of rowClass) count.set(c, (count.get(c) ?? 0) + 1);
  return { rowClass: rowClass.map((c) => (count.get(c)! > 1 ? c : 0)), sourceOf: Uint16Array.from(rows, ([s]) => s) };
}

describe('equal rows across linked sources (D166)', () => {
  // Two deduplicated lists of 40 rows; `shared` rows of each are written alike by both.
  const list = (withinEqual: number, shared = 20) => {
    const rows: [number, string][] = [];
    for (const s of [0, 1]) {
      for (let i = 0; i < 40; i++) rows.push([s, i < shared ? `row ${i}` : `source ${s} row ${i}`]);
      // A postcode and a town name a stretch of street: some rows one source holds alike.
      for (let i = 0; i < withinEqual; i++) rows.push([s, `source ${s} street ${Math.floor(i / 2)}`]);
    }
    return linked(rows);
  };

  it('prove one thing while no source holds rows alike', () => {
    const { rowClass, sourceOf } = list(0);
    expect(equalRowsProve(rowClass, { mode: 'link', sourceOf })).toBe(true);
  });

  it("prove nothing where the sources' own equal rows predict more than 1 in 100 of those across to be two things", () => {
    // 2 × 5 equal pairs within 2 × C(50, 2) pairs, 50 × 50 pairs across: 4.1 two-things expected of 20 equal pairs.
    const { rowClass, sourceOf } = list(10);
    expect(equalRowsProve(rowClass, { mode: 'link', sourceOf })).toBe(false);
    // A list deduplicated within its sources too holds its duplicates there: its equal rows are the duplicates sought.
    expect(equalRowsProve(rowClass, { mode: 'link-and-dedupe', sourceOf })).toBe(true);
    expect(equalRowsProve(rowClass, { mode: 'dedupe', sourceOf })).toBe(true);
  });

  it('whatever the order of the rows, and never without a row some source holds alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')), {
          minLength: 2,
          maxLength: 30,
        }),
        (rows) => {
          const a = linked(rows);
          const b = linked([...rows].reverse());
          expect(equalRowsProve(a.rowClass, { mode: 'link', sourceOf: a.sourceOf })).toBe(
            equalRowsProve(b.rowClass, { mode: 'link', sourceOf: b.sourceOf }),
          );
          const alikeInOne = rows.some(([s, t], i) => rows.some(([s2, t2], j) => i !== j && s === s2 && t === t2));
          if (!alikeInOne) expect(equalRowsProve(a.rowClass, { mode: 'link', sourceOf: a.sourceOf })).toBe(true);
        },
      ),
    );
  });
});
