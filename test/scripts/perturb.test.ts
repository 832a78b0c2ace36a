import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io/read';
import { combineTables, columnValues } from '../../src/engine/dataset';
import type { SourceTable } from '../../src/domain/dataset';
import {
  addIrrelevantColumns,
  columnToDrop,
  dropInformativeColumn,
  neutralHeaders,
  perturbTables,
  seededRandom,
  synonymFor,
  synonymHeaders,
  unionColumns,
  VARIANTS,
  type Perturbed,
} from '../../scripts/perturb';

const people = parseCsvText(
  'rec_id,given_name,surname,address,phone,soc_sec_id,note\n' +
    'a1,ann,smith,1 high st,0411 222 333,111,\n' +
    'a2,anne,smith,1 high street,0411 222 333,111,x\n' +
    'a3,bob,jones,,0422 111 000,222,\n' +
    'a4,rob,jones,9 low rd,,222,\n',
  { sourceName: 'people.csv', keyColumn: 'rec_id' },
);
// Two link sources with different columns: `price` only in the first, `brand` only in the second.
const left = parseCsvText('unique_id,title,description,price\n1,ipod nano 8gb,silver,$99\n2,zune 30gb,black,\n', {
  sourceName: 'left.csv',
  sourceId: 0,
});
const right = parseCsvText(
  'unique_id,title,brand,description\n1,apple ipod nano,apple,8gb silver\n2,microsoft zune,microsoft,30gb\n3,sony walkman,sony,\n',
  { sourceName: 'right.csv', sourceId: 1 },
);
const protect = ['rec_id', 'unique_id'];

/** Original column → its values per table, read back through the rename. */
function valuesThrough(original: readonly SourceTable[], p: Perturbed): void {
  original.forEach((t, ti) => {
    for (const [c, i] of t.source.columns.map((c, i) => [c, i] as const)) {
      const to = p.rename.get(c);
      if (to === undefined) {
        expect(p.removed).toContain(c);
        continue;
      }
      const j = p.tables[ti].source.columns.indexOf(to);
      expect(j, `${c} → ${to}`).toBeGreaterThanOrEqual(0);
      expect(p.tables[ti].cells[j]).toEqual(t.cells[i]);
    }
    expect(p.tables[ti].keys).toEqual(t.keys);
    expect(p.tables[ti].rowCount).toBe(t.rowCount);
    expect(p.tables[ti].cells.length).toBe(p.tables[ti].source.columns.length);
  });
}

