import { parse } from 'tldts';

/**
 * Hosts and registered domains. Host order (from the supplier-list source): lowercase, then strip
 * scheme / userinfo / port / path / query / fragment, then trailing dots, then only a leading `www.`
 * (`www2.example.com` stays). Internationalised names come out as punycode (`xn--…`), so the
 * Unicode and the ASCII spelling meet. The registered domain comes from the Public Suffix List bundled
 * in tldts (no network), with private suffixes on: `alice.github.io` and `bob.github.io` are two
 * owners. Garbage gives null (so does a single label such as `n/a` or `localhost`); nothing here
 * throws.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const HOST_CHARS = /^[a-z0-9_.-]+$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
const NON_ASCII = /[^\x00-\x7f]/;

function toPunycode(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * The plain, regex-based host normalizer: the fallback for IPv6 and non-ASCII, and the reference the fast path is
 * tested against.
 */
export function normalizeHostReference(raw: string): string | null {
  let s = raw.trim().toLowerCase();
  if (s.length === 0) return null;
  const scheme = SCHEME.exec(s);
  if (scheme) s = s.slice(scheme[0].length);
  else if (s.startsWith('//')) s = s.slice(2);
  let cut = s.length;
  for (const ch of ['/', '?', '#', '\\']) {
    const i = s.indexOf(ch);
    if (i >= 0 && i < cut) cut = i;
  }
  s = s.slice(0, cut);
  const at = s.lastIndexOf('@');
  if (at >= 0) s = s.slice(at + 1);
  if (s.startsWith('[')) {
    const close = s.indexOf(']');
    return close > 0 && IPV6.test(s.slice(0, close + 1)) ? s.slice(0, close + 1) : null;
  }
  const colon = s.indexOf(':');
  if (colon >= 0) {
    if (!/^\d*$/.test(s.slice(colon + 1))) return null;
    s = s.slice(0, colon);
  }
  while (s.endsWith('.')) s = s.slice(0, -1);
  if (s.startsWith('www.')) s = s.slice(4);
  if (NON_ASCII.test(s)) {
    const p = toPunycode(s);
    if (p === null) return null;
    s = p;
  }
  return validHost(s) ? s : null;
}

function validHost(s: string): boolean {
  if (s.length === 0 || s.length > 253 || !HOST_CHARS.test(s)) return false;
  return !(s.startsWith('.') || s.startsWith('-') || s.includes('..') || !s.includes('.'));
}

function isSchemeChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

/**
 * One pass over the characters for the common case (ASCII host names); anything unusual (IPv6,
 * non-ASCII) falls back to {@link normalizeHostReference}. Both give the same result.
 */
function hostFast(raw: string): string | null {
  let i = 0;
  let end = raw.length;
  while (i < end && raw.charCodeAt(i) <= 32) i++;
  while (end > i && raw.charCodeAt(end - 1) <= 32) end--;
  if (i === end) return null;
  let j = i;
  while (j < end && isSchemeChar(raw.charCodeAt(j))) j++;
  const c0 = raw.charCodeAt(i) | 32;
  if (j > i && c0 >= 97 && c0 <= 122 && raw.startsWith('://', j)) i = j + 3;
  else if (raw.startsWith('//', i)) i += 2;
  let start = i;
  let colon = -1;
  let bad = false;
  let upper = false;
  let k = i;
  for (; k < end; k++) {
    const c = raw.charCodeAt(k);
    if (c === 47 || c === 63 || c === 35 || c === 92) break; // / ? # \
    if (c === 64) {
      // @: what came before was userinfo
      start = k + 1;
      colon = -1;
      bad = false;
      upper = false;
      continue;
    }
    if (c >= 128 || c === 91) return normalizeHostReference(raw); // non-ASCII or [IPv6]
    if (colon >= 0) {
      if (c < 48 || c > 57) bad = true; // port must be digits
      continue;
    }
    if (c === 58) colon = k;
    else if (c >= 65 && c <= 90) upper = true;
    else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95)) bad = true;
  }
  if (bad) return null;
  let stop = colon >= 0 ? colon : k;
  while (stop > start && raw.charCodeAt(stop - 1) === 46) stop--;
  let host = raw.slice(start, stop);
  if (upper) host = host.toLowerCase();
  if (host.startsWith('www.')) host = host.slice(4);
  return validHost(host) ? host : null;
}

/** The normalized host of a URL or bare host, or null for garbage. */
export function normalizeHost(raw: string): string | null {
  return hostFast(raw);
}

/** A host split by the Public Suffix List. */
export interface DomainParts {
  /** The normalized host. */
  host: string;
  /** Registered domain (label + public suffix), e.g. `brand.co.uk`. */
  registeredDomain: string;
  /** The registered label without its suffix, e.g. `brand`. */
  label: string;
  /** The public suffix, e.g. `co.uk`. */
  suffix: string;
  /** Subdomain labels left of the registered domain ('' when none). */
  subdomain: string;
}

const PARSE_OPTIONS = { allowPrivateDomains: true, extractHostname: false, validateHostname: false } as const;

function partsOfHost(host: string): DomainParts | null {
  const r = parse(host, PARSE_OPTIONS);
  if (r.isIp || !r.domain || !r.publicSuffix || !r.domainWithoutSuffix) return null;
  return {
    host,
    registeredDomain: r.domain,
    label: r.domainWithoutSuffix,
    suffix: r.publicSuffix,
    subdomain: r.subdomain ?? '',
  };
}

/** Host, registered domain, label and public suffix of a URL or host; null for garbage, IPs and bare suffixes. */
export function domainParts(raw: string): DomainParts | null {
  const host = normalizeHost(raw);
  if (host === null) return null;
  return partsOfHost(host); // no memo: tldts is faster than a Map miss on mostly distinct hosts
}

/** The registered domain (`blog.solartravelmag.com` → `solartravelmag.com`), or null. */
export function registeredDomain(raw: string): string | null {
  return domainParts(raw)?.registeredDomain ?? null;
}
