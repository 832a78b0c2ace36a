import { parse } from 'tldts';
import { Memo } from './fold';

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

function hostUncached(raw: string): string | null {
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
  if (s.length === 0 || s.length > 253 || !HOST_CHARS.test(s)) return null;
  if (s.startsWith('.') || s.startsWith('-') || s.includes('..') || !s.includes('.')) return null;
  return s;
}

const hostMemo = new Memo<string | null>(200_000);

/** The normalized host of a URL or bare host, or null for garbage. */
export function normalizeHost(raw: string): string | null {
  if (raw.length === 0) return null;
  return hostMemo.get(raw, hostUncached);
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

function partsUncached(host: string): DomainParts | null {
  const r = parse(host, PARSE_OPTIONS);
  if (r.isIp || !r.domain || !r.publicSuffix || !r.domainWithoutSuffix) return null;
  return { host, registeredDomain: r.domain, label: r.domainWithoutSuffix, suffix: r.publicSuffix, subdomain: r.subdomain ?? '' };
}

const partsMemo = new Memo<DomainParts | null>(200_000);

/** Host, registered domain, label and public suffix of a URL or host; null for garbage, IPs and bare suffixes. */
export function domainParts(raw: string): DomainParts | null {
  const host = normalizeHost(raw);
  if (host === null) return null;
  return partsMemo.get(host, partsUncached);
}

/** The registered domain (`blog.solartravelmag.com` → `solartravelmag.com`), or null. */
export function registeredDomain(raw: string): string | null {
  return domainParts(raw)?.registeredDomain ?? null;
}
