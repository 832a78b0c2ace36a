import { describe, expect, it } from 'vitest';
import { fieldPreview, normalizedValue, unreadableValues } from '../../../src/engine/service/preview';
import { unreadableText } from '../../../src/ui/fields/FieldTable';

describe('the normalization preview tells the truth', () => {
  it('shows titles as their words with spaces and cities without «г.»', () => {
    expect(normalizedValue('title', 'Щелкунчик: Балет в 2-х актах')).toBe('shchelkunchik balet v 2 kh aktakh');
    expect(normalizedValue('city', 'г. Уфа')).toBe('ufa');
    expect(fieldPreview('city', ['г. Москва', 'Москва', 'г. Москва'])).toEqual([
      { raw: 'г. Москва', normalized: 'moskva' },
      { raw: 'Москва', normalized: 'moskva' },
    ]);
  });

  it("reads Russian numbers written with the trunk 8 in the list's region", () => {
    expect(normalizedValue('phone', '8 (905) 529-7921', { phoneRegion: 'RU' })).toBe('+79055297921');
  });

  it('counts the values it cannot read, with examples, for kinds that parse', () => {
    const phones = ['8 (905) 529-7921', '12-34', '', 'call me', '+7 495 123-45-67', '12-34'];
    const u = unreadableValues('phone', phones, { phoneRegion: 'RU' });
    expect(u).toEqual({ count: 3, filled: 5, examples: ['12-34', 'call me'] });
    expect(unreadableText('phone', u)).toBe(
      '3 of 5 phones could not be read (e.g. «12-34», «call me»); they count as empty.',
    );
    expect(unreadableValues('name', ['x', ''])).toEqual({ count: 0, filled: 0, examples: [] });
  });
});
