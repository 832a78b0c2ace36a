import { describe, expect, it } from 'vitest';
import { genericProfile } from '../../../src/core/profiles/generic';
import { DEFAULT_PROFILE_SETTINGS, type InputColumn } from '../../../src/core/profiles';
import { Rng } from '../../fixtures/generate/random';

const GIVEN = ['Deborah', 'Joseph', 'Mia', 'Luke', 'Anna', 'Peter', 'Olga', 'Sam', 'Ruth', 'Ivan'];
const SURNAMES = ['Garcia', 'Phillips', 'Smith', 'Novak', 'Brown', 'Kowalski', 'Lee', 'Moreau'];

/** A seeded people list: a whole name column («Deborah T. Garcia») beside given name and surname columns, or not. */
function people(seed: number, whole: (first: string, last: string, rng: Rng) => string): InputColumn[] {
  const rng = new Rng(seed);
  const rows = Array.from({ length: 300 }, () => {
    const first = rng.pick(GIVEN);
    const last = rng.pick(SURNAMES);
    const dob = `19${rng.between(30, 99)}-0${rng.between(1, 9)}-1${rng.between(0, 9)}`;
    return { full: whole(first, last, rng), first, last, dob };
  });
  return [
    { name: 'full_name', kind: 'name', values: rows.map((r) => r.full) },
    { name: 'first_name', kind: 'name', values: rows.map((r) => r.first) },
    { name: 'surname', kind: 'name', values: rows.map((r) => r.last) },
    { name: 'dob', kind: 'date', values: rows.map((r) => r.dob) },
  ];
}

function prepare(columns: InputColumn[]) {
  return genericProfile.prepare({ recordCount: columns[0].values.length, columns }, DEFAULT_PROFILE_SETTINGS);
}

describe('a whole person name beside its parts is weighed once', () => {
  it('the parts are weighed and the whole is a check, still blocked on with the parts as conditions', () => {
    // A middle initial on some rows, a blank part on a few: the whole still holds both parts.
    const prepared = prepare(
      people(3, (first, last, rng) =>
        rng.chance(0.3) ? `${first} ${rng.pick(['T.', 'J.'])} ${last}` : `${first} ${last}`,
      ),
    );
    const role = (name: string) => prepared.comparisons.find((c) => c.name === name)?.role ?? 'weight';
    // Without this the agreeing name of two namesakes counts three times and outweighs their birth dates.
    expect(role('full_name')).toBe('check');
    expect(role('first_name')).toBe('weight');
    expect(role('surname')).toBe('weight');
    const exact = prepared.blockingRules.find((r) => r.name === 'exact:full_name');
    expect(exact?.conditions).toEqual(['full_name', 'first_name', 'surname']);
  });

  it('a name column that is not made of the parts (another person: a contact, a parent) stays weighed', () => {
    const rng = new Rng(11);
    const prepared = prepare(people(5, () => `${rng.pick(GIVEN)} ${rng.pick(SURNAMES)}`));
    expect(prepared.comparisons.find((c) => c.name === 'full_name')?.role ?? 'weight').toBe('weight');
    // The exact rule is there (a missing one would hide the conditions) and conditions on the whole alone.
    expect(prepared.blockingRules.find((r) => r.name === 'exact:full_name')!.conditions).toEqual(['full_name']);
  });
});
