import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldKind } from '../../domain/field';
import {
  canonicalUrl,
  normalizeAddress,
  normalizeCity,
  normalizeCompanyName,
  normalizeEmail,
  normalizeGtin,
  normalizeHost,
  normalizePhone,
  parseDateTime,
  foldToAscii,
  splitWords,
} from '../../core/normalize';

/** What a value's normalization may depend on beyond the value: the list's default phone region. */
export interface PreviewContext {
  phoneRegion?: CountryCode;
}

/** The normalized form of one value as its kind's normalizer gives it ('' when it gives nothing). */
export function normalizedValue(kind: FieldKind | 'ignore', raw: string, context: PreviewContext = {}): string {
  switch (kind) {
    case 'url':
      return canonicalUrl(raw) ?? '';
    case 'domain':
      return normalizeHost(raw) ?? '';
    case 'email':
      return normalizeEmail(raw) ?? '';
    case 'phone':
      return normalizePhone(raw, { defaultCountry: context.phoneRegion }) ?? '';
    case 'gtin':
      return normalizeGtin(raw) ?? '';
    case 'company':
      return normalizeCompanyName(raw);
    // The token form the comparisons read, with its spaces (not the compact key without them).
    case 'title':
    case 'venue':
      return splitWords(foldToAscii(raw)).join(' ');
    case 'city':
      return normalizeCity(raw);
    case 'address':
      return normalizeAddress(raw);
    case 'start':
    case 'date': {
      const p = parseDateTime(raw);
      return p ? new Date(p.instant).toISOString() : '';
    }
    case 'ignore':
      return '';
    default:
      return foldToAscii(raw).trim().replace(/\s+/g, ' ');
  }
}

/** Up to five distinct non-empty values before → after normalization. */
export function fieldPreview(
  kind: FieldKind | 'ignore',
  values: readonly string[],
  context: PreviewContext = {},
): Array<{ raw: string; normalized: string }> {
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

/** Kinds whose normalizer reads a value or gives nothing: a value it cannot read is a failure to show. */
const PARSED: ReadonlySet<FieldKind | 'ignore'> = new Set(['url', 'domain', 'email', 'phone', 'gtin', 'start', 'date']);

/**
 * How many non-empty values the kind's normalizer could not read (0 for kinds that read every value), with examples.
 */
export function unreadableValues(
  kind: FieldKind | 'ignore',
  values: readonly string[],
  context: PreviewContext = {},
): { count: number; filled: number; examples: string[] } {
  let count = 0;
  let filled = 0;
  const examples: string[] = [];
  if (!PARSED.has(kind)) return { count, filled, examples };
  for (const v of values) {
    if (v.trim() === '') continue;
    filled++;
    if (normalizedValue(kind, v, context) !== '') continue;
    count++;
    if (examples.length < 3 && !examples.includes(v)) examples.push(v);
  }
  return { count, filled, examples };
}

const unreadableCache = new WeakMap<object, Map<string, ReturnType<typeof unreadableValues>>>();

/**
 * {@link unreadableValues} of a dataset's column, counted once per (column, kind, phone region): opening a screen
 * re-reads no column.
 */
export function cachedUnreadable(
  dataset: object,
  column: string,
  kind: FieldKind | 'ignore',
  values: readonly string[],
  context: PreviewContext = {},
): ReturnType<typeof unreadableValues> {
  let byColumn = unreadableCache.get(dataset);
  if (!byColumn) unreadableCache.set(dataset, (byColumn = new Map()));
  const key = `${column}\u0000${kind}\u0000${context.phoneRegion ?? ''}`;
  let u = byColumn.get(key);
  if (!u) byColumn.set(key, (u = unreadableValues(kind, values, context)));
  return u;
}
