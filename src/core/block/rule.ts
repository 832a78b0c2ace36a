import type { LinkMode } from '../../domain/pair';
import type { RuleKeys } from './group';

/**
 * A blocking rule: records that share one of their keys under this rule become candidate pairs.
 * `keys[i]` lists record i's keys (empty when the record has none: it joins no block of this rule),
 * or the keys come hashed (MinHash bands, deletion neighbourhoods: no string per key).
 */
export interface BlockingRule {
  name: string;
  keys: RuleKeys;
  /**
   * A strong-key rule: records sharing a key are one entity, so a block yields a star (each record
   * paired with the block's first record of every other source) instead of all its pairs — n − 1
   * pairs, never skipped by the giant-block guard.
   */
  star?: boolean;
  /**
   * Comparisons (by name) whose agreement the rule forces: weight training leaves them out of its
   * pairs. A rule without conditions (a near-miss key: one edit, first letters) trains nothing: its
   * pairs are chosen for looking alike, not for agreeing on a field.
   */
  conditions?: readonly string[];
}

/** Settings shared by every rule of a blocking run. */
export interface BlockingOptions {
  mode: LinkMode;
  /** Source index per record; in `link` mode pairs must cross sources (needed for `link`). */
  sourceOf?: Uint16Array | Uint32Array;
  /** Blocks with more candidate pairs than this are skipped and reported (a degenerate key). */
  maxBlockPairs: number;
  /** Candidate pairs bounded per record by meta-blocking (meta.ts); absent: every pair of every kept block. */
  bound?: CandidateBound;
  /**
   * The caller reads the rules' keys no more: a bounded run lets each weighed rule's keys go once its blocks are
   * built (the keys of a million records weigh about a gigabyte).
   */
  releaseKeys?: boolean;
}

/** How far candidate pairs are bounded per record. */
export interface CandidateBound {
  /** Edges each record keeps, best first. */
  perRecord: number;
  /** Block memberships one record's pass reads at most (smallest blocks first); larger blocks are purged. */
  visitBudget: number;
  /**
   * The bound applies only when the unbounded candidates hold more than this many distinct pairs
   * (counted before de-duplication when they are too many to list): below it scoring and deciding
   * every pair is cheap, and a bound could only lose true pairs (a firm written 676 times needs
   * 228 k of them). The weight fit does not depend on it (core/block/training.ts).
   */
  minPairs: number;
  /**
   * The weight fit reads every unbounded candidate pair while the similarity rules count at most
   * this many (core/block/training.ts), else a uniform sample of `trainingSample` of them.
   */
  trainingExact?: number;
  /** Size of the fit's uniform sample of the unbounded candidate pairs above `trainingExact`. */
  trainingSample?: number;
}

/** Default bound: 50 edges per record, a pass reading at most 2,000 memberships, above 1 M unbounded pairs. */
export const DEFAULT_BOUND: CandidateBound = {
  perRecord: 50,
  visitBudget: 2000,
  minPairs: 1_000_000,
  trainingExact: 3_000_000,
  trainingSample: 500_000,
};

/**
 * The most candidate pairs a list may keep under a bound, from its rules' counted pairs (similarity
 * and strong-key): k per record when the bound applies, every pair when it may not; null when
 * the list is certainly unbounded.
 */
export function boundedPairCeiling(
  bound: CandidateBound,
  similarity: number,
  strong: number,
  n: number,
): number | null {
  if (similarity <= bound.minPairs) return null;
  const exactLimit = Math.max(bound.trainingSample ?? 0, bound.trainingExact ?? 0);
  // Between minPairs and exactLimit counted, the distinct pairs decide: at most minPairs of them when unbounded.
  const unbounded = similarity <= exactLimit ? Math.min(similarity, bound.minPairs) : 0;
  return Math.max(Math.min(similarity, bound.perRecord * n), unbounded) + strong;
}

/** The bound of a per-record setting: absent → the default, 0 → none (every pair of every kept block). */
export function candidateBound(perRecord?: number): CandidateBound | undefined {
  if (perRecord === undefined) return DEFAULT_BOUND;
  if (perRecord === 0) return undefined;
  return { ...DEFAULT_BOUND, perRecord };
}

/** Default: a block of about 2,000 records (2 M pairs) is the most one key may produce. */
export const DEFAULT_BLOCKING: BlockingOptions = { mode: 'dedupe', maxBlockPairs: 2_000_000 };

/** One block of a rule: the key and its record indices (ascending). */
export interface Block {
  key: string;
  records: Uint32Array;
}

/** What a rule would produce, counted before any pair is generated. */
export interface RuleCount {
  rule: string;
  blocks: number;
  /** Pairs the rule would generate (before de-duplication across rules and keys). */
  pairs: number;
  /** Blocks skipped by the giant-block guard, largest first (key, records, pairs). */
  skipped: Array<{ key: string; records: number; pairs: number }>;
  /** Largest kept blocks, for a preview. */
  largest: Array<{ key: string; records: number; pairs: number }>;
}

/** How many record pairs `pairAllowed` accepts among `n` records (`link`: across sources only). */
export function allowedPairCount(n: number, opts: Pick<BlockingOptions, 'mode' | 'sourceOf'>): number {
  const all = (n * (n - 1)) / 2;
  if (opts.mode !== 'link' || !opts.sourceOf) return all;
  const per = new Map<number, number>();
  for (const s of opts.sourceOf) per.set(s, (per.get(s) ?? 0) + 1);
  let within = 0;
  for (const c of per.values()) within += (c * (c - 1)) / 2;
  return all - within;
}

/** Whether records a and b may be paired: `link` pairs across sources only; the other modes pair all. */
export function pairAllowed(a: number, b: number, opts: BlockingOptions): boolean {
  return opts.mode !== 'link' || !opts.sourceOf || opts.sourceOf[a] !== opts.sourceOf[b];
}
