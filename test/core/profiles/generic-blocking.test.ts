import { describe, expect, it } from 'vitest';
import { genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles';
import { DEFAULT_BOUND, generateBoundedPairs, generatePairs, hasPair, keysOfRecord } from '../../../src/core/block';
import type { FieldKind } from '../../../src/domain/field';

// prettier-ignore
const KINDS: FieldKind[] = [
  'name', 'name', 'email', 'date', 'phone', 'address', 'city', 'url', 'domain', 'gtin', 'company', 'title',
];

/** A seeded word of 8 letters for entity `e` in column `c`. */
function word(e: number, c: number): string {
  let x = (e * 2654435761 + c * 40503 + 12345) >>> 0;
  let out = '';
  for (let k = 0; k < 8; k++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out += String.fromCharCode(97 + ((x >>> 16) % 26));
  }
  return out;
}

/**
 * A list of `n` records with `columns` columns of mixed kinds; record 2k+1 is record 2k with one slip (its last letter)
 * in each field.
 */
function list(n: number, columns: number): { recordCount: number; columns: InputColumn[] } {
  const cols: InputColumn[] = Array.from({ length: columns }, (_, c) => ({
    name: `col${c}`,
    kind: KINDS[c % KINDS.length],
    values: Array.from({ length: n }, (_, r) => {
      const base = `${word(r >> 1, c)} ${r >> 1} ${word(r >> 1, c + 100)}`;
      return r % 2 === 1 ? base.slice(0, -1) + 'z' : base;
    }),
  }));
  return { recordCount: n, columns: cols };
}

describe('generic blocking', () => {
  it('stays within the engine’s rule limit when every kind of field asks for its rules', () => {
    const prepared = genericProfile.prepare(list(400, 12), DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.length + (prepared.minhashRules?.length ?? 0)).toBeLessThanOrEqual(30);
    expect(() =>
      generatePairs([...prepared.blockingRules, { name: 'exact-row', keys: [] }], 400, {
        mode: 'dedupe',
        maxBlockPairs: 1e6,
      }),
    ).not.toThrow();
  });

  it('pairs a record with its copy that has one slip in every field', () => {
    const input = list(200, 6);
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    const { pairs } = generatePairs(prepared.blockingRules, 200, { mode: 'dedupe', maxBlockPairs: 1e6 });
    for (let r = 0; r < 200; r += 2) expect(hasPair(pairs, r, r + 1)).toBe(true);
  });

  it('keeps no rule that would pair more than its budget (a column of one value)', () => {
    const n = 2000;
    const input = {
      recordCount: n,
      columns: [
        { name: 'country', kind: 'country' as FieldKind, values: Array.from({ length: n }, () => 'uk') },
        { name: 'name', kind: 'name' as FieldKind, values: Array.from({ length: n }, (_, r) => `person ${r}`) },
      ],
    };
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.map((r) => r.name)).not.toContain('exact:country');
  });

  it('pairs one amount booked up to three days later, not a week later nor another amount', () => {
    // 300 payments of 100 amounts over a year; the test pairs are appended.
    const amounts = Array.from({ length: 300 }, (_, r) => `${(r % 100) + 10}.50`);
    const dates = Array.from(
      { length: 300 },
      (_, r) => `2024-${String((r % 12) + 1).padStart(2, '0')}-0${(r % 9) + 1}`,
    );
    const tests: Array<[string, string, string, string]> = [
      ['-312.40', '2024-01-30', '-312.4', '2024-02-02'], // three days later, across a month and a week
      ['-312.40', '2024-01-30', '-312.40', '2024-02-06'], // a week later
      ['-312.40', '2024-01-30', '-312.41', '2024-01-30'], // another amount
    ];
    for (const [a, d, b, e] of tests) (amounts.push(a, b), dates.push(d, e));
    const input = {
      recordCount: amounts.length,
      columns: [
        { name: 'amount', kind: 'amount' as FieldKind, values: amounts },
        { name: 'booked', kind: 'start' as FieldKind, values: dates },
      ],
    };
    const rule = genericProfile
      .prepare(input, DEFAULT_PROFILE_SETTINGS)
      .blockingRules.find((r) => r.name === 'amount-week:amount+booked')!;
    expect(rule.conditions).toEqual(['amount']);
    const share = (i: number) => keysOfRecord(rule.keys, i).some((k) => keysOfRecord(rule.keys, i + 1).includes(k));
    expect([share(300), share(302), share(304)]).toEqual([true, false, false]);
  });

  it('ranks the records of one shared birth date by their name starts under a tight bound', () => {
    // 3,000 people on 30 birth dates (100 each); person 2k+1 is person 2k with slips after the second letter of both
    // name parts and another postcode. Only the date and the name starts say they are one person.
    const n = 3000;
    const given = Array.from(
      { length: n },
      (_, r) => word(r >> 1, 1).slice(0, 2) + (r % 2 ? 'xq' : 'ab') + word(r >> 1, 2),
    );
    const surname = Array.from(
      { length: n },
      (_, r) => word(r >> 1, 3).slice(0, 2) + (r % 2 ? 'zk' : 'mn') + word(r >> 1, 4),
    );
    const input = {
      recordCount: n,
      columns: [
        { name: 'given', kind: 'name' as FieldKind, values: given },
        { name: 'surname', kind: 'name' as FieldKind, values: surname },
        {
          name: 'dob',
          kind: 'date' as FieldKind,
          values: Array.from({ length: n }, (_, r) => `1970-01-${String(((r >> 1) % 30) + 1).padStart(2, '0')}`),
        },
        { name: 'postcode', kind: 'code' as FieldKind, values: Array.from({ length: n }, (_, r) => `P${r}`) },
      ],
    };
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.map((r) => r.name)).toContain('dob+name-start');
    const bound = { ...DEFAULT_BOUND, perRecord: 3, minPairs: 0 };
    const { pairs } = generateBoundedPairs(prepared.blockingRules, n, { mode: 'dedupe', maxBlockPairs: 1e6 }, bound);
    for (let r = 0; r < n; r += 2) expect(hasPair(pairs, r, r + 1)).toBe(true);
    // The date alone: its 100 records tie and a bound of 3 keeps an arbitrary few.
    const dateOnly = prepared.blockingRules.filter((r) => r.name === 'exact:dob');
    const without = generateBoundedPairs(dateOnly, n, { mode: 'dedupe', maxBlockPairs: 1e6 }, bound).pairs;
    let kept = 0;
    for (let r = 0; r < n; r += 2) kept += hasPair(without, r, r + 1) ? 1 : 0;
    expect(kept).toBeLessThan(n / 4);
  });

  it('adds no name starts to an identifier that one record holds alone', () => {
    const n = 500;
    const input = {
      recordCount: n,
      columns: [
        { name: 'given', kind: 'name' as FieldKind, values: Array.from({ length: n }, (_, r) => word(r, 1)) },
        { name: 'surname', kind: 'name' as FieldKind, values: Array.from({ length: n }, (_, r) => word(r, 2)) },
        {
          name: 'email',
          kind: 'email' as FieldKind,
          values: Array.from({ length: n }, (_, r) => `${word(r, 3)}@x.org`),
        },
      ],
    };
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.map((r) => r.name)).not.toContain('email+name-start');
  });
});
