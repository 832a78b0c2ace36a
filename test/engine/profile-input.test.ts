import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { columnValues, combineTables, MAX_MATCH_CHARS, profileInput } from '../../src/engine/dataset';

describe('profile input', () => {
  it('cuts a huge cell for matching only: the dataset keeps the whole value', () => {
    const huge = 'ab'.repeat(MAX_MATCH_CHARS) + '😀';
    const ds = combineTables([parseCsvText(`name,note\nAcme,${huge}\nGlobex,short\n`, { sourceName: 'a.csv' })]);
    const input = profileInput(
      ds,
      new Map([
        ['name', 'company'],
        ['note', 'other'],
      ]),
      new Set(),
    );
    const note = input.columns.find((c) => c.name === 'note')!.values;
    expect(note[0].length).toBe(MAX_MATCH_CHARS);
    expect(note[0]).toBe(huge.slice(0, MAX_MATCH_CHARS));
    expect(note[1]).toBe('short');
    expect(columnValues(ds, 'note')[0]).toBe(huge);
  });

  it('never cuts inside a surrogate pair', () => {
    const value = 'x'.repeat(MAX_MATCH_CHARS - 1) + '😀' + 'y';
    const ds = combineTables([parseCsvText(`note\n${value}\n`, { sourceName: 'b.csv' })]);
    const cut = profileInput(ds, new Map([['note', 'other']]), new Set()).columns[0].values[0];
    expect(cut).toBe('x'.repeat(MAX_MATCH_CHARS - 1));
    expect(Array.from(cut).every((ch) => ch === 'x')).toBe(true);
  });

  it('leaves the excluded columns out and passes short columns as they are', () => {
    const ds = combineTables([parseCsvText('id,name\n1,Acme\n2,Globex\n', { sourceName: 'c.csv' })]);
    const input = profileInput(ds, new Map([['name', 'company']]), new Set(['id']));
    expect(input.columns.map((c) => [c.name, c.kind, [...c.values]])).toEqual([
      ['name', 'company', ['Acme', 'Globex']],
    ]);
  });
});
