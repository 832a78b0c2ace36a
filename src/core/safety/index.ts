/**
 * The safety net under every automatic merge, whatever the profile (DESIGN §3): a merge resting on
 * the fitted weights needs a plausible fit; every merge needs a strong key or agreement on two
 * independent fields; linking duplicate-free sources is one-to-one. A merge that fails becomes a
 * review item with the reason. Clusters are checked as wholes afterwards (core/cluster/cut.ts).
 */
import { DECISION_CODE, type Reason } from '../../domain/decision';
import { TWO_THINGS_CODES } from '../../domain/reasons';
import type { LinkMode } from '../../domain/pair';
import type { InputColumn } from '../profiles/types';
import { agreeingGroups, columnIndex, prepareEvidence, type ComparisonEvidence } from './evidence';
import { internalDuplicateShares, linkShares, MAX_INTERNAL_DUPLICATE_SHARE, mutualBest } from './one-to-one';
import { STRONG_KEY_REASONS, type StrongKeyKind } from '../keys/column';
import { addressesDisagree, streetAddresses } from './addresses';
import { bookingLags } from './booking-lag';
import { listedSeveralTimes, sourceRepeats } from './listed-several';
import { sourceListingOnce } from '../profiles/list-sources';

export {
  agreeingGroups,
  prepareEvidence,
  editSimilarity,
  type EvidenceColumns,
  type ComparisonEvidence,
} from './evidence';
export { internalDuplicateShares, mutualBest, MAX_INTERNAL_DUPLICATE_SHARE } from './one-to-one';

/**
 * Reason codes that are a strong key on their own: equal valid identifiers of every strong-key kind
 * but the phone (a switchboard or a family line is shared), the same row twice, a model number
 * (a manufacturer part number) the products pack found on both sides, and a numbered product name
 * two shops word alike with every facet stated alike (products pack, product-wording.ts).
 */
export const STRONG_KEY_CODES: ReadonlySet<string> = new Set<string>([
  ...(Object.keys(STRONG_KEY_REASONS) as StrongKeyKind[])
    .filter((k) => k !== 'phone')
    .map((k) => STRONG_KEY_REASONS[k].same),
  'exact-duplicate',
  'model-same',
  'model-base-and-variant',
  'model-extended',
  'same-wording',
]);

/**
 * Reason codes by which a profile's rules state that a kind of field agrees (after their own
 * normalization: a venue resolved, a start read in its city's zone, a title without its labels).
 */
// prettier-ignore
export const AGREEMENT_CODES: Readonly<Record<string, InputColumn['kind']>> = {
  'compact-key-equal': 'title', 'token-sort-equal': 'title', 'same-stems': 'title', 'filler-only-extra-words': 'title',
  'same-slot-subset': 'title', 'same-start': 'start', 'venue-name-equal': 'venue', 'venue-name-subset': 'venue',
  'venue-acronym': 'venue', 'same-address': 'address', 'within-distance': 'lat',
};

/** What the safety net reads of a decided run (columnar over the candidate pairs). */
export interface SafetyInput {
  columns: readonly InputColumn[];
  recordCount: number;
  sourceOf?: Uint16Array;
  mode: LinkMode;
  /** Link one-to-one: on or off as the person chose; absent: when every source is measured free of duplicates. */
  oneToOne?: boolean;
  left: Uint32Array;
  right: Uint32Array;
  /** LEVEL_CODE per pair; merges that fail are set to review. */
  levels: Uint8Array;
  scores: ArrayLike<number>;
  /** Match weight per pair (a tie-breaker among equal scores). */
  weights: ArrayLike<number>;
  reasonsOf: (p: number) => readonly Reason[];
  /** What is wrong with the fitted weights (the fit's implausible reasons); empty when plausible. */
  fitProblems: readonly string[];
  /** Rows equal in every mapped column share a class (0 = none). */
  exactClass: Uint32Array;
  /** Rows equal in every mapped column, whether or not they name one thing (absent: grouped here from the columns). */
  rowClass?: Uint32Array;
  /** Per record its source, when the profile holds that each source lists a thing once (a shop column). */
  listsOnce?: ArrayLike<number>;
  /** Per record an id of its key whose difference vetoes a merge (a valid GTIN), -1 for none, and the keys by id. */
  vetoKeyOf?: Int32Array | null;
  vetoKeys?: readonly string[];
  /** The profile's comparisons: the source column each reads (when one), similarities per pair, lowest level. */
  comparisons: ReadonlyArray<{ column?: string; similarities: ArrayLike<number>; threshold: number }>;
  /** Strong-key columns (normalized key per record or null): equal keys vouch; they measure internal duplicates. */
  keyColumns: ReadonlyArray<readonly (string | null)[]>;
  /** Per pair, the reason it shows a comparison level the fit found among almost no matches (engine/unlike-matches.ts). */
  unlike?: (p: number) => Reason | null;
  /**
   * The match probability an automatic merge needs: a one-to-one link resting on the weights must also reach it against
   * the other candidates of its records (absent: not checked).
   */
  mergeProbability?: number;
}

