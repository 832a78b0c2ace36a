/**
 * What the values of a column say, and the pieces every value rule (values.ts, value-words.ts) writes it with.
 */
import type { FieldKind } from '../../domain/field';
import type { ColumnStats } from './stats';

/** What the values of a column say. */
export interface ValueEvidence {
  /** The kind the values show, or null when they fit several kinds equally (short words). */
  kind: FieldKind | null;
  /** 0..1. */
  confidence: number;
  evidence: string[];
  /** The values decide even against a header they contradict. */
  strong: boolean;
  /** Kinds these values do not contradict: a header naming one of them may choose it. */
  allows: ReadonlySet<FieldKind>;
  stats: ColumnStats;
}

export const pct = (x: number) => `${Math.round(x * 100)} %`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const set = (...kinds: FieldKind[]): ReadonlySet<FieldKind> => new Set(kinds);

/** Kinds any non-typed text fits. */
// prettier-ignore
export const WORDS: FieldKind[] = [
  'name', 'title', 'company', 'venue', 'city', 'address', 'country', 'category', 'source', 'other',
];
/** A street address is at most this many words on average (a flat, a building, a street, a town, a postcode). */
export const MAX_ADDRESS_WORDS = 12;
/** Below this share of values holding a known given name or surname, long values are no person names. */
export const NOT_PEOPLE_SHARE = 0.05;
/** Below this share of known names, values of which {@link THINGS_SHARE} name things are no person names. */
export const FEW_PEOPLE_SHARE = 0.2;
/** Share of values with an article, a possessive, a venue word or a legal form that marks names of things. */
export const THINGS_SHARE = 0.2;

/**
 * Whether words name things, not people: few values hold a given name or surname the lexicon knows, and many an article,
 * a possessive, a venue word or a legal form. The lexicon misses many names (Japanese, Nigerian, Polish full names hold
 * a known one in 0–10 % of values), so few known names alone do not decide.
 */
export const namesThings = (s: ColumnStats): boolean =>
  s.meanTokens > 1.5 && s.person < FEW_PEOPLE_SHARE && s.thing >= THINGS_SHARE;
/** One rule of value detection: its evidence, or null when it does not apply. */
export type Rule = (s: ColumnStats, values: readonly string[]) => Omit<ValueEvidence, 'stats'> | null;

/** A rule's evidence: the kind, how sure, why, whether decisive, and the kinds the values allow. */
export const kindEvidence = (
  kind: FieldKind | null,
  confidence: number,
  evidence: string,
  strong: boolean,
  allows: ReadonlySet<FieldKind>,
) => ({ kind, confidence, evidence: [evidence], strong, allows });
