import { describe, expect, it } from 'vitest';
import { canonicalUrl, domainParts, normalizeHost, registeredDomain } from '../../../src/core/normalize';

describe('normalizeHost', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['n/a', null],
    ['not a url', null],
    ['localhost', null],
    ['http://', null],
    ['a..b.com', null],
    ['example.com:abc', null],
    ['🙂.com', 'xn--938h.com'],
    ['  WWW.Example.COM  ', 'example.com'],
    ['www.www.example.com', 'www.example.com'],
    ['www2.example.com', 'www2.example.com'],
    ['//cdn.example.com/x.js', 'cdn.example.com'],
    ['HTTPS://Example.com?x=1', 'example.com'],
    ['example.com#top', 'example.com'],
    ['example.com...', 'example.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['https://xn--mnchen-3ya.de/', 'xn--mnchen-3ya.de'],
    ['президент.рф', 'xn--d1abbgf6aiiy.xn--p1ai'],
    ['192.168.0.1:8080', '192.168.0.1'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});

describe('registeredDomain and domainParts', () => {
  it.each([
    ['alpha.co.uk', 'alpha.co.uk'],
    ['beta.co.uk', 'beta.co.uk'],
    ['http://m.brand.co.uk/', 'brand.co.uk'],
    ['a.b.c.example.com', 'example.com'],
    ['alice.github.io', 'alice.github.io'],
    ['co.uk', null],
    ['192.168.0.1', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(registeredDomain(input)).toBe(expected);
  });

  it('keeps label and suffix apart: same label, other suffix', () => {
    const com = domainParts('https://www.brand.com/')!;
    const de = domainParts('shop.brand.de')!;
    expect([com.label, com.suffix]).toEqual(['brand', 'com']);
    expect([de.label, de.suffix, de.subdomain]).toEqual(['brand', 'de', 'shop']);
    expect(domainParts('brand.co.uk')).toMatchObject({ label: 'brand', suffix: 'co.uk' });
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['mailto:a@b.com', null],
    ['javascript:alert(1)', null],
    ['ftp://example.com/file', null],
    ['http://exa mple.com', null],
    ['http://www.Shop.com/p/123/?utm_source=x&b=2&a=1', 'shop.com/p/123?a=1&b=2'],
    ['shop.com', 'shop.com'],
    ['https://shop.com/', 'shop.com'],
    ['https://shop.com:443/a', 'shop.com/a'],
    ['http://shop.com:8080/a', 'shop.com:8080/a'],
    ['https://shop.com/a#frag', 'shop.com/a'],
    ['https://shop.com/A/B', 'shop.com/A/B'],
    ['https://shop.com/?ref=x&mc_cid=1&_ga=2&yclid=3&msclkid=4&q=shoes', 'shop.com?q=shoes'],
    ['https://shop.com/?b=2&a=3&a=1', 'shop.com?a=1&a=3&b=2'],
    ['https://user:pw@shop.com/x', 'shop.com/x'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('P02: the same normalized URL for two spellings', () => {
    expect(canonicalUrl('http://www.Acme-Widgets.co.uk/?utm_source=mail')).toBe(
      canonicalUrl('https://acme-widgets.co.uk/'),
    );
  });
});