/** What the net did: the reason added to each demoted pair, and the findings of the run. */
export interface SafetyOutcome {
  demoted: Map<number, Reason>;
  fitProblems: readonly string[];
  /** Per source, the share of records with a twin inside it (link modes), and whether linking was one-to-one. */
  internalDuplicates?: number[];
  oneToOne: boolean;
}

/** Whether two records share a valid strong key (GTIN, canonical URL, e-mail, registered domain). */
function sameKey(keyColumns: SafetyInput['keyColumns'], a: number, b: number): boolean {
  return keyColumns.some((keys) => keys[a] !== null && keys[a] === keys[b]);
}

/** Evidence columns per input column list: a refit checks the same records again (issue 12). */
const evidenceCache = new WeakMap<
  readonly InputColumn[],
  { recordCount: number; evidence: ReturnType<typeof prepareEvidence> }
>();

function evidenceOf(columns: readonly InputColumn[], recordCount: number): ReturnType<typeof prepareEvidence> {
  const known = evidenceCache.get(columns);
  if (known && known.recordCount === recordCount) return known.evidence;
  const evidence = prepareEvidence(columns, recordCount);
  evidenceCache.set(columns, { recordCount, evidence });
  return evidence;
}

const isStrong = (reasons: readonly Reason[]) => reasons.some((r) => STRONG_KEY_CODES.has(r.code));
const restsOnWeights = (reasons: readonly Reason[]) => reasons.some((r) => r.code === 'match-weight');

