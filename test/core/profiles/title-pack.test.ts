import { describe, expect, it } from 'vitest';
import { titlePack } from '../../../src/core/profiles/title-pack';

describe('titles pack (any profile with a title column)', () => {
  const pack = titlePack([
    {
      name: 'product',
      kind: 'title',
      values: [
        'Garden Express Standard 2009',
        'garden express standard 2010',
        'Garden Express Standard 2009 (PC)',
        'Лето 2025',
        'Дюна',
        'Дюна 2 0+',
        '',
      ],
    },
    { name: 'maker', kind: 'company', values: ['IMSI', 'imsi', 'IMSI', '', '', '', ''] },
  ])!;

  it('another year or sequel number is a guard; the same title written otherwise is not', () => {
    expect(pack(0, 1).map((r) => r.code)).toEqual(['years-differ']);
    expect(pack(0, 2)).toEqual([]);
    expect(pack(4, 5).map((r) => r.code)).toContain('sequel-number');
    expect(pack(0, 6)).toEqual([]); // a missing title says nothing
  });

  it('is off without a title column', () => {
    expect(titlePack([{ name: 'n', kind: 'name', values: ['a'] }])).toBeNull();
  });
});
