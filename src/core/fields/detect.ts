import type { FieldKind } from '../../domain/field';
import { kindFromHeader, type KindGuess } from './headers';
import { MAX_CATEGORY_VALUES, valueEvidence, type ValueEvidence } from './values';
import { columnStats } from './stats';
import { CHECKABLE, valueShare } from './value-fit';

/**
 * Field-kind detection: the values decide, the header is one hint among their statistics.
 * Overrides are the caller's: this returns a guess with its evidence and never decides for the user.
 *
 * - Values that show a kind clearly (e-mails, dates, amounts, product titles, lists of names …)
 *   win against a header they contradict («name» full of product titles is a title, «amount»
 *   with fractions is an amount, never an identifier).
 * - Values that fit several kinds (short words: a city, a surname, a category?) let the header
 *   choose among the kinds they do not contradict; agreement raises the confidence.
 * - A header naming a checkable kind (e-mail, phone, date, coordinates …) is tested against the
 *   values with a looser test; it stands when at least half fit («Phone» of local 7-digit numbers).
 * - Never a header alone: a column without values is `other`, and a unique column is an
 *   identifier only when its values look like one (short codes, no spaces).
 */

/** A detected field kind with its confidence (0..1) and the evidence behind it. */
export interface FieldKindDetection {
  column: string;
  kind: FieldKind;
  confidence: number;
  evidence: string[];
}

/** Kinds that may stand in for each other when header and values disagree mildly. */
const PAIRS: ReadonlyArray<readonly [FieldKind, FieldKind]> = [
  ['start', 'date'],
  ['url', 'domain'],
  ['amount', 'number'],
  ['duration', 'number'],
  ['id', 'code'],
  ['name', 'names'],
  ['text', 'title'],
];

function compatible(header: FieldKind, values: FieldKind | null): boolean {
  if (values === null) return false;
  return header === values || PAIRS.some(([a, b]) => (a === header && b === values) || (a === values && b === header));
}

const round = (x: number) => Math.round(Math.min(0.99, Math.max(0, x)) * 100) / 100;
const pct = (x: number) => `${Math.round(x * 100)} %`;

const NOTHING_STANDS_OUT = 'no kind stands out: other';

function done(column: string, kind: FieldKind | null, confidence: number, evidence: string[]): FieldKindDetection {
  if (kind === null) return { column, kind: 'other', confidence: 0, evidence: [...evidence, NOTHING_STANDS_OUT] };
  return { column, kind, confidence: round(confidence), evidence };
}

/** Header and values together. */
function combine(
  column: string,
  header: KindGuess,
  values: ValueEvidence,
  sample: readonly string[],
): FieldKindDetection {
  const h = header.kind;
  const v = values.kind;
  const said = `header suggests ${h}`;
  if (compatible(h, v)) {
    // A list of names is more specific than the «name» a header promises; otherwise the header names the variant.
    const kind = h === 'name' && v === 'names' ? v : h;
    return done(column, kind, header.confidence * 0.5 + values.confidence * 0.5 + 0.25, [
      header.evidence,
      ...values.evidence,
    ]);
  }
  if (CHECKABLE.has(h)) {
    const fit = valueShare(h, sample);
    if (fit >= 0.5 && !(values.strong && !values.allows.has(h))) {
      return done(column, h, header.confidence * (0.4 + 0.5 * fit), [
        header.evidence,
        `${pct(fit)} of values fit ${h}`,
        ...values.evidence,
      ]);
    }
    return done(column, v, values.confidence, [
      `${said}, but only ${pct(fit)} of values fit it`,
      ...values.evidence,
      v ? 'the values decide' : 'header ignored',
    ]);
  }
  if (values.strong && v !== null && !values.allows.has(h)) {
    return done(column, v, values.confidence, [
      `${said}; values look otherwise`,
      ...values.evidence,
      'the values decide',
    ]);
  }
  if (values.allows.has(h)) {
    return done(column, h, header.confidence * (v === null ? 0.6 : 0.55), [
      header.evidence,
      ...values.evidence,
      `the values fit ${h} too: the header chooses`,
    ]);
  }
  return done(column, v, values.confidence * 0.9, [`${said}; values do not fit it`, ...values.evidence]);
}

