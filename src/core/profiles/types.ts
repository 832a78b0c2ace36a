import type { Decision, Reason } from '../../domain/decision';
import type { FieldKind } from '../../domain/field';
import type { DistanceKernel, KernelName } from '../../domain/kernel';
import type { BlockingRule } from '../block/rule';
import type { Lexicon } from './lexicon';
import type { ClusterInvariant } from '../cluster/invariants';
import type { NumericValues } from './numeric-comparisons';

/** Names of the profiles; `auto` picks one from the mapped field kinds. */
export type ProfileName = 'events' | 'venues' | 'suppliers' | 'companies' | 'products' | 'generic';

/** One mapped input column: its name, kind and raw values (one per record). */
export interface InputColumn {
  name: string;
  kind: FieldKind;
  values: readonly string[];
}

/** What a profile is prepared from: the records' mapped columns. */
export interface ProfileInput {
  recordCount: number;
  columns: InputColumn[];
  /** Source index per record, when there are several sources. */
  sourceOf?: Uint16Array;
}

/**
 * A string comparison the engine scores in batch (WASM) for every candidate pair: one normalized
 * value per record and the kernel to use. Empty values compare as «no information».
 */
export interface ProfileComparison {
  name: string;
  kernel: KernelName;
  values: string[];
  /** Similarity thresholds of the levels between exact and else, descending (for the match weights). */
  thresholds: number[];
  /** A `check` comparison is scored for the rules only and takes no part in the match weights. */
  role?: 'weight' | 'check';
  /** The right record's value from another column (a crosswise check); `values` gives the left's. */
  rightValues?: string[];
  /** The one source column the values are derived from, when there is one (the safety net's evidence). */
  column?: string;
  /** Numbers to compare instead of the text (date-times by days apart, amounts by relative difference). */
  numeric?: NumericValues;
  /**
   * The records of one thing copy this value from one document (an amount, the date of an occurrence): beyond slips it
   * is another thing's value (engine/unlike-matches.ts reads the fit's matches by it).
   */
  copied?: boolean;
  /** A quantity with its unit («75cl», «0.75 L»), `numeric` in the unit's base: another quantity is another thing. */
  quantity?: boolean;
  /** Also count the edits (code points) between the values, up to `max`; decide() reads them as `pair.distances`. */
  distance?: { kernel: DistanceKernel; max: number };
}

/** Fellegi–Sunter figures of a pair, when the engine has estimated weights. */
export interface PairWeight {
  weight: number;
  probability: number;
  /** The largest single-field contribution (log2, ≥ 0) and its field. */
  strongest?: number;
  strongestField?: string;
}

/** What decide() sees of one candidate pair. */
export interface PairContext {
  left: number;
  right: number;
  /** One similarity per profile comparison (0..1), NaN when either value is empty. */
  similarities: ArrayLike<number>;
  /**
   * Per comparison with a `distance`, its edit count (`max + 1` beyond the max); NaN for the others and when a value is
   * empty.
   */
  distances?: ArrayLike<number>;
  fs?: PairWeight;
}

/** A decision level with its reasons and a 0..1 score that orders the review queue. */
export interface ProfileDecision {
  level: Decision;
  reasons: Reason[];
  score: number;
}

/**
 * A MinHash-LSH blocking rule whose band keys the engine computes in batch (WASM): records whose
 * values share a band key become candidates. `prefix[i]` (e.g. a country) narrows record i's keys.
 * Values shorter than `minLength` get no keys.
 */
export interface MinHashRule {
  name: string;
  values: readonly string[];
  prefix?: readonly string[];
  minLength?: number;
  /** Comparisons (by name) whose agreement the rule forces (see BlockingRule.conditions). */
  conditions?: readonly string[];
}

/** A rule that trains the weights without blocking (PreparedProfile.trainingRules): its keys made when it is sampled. */
export interface TrainingRule {
  name: string;
  conditions?: readonly string[];
  rule: () => BlockingRule;
}

/** A profile prepared for one dataset: normalized views, blocking rules, comparisons and rules. */
export type { ColumnSwap } from './swaps';
import type { ColumnSwap } from './swaps';

