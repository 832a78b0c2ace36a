import { describe, expect, it } from 'vitest';
import { normalizeAddress, streetKeys } from '../../../src/core/normalize/address';
import { parseStreetAddress } from '../../../src/core/safety/addresses';

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

describe('street addresses as compared', () => {
  it('write ordinal words as numbers and street types and directions in one short form', () => {
    expect(normalizeAddress('854 Seventh Avenue')).toBe(normalizeAddress('854 7th Ave.'));
    expect(normalizeAddress('102 Fifth Ave.')).toBe('102 5th ave');
    expect(normalizeAddress('1 Twenty-First Street North')).toBe('1 21st st n');
    expect(normalizeAddress('200 Fiftieth St')).toBe('200 50th st');
    expect(normalizeAddress('12 Eleventh Ave')).toBe('12 11th ave');
    expect(normalizeAddress('5 Twenty Mile Road')).toBe('5 twenty mile rd');
    expect(normalizeAddress('ул. Ленина, 5')).toBe('ul lenina 5');
  });

  it('give one street written with an ordinal word and a number the same street keys', () => {
    expect(shared('854 7th ave. between 54th and 55th sts.', '854 seventh ave.')).toEqual(['854 7th', '854 ave']);
  });
});

describe('parsed street addresses (the safety net)', () => {
  it('read an ordinal word as the number it is', () => {
    expect([...parseStreetAddress('854 Seventh Ave.')!.street]).toEqual([
      ...parseStreetAddress('850 7th Avenue')!.street,
    ]);
  });
});
