import { describe, expect, it } from 'vitest';
import { normalizeCity } from '../../../src/core/normalize';

describe('normalizeCity', () => {
  it.each([
    ['г. Москва', 'moskva'],
    ['Москва г.', 'moskva'],
    ['г.Уфа', 'ufa'],
    ['город Уфа', 'ufa'],
    ['пгт Ильинский', 'ilinskiy'],
    ['с. Ивановка', 'ivanovka'],
    ['City of London', 'london'],
    ['Town of Cary', 'cary'],
    ['  Leeds ', 'leeds'],
    ['', ''],
  ])('drops the settlement type: %s → %s', (raw, folded) => {
    expect(normalizeCity(raw)).toBe(folded);
  });

  it.each([
    ['Jersey City', 'Jersey'],
    ['Москва', 'Московский'],
    ['Нижний Новгород', 'Новгород'],
    ['Salt Lake City', 'Salt Lake'],
  ])('keeps two places apart: %s ≠ %s', (a, b) => {
    expect(normalizeCity(a)).not.toBe(normalizeCity(b));
  });

  it('never drops the whole name', () => {
    expect(normalizeCity('Город')).toBe('gorod');
    expect(normalizeCity('г.')).toBe('g');
  });
});
