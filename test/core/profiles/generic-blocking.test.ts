import { describe, expect, it } from 'vitest';
import { genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles';
import { generatePairs, hasPair } from '../../../src/core/block';
import type { FieldKind } from '../../../src/domain/field';

const KINDS: FieldKind[] = ['name', 'name', 'email', 'date', 'phone', 'address', 'city', 'url', 'domain', 'id', 'company', 'other'];

/** A list of `n` records with `columns` columns of mixed kinds; record 2k+1 is record 2k with one slip in each field. */
function list(n: number, columns: number): { recordCount: number; columns: InputColumn[] } {
  const cols: InputColumn[] = Array.from({ length: columns }, (_, c) => ({
    name: `col${c}`,
    kind: KINDS[c % KINDS.length],
    values: Array.from({ length: n }, (_, r) => {
      const base = `${['alpha', 'bravo', 'delta', 'gamma', 'omega'][(r >> 1) % 5]}${(r >> 1) * 7919 + c} ${c} street`;
      return r % 2 === 1 ? base.replace(/\d/, 'x') : base;
    }),
  }));
  return { recordCount: n, columns: cols };
}

describe('generic blocking', () => {
  it('stays within the engine’s rule limit however many columns a list has', () => {
    const prepared = genericProfile.prepare(list(400, 40), DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.length + (prepared.minhashRules?.length ?? 0)).toBeLessThanOrEqual(30);
    expect(() => generatePairs([...prepared.blockingRules, { name: 'exact-row', keys: [] }], 400, { mode: 'dedupe', maxBlockPairs: 1e6 })).not.toThrow();
  });

  it('pairs a record with its copy that has one slip in every field', () => {
    const input = list(200, 6);
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    const { pairs } = generatePairs(prepared.blockingRules, 200, { mode: 'dedupe', maxBlockPairs: 1e6 });
    for (let r = 0; r < 200; r += 2) expect(hasPair(pairs, r, r + 1)).toBe(true);
  });

  it('keeps no rule that would pair more than its budget (a column of one value)', () => {
    const n = 2000;
    const input = { recordCount: n, columns: [{ name: 'country', kind: 'country' as FieldKind, values: Array.from({ length: n }, () => 'uk') }, { name: 'name', kind: 'name' as FieldKind, values: Array.from({ length: n }, (_, r) => `person ${r}`) }] };
    const prepared = genericProfile.prepare(input, DEFAULT_PROFILE_SETTINGS);
    expect(prepared.blockingRules.map((r) => r.name)).not.toContain('exact:country');
  });
});
