/**
 * The reason registry: every reason code a decision, review item or cluster check can carry, with its
 * tone (argues against a match, for it, or neither), whether it vetoes a merge (a guard: the pair is
 * never merged and becomes a cannot-link) and the words the UI and the CLI show. A misspelt code
 * fails to compile.
 */

/** How a reason bears on a match: `guard` argues against, `support` for, `neutral` neither. */
export type ReasonTone = 'guard' | 'support' | 'neutral';

/** What the registry knows of one reason code. */
export interface ReasonInfo {
  readonly tone: ReasonTone;
  /** A guard: a pair carrying it is never merged, whatever its score. */
  readonly veto: boolean;
  /** The code in words, as the UI and the CLI show it. */
  readonly words: string;
  /**
   * The pair names two things (another address, title, model, year, person …), not that the model is unsure: such a
   * pair is no rival of another link of its records (core/safety one-to-one).
   */
  readonly twoThings?: boolean;
}

/** Every reason code with its tone, veto and words. */
export const REASONS = {
  'addresses-differ': { tone: 'guard', twoThings: true, veto: false, words: 'street addresses differ' },
  antonym: { tone: 'guard', twoThings: true, veto: true, words: 'antonym' },
  'birth-dates-differ': { tone: 'guard', twoThings: true, veto: false, words: 'birth dates differ' },
  'bundle-differs': { tone: 'guard', twoThings: true, veto: false, words: 'bundle differs' },
  'cannot-link': { tone: 'guard', twoThings: true, veto: false, words: 'cannot link' },
  'city-missing': { tone: 'neutral', veto: false, words: 'city missing' },
  'cluster-key-conflict': { tone: 'guard', veto: false, words: 'cluster key conflict' },
  'cluster-oversized': { tone: 'guard', veto: false, words: 'cluster oversized' },
  'cluster-size': { tone: 'guard', veto: false, words: 'cluster size' },
  'cluster-sparse': { tone: 'guard', veto: false, words: 'cluster sparse' },
  'colour-differs': { tone: 'guard', twoThings: true, veto: false, words: 'colour differs' },
  'colour-variant': { tone: 'guard', twoThings: true, veto: false, words: 'colour variant' },
  'compact-key-equal': { tone: 'support', veto: false, words: 'compact key equal' },
  'company-name-equal': { tone: 'support', veto: false, words: 'company name equal' },
  'country-missing': { tone: 'neutral', veto: false, words: 'country missing' },
  'dates-out-of-order': { tone: 'guard', veto: false, words: 'dates out of order' },
  'different-canonical-url': { tone: 'guard', twoThings: true, veto: false, words: 'different canonical URLs' },
  'different-city': { tone: 'guard', twoThings: true, veto: true, words: 'different city' },
  'different-country': { tone: 'guard', twoThings: true, veto: true, words: 'different country' },
  'different-day': { tone: 'guard', twoThings: true, veto: false, words: 'different day' },
  'different-domain': { tone: 'guard', twoThings: true, veto: false, words: 'different domain' },
  'different-email': { tone: 'guard', twoThings: true, veto: false, words: 'different e-mails' },
  'different-name': { tone: 'guard', twoThings: true, veto: false, words: 'different name' },
  'different-phone': { tone: 'guard', twoThings: true, veto: false, words: 'different phone' },
  'different-registered-domain': { tone: 'guard', twoThings: true, veto: false, words: 'different registered domain' },
  'different-registration-id': { tone: 'guard', twoThings: true, veto: false, words: 'different registration numbers' },
  'amounts-opposite': {
    tone: 'guard',
    twoThings: true,
    veto: false,
    words: 'a charge and a credit (amounts of opposite sign)',
  },
  'references-differ': {
    tone: 'guard',
    twoThings: true,
    veto: false,
    words: 'two references of a numbered series (the next number, or one number in two series)',
  },
  'different-title': { tone: 'guard', twoThings: true, veto: false, words: 'different title' },
  'different-valid-gtin': { tone: 'guard', twoThings: true, veto: true, words: 'different valid GTINs' },
  'different-venue': { tone: 'guard', twoThings: true, veto: false, words: 'different venue' },
  'exact-duplicate': { tone: 'support', veto: false, words: 'exact duplicate' },
  'far-apart': { tone: 'guard', twoThings: true, veto: true, words: 'far apart' },
  'filler-only-extra-words': { tone: 'support', veto: false, words: 'filler only extra words' },
  'fit-implausible': { tone: 'guard', veto: false, words: 'the fitted model is implausible' },
  'generic-name': { tone: 'guard', veto: false, words: 'generic name' },
  'generic-venue-name': { tone: 'guard', veto: false, words: 'generic venue name' },
  'generations-differ': { tone: 'guard', twoThings: true, veto: false, words: 'generations differ (Jr. / Sr.)' },
  'given-names-differ': { tone: 'guard', twoThings: true, veto: false, words: 'given names differ' },
  'guard-high-score': { tone: 'guard', veto: false, words: 'guard fired on a high score' },
  'guard-veto': { tone: 'guard', veto: false, words: 'guard veto' },
  'hyphens-only': { tone: 'guard', veto: false, words: 'hyphens only' },
  'issue-number': { tone: 'guard', twoThings: true, veto: true, words: 'issue number' },
  'learned-different': { tone: 'guard', veto: false, words: 'the model learned from your answers calls it different' },
  'learned-review': {
    tone: 'neutral',
    veto: false,
    words: 'the model learned from your answers finds it worth a look',
  },
  'learned-same': { tone: 'support', veto: false, words: 'the model learned from your answers calls it the same' },
  'line-words-differ': { tone: 'guard', twoThings: true, veto: false, words: 'one model code, two product lines' },
  'listed-several-times': { tone: 'guard', veto: false, words: 'listed alike several times by more than one source' },
  'listed-twice-at-venue': {
    tone: 'guard',
    veto: false,
    words: 'one source lists this title at this venue and start twice: two places share the venue name',
  },
  'location-unconfirmed': { tone: 'guard', veto: false, words: 'location unconfirmed' },
  'low-density': { tone: 'guard', veto: false, words: 'low density' },
  'match-weight': { tone: 'neutral', veto: false, words: 'match weight' },
  'memory-differs': { tone: 'guard', twoThings: true, veto: false, words: 'memory differs' },
  'model-base-and-variant': { tone: 'neutral', veto: false, words: 'model base and variant' },
  'model-different': { tone: 'guard', twoThings: true, veto: false, words: 'model different' },
  'model-extended': { tone: 'neutral', veto: false, words: 'model extended' },
  'model-repeated': { tone: 'guard', veto: false, words: 'model repeated' },
  'model-same': { tone: 'support', veto: false, words: 'model same' },
  'model-variants-differ': { tone: 'guard', twoThings: true, veto: false, words: 'model variants differ' },
  'must-link-conflict': { tone: 'guard', veto: false, words: 'must link conflict' },
  'name-missing': { tone: 'neutral', veto: false, words: 'name missing' },
  'names-conflict': { tone: 'guard', twoThings: true, veto: false, words: 'names conflict' },
  'names-disagree': { tone: 'guard', twoThings: true, veto: false, words: 'names disagree' },
  'namesakes-at-employer': {
    tone: 'guard',
    twoThings: true,
    veto: false,
    words: 'two people of this name at this employer',
  },
  'new-meaningful-word': { tone: 'guard', veto: false, words: 'new meaningful word' },
  'no-weights': { tone: 'neutral', veto: false, words: 'no weights' },
  'not-a-candidate': { tone: 'neutral', veto: false, words: 'not a candidate' },
  'numbers-differ': { tone: 'guard', twoThings: true, veto: true, words: 'numbers differ' },
  'one-edit-neighbour': { tone: 'guard', veto: false, words: 'one edit neighbour' },
  'one-field-only': { tone: 'guard', veto: false, words: 'one field only' },
  'one-source': { tone: 'guard', veto: false, words: 'both from one source, which lists a thing once' },
  'one-to-one': { tone: 'guard', veto: false, words: 'one-to-one link taken elsewhere' },
  'other-public-suffix': { tone: 'guard', veto: false, words: 'other public suffix' },
  'pack-differs': { tone: 'guard', twoThings: true, veto: false, words: 'pack differs' },
  'part-number': { tone: 'guard', twoThings: true, veto: true, words: 'part number' },
  'places-apart': { tone: 'guard', twoThings: true, veto: false, words: 'places apart' },
  prior: { tone: 'neutral', veto: false, words: 'prior' },
  'refused-link': { tone: 'guard', twoThings: true, veto: false, words: 'refused link' },
  'review-band': { tone: 'neutral', veto: false, words: 'review band' },
  'same-address': { tone: 'support', veto: false, words: 'same address' },
  'same-canonical-url': { tone: 'support', veto: false, words: 'same canonical URL' },
  'same-day': { tone: 'support', veto: false, words: 'same day' },
  'same-domain': { tone: 'support', veto: false, words: 'same domain' },
  'same-email': { tone: 'support', veto: false, words: 'same e-mail' },
  'same-gtin': { tone: 'support', veto: false, words: 'same GTIN' },
  'same-name': { tone: 'support', veto: false, words: 'same name' },
  'same-phone': { tone: 'support', veto: false, words: 'same phone' },
  'same-registered-domain': { tone: 'support', veto: false, words: 'same registered domain' },
  'same-registration-id': { tone: 'support', veto: false, words: 'same registration number' },
  'same-slot-subset': { tone: 'support', veto: false, words: 'same slot subset' },
  'same-start': { tone: 'support', veto: false, words: 'same start' },
  'same-wording': { tone: 'support', veto: false, words: 'one product as two shops word it' },
  'same-stems': { tone: 'support', veto: false, words: 'same stems' },
  'same-title-city-start': { tone: 'support', veto: false, words: 'same title city start' },
  'sequel-number': { tone: 'guard', twoThings: true, veto: true, words: 'sequel number' },
  settled: { tone: 'neutral', veto: false, words: 'settled distinct by its weight' },
  'several-stages': { tone: 'neutral', veto: false, words: 'several stages' },
  'similar-domain': { tone: 'support', veto: false, words: 'similar domain' },
  'similar-name': { tone: 'support', veto: false, words: 'similar name' },
  'similar-title': { tone: 'support', veto: false, words: 'similar title' },
  'similar-venue-name': { tone: 'support', veto: false, words: 'similar venue name' },
  'single-evidence': { tone: 'guard', veto: false, words: 'single evidence' },
  'size-differs': { tone: 'guard', twoThings: true, veto: false, words: 'size differs' },
  'start-missing': { tone: 'neutral', veto: false, words: 'start missing' },
  'starts-hours-apart': { tone: 'guard', twoThings: true, veto: false, words: 'starts hours apart' },
  'subset-meaningful-extra': { tone: 'neutral', veto: false, words: 'subset meaningful extra' },
  'surnames-differ': { tone: 'guard', twoThings: true, veto: false, words: 'surnames differ' },
  'title-at-several-venues': { tone: 'guard', veto: false, words: 'title at several venues' },
  'token-sort-equal': { tone: 'support', veto: false, words: 'token sort equal' },
  'unlike-matches': { tone: 'guard', veto: false, words: 'a level the matches almost never show' },
  'unnamed-person': { tone: 'guard', veto: false, words: 'a person without a name on one side' },
  'variant-same': { tone: 'support', veto: false, words: 'variant same' },
  'variant-unstated': { tone: 'guard', veto: false, words: 'variant unstated' },
  'venue-acronym': { tone: 'support', veto: false, words: 'venue acronym' },
  'venue-missing': { tone: 'neutral', veto: false, words: 'venue missing' },
  'venue-name-equal': { tone: 'support', veto: false, words: 'venue name equal' },
  'venue-name-subset': { tone: 'support', veto: false, words: 'venue name subset' },
  'weak-bridge': { tone: 'guard', veto: false, words: 'weak bridge' },
  'weak-link': { tone: 'guard', veto: false, words: 'weak link' },
  'website-missing': { tone: 'neutral', veto: false, words: 'website missing' },
  'within-distance': { tone: 'support', veto: false, words: 'within distance' },
  'word-unsaid': { tone: 'guard', veto: false, words: 'word unsaid' },
  'years-differ': { tone: 'guard', twoThings: true, veto: true, words: 'years differ' },
} as const satisfies Record<string, ReasonInfo>;

