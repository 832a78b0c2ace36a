import type { ReasonCode } from '../../domain/reasons';
import { foldToAscii, keepAlnum } from '../normalize/fold';
import { parseGtin } from '../normalize/gtin';
import { canonicalUrl } from '../normalize/url';
import { domainParts } from '../normalize/host';
import { normalizeEmail, type EmailOptions } from '../normalize/email';
import type { CountryCode } from 'libphonenumber-js/min';
import { normalizePhone, type PhoneOptions } from '../normalize/phone';

/**
 * Strong-key columns: one normalized identifier per record (null = no valid key), built from raw
 * values by the normalizer of the key's kind. Values that are present but invalid are reported as
 * data-quality findings (an invalid GTIN is no key, and is counted).
 */

/** Kinds of strong key. */
export type StrongKeyKind = 'gtin' | 'url' | 'domain' | 'email' | 'phone' | 'registration';

/** The merge reason of equal keys and the counter-evidence reason of different valid keys, per kind. */
export const STRONG_KEY_REASONS: Readonly<Record<StrongKeyKind, { same: ReasonCode; different: ReasonCode }>> = {
  gtin: { same: 'same-gtin', different: 'different-valid-gtin' },
  url: { same: 'same-canonical-url', different: 'different-canonical-url' },
  domain: { same: 'same-registered-domain', different: 'different-registered-domain' },
  email: { same: 'same-email', different: 'different-email' },
  phone: { same: 'same-phone', different: 'different-phone' },
  registration: { same: 'same-registration-id', different: 'different-registration-id' },
};

/**
 * Whether two *different* valid keys of a kind are strong evidence against a match. A product has
 * one GTIN and a company one registration number; a company may own several URLs, domains, emails
 * and phones, so a difference there is weak (S03: brand.com / brand.de is a review, not distinct).
 */
export const DIFFERENCE_IS_STRONG: Readonly<Record<StrongKeyKind, boolean>> = {
  gtin: true,
  registration: true,
  url: false,
  domain: false,
  email: false,
  phone: false,
};

/**
 * Registered domains of shared platforms (social networks, marketplaces, maps, shorteners): two
 * suppliers whose «website» is a page there are not one company, so these give no domain key.
 */
// prettier-ignore
export const SHARED_PLATFORM_DOMAINS: ReadonlySet<string> = new Set([
  'facebook.com', 'fb.com', 'instagram.com', 'twitter.com', 'x.com', 'linkedin.com', 'youtube.com', 'tiktok.com',
  'pinterest.com', 'vk.com', 'ok.ru', 't.me', 'telegram.me', 'wa.me', 'whatsapp.com', 'google.com', 'goo.gl', 'bit.ly',
  'tinyurl.com', 'linktr.ee', 'amazon.com', 'ebay.com', 'etsy.com', 'aliexpress.com', 'avito.ru', 'ozon.ru',
  'wildberries.ru', 'yandex.ru', 'mail.ru', '2gis.ru', 'yelp.com', 'tripadvisor.com', 'booking.com', 'github.com',
  'medium.com', 'wordpress.com', 'blogspot.com', 'wix.com', 'squarespace.com', 'shopify.com',
]);

/** A present but invalid identifier: a data-quality finding. */
export interface KeyFinding {
  row: number;
  value: string;
  problem: string;
}

/** One strong-key column. */
export interface StrongKeyColumn {
  kind: StrongKeyKind;
  /** Normalized key per record, or null (empty or invalid). */
  keys: (string | null)[];
  /** Invalid values (at most `maxFindings`; `invalidCount` counts them all). */
  findings: KeyFinding[];
  invalidCount: number;
}

/** Options of {@link buildStrongKeyColumn}. */
export interface StrongKeyOptions {
  phone?: PhoneOptions;
  /** Per record, the region for its phone written without a country code (else `phone.defaultCountry`). */
  phoneRegions?: readonly (CountryCode | undefined)[];
  email?: EmailOptions;
  /** Per-record scope prefixed to each key, e.g. the country of a registration number. */
  scope?: readonly string[];
  /** Cap on stored findings. Default 1000. */
  maxFindings?: number;
}

type Normalized = { key: string } | { problem: string };

function normalizeRegistration(raw: string): Normalized {
  const k = keepAlnum(foldToAscii(raw));
  if (k.length < 4) return { problem: 'too short' };
  if (/^0+$/.test(k)) return { problem: 'all zeros' };
  return { key: k };
}

function normalizeOne(kind: StrongKeyKind, raw: string, options: StrongKeyOptions, row: number): Normalized {
  switch (kind) {
    case 'gtin': {
      const r = parseGtin(raw);
      return r.ok ? { key: r.gtin14 } : { problem: r.problem };
    }
    case 'url': {
      const u = canonicalUrl(raw);
      return u === null ? { problem: 'not a url' } : { key: u };
    }
    case 'domain': {
      const d = domainParts(raw);
      if (d === null) return { problem: 'no registered domain' };
      return SHARED_PLATFORM_DOMAINS.has(d.registeredDomain)
        ? { problem: 'shared platform' }
        : { key: d.registeredDomain };
    }
    case 'email': {
      const e = normalizeEmail(raw, options.email);
      return e === null ? { problem: 'not an email' } : { key: e };
    }
    case 'phone': {
      const region = options.phoneRegions?.[row];
      const p = normalizePhone(raw, region ? { ...options.phone, defaultCountry: region } : options.phone);
      return p === null ? { problem: 'not a phone number' } : { key: p };
    }
    case 'registration':
      return normalizeRegistration(raw);
  }
}

/** Normalize a column of raw identifiers into strong keys plus data-quality findings. */
export function buildStrongKeyColumn(
  kind: StrongKeyKind,
  values: readonly string[],
  options: StrongKeyOptions = {},
): StrongKeyColumn {
  const maxFindings = options.maxFindings ?? 1000;
  const keys: (string | null)[] = new Array(values.length);
  const findings: KeyFinding[] = [];
  let invalidCount = 0;
  for (let i = 0; i < values.length; i++) {
    const raw = values[i] ?? '';
    if (raw.trim().length === 0) {
      keys[i] = null;
      continue;
    }
    const r = normalizeOne(kind, raw, options, i);
    if ('key' in r) {
      const scope = options.scope?.[i];
      keys[i] = scope === undefined ? r.key : `${keepAlnum(foldToAscii(scope))}|${r.key}`;
    } else {
      keys[i] = null;
      invalidCount++;
      if (findings.length < maxFindings) findings.push({ row: i, value: raw, problem: r.problem });
    }
  }
  return { kind, keys, findings, invalidCount };
}