describe.each([
  ['one table', [people]],
  ['link sources', [left, right]],
] as const)('perturbed variants of %s', (_, input) => {
  const tables = input as readonly SourceTable[];
  const snapshot = JSON.stringify(tables);
  const cols = unionColumns(tables);

  it.each(VARIANTS)(
    '%s: values preserved per column, keys and protected columns survive, input untouched, deterministic',
    (variant) => {
      const p = perturbTables(tables, variant, { seed: 7, protect });
      valuesThrough(tables, p);
      for (const c of protect.filter((c) => cols.includes(c))) expect(p.rename.has(c)).toBe(true);
      expect(JSON.stringify(tables)).toBe(snapshot);
      expect(JSON.stringify(perturbTables(tables, variant, { seed: 7, protect }))).toBe(JSON.stringify(p));
      // Headers stay unique and the same original column has one name in every table.
      expect(new Set(p.rename.values()).size).toBe(p.rename.size);
      for (const t of p.tables) expect(new Set(t.source.columns).size).toBe(t.source.columns.length);
    },
  );

  it('neutral: c1 … cN in a seeded shuffled order, one order for every table', () => {
    const p = neutralHeaders(tables, 7);
    expect(unionColumns(p.tables).sort()).toEqual(cols.map((_, i) => `c${i + 1}`).sort());
    for (const t of p.tables) {
      const ns = t.source.columns.map((c) => Number(c.slice(1)));
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
      expect(t.source.columns.length).toBe(tables[p.tables.indexOf(t)].source.columns.length);
    }
    const orders = [1, 2, 3, 4, 5, 6].map((s) => JSON.stringify([...neutralHeaders(tables, s).rename]));
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('irrelevant: two more columns in every table, a random 8-character code and a constant', () => {
    const p = addIrrelevantColumns(tables, 7);
    p.tables.forEach((t, ti) => {
      expect(t.source.columns.length).toBe(tables[ti].source.columns.length + 2);
      const code = t.cells[t.source.columns.indexOf('ref_code')];
      const batch = t.cells[t.source.columns.indexOf('batch')];
      expect(code.every((v) => /^[A-Z0-9]{8}$/.test(v))).toBe(true);
      expect(new Set(code).size).toBe(t.rowCount);
      expect(new Set(batch).size).toBe(1);
    });
    expect(addIrrelevantColumns(tables, 8).tables[0].cells.at(-2)).not.toEqual(p.tables[0].cells.at(-2));
  });

  it('dropped: one column fewer, never a protected one, never the principal name', () => {
    const p = dropInformativeColumn(tables, protect);
    expect(p.removed).toHaveLength(1);
    expect(protect).not.toContain(p.removed[0]);
    expect(unionColumns(p.tables)).toHaveLength(cols.length - 1);
  });
});

describe('the rules', () => {
  it('synonyms swap the usual headers and follow their style', () => {
    expect(synonymFor('title')).toBe('name');
    expect(synonymFor('name')).toBe('title');
    expect(synonymFor('surname')).toBe('last_name');
    expect(synonymFor('given_name')).toBe('first_name');
    expect(synonymFor('Site name')).toBe('Facility name');
    expect(synonymFor('Phone')).toBe('Tel');
    expect(synonymFor('True Id')).toBe('Entity Id');
    expect(synonymFor('Id')).toBe('Record_id');
    expect(synonymFor('Length of Day')).toBeUndefined();
    const p = synonymHeaders([people]);
    expect(p.tables[0].source.columns).toEqual([
      'record_id',
      'first_name',
      'last_name',
      'street',
      'tel',
      'ssn',
      'note',
    ]);
  });

  it('synonyms never collide: a table holding both sides of a pair swaps them, a taken name gets a suffix', () => {
    const t = parseCsvText('name,title,product,x\na,b,c,d\n', { sourceName: 't.csv' });
    const p = synonymHeaders([t]);
    expect(p.tables[0].source.columns).toEqual(['title', 'name', 'name_2', 'x']);
    const u = parseCsvText('phone,tel\n1,2\n', { sourceName: 'u.csv' });
    expect(synonymHeaders([u]).tables[0].source.columns).toEqual(['tel', 'phone']);
  });

  it('drop rule: highest fill rate, ties to the most distinct; protected and principal-name columns are skipped', () => {
    // given_name (4 distinct) is the principal name, so it stays; surname and soc_sec_id are full with
    // 2 distinct values each, so column order picks surname.
    expect(columnToDrop([people], ['rec_id'])).toBe('surname');
    // address and phone are 3/4 full; address has more distinct values.
    expect(columnToDrop([people], ['rec_id', 'surname', 'soc_sec_id'])).toBe('address');
    // Abt-Buy-like link: the only title is kept, the fullest other column goes.
    expect(columnToDrop([left, right], ['unique_id'])).toBe('description');
    const only = parseCsvText('id,name\n1,a\n', { sourceName: 'o.csv' });
    expect(columnToDrop([only], ['id'])).toBeUndefined();
  });

  it('the truth column read through the rename gives the same truth', () => {
    for (const variant of VARIANTS) {
      const p = perturbTables([left, right], variant, { seed: 3, protect });
      expect(columnValues(combineTables(p.tables), p.rename.get('unique_id')!)).toEqual(
        columnValues(combineTables([left, right]), 'unique_id'),
      );
    }
  });

  it('seededRandom is deterministic and in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
