/**
 * The review loop: answers arrive in batches, and after each batch the model refits on them
 * (decideCandidates with the answers as labels), the clusters and the queue are made again and the
 * next batch is chosen from the new queue (core/review/select.ts). The same loop runs headless with
 * a simulated reviewer that answers from the truth the items it is shown, and only those.
 */
import type { RecordPairs, ReviewItem } from '../domain/cluster';
import { AnsweredPairs, chooseBatch, pinnedOrder } from '../core/review/select';
import { labelsForPairs } from '../core/weights';
import { pairwiseFromClusters, type PairScope } from '../core/evaluate';
import { MAX_INTERNAL_DUPLICATE_SHARE } from '../core/safety';
import { decideCandidates, DECISION_CODE, type MatchResult } from './match';
import { resolveClusters, type HumanConstraints, type Resolution, type ResolveSettings } from './resolve';

/** A run's decided pairs and its clusters and queue. */
export interface LoopState {
  match: MatchResult;
  resolution: Resolution;
}

/** Default answers per batch. */
export const BATCH_SIZE = 20;

/** Below this share of automatic decisions changed by a refit, the loop suggests stopping. */
export const STOP_SHARE = 0.01;

/** What a refit changed: automatic decisions (level of a candidate pair) before and after. */
export interface RefitChange {
  /** Candidate pairs whose level (merge / review / distinct) changed. */
  changed: number;
  /** Pairs merged or reviewed before or after (the decisions a person could see). */
  considered: number;
  /** Pairs merged automatically after the refit that were not before, and the reverse. */
  newMerges: number;
  droppedMerges: number;
  /** changed / considered below {@link STOP_SHARE}. */
  suggestStop: boolean;
}

/** Compare two decisions of the same candidate pairs. */
export function refitChange(
  before: Uint8Array,
  after: Uint8Array,
  mergeCode: number,
  distinctCode: number,
): RefitChange {
  let changed = 0;
  let considered = 0;
  let newMerges = 0;
  let droppedMerges = 0;
  for (let p = 0; p < after.length; p++) {
    const [a, b] = [before[p], after[p]];
    if (a !== distinctCode || b !== distinctCode) considered++;
    if (a === b) continue;
    changed++;
    if (b === mergeCode) newMerges++;
    if (a === mergeCode) droppedMerges++;
  }
  return {
    changed,
    considered,
    newMerges,
    droppedMerges,
    suggestStop: considered === 0 || changed / considered < STOP_SHARE,
  };
}

/** Human answers as labels of the candidate pairs, refit, decide and resolve again. */
export function refitWithAnswers(
  state: LoopState,
  recordKeys: readonly string[],
  settings: ResolveSettings,
  human: HumanConstraints,
): LoopState & { change: RefitChange } {
  const { scored } = state.match;
  const labels = labelsForPairs(scored.pairs, human.same, human.different);
  const match = decideCandidates(scored, labels, undefined, state.match);
  const resolution = resolveClusters(match, recordKeys, settings, human);
  return {
    match,
    resolution,
    change: refitChange(state.match.levels, match.levels, DECISION_CODE.merge, DECISION_CODE.distinct),
  };
}

/**
 * The comparison pattern of each candidate pair, for diversifying a batch: its comparison vector
 * and the codes of its reasons (a rule pack's evidence), as one string.
 */
export function pairPatterns(match: MatchResult): (left: number, right: number) => string {
  const { vectors } = match.fs;
  const codesOf = match.reasons.lists.map((list) =>
    [...new Set(list.map((r) => r.code))]
      .filter((c) => !c.includes(':'))
      .sort()
      .join(','),
  );
  return (left, right) => {
    const p = candidateIndex(match.pairs, Math.min(left, right), Math.max(left, right));
    if (p < 0) return 'other';
    const levels = vectors.levels.subarray(p * vectors.fieldCount, (p + 1) * vectors.fieldCount).join('.');
    return `${levels}|${codesOf[match.reasons.ids[p]]}`;
  };
}

