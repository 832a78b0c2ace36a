import { describe, expect, it } from 'vitest';
import { mapDistinct } from '../../../src/core/normalize';

describe('mapDistinct', () => {
  it('equals values.map(f), computing f once per distinct value (undefined results included)', () => {
    const calls: string[] = [];
    const f = (v: string) => (calls.push(v), v === 'x' ? undefined : v.toUpperCase());
    const values = ['a', 'b', 'a', 'x', 'x', '', 'b', ''];
    expect(mapDistinct(values, f)).toEqual(values.map((v) => (v === 'x' ? undefined : v.toUpperCase())));
    expect(calls).toEqual(['a', 'b', 'x', '']);
  });
});