/** Check every automatic merge of a run; demoted pairs get level review (in `levels`) and a reason. */
export function applySafetyNet(input: SafetyInput): SafetyOutcome {
  const { levels, left, right } = input;
  const demoted = new Map<number, Reason>();
  const problems = input.fitProblems;
  const demote = (p: number, reason: Reason) => {
    levels[p] = DECISION_CODE.review;
    demoted.set(p, reason);
  };
  let evidence: ReturnType<typeof prepareEvidence> | undefined;
  let compared: ComparisonEvidence[] = [];
  let addresses: ReturnType<typeof streetAddresses> | undefined;
  // Measured on the merges as decided, before any is demoted here.
  const lagged =
    input.mode === 'dedupe'
      ? null
      : bookingLags(input.columns, input.sourceOf, left, right, (p) => levels[p] === DECISION_CODE.merge);
  // Measured on the merges as decided, before any is demoted here.
  const repeats = sourceRepeats(input.columns, input.recordCount, input.sourceOf, input.rowClass, input.listsOnce);
  const severalTimes = repeats ? listedSeveralTimes(repeats, left, right, levels, input.comparisons) : () => null;
  const veto = input.vetoKeyOf;
  // Where nothing surely one said so before the fit, the merges as decided may: pairs the model holds for one thing
  // that almost never share a file or a category column (far less often than chance) say each lists a thing once.
  const once =
    input.listsOnce ??
    (input.mode === 'dedupe'
      ? sourceListingOnce(input.columns, input.recordCount, input.sourceOf, mergedPairs(left, right, levels))
      : undefined);
  for (let p = 0; p < levels.length; p++) {
    if (levels[p] !== DECISION_CODE.merge) continue;
    // A valid GTIN names one trade item: two different ones are two products, whatever else agrees.
    if (veto && veto[left[p]] >= 0 && veto[right[p]] >= 0 && veto[left[p]] !== veto[right[p]]) {
      levels[p] = DECISION_CODE.distinct;
      const [a, b] = [veto[left[p]], veto[right[p]]].map((id) => input.vetoKeys?.[id] ?? String(id));
      demoted.set(p, { code: 'different-valid-gtin', detail: `${a} vs ${b}` });
      continue;
    }
    const reasons = input.reasonsOf(p);
    // Two rows of a source that lists a thing once are two things, or that source's own slip: a person decides.
    if (
      once &&
      once[left[p]] >= 0 &&
      once[left[p]] === once[right[p]] &&
      !sameKey(input.keyColumns, left[p], right[p])
    ) {
      demote(p, { code: 'one-source', detail: 'both rows come from one source, which lists a thing once' });
      continue;
    }
    // Rows written alike are one record only where no other source writes the same thing as often.
    if (isStrong(reasons) && !reasons.every((r) => r.code === 'exact-duplicate')) continue;
    if (problems.length > 0 && restsOnWeights(reasons)) {
      demote(p, { code: 'fit-implausible', detail: problems.join('; ') });
      continue;
    }
    if (sameKey(input.keyColumns, left[p], right[p])) continue;
    const repeated = severalTimes(p);
    if (repeated) {
      demote(p, repeated);
      continue;
    }
    if (isStrong(reasons)) continue;
    const outOfOrder = lagged?.(left[p], right[p]);
    if (outOfOrder) {
      demote(p, outOfOrder);
      continue;
    }
    const unlike = restsOnWeights(reasons) ? input.unlike?.(p) : null;
    if (unlike) {
      demote(p, unlike);
      continue;
    }
    if (!evidence) {
      evidence = evidenceOf(input.columns, input.recordCount);
      const ev = evidence;
      compared = input.comparisons
        .map((c) => ({ column: columnIndex(ev, c.column), similarities: c.similarities, threshold: c.threshold }))
        .filter((c) => c.column >= 0);
    }
    // Branches of one organisation share its name and phone, not its address (issue 10).
    addresses ??= streetAddresses(input.columns);
    const apart = addresses.length > 0 ? addressesDisagree(addresses, left[p], right[p]) : null;
    if (apart !== null) {
      demote(p, { code: 'addresses-differ', detail: apart });
      continue;
    }
    const stated = reasons.flatMap((r) => (AGREEMENT_CODES[r.code] ? [AGREEMENT_CODES[r.code]] : []));
    const agreeing = agreeingGroups(evidence, left[p], right[p], compared, p, stated);
    if (agreeing.length < 2)
      demote(p, {
        code: 'single-evidence',
        detail:
          agreeing.length === 0
            ? 'no field agrees on an uncommon value'
            : `only ${agreeing[0]} agrees on an uncommon value`,
      });
  }
  const outcome: SafetyOutcome = { demoted, fitProblems: problems, oneToOne: false };
  // A list whose rows name sources that each list a thing once (measured on its surely-one rows): a record is one
  // thing of each other source at most, as in a link of clean files. Not where only the merges said so: no surely-one
  // key ranks a record's links then, and rules that score alike (one screening under two venue names) would lose both.
  if (input.mode === 'dedupe' && input.listsOnce) {
    const once = input.listsOnce;
    const unknown = 0xffff;
    const sourceOf = Uint16Array.from({ length: input.recordCount }, (_, r) =>
      once[r] >= 0 && once[r] < unknown ? once[r] : unknown,
    );
    linkOneToOne({ ...input, sourceOf }, demote, demoted, (r) => sourceOf[r] !== unknown);
  } else if (input.mode !== 'dedupe' && input.sourceOf) {
    const shares = internalDuplicateShares(input.sourceOf, input.exactClass, input.keyColumns);
    outcome.internalDuplicates = shares;
    const clean = shares.length > 1 && shares.every((s) => s <= MAX_INTERNAL_DUPLICATE_SHARE);
    if (input.oneToOne ?? clean) {
      outcome.oneToOne = true;
      linkOneToOne(input, demote, demoted);
    }
  }
  return outcome;
}

/**
 * Keep only cross-source merges that are mutual best among the pairs worth a look (merge or review,
 * by score, then weight); the other merges go to review.
 */