/** A profile prepared for one dataset: normalized views, blocking rules, comparisons and rules. */
export interface PreparedProfile {
  name: ProfileName;
  blockingRules: BlockingRule[];
  /** MinHash-LSH rules, turned into blocking rules by the engine. */
  minhashRules?: MinHashRule[];
  /**
   * Rules too broad to block by that may still train the weights on a sample of their pairs, never candidates (the
   * exact date of a list of a million rows); the engine samples one only where no blocking rule frees a field.
   */
  trainingRules?: TrainingRule[];
  comparisons: ProfileComparison[];
  /** Columns that may have been swapped in entry, read crosswise when that agrees better (swaps.ts). */
  swaps?: ColumnSwap[];
  /** Decide one candidate pair. */
  decide(pair: PairContext): ProfileDecision;
  /**
   * How decide() reads the pair's weight (`fs`), so a refit decides again only pairs new weights can move; absent: any
   * way.
   */
  weightUse?: 'none' | WeightUse;
  /** A cluster invariant of the profile (e.g. one event is in one place), checked after clustering. */
  invariant?: ClusterInvariant;
  /** Per record its source, when the profile holds that each source lists a thing once (products: a shop column). */
  listsOnce?: ArrayLike<number>;
  /**
   * Whether the values alone call two records two things, whatever the weights (another year in a title, another
   * bottle size): the fit learns such pairs as a person's «different» (engine/match-decide.ts).
   */
  twoThings?: (left: number, right: number) => boolean;
}

/**
 * A decide() that reads the weight only so: its level through which of `edges` (probabilities, rising)
 * the probability reaches and, at or above the last, which of `restEdges` the probability of the weight
 * without its strongest field reaches and which field that is; its score is the probability; its
 * reasons hold the weight only as a `match-weight` reason `{code, detail: weight to a tenth, weight}`
 * and in the details of `shownIn` codes.
 */
export interface WeightUse {
  edges: readonly number[];
  restEdges: readonly number[];
  shownIn: readonly string[];
  /**
   * Below the first edge, decide() gives a pair with weights this level, the probability as its score and the
   * match-weight reason alone, whatever else the pair holds: the engine then decides that band as one column pass.
   */
  floor?: Decision;
}

/** The band a profile decides from the weight alone: below which probability, at which level; undefined when none. */
export function floorOf(use: PreparedProfile['weightUse']): { below: number; level: Decision } | undefined {
  if (!use || use === 'none' || use.floor === undefined || use.edges.length === 0) return undefined;
  return { below: use.edges[0], level: use.floor };
}

/** A profile: which fields it needs and how it prepares a dataset. */
export interface Profile {
  name: ProfileName;
  /** Field kinds the profile cannot work without (one of each inner list). */
  requires: FieldKind[][];
  prepare(input: ProfileInput, settings: ProfileSettings): PreparedProfile;
}

/** Thresholds and options shared by the profiles (0..1 similarities). */
export interface ProfileSettings {
  /** Similarity at or above which a pair is worth a review (below: distinct). */
  reviewSimilarity: number;
  /**
   * Reference offset (minutes east of UTC) of the calendar day events are grouped by; when absent,
   * suggested from the offsets written in the start column (day boundary at 04:00 local time).
   */
  dayOffsetMinutes?: number;
  /** Two places farther apart than this (metres) are not one venue. */
  maxVenueDistance: number;
  /** Generic profile: match probability at or above which a pair merges, and the review floor. */
  mergeProbability: number;
  reviewProbability: number;
  /** Word lists of the rules; the default lexicon when absent. */
  lexicon?: Lexicon;
}

/** Defaults: lean to precision (a false merge is worse than a missed duplicate). */
export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  reviewSimilarity: 0.75,
  maxVenueDistance: 200,
  mergeProbability: 0.99,
  reviewProbability: 0.2,
};

/** The values of the first column of a kind, or null. */
export function columnOf(input: ProfileInput, kind: FieldKind): readonly string[] | null {
  return input.columns.find((c) => c.kind === kind)?.values ?? null;
}

/** A profile decision with its score and reasons. */
export function decided(level: Decision, score: number, ...reasons: Reason[]): ProfileDecision {
  return { level, score, reasons };
}
