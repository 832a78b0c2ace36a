import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  canonicalUrl,
  domainParts,
  foldCompact,
  foldToAscii,
  keepAlnum,
  normalizeCompanyName,
  normalizeEmail,
  normalizeGtin,
  normalizeHost,
  normalizeHostReference,
  normalizePhone,
  parseGtin,
  parseInstant,
  parseLatitude,
  titleCompactKey,
  titleTokenSortKey,
  titleTokens,
  titleViews,
} from '../../../src/core/normalize';

/** Strings mixing ASCII, Cyrillic, accented Latin, CJK, emoji and punctuation. */
const mixed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...'аёйьъюяЁЙ ÖéßŁ東京😀👍🏽.,-«»"\'/:@?#&=1234567890abcXYZ\t'.split('')),
    maxLength: 40,
  }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const run = { numRuns: 400 };

describe('properties', () => {
  it('no normalizer throws on any string', () => {
    fc.assert(
      fc.property(mixed, (s) => {
        titleViews(s);
        normalizeCompanyName(s);
        normalizeHost(s);
        domainParts(s);
        canonicalUrl(s);
        parseGtin(s);
        normalizeEmail(s);
        normalizePhone(s, { defaultCountry: 'RU' });
        parseInstant(s);
        calendarDay(s);
        parseLatitude(s);
      }),
      run,
    );
  });

  it('the compact key uses only [0-9a-z] and equals the tokens joined', () => {
    fc.assert(
      fc.property(mixed, (s) => {
        const key = titleCompactKey(s);
        expect(key).toMatch(/^[0-9a-z]*$/);
        expect(titleTokens(s).join('')).toBe(key);
      }),
      run,
    );
  });

  it('folding is ASCII and idempotent; keys are idempotent', () => {
    fc.assert(
      fc.property(mixed, (s) => {
        const folded = foldToAscii(s);
        expect(folded).toMatch(/^[\x00-\x7f]*$/);
        expect(foldToAscii(folded)).toBe(folded);
        const key = titleCompactKey(s);
        expect(titleCompactKey(key)).toBe(key);
        const sorted = titleTokenSortKey(s);
        expect(titleTokenSortKey(sorted)).toBe(sorted);
      }),
      run,
    );
  });

  it('host, canonical URL and email are idempotent where defined', () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.webUrl(), fc.domain(), fc.emailAddress()), (s) => {
        const h = normalizeHost(s);
        if (h !== null && !h.startsWith('www.')) expect(normalizeHost(h)).toBe(h);
        const u = canonicalUrl(s);
        if (u !== null && !u.startsWith('www.')) expect(canonicalUrl(u)).toBe(u);
        const e = normalizeEmail(s);
        if (e !== null) expect(normalizeEmail(e)).toBe(e);
      }),
      run,
    );
  });

  it('company names are idempotent once legal forms are gone', () => {
    fc.assert(
      fc.property(mixed, (s) => {
        const c = normalizeCompanyName(s);
        const again = normalizeCompanyName(c);
        // a second pass may strip one more legal form exposed by the first («X Co Ltd» → «x» either way)
        expect(again.length).toBeLessThanOrEqual(c.length);
        expect(normalizeCompanyName(again)).toBe(again);
      }),
      run,
    );
  });

  it('a valid GTIN stays valid and stable after padding; one changed digit is caught', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 11, 12, 13), fc.nat(), (bodyLength, seed) => {
        let body = '';
        for (let i = 0; i < bodyLength; i++) body += String((seed * (i + 7) + i * i) % 10);
        const check = [...'0123456789'].find((d) => normalizeGtin(body + d) !== null);
        if (check === undefined) return; // an all-zero body
        const code = body + check;
        const key = normalizeGtin(code)!;
        expect(key).toHaveLength(14);
        expect(normalizeGtin(key)).toBe(key);
        const last = Number(code[code.length - 1]);
        const wrong = code.slice(0, -1) + String((last + 1) % 10);
        expect(normalizeGtin(wrong)).toBeNull();
      }),
      run,
    );
  });
});

describe('fast paths equal their references', () => {
  it('foldCompact = keepAlnum(foldToAscii) and the fast host = the reference host', () => {
    fc.assert(
      fc.property(fc.oneof(mixed, fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.domain()), (s) => {
        expect(foldCompact(s)).toBe(keepAlnum(foldToAscii(s)));
        expect(normalizeHost(s)).toBe(normalizeHostReference(s));
        const upper = s.toUpperCase();
        expect(normalizeHost(upper)).toBe(normalizeHostReference(upper));
      }),
      { numRuns: 1000 },
    );
  });
});
