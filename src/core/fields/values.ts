import { getCountries } from 'libphonenumber-js/min';
import type { FieldKind } from '../../domain/field';
import { companyTokens } from '../normalize/company';
import { parseDateTime } from '../normalize/datetime';
import { normalizeEmail } from '../normalize/email';
import { parseGtin } from '../normalize/gtin';
import { domainParts } from '../normalize/host';
import { splitWords, foldToAscii } from '../normalize/fold';
import type { KindGuess } from './headers';

/**
 * Field kinds from a sample of values. Each detector counts the share of non-empty values it
 * accepts; the first detector (most specific first) whose share reaches its bar wins, and the share
 * becomes the confidence. Free text (names, titles, cities) cannot be told apart by values alone, so
 * it is left to the header; only company names (legal forms) and addresses (a house number next to
 * words) are recognised.
 */

const URLISH = /^(?:https?:\/\/|www\.[^/]+\/.)/i;
const BARE_HOST = /^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}\.?$/i;
const PHONEISH = /^(?:\+|00)?[\d\s().\-/]{7,22}$/;
const PHONE_PUNCT = /[\s().\-/+]/;
const DIGITS = /^\d+$/;
const DECIMAL = /^[+-]?\d{1,3}[.,]\d{2,}$/;
const ADDRESS = /^(?:\d+[a-zа-я]?[\s,]+\p{L}|\p{L}[\p{L}\s.]*[\s,]+\d+[a-zа-я]?(?:[/-]\d+)?$)/iu;
const CODEISH = /^[\p{L}\p{N}_\-.:/#]{1,40}$/u;
const COUNTRIES = new Set(getCountries() as string[]);

/** Detectors, most specific first: kind, acceptance test, minimum share. */
const DETECTORS: [FieldKind, (v: string) => boolean, number][] = [
  ['email', (v) => v.includes('@') && normalizeEmail(v) !== null, 0.8],
  ['url', (v) => URLISH.test(v) && domainParts(v) !== null, 0.7],
  ['domain', (v) => BARE_HOST.test(v) && domainParts(v) !== null, 0.8],
  ['gtin', (v) => DIGITS.test(v.replace(/[\s-]/g, '')) && v.replace(/\D/g, '').length >= 12 && parseGtin(v).ok, 0.9],
  ['phone', (v) => PHONEISH.test(v) && PHONE_PUNCT.test(v.trim()) && digitCount(v) >= 7 && digitCount(v) <= 15 && parseDateTime(v) === null, 0.8],
  ['start', (v) => { const p = parseDateTime(v); return p !== null && !p.dateOnly; }, 0.8],
  ['date', (v) => parseDateTime(v) !== null, 0.8],
  ['country', (v) => COUNTRIES.has(v.trim().toUpperCase()) && v.trim().length === 2, 0.9],
  ['company', (v) => { const all = splitWords(foldToAscii(v)); return all.length > 1 && companyTokens(v).length < all.length; }, 0.3],
  ['address', (v) => ADDRESS.test(v.trim()), 0.6],
];

function digitCount(v: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Non-empty, trimmed values of a sample. */
function present(sample: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of sample) {
    const t = v.trim();
    if (t.length > 0) out.push(t);
  }
  return out;
}

const NUMBER = /^[+-]?\d{1,3}(?:[.,]\d+)?$/;

/** Looser tests for checking a header's claim (local 7-digit phones, `0.0` coordinates, a URL's path). */
const FITS: Partial<Record<FieldKind, (v: string) => boolean>> = {
  phone: (v) => PHONEISH.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15,
  lat: (v) => NUMBER.test(v) && Math.abs(Number(v.replace(',', '.'))) <= 90,
  lon: (v) => NUMBER.test(v) && Math.abs(Number(v.replace(',', '.'))) <= 180,
  url: (v) => domainParts(v) !== null,
  domain: (v) => domainParts(v) !== null,
  gtin: (v) => parseGtin(v).ok,
  country: (v) => v.trim().length >= 2,
};

/** The share of a sample's non-empty values that fit a kind (0 when the kind has no test). */
export function valueShare(kind: FieldKind, sample: readonly string[]): number {
  const values = present(sample);
  if (values.length === 0) return 0;
  const test = FITS[kind] ?? DETECTORS.find((d) => d[0] === kind)?.[1];
  if (!test) return 0;
  return values.filter(test).length / values.length;
}

/** The kind a sample of values shows, or null when nothing typed stands out. */
export function kindFromValues(sample: readonly string[]): KindGuess | null {
  const values = present(sample);
  if (values.length === 0) return null;
  for (const [kind, accept, bar] of DETECTORS) {
    const share = values.filter(accept).length / values.length;
    if (share >= bar) {
      const confidence = kind === 'company' ? Math.min(0.6, 0.3 + share / 2) : share * 0.85;
      return { kind, confidence, evidence: `${Math.round(share * 100)}% of ${values.length} values look like ${kind}` };
    }
  }
  const decimals = values.filter((v) => DECIMAL.test(v)).length / values.length;
  if (decimals >= 0.9) {
    const max = Math.max(...values.map((v) => Math.abs(Number(v.replace(',', '.')))));
    if (max <= 180) {
      const kind: FieldKind = max <= 90 ? 'lat' : 'lon';
      return { kind, confidence: 0.3, evidence: `decimal degrees (max |value| ${max}); lat vs lon needs the header` };
    }
  }
  const unique = new Set(values).size / values.length;
  if (values.length >= 5 && unique >= 0.98 && values.every((v) => CODEISH.test(v)) && values.some((v) => /\d/.test(v))) {
    return { kind: 'id', confidence: 0.5, evidence: `${Math.round(unique * 100)}% unique short codes` };
  }
  return null;
}