function linkOneToOne(
  input: SafetyInput,
  demote: (p: number, r: Reason) => void,
  demoted: ReadonlyMap<number, Reason>,
  known: (r: number) => boolean = () => true,
): void {
  const { levels, left, right, sourceOf } = input;
  const linked: number[] = [];
  for (let p = 0; p < levels.length; p++)
    if (
      levels[p] !== DECISION_CODE.distinct &&
      sourceOf![left[p]] !== sourceOf![right[p]] &&
      known(left[p]) &&
      known(right[p])
    )
      linked.push(p);
  const edges = Uint32Array.from(linked);
  // Score first (to a millionth), the match weight breaks ties.
  const rank = Float64Array.from(
    input.scores,
    (s, p) => Math.round(s * 1e6) * 1e4 + Math.max(0, Math.min(9999, Math.round((input.weights[p] + 500) * 8))),
  );
  const keep = mutualBest(left, right, rank, sourceOf!, edges);
  // The automatic links as decided, before any goes to review here.
  const merges = edges.filter((p) => levels[p] === DECISION_CODE.merge);
  const beaten = edges.filter((p, k) => !keep[k] && levels[p] === DECISION_CODE.merge);
  const noRival = rivalsApart(input, demoted, edges, rank, beaten);
  for (const p of beaten)
    if (!noRival(p)) demote(p, { code: 'one-to-one', detail: 'another record of that source links as well or better' });
  const least = input.mergeProbability;
  if (least === undefined) return;
  // Against the records' other automatic links only: a review candidate's weight is no calibrated odds.
  const shares = linkShares(left, right, input.weights, sourceOf!, merges);
  merges.forEach((p, k) => {
    if (levels[p] === DECISION_CODE.merge && shares[k] < least && restsOnWeights(input.reasonsOf(p)))
      demote(p, {
        code: 'one-to-one',
        detail: `a runner-up of that source is close: this link is ${shares[k].toFixed(3)} of the odds`,
      });
  });
}

/** Kinds of a record's own identifiers: a rival told apart by one is no rival of a link that does not know it. */
const IDENTIFIER_KINDS: ReadonlySet<string> = new Set(['id', 'code', 'email', 'phone', 'gtin', 'url', 'domain']);

/**
 * Whether beaten link p (one of `beaten`) has no rival left: every candidate of its records into the other's source that ranks as high is in
 * review because a rule says it names two things (the next house, another title: domain/reasons.ts
 * `TWO_THINGS_CODES`), and p knows every identifier that rival was told apart by being present (a car without its
 * plate may be the other car of that plate's spec).
 */
function rivalsApart(
  input: SafetyInput,
  demoted: ReadonlyMap<number, Reason>,
  edges: Uint32Array,
  rank: Float64Array,
  beaten: Uint32Array,
): (p: number) => boolean {
  const { levels, left, right, sourceOf } = input;
  // The candidates of the beaten links' records only: most links are their records' best and need no look.
  const byRecord = new Map<number, number[]>();
  for (const p of beaten) byRecord.set(left[p], []).set(right[p], []);
  for (const e of edges) for (const r of [left[e], right[e]]) byRecord.get(r)?.push(e);
  const kinds = new Map(input.columns.map((c) => [c.name, c.kind]));
  const ids = input.comparisons.filter((c) => IDENTIFIER_KINDS.has(kinds.get(c.column ?? '') ?? ''));
  const twoThings = (q: number) =>
    levels[q] === DECISION_CODE.review &&
    (TWO_THINGS_CODES.has(demoted.get(q)?.code ?? '') || input.reasonsOf(q).some((r) => TWO_THINGS_CODES.has(r.code)));
  const known = (q: number, p: number) =>
    ids.every((c) => Number.isNaN(c.similarities[q]) || !Number.isNaN(c.similarities[p]));
  return (p) => {
    for (const [end, other] of [
      [left[p], right[p]],
      [right[p], left[p]],
    ])
      for (const q of byRecord.get(end) ?? []) {
        if (q === p || rank[q] < rank[p]) continue;
        const far = left[q] === end ? right[q] : left[q];
        if (sourceOf![far] !== sourceOf![other]) continue;
        if (!twoThings(q) || !known(q, p)) return false;
      }
    return true;
  };
}
export { strongKeyContext, MIN_CLUSTER_LIMIT, type StrongKeyContext } from './keys';

/** The automatic merges as two-row groups. */
function mergedPairs(left: Uint32Array, right: Uint32Array, levels: Uint8Array): number[][] {
  const groups: number[][] = [];
  for (let p = 0; p < levels.length; p++) if (levels[p] === DECISION_CODE.merge) groups.push([left[p], right[p]]);
  return groups;
}
