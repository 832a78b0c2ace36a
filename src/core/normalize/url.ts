import { Memo } from './fold';
import { normalizeHost } from './host';

/**
 * Canonical URLs: `host[:port]/path?sorted-query`, scheme-insensitive (http and https meet; other
 * schemes are not web pages and give null), host as {@link normalizeHost} (lowercase, punycode,
 * leading `www.` dropped), default ports dropped, tracking parameters dropped, remaining parameters
 * sorted by name then value, fragment and trailing slash dropped. The path keeps its case (servers
 * may treat it as case-sensitive) and its percent-encoding is normalised by the WHATWG URL parser.
 */

/** Query parameters dropped as tracking (exact names; prefixes in {@link TRACKING_PREFIXES}). */
// prettier-ignore
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'fbclid', 'yclid', 'ysclid', 'msclkid', 'twclid', 'ttclid',
  'li_fat_id', 'igshid', 'igsh', 'ref', 'ref_src', 'ref_url', 'referrer', '_ga', '_gl', '_hsenc', '_hsmi', '_openstat',
  'mkt_tok', 'vero_id', 'vero_conv', 'rb_clickid', 's_cid', 'oly_anon_id', 'oly_enc_id', 'wickedid', 'epik', 'sc_cid',
  'srsltid', 'spm',
]);

/** Query-parameter name prefixes dropped as tracking. */
export const TRACKING_PREFIXES: readonly string[] = ['utm_', 'mc_', 'pk_', 'hsa_', 'ga_', 'oly_', 'vero_'];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  if (TRACKING_PARAMS.has(lower)) return true;
  for (const p of TRACKING_PREFIXES) if (lower.startsWith(p)) return true;
  return false;
}

function canonicalUncached(raw: string): string | null {
  const s = raw.trim();
  if (s.length === 0 || /\s/.test(s)) return null;
  let withScheme = s;
  const scheme = SCHEME.exec(s);
  const rest = scheme ? s.slice(scheme[0].length) : '';
  if (scheme && rest.startsWith('//')) {
    const name = scheme[1].toLowerCase();
    if (name !== 'http' && name !== 'https') return null;
  } else if (scheme && !/^\d/.test(rest))
    return null; // mailto:, tel:, javascript: …
  else if (s.startsWith('//')) withScheme = `http:${s}`;
  else withScheme = `http://${s}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const host = normalizeHost(url.hostname);
  if (host === null) return null;
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  let path = url.pathname;
  while (path.length > 0 && path.endsWith('/')) path = path.slice(0, -1);
  const params: [string, string][] = [];
  for (const [k, v] of url.searchParams) if (k.length > 0 && !isTracking(k)) params.push([k, v]);
  params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}

const memo = new Memo<string | null>(100_000);

/** The canonical form of a web URL (no scheme: `shop.com/p/123?a=1&b=2`), or null for garbage. */
export function canonicalUrl(raw: string): string | null {
  if (raw.length === 0) return null;
  return memo.get(raw, canonicalUncached);
}
