import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, normalizeEmail, normalizeGtin, normalizePhone, parseGtin } from '../../../src/core/normalize';

describe('GTIN', () => {
  it.each([
    ['4006381333931', '04006381333931'],
    ['400-6381-33393-1', '04006381333931'],
    [' 4006381 333931 ', '04006381333931'],
    ['96385074', '00000096385074'],
    ['036000291452', '00036000291452'],
    ['10036000291459', '10036000291459'],
    // A book's ISBN-10 is its EAN-13 under 978; a qualifier or a label around a code is no part of it.
    ['0-14-073333-7', '09780140733334'],
    ['080442957X', '09780804429573'],
    ['978-0-13-393734-3 (hbk.)', '09780133937343'],
    ['ISBN: 0133937348', '09780133937343'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeGtin(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not digits'],
    ['40063813339３1', 'not digits'],
    ['12345', 'length'],
    ['123456789012345', 'length'],
    ['00000000', 'all zeros'],
    ['4006381333932', 'check digit'],
    ['614141210221', 'check digit'],
    ['0140733338', 'check digit'],
    ['123456789', 'length'],
  ])('%j is no key: %s', (input, problem) => {
    expect(parseGtin(input)).toEqual({ ok: false, problem });
    expect(normalizeGtin(input)).toBeNull();
  });

  it('check digit of a body', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['bad@', null],
    ['@example.com', null],
    ['a b@example.com', null],
    ['user@localhost', null],
    ['  John.Doe@Example.COM ', 'john.doe@example.com'],
    ['mailto:info@shop.ru', 'info@shop.ru'],
    ['Shop <Info@Shop.ru>', 'info@shop.ru'],
    ['j.doe+news@gmail.com', 'j.doe+news@gmail.com'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it('provider folding is an option', () => {
    expect(normalizeEmail('J.Doe+news@googlemail.com', { foldProvider: true })).toBe('jdoe@gmail.com');
    expect(normalizeEmail('j.doe+news@example.com', { foldProvider: true })).toBe('j.doe+news@example.com');
    expect(normalizeEmail('ivan.petrov@ya.ru', { foldProvider: true })).toBe('ivan-petrov@yandex.ru');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+7 (495) 123-45-67', 'RU', '+74951234567'],
    ['8 495 123 45 67', 'RU', '+74951234567'],
    ['310-475-3585', 'US', '+13104753585'],
    ['310/246-1501', 'US', '+13102461501'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['5359340', 'US', null],
    ['', 'RU', null],
    ['   ', 'RU', null],
    ['phone', 'RU', null],
    ['☎️ +7 495 123 45 67', 'RU', '+74951234567'],
  ] as const)('%j in %s → %j', (input, country, expected) => {
    expect(normalizePhone(input, { defaultCountry: country })).toBe(expected);
  });

  it('without a default country only international numbers parse', () => {
    expect(normalizePhone('8 495 123 45 67')).toBeNull();
    expect(normalizePhone('+7 495 123 45 67')).toBe('+74951234567');
  });
});