/** A registered reason code. */
export type ReasonCode = keyof typeof REASONS;

/** The reason of one weighted comparison: `field: level label`, e.g. `name: Jaro-Winkler ≥ 0.92`. */
export type ComparisonCode = `${string}: ${string}`;

/** Reason codes that veto a merge (guards), derived from {@link REASONS}. */
export const GUARD_CODES: ReadonlySet<string> = new Set(
  (Object.keys(REASONS) as ReasonCode[]).filter((c) => REASONS[c].veto),
);

/** Reason codes that say a pair names two things, derived from {@link REASONS}. */
export const TWO_THINGS_CODES: ReadonlySet<string> = new Set(
  (Object.keys(REASONS) as ReasonCode[]).filter((c) => (REASONS[c] as ReasonInfo).twoThings === true),
);

/** The registry entry of a code, or undefined for a comparison code or a code from an older run. */
export function reasonInfo(code: string): ReasonInfo | undefined {
  return Object.prototype.hasOwnProperty.call(REASONS, code) ? REASONS[code as ReasonCode] : undefined;
}

/** Codes that state a pair's score or its queue kind, not why a pair at that score is not merged. */
const SCORE_CODES: ReadonlySet<string> = new Set<ReasonCode>([
  'match-weight',
  'prior',
  'review-band',
  'guard-high-score',
]);

/**
 * The reason that holds a pair back from merging (a guard, the safety net, a rule's review reason, a
 * cluster check): the first registered reason that neither supports the match nor states the score.
 */
export function holdReason<R extends { code: string }>(reasons: readonly R[]): R | undefined {
  return reasons.find((r) => {
    const info = reasonInfo(r.code);
    return info !== undefined && info.tone !== 'support' && !SCORE_CODES.has(r.code);
  });
}