/** Detect one column's kind from its header and a sample of its values (a few hundred are plenty). */
export function detectFieldKind(column: string, sample: readonly string[]): FieldKindDetection {
  const header = kindFromHeader(column);
  const values = valueEvidence(sample);
  if (values.stats.count === 0) {
    return done(column, null, 0, [header ? `${header.evidence}, but there are no values to confirm it` : 'no values']);
  }
  if (!header) return done(column, values.kind, values.confidence, values.evidence);
  return combine(column, header, values, sample);
}

/** Kinds that name a record: a person, an organisation, a thing, a place (a list of people, its authors, does not). */
const NAMING: ReadonlySet<FieldKind> = new Set(['name', 'title', 'company', 'venue']);

/** A venue column with at most this share of distinct values names places the records share, not the records. */
const REPEATED_VENUE = 0.5;

/** A column with a number in at least this share of its values is a code, an address or a measure, not a name. */
const MOSTLY_NUMBERED = 0.9;

/**
 * Every record is called something. When no column was found to name the records, nor a free text to describe them,
 * the column of words that most likely does — several words a value, not a number in nearly every value (a title may
 * carry a sequel number or an age rating: «Дюна 2», «Летучий корабль 6+»), more distinct values than a category holds —
 * is read as a title (a name of something): repeated values («AKZO NOBEL» on forty rows) are what a list with
 * duplicates looks like, so no distinct share is asked for. Beside a description (a bank memo) the records are said by
 * it, and a column of words is one of their attributes (the counterparty), not their name.
 */
function nameTheRecords(found: FieldKindDetection[], samples: readonly (readonly string[])[]): FieldKindDetection[] {
  // A venue written on many rows is where the records happen (events at a theatre), not what they are.
  const names = (d: FieldKindDetection, i: number) =>
    d.kind === 'text' ||
    (NAMING.has(d.kind) && !(d.kind === 'venue' && columnStats(samples[i] ?? []).distinct <= REPEATED_VENUE));
  if (found.some(names)) return found;
  let best = -1;
  let bestDistinct = MAX_CATEGORY_VALUES;
  let evidence = '';
  for (const [i, d] of found.entries()) {
    if (d.kind !== 'other') continue;
    const s = columnStats(samples[i] ?? []);
    if (s.meanTokens <= 1.5 || s.withDigits >= MOSTLY_NUMBERED || s.distinctCount <= bestDistinct) continue;
    best = i;
    bestDistinct = s.distinctCount;
    evidence = `no other column names the records; ${s.meanTokens.toFixed(1)} words on average, ${pct(s.withDigits)} with a number, ${s.distinctCount} distinct values in ${s.count}: a name of something`;
  }
  if (best < 0) return found;
  const out = [...found];
  out[best] = {
    column: found[best].column,
    kind: 'title',
    confidence: 0.3,
    evidence: [...found[best].evidence.filter((e) => e !== NOTHING_STANDS_OUT), evidence],
  };
  return out;
}

/** Detect every column of a table given as columns of sample values (same order as `headers`). */
export function detectFieldKinds(
  headers: readonly string[],
  samples: readonly (readonly string[])[],
): FieldKindDetection[] {
  return nameTheRecords(
    headers.map((h, i) => detectFieldKind(h, samples[i] ?? [])),
    samples,
  );
}

/** Detect every column from sample rows (arrays of cells in header order), e.g. papaparse's first rows. */
export function detectFieldKindsFromRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): FieldKindDetection[] {
  return detectFieldKinds(
    headers,
    headers.map((_, c) => rows.map((r) => r[c] ?? '')),
  );
}
