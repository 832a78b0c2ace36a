import { describe, expect, it } from 'vitest';
import { dataQuality } from '../../src/engine/quality';
import { normalizedValue } from '../../src/engine/service/preview';

describe('phones in the list’s own region', () => {
  it('data quality and the field preview read the phones in the list’s region', () => {
    const names = ['Иван Петров', 'Пётр Громов', 'Анна Смирнова'];
    const phones = ['8 965 313 70 51', '8 (905) 529-7921', 'not a number'];
    const ds = { keys: ['a', 'b', 'c'] } as unknown as Parameters<typeof dataQuality>[0];
    const findings = dataQuality(ds, {
      recordCount: 3,
      columns: [
        { name: 'name', kind: 'name', values: names },
        { name: 'phone', kind: 'phone', values: phones },
      ],
    });
    expect(findings.map((f) => [f.column, f.invalid])).toEqual([['phone', 1]]);
    expect(normalizedValue('phone', '8 965 313 70 51', { phoneRegion: 'RU' })).toBe('+79653137051');
    expect(normalizedValue('phone', '8 965 313 70 51')).toBe('');
  });
});