/** Index of (a, b), a < b, among candidate pairs sorted by left then right record; -1 when absent. */
function candidateIndex(pairs: RecordPairs, a: number, b: number): number {
  let lo = 0;
  let hi = pairs.left.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const cmp = pairs.left[mid] !== a ? pairs.left[mid] - a : pairs.right[mid] - b;
    if (cmp === 0) return mid;
    if (cmp < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The next batch a reviewer is asked from a run's queue: what earlier answers leave open, one item per comparison
 * pattern first.
 */
export function nextBatch(state: LoopState, answered: AnsweredPairs, size: number, diversify = true): ReviewItem[] {
  const patternOf = diversify ? pairPatterns(state.match) : undefined;
  const clusterOf = state.resolution.clustering.clusterOf;
  const taken = partnerTaken(state);
  return chooseBatch(state.resolution.queue.items, answered, {
    size,
    patternOf,
    joined: (a, b) => clusterOf[a] === clusterOf[b] || taken(a, b),
  });
}

/**
 * Linking sources: whether a record's cluster already holds a record of the other's source where that source is clean
 * (no internal duplicates, core/safety/one-to-one.ts: a record of another source is at most one of its records). A
 * «same» there would contradict a merge already made, so the answer is most likely «different» and such items wait
 * for the open ones (still asked: a «same» then splits the wrong merge).
 */
function partnerTaken(state: LoopState): (a: number, b: number) => boolean {
  const { sourceOf } = state.match.scored.input;
  const { oneToOne, internalDuplicates } = state.match.safety;
  if (!sourceOf || (!oneToOne && !internalDuplicates)) return () => false;
  const clean = (s: number) => s < 32 && (oneToOne || (internalDuplicates?.[s] ?? 1) <= MAX_INTERNAL_DUPLICATE_SHARE);
  const { clusterOf, clusterCount } = state.resolution.clustering;
  // Bit s of a cluster: it holds a record of source s (sources past 31 are not tracked).
  const sources = new Uint32Array(clusterCount);
  for (let r = 0; r < clusterOf.length; r++) if (sourceOf[r] < 32) sources[clusterOf[r]] |= 1 << sourceOf[r];
  // `r`'s cluster holds a record of clean source `s` other than r itself (r is of another source).
  const holds = (r: number, s: number) => clean(s) && (sources[clusterOf[r]] & (1 << s)) !== 0;
  return (a, b) => sourceOf[a] !== sourceOf[b] && (holds(a, sourceOf[b]) || holds(b, sourceOf[a]));
}

/** The batch each decided run asks first (chosen once per model: a refit makes a new one). */
const heads = new WeakMap<MatchResult, RecordPairs>();

/**
 * The resolution with its queue's head the batch the review loop would ask next (the app's queue,
 * diversified as the headless batches are). The head is chosen when a refit made the model
 * (`choose`, from the answers then in effect) and kept first while the person answers it:
 * clusters re-derived after each answer (`choose` false) keep the same head until the next refit,
 * and a model no refit made keeps its queue's ranking.
 */
export function withQueueHead(
  state: LoopState,
  human: HumanConstraints,
  choose: boolean,
  size = BATCH_SIZE,
): Resolution {
  let head = heads.get(state.match);
  if (!head && !choose) return state.resolution;
  if (!head) {
    const { input } = state.match.scored;
    const answered = new AnsweredPairs(input.recordCount, input.sourceOf, state.match.safety.oneToOne);
    answered.add(human.same, human.different);
    const batch = nextBatch(state, answered, size);
    head = { left: Uint32Array.from(batch, (it) => it.left!), right: Uint32Array.from(batch, (it) => it.right!) };
    heads.set(state.match, head);
  }
  const { queue } = state.resolution;
  return { ...state.resolution, queue: { ...queue, items: queue.items.reordered(pinnedOrder(queue.items, head)) } };
}

/** One batch of the simulated loop and the figures after its refit. */
export interface LoopStep {
  answered: number;
  same: number;
  different: number;
  change: RefitChange;
  /** Pairwise figures of the clusters with every answer so far (the reviewed result). */
  reviewed: { precision: number; recall: number; f1: number };
  /** Pairwise figures of the refitted model's automatic merges alone (no human constraint). */
  auto: { precision: number; recall: number; f1: number };
}

/** Options of the simulated loop. */
export interface SimulatedLoopOptions {
  budget: number;
  batchSize?: number;
  /** The truth the figures of each step are measured against (the reviewer never reads it). */
  evaluation: { entityOf: Uint32Array; scope?: PairScope };
  /** Constraints the run already had (a person's earlier decisions). */
  human?: HumanConstraints;
  /** Whether to diversify batches by comparison pattern (default true). */
  diversify?: boolean;
}

/** A simulated reviewer: whether two records are the same (asked only of the pairs the queue shows). */
export type Oracle = (left: number, right: number) => boolean;

/** The oracle of a truth: same entity → «same». */
export const truthOracle =
  (entityOf: Uint32Array): Oracle =>
  (a, b) =>
    entityOf[a] === entityOf[b];

/**
 * Simulate a reviewer who answers `budget` items in batches (the oracle says «same» or «different»),
 * the model refitted after every batch; the oracle is asked only about the items the queue shows.
 */
export function simulateReviewLoop(
  start: LoopState,
  recordKeys: readonly string[],
  settings: ResolveSettings,
  oracle: Oracle,
  options: SimulatedLoopOptions,
): { steps: LoopStep[]; final: LoopState; human: HumanConstraints } {
  const size = options.batchSize ?? BATCH_SIZE;
  const { input } = start.match.scored;
  const answered = new AnsweredPairs(input.recordCount, input.sourceOf, start.match.safety.oneToOne);
  const same = { left: [] as number[], right: [] as number[] };
  const different = { left: [] as number[], right: [] as number[] };
  const human0 = options.human ?? { same: empty(), different: empty() };
  answered.add(human0.same, human0.different);
  let state = start;
  const steps: LoopStep[] = [];
  let count = 0;
  while (count < options.budget) {
    const batch = nextBatch(state, answered, Math.min(size, options.budget - count), options.diversify !== false);
    if (batch.length === 0) break;
    const batchSame = { left: [] as number[], right: [] as number[] };
    const batchDifferent = { left: [] as number[], right: [] as number[] };
    for (const item of batch) {
      const to = oracle(item.left!, item.right!) ? batchSame : batchDifferent;
      to.left.push(item.left!);
      to.right.push(item.right!);
    }
    answered.add(pairs(batchSame), pairs(batchDifferent));
    same.left.push(...batchSame.left);
    same.right.push(...batchSame.right);
    different.left.push(...batchDifferent.left);
    different.right.push(...batchDifferent.right);
    count += batch.length;
    const human = combine(human0, same, different);
    const next = refitWithAnswers(state, recordKeys, settings, human);
    state = next;
    const ev = options.evaluation;
    const measure = (clusterOf: Uint32Array) => figures(pairwiseFromClusters(clusterOf, ev.entityOf, ev.scope));
    steps.push({
      answered: count,
      same: same.left.length,
      different: different.left.length,
      change: next.change,
      reviewed: measure(next.resolution.clustering.clusterOf),
      auto: measure(resolveClusters(next.match, recordKeys, settings).clustering.clusterOf),
    });
  }
  return { steps, final: state, human: combine(human0, same, different) };
}

const empty = (): RecordPairs => ({ left: new Uint32Array(0), right: new Uint32Array(0) });
const pairs = (p: { left: number[]; right: number[] }): RecordPairs => ({
  left: Uint32Array.from(p.left),
  right: Uint32Array.from(p.right),
});
const figures = (s: { precision: number; recall: number; f1: number }) => ({
  precision: s.precision,
  recall: s.recall,
  f1: s.f1,
});

function combine(
  base: HumanConstraints,
  same: { left: number[]; right: number[] },
  different: { left: number[]; right: number[] },
): HumanConstraints {
  const join = (a: RecordPairs, b: { left: number[]; right: number[] }): RecordPairs => ({
    left: Uint32Array.from([...a.left, ...b.left]),
    right: Uint32Array.from([...a.right, ...b.right]),
  });
  return { ...base, same: join(base.same, same), different: join(base.different, different) };
}
