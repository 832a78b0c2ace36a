import type { FieldKind } from '../../domain/field';
import { kindFromHeader, type KindGuess } from './headers';
import { kindFromValues, valueShare } from './values';

/**
 * Field-kind detection: header evidence and value evidence combined. Overrides are the caller's:
 * this returns a guess with its evidence and never decides for the user.
 *
 * - Header and values agree → the header's confidence raised.
 * - The header names a typed kind (email, url, phone, gtin, dates, coordinates …) but fewer than half
 *   of the values fit it → the header is discarded («Number per Site», «Head Start Fund»).
 * - A free-text header (name, title, city …) with values that clearly show a typed kind → the values
 *   win when their share is high («Name» full of emails); a name column full of legal forms becomes
 *   `company`.
 * - Nothing matches → `other`, confidence 0.
 */

/** A detected field kind with its confidence (0..1) and the evidence behind it. */
export interface FieldKindDetection {
  column: string;
  kind: FieldKind;
  confidence: number;
  evidence: string[];
}

/** Kinds whose values can be checked by a detector. */
const TYPED: ReadonlySet<FieldKind> = new Set(['email', 'url', 'domain', 'phone', 'gtin', 'start', 'date', 'lat', 'lon', 'country']);
/** Kinds the values can only hint at. */
const FREE_TEXT: ReadonlySet<FieldKind> = new Set(['name', 'title', 'company', 'venue', 'city', 'address', 'source', 'other']);

/** Kinds that may stand in for each other when header and values disagree mildly. */
function compatible(header: FieldKind, values: FieldKind): boolean {
  if (header === values) return true;
  if ((header === 'start' && values === 'date') || (header === 'date' && values === 'start')) return true;
  if ((header === 'url' && values === 'domain') || (header === 'domain' && values === 'url')) return true;
  return false;
}

function result(column: string, guess: KindGuess | null, evidence: string[]): FieldKindDetection {
  if (!guess) return { column, kind: 'other', confidence: 0, evidence: [...evidence, 'no header or value evidence'] };
  return { column, kind: guess.kind, confidence: Math.round(guess.confidence * 100) / 100, evidence };
}

/** Detect one column's kind from its header and a sample of its values (a few hundred are plenty). */
export function detectFieldKind(column: string, sample: readonly string[]): FieldKindDetection {
  const header = kindFromHeader(column);
  const values = kindFromValues(sample);
  const evidence: string[] = [];
  if (header) evidence.push(header.evidence);
  if (values) evidence.push(values.evidence);
  const nonEmpty = sample.some((v) => v.trim().length > 0);

  if (header && !nonEmpty) {
    evidence.push('no values to confirm the header');
    return result(column, { ...header, confidence: header.confidence / 2 }, evidence);
  }
  if (header && TYPED.has(header.kind)) {
    const share = valueShare(header.kind, sample);
    if (share < 0.5 && !(values && compatible(header.kind, values.kind))) {
      evidence.push(`only ${Math.round(share * 100)}% of values fit ${header.kind}`);
      if (values) return result(column, values, [...evidence, 'values outweigh the header']);
      if (share === 0) return result(column, null, [...evidence, 'header ignored']);
      return result(column, { ...header, confidence: Math.max(0.1, header.confidence * share) }, evidence);
    }
  }
  if (header && values) {
    if (compatible(header.kind, values.kind)) {
      return result(column, { ...header, confidence: Math.min(0.99, header.confidence + 0.3 * values.confidence) }, evidence);
    }
    if (FREE_TEXT.has(header.kind) && TYPED.has(values.kind) && values.confidence >= 0.75) {
      evidence.push(`values outweigh the header`);
      return result(column, values, evidence);
    }
    if (values.kind === 'company' && (header.kind === 'name' || header.kind === 'title' || header.kind === 'other')) {
      evidence.push('legal forms in the values: a company name');
      return result(column, { ...values, confidence: Math.max(values.confidence, header.confidence * 0.8) }, evidence);
    }
    return result(column, header, evidence);
  }
  return result(column, header ?? values, evidence);
}

/** Detect every column of a table given as columns of sample values (same order as `headers`). */
export function detectFieldKinds(headers: readonly string[], samples: readonly (readonly string[])[]): FieldKindDetection[] {
  return headers.map((h, i) => detectFieldKind(h, samples[i] ?? []));
}

/** Detect every column from sample rows (arrays of cells in header order), e.g. papaparse's first rows. */
export function detectFieldKindsFromRows(headers: readonly string[], rows: readonly (readonly string[])[]): FieldKindDetection[] {
  return detectFieldKinds(headers, headers.map((_, c) => rows.map((r) => r[c] ?? '')));
}
