import { describe, expect, it } from 'vitest';
import { streetKeys } from '../../../src/core/normalize/address';

const shared = (a: string, b: string) => streetKeys(a).filter((k) => streetKeys(b).includes(k));

describe('street keys', () => {
  it('pair the house number with each street word, so one address written two ways shares a key', () => {
    expect(shared('4000 W Division St', '4000 W. Division')).toEqual(['4000 division']);
    expect(shared('30 E. 61St', '30 East 61st Street')).toEqual(['30 61st']);
    expect(shared('ул. Ленина, 5', '5 rue Lénine')).toEqual([]);
    expect(shared('ул. Ленина, 5', 'улица Ленина 5')).toContain('5 lenina');
  });

  it('give nothing without a house number, and never pair different numbers', () => {
    expect(streetKeys('Main Street')).toEqual([]);
    expect(shared('5165 S. State St', '5255 S. State St')).toEqual([]);
    expect(streetKeys('')).toEqual([]);
  });
});
