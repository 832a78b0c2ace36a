import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldKind } from '../../domain/field';
import {
  canonicalUrl, normalizeCompanyName, normalizeEmail, normalizeGtin, normalizeHost, normalizePhone, parseDateTime, titleCompactKey, foldToAscii,
} from '../../core/normalize';

/** What a value's normalization may depend on beyond the value: the list's default phone region. */
export interface PreviewContext {
  phoneRegion?: CountryCode;
}

/** The normalized form of one value as its kind's normalizer gives it ('' when it gives nothing). */
export function normalizedValue(kind: FieldKind | 'ignore', raw: string, context: PreviewContext = {}): string {
  switch (kind) {
    case 'url': return canonicalUrl(raw) ?? '';
    case 'domain': return normalizeHost(raw) ?? '';
    case 'email': return normalizeEmail(raw) ?? '';
    case 'phone': return normalizePhone(raw, { defaultCountry: context.phoneRegion }) ?? '';
    case 'gtin': return normalizeGtin(raw) ?? '';
    case 'company': return normalizeCompanyName(raw);
    case 'title': case 'venue': return titleCompactKey(raw);
    case 'start': case 'date': {
      const p = parseDateTime(raw);
      return p ? new Date(p.instant).toISOString() : '';
    }
    case 'ignore': return '';
    default: return foldToAscii(raw).trim().replace(/\s+/g, ' ');
  }
}

/** Up to five distinct non-empty values before → after normalization. */
export function fieldPreview(kind: FieldKind | 'ignore', values: readonly string[], context: PreviewContext = {}): Array<{ raw: string; normalized: string }> {
  const seen = new Set<string>();
  const out: Array<{ raw: string; normalized: string }> = [];
  for (const v of values) {
    if (out.length >= 5) break;
    if (v.trim() === '' || seen.has(v)) continue;
    seen.add(v);
    out.push({ raw: v, normalized: normalizedValue(kind, v, context) });
  }
  return out;
}
