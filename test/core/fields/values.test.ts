import { describe, expect, it } from 'vitest';
import { detectFieldKind, kindFromValues, valueShare } from '../../../src/core/fields';

describe('kindFromValues', () => {
  it.each([
    [['a@b.com', 'x.y@shop.ru', 'info@example.org'], 'email'],
    [['https://shop.com/p/1', 'http://www.x.org/a', 'https://y.de/b?c=1'], 'url'],
    [['solartravelmag.com', 'www.brand.co.uk', 'quantumleap.io'], 'domain'],
    [['4006381333931', '614141210220', '0614141210220'], 'gtin'],
    [['310-475-3585', '(495) 123-45-67', '+7 495 123 45 67'], 'phone'],
    [['2026-12-05T19:00:00+03:00', '05.12.2026 19:00', '2026-12-06 20:00'], 'start'],
    [['1971-06-24', '19560409', '05.12.2026'], 'date'],
    [['RU', 'DE', 'us', 'GB'], 'country'],
    [['Acme Widgets Ltd', 'ООО «Ромашка»', 'Smith and Sons', 'Müller GmbH'], 'company'],
    [['10801 w. pico blvd.', '435 s. la cienega blv.', '12224 ventura blvd.'], 'address'],
    [['Малая Дмитровка, 6', 'ул. Ленина, 1', 'Светланская 1'], 'address'],
    [['55.7675', '43.1162', '58.0105'], 'lat'],
    [['rec-1-org', 'rec-2-dup-0', 'rec-3-org', 'rec-4-org', 'rec-5-org'], 'id'],
  ])('%j → %s', (values, kind) => {
    expect(kindFromValues(values)?.kind).toBe(kind);
  });

  it.each([
    [[]],
    [['', '  ', '']],
    [['Иван', 'Пётр', 'Мария']],
    [['🙂', '🎉', '👍']],
    [['12', '12', '7']],
  ])('%j → no typed kind', (values) => {
    expect(kindFromValues(values)).toBeNull();
  });

  it('13-digit numbers with random check digits are not GTINs', () => {
    const codes = Array.from({ length: 50 }, (_, i) => String(4006381333930 + i * 7));
    expect(kindFromValues(codes)?.kind).not.toBe('gtin');
  });

  it('valueShare counts non-empty values that fit', () => {
    expect(valueShare('email', ['a@b.com', 'nope', '', ' '])).toBe(0.5);
    expect(valueShare('phone', ['3865286', '2859902'])).toBe(1);
  });
});

describe('detectFieldKind (header + values)', () => {
  it('agreement raises confidence', () => {
    const d = detectFieldKind('email', ['a@b.com', 'c@d.org']);
    expect(d.kind).toBe('email');
    expect(d.confidence).toBeGreaterThan(0.9);
    expect(d.evidence.length).toBe(2);
  });
  it('values outweigh a wrong header (a shifted column)', () => {
    expect(detectFieldKind('Email Address', ['10/01/15', '08/01/17', '04/30/15']).kind).toBe('date');
    expect(detectFieldKind('Name', ['a@b.com', 'c@d.org', 'e@f.net']).kind).toBe('email');
  });
  it('a typed header with no fitting values is dropped', () => {
    const d = detectFieldKind('Number per Site', ['98', '142', '40']);
    expect(d.kind).toBe('other');
    expect(d.confidence).toBe(0);
  });
  it('a name column full of legal forms is a company', () => {
    expect(detectFieldKind('person_name', ['* AKZO NOBEL N.V.', 'AMP-HOLLAND B.V.', 'Koninklijke Philips N.V.']).kind).toBe('company');
  });
  it('an empty column keeps the header guess at half confidence', () => {
    const d = detectFieldKind('Director', ['', '']);
    expect(d).toMatchObject({ kind: 'name', confidence: 0.45 });
  });
  it('no evidence at all gives other with confidence 0', () => {
    expect(detectFieldKind('Column2', ['x', 'y'])).toMatchObject({ kind: 'other', confidence: 0 });
  });
});
