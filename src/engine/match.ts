import type { ComparisonVectors } from '../domain/comparison';
import { DECISION_CODE, type Reason } from '../domain/decision';
import type { RunStage, StageProgress } from '../domain/progress';
import type { CandidatePairs, LinkMode } from '../domain/pair';
import {
  allowedPairCount,
  candidateBound,
  hasPair,
  pairAllowed,
  type BlockingOptions,
  type BoundReport,
  type RuleCount,
} from '../core/block';
import { labelsForPairs, matchProbability } from '../core/weights';
import type { RecordPairs } from '../domain/cluster';
import type { ClusterInvariant } from '../core/cluster';
import {
  chooseProfile,
  PROFILES,
  DEFAULT_PROFILE_SETTINGS,
  type ProfileDecision,
  type ProfileInput,
  type ProfileName,
  type ProfileSettings,
  type PreparedProfile,
} from '../core/profiles';
import { encodeColumn } from '../scoring/column';
import { applyColumnSwaps } from '../core/profiles/swaps';
import { numericSimilarity } from '../core/profiles/numeric-comparisons';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import { ReasonColumn, ReasonInterner } from './reason-table';
import { estimateFellegiSunter, sampleRecordPairs, weighPairs, type FellegiSunterFit } from './fellegi-sunter';
import { findCandidates } from './candidates';
import { fitOnTraining, scoreWithTraining, type ScoredTraining } from './training';
import { applyLearnedBoundary, type LearnedBoundary } from './learned';
import { decideAgain } from './refit';
import { applySafetyNet, strongKeyContext, type SafetyOutcome } from '../core/safety';

export { minhashBlockingRules } from './candidates';

const EXACT_DUPLICATE: readonly Reason[] = [{ code: 'exact-duplicate' }];

/** Settings of one matching run. */
export interface MatchSettings {
  profile: ProfileName | 'auto';
  mode: LinkMode;
  /** Blocks producing more pairs than this are skipped (reported in the rule counts). */
  maxBlockPairs: number;
  /** Random record pairs scored to estimate u (and what blocking misses). */
  uSampleSize: number;
  seed: number;
  rules: ProfileSettings;
  /** Term-frequency adjustments of exact agreements (on when absent). */
  tf?: boolean;
  /** Candidate pairs each record keeps by meta-blocking (core/block/meta.ts); 0 keeps all; absent: 50. */
  candidatesPerRecord?: number;
}

/** Defaults of a matching run. */
export const DEFAULT_MATCH_SETTINGS: MatchSettings = {
  profile: 'auto',
  mode: 'dedupe',
  maxBlockPairs: 2_000_000,
  uSampleSize: 20_000,
  seed: 1,
  rules: DEFAULT_PROFILE_SETTINGS,
};

export { DECISION_CODE };

/** Everything a matching run produced, columnar over the candidate pairs. */
export interface MatchResult {
  profile: ProfileName;
  pairs: CandidatePairs;
  ruleCounts: RuleCount[];
  comparisonNames: string[];
  /** similarities[c][p]: comparison c of pair p, 0..1, NaN when a value is missing. */
  similarities: Float32Array[];
  /** LEVEL_CODE per pair. */
  levels: Uint8Array;
  /** 0..1 score per pair (orders the review queue). */
  scores: Float32Array;
  /** Reasons per pair, interned (`reasons.at(p)`). */
  reasons: ReasonColumn;
  fs: FellegiSunterFit;
  /** What blocking is estimated to miss (from the random sample). */
  missed: MissedEstimate;
  /** The profile's cluster invariant, for the cluster checks. */
  invariant?: ClusterInvariant;
  /** What the safety net did to the automatic merges, and what the cluster checks need from it. */
  safety: SafetyOutcome & { vetoKeyOf: Int32Array | null; maxClusterSize: number };
  timings: Record<string, number>;
  /** The scored candidates this result was decided from (a refit decides them again). */
  scored: ScoredCandidates;
  /** The profile's decisions before the learned boundary and the safety net, with the weights they were made with (a refit starts from them). */
  raw?: { levels: Uint8Array; scores: Float32Array; weights: Float64Array; reasons: ReasonColumn };
  /** What the model learned from answers did (nothing below enough answers of each kind). */
  learned?: LearnedBoundary;
}

/** Progress of a matching run by stage. */
export type MatchProgress = StageProgress;

/**
 * Run a profile over mapped records: block, score every comparison in batch, fit Fellegi–Sunter
 * weights, decide each candidate pair with its reasons. `forcedPairs` replaces blocking (tests).
 */
export async function runMatching(
  input: ProfileInput,
  settings: MatchSettings,
  scorer: AsyncScorer,
  job: JobOptions & { onStage?: MatchProgress; human?: HumanLabels } = {},
): Promise<MatchResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string, next?: RunStage) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
    if (next) job.onStage?.(next, 0, 1);
  };
  job.onStage?.('normalize', 0, 1);
  const name = settings.profile === 'auto' ? chooseProfile(input.columns) : settings.profile;
  let prepared: PreparedProfile = PROFILES[name].prepare(input, settings.rules);
  lap('normalize', 'block');
  const opts = {
    mode: settings.mode,
    sourceOf: input.sourceOf,
    maxBlockPairs: settings.maxBlockPairs,
    bound: candidateBound(settings.candidatesPerRecord),
  };
  const { pairs, counts, sessions, exactClass, bound, training } = await findCandidates(
    prepared,
    input,
    opts,
    scorer,
    job,
  );
  // The blocking keys (millions of strings at scale) are done with: let them go before scoring.
  prepared = { ...prepared, blockingRules: [], minhashRules: [] };
  lap('block');
  // Records a person called the same are no sample of non-matches.
  const knownSame = new Set(
    Array.from(job.human?.same.left ?? [], (l, k) => pairCode(l, job.human!.same.right[k], input.recordCount)),
  );
  const sample = sampleRecordPairs(
    input.recordCount,
    settings.uSampleSize,
    settings.seed,
    (a, b) => pairAllowed(a, b, opts) && !knownSame.has(pairCode(a, b, input.recordCount)),
  );
  // Scoring progress: pairs scored over all comparisons of the candidate pairs.
  const total = prepared.comparisons.length * pairs.left.length;
  let base = 0;
  job.onStage?.('score', 0, total);
  const scoreJob: JobOptions = {
    signal: job.signal,
    onProgress: (p) => job.onStage?.('score', Math.min(total, base + p.done), total),
  };
  const scoredSets = await scoreWithTraining(pairs, training, sample, (sets) =>
    scoreComparisons(prepared, sets, scorer, scoreJob, (c) => (base = c * pairs.left.length)),
  );
  const { similarities, sampleSimilarities } = scoredSets;
  lap('score', 'weights');
  const scored: ScoredCandidates = {
    profile: name,
    input,
    settings,
    prepared,
    pairs,
    ruleCounts: counts,
    bound,
    sessions,
    exactClass,
    sample,
    similarities,
    sampleSimilarities,
    training: scoredSets.training,
    keys: strongKeyContext(input.columns, input.recordCount, exactClass),
  };
  const result = decideCandidates(
    scored,
    job.human && labelsForPairs(pairs, job.human.same, job.human.different),
    job.onStage,
  );
  for (const [stage, ms] of Object.entries(result.timings)) timings[stage] = ms;
  result.timings = timings;
  return result;
}

/**
 * What a run keeps between blocking + scoring and deciding: everything a refit after review answers
 * needs (core/weights with labels, decide, the safety net) without blocking or scoring again.
 */
export interface ScoredCandidates {
  profile: ProfileName;
  input: ProfileInput;
  settings: MatchSettings;
  prepared: PreparedProfile;
  pairs: CandidatePairs;
  ruleCounts: RuleCount[];
  /** What the per-record bound did (absent when unbounded). */
  bound?: BoundReport;
  sessions: Awaited<ReturnType<typeof findCandidates>>['sessions'];
  exactClass: Uint32Array;
  /** Random record pairs (for u and the missed-pairs estimate) and their similarities. */
  sample: PairIndex;
  similarities: Float32Array[];
  sampleSimilarities: Float32Array[];
  /** When the bound applied: the unbounded pairs (or their sample) the weights are fitted on, scored. */
  training?: ScoredTraining;
  keys: ReturnType<typeof strongKeyContext>;
}

/**
 * Fit the weights (human decisions as `labels` per candidate pair: 1 same, 0 different, -1 none),
 * decide every candidate pair with its reasons and apply the safety net. A refit after review
 * answers calls this again on the same scored candidates.
 */
export function decideCandidates(
  scored: ScoredCandidates,
  labels?: Int8Array,
  onStage?: MatchProgress,
  previous?: MatchResult,
): MatchResult {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const { prepared, input, settings, pairs, similarities, sampleSimilarities, sample, sessions, exactClass, keys } =
    scored;
  const opts = { mode: settings.mode, sourceOf: input.sourceOf, maxBlockPairs: settings.maxBlockPairs };
  const allPairs = allowedPairCount(input.recordCount, opts);
  // A bounded run fits on the unbounded pairs (or their sample): the bound moves which pairs are decided, not the weights.
  const fs = scored.training
    ? fitOnTraining(
        scored.training,
        prepared.comparisons,
        { pairs, similarities },
        { similarities: sampleSimilarities, count: sample.left.length },
        allPairs,
        labels,
        { pairs, tf: settings.tf, previous: previous?.fs },
      )
    : estimateFellegiSunter(
        prepared.comparisons,
        similarities,
        pairs.left.length,
        sampleSimilarities,
        sample.left.length,
        allPairs,
        sessions,
        labels,
        { pairs, tf: settings.tf, previous: previous?.fs },
      );
  lap('weights');
  onStage?.('decide', 0, 1);
  const n = pairs.left.length;
  const levels = new Uint8Array(n);
  const scores = new Float32Array(n);
  const interner = new ReasonInterner();
  const reasonIds = new Uint32Array(n);
  // Rows equal in every mapped column are one record written twice, whatever the profile says.
  const isExact = (p: number) =>
    exactClass[pairs.left[p]] !== 0 && exactClass[pairs.left[p]] === exactClass[pairs.right[p]];
  const decideOne = (p: number) => {
    if (isExact(p)) {
      levels[p] = DECISION_CODE.merge;
      scores[p] = 1;
      reasonIds[p] = interner.intern(EXACT_DUPLICATE);
      return;
    }
    const v = decideAt(prepared, pairs, similarities, p, fs.pairWeights[p], fs.vectors, fs);
    levels[p] = DECISION_CODE[v.level];
    scores[p] = v.score;
    reasonIds[p] = interner.intern(v.reasons);
  };
  // A refit decides again only the pairs its new weights can move (engine/refit.ts).
  if (previous?.raw) {
    const out = { levels, scores, reasonIds };
    decideAgain(prepared, fs, previous.fs, previous.raw, interner, out, decideOne, isExact);
  } else for (let p = 0; p < n; p++) decideOne(p);
  const reasons = interner.column(reasonIds);
  lap('decide');
  const raw = {
    levels: levels.slice(),
    scores: scores.slice(),
    weights: fs.pairWeights,
    reasons: interner.column(reasonIds.slice()),
  };
  // Answers of both kinds teach a learned boundary across the review band (engine/learned.ts).
  const learned = applyLearnedBoundary(
    {
      left: pairs.left,
      right: pairs.right,
      recordCount: input.recordCount,
      prepared,
      similarities,
      levels,
      scores,
      reasons,
      labels,
    },
    (p, reason) => (reasonIds[p] = interner.intern([...reasons.at(p), reason])),
  );
  lap('learned');
  const net = applySafetyNet({
    columns: input.columns,
    recordCount: input.recordCount,
    sourceOf: input.sourceOf,
    mode: settings.mode,
    left: pairs.left,
    right: pairs.right,
    levels,
    scores,
    weights: fs.pairWeights,
    reasonsOf: (p) => reasons.at(p),
    fitProblems: fs.implausibleReasons,
    exactClass,
    keyColumns: keys.keyColumns,
    comparisons: prepared.comparisons.flatMap((c, i) =>
      c.rightValues
        ? []
        : [{ column: c.column ?? c.name, similarities: similarities[i], threshold: agreementThreshold(c) }],
    ),
  });
  for (const [p, reason] of net.demoted) reasonIds[p] = interner.intern([...reasons.at(p), reason]);
  lap('safety');
  // What blocking misses is re-estimated by a full run; a refit keeps the previous estimate.
  const missed =
    previous?.missed ?? estimateMissed(prepared, pairs, sample, sampleSimilarities, fs, input.recordCount, opts);
  return {
    raw,
    profile: scored.profile,
    pairs,
    ruleCounts: scored.ruleCounts,
    comparisonNames: prepared.comparisons.map((c) => c.name),
    similarities,
    levels,
    scores,
    reasons,
    fs,
    missed,
    invariant: prepared.invariant,
    safety: { ...net, vetoKeyOf: keys.vetoKeyOf, maxClusterSize: keys.maxClusterSize },
    timings,
    scored,
    learned,
  };
}

/**
 * The similarity at which a comparison counts as agreement for the safety net: its lowest level (a
 * typo-ridden name still agrees), but for free text compared by shared q-grams its top level — a
 * third of q-grams in common is what any two card-payment memos share.
 */
function agreementThreshold(c: PreparedProfile['comparisons'][number]): number {
  return c.kernel === 'qgramJaccard' ? Math.max(...c.thresholds) : Math.min(...c.thresholds);
}

/** Human decisions on record pairs, to refine the weights. */
export interface HumanLabels {
  same: RecordPairs;
  different: RecordPairs;
}

/** One number for an unordered record pair. */
function pairCode(a: number, b: number, n: number): number {
  return Math.min(a, b) * n + Math.max(a, b);
}

let rowBuffer = new Float64Array(0);

/** Decide pair p of a pair set from its similarities, match weight and comparison levels. */
function decideAt(
  prepared: PreparedProfile,
  pairs: PairIndex,
  sims: Float32Array[],
  p: number,
  weight: number,
  vectors: ComparisonVectors,
  fs: FellegiSunterFit,
): ProfileDecision {
  // One row buffer for every pair: a profile reads the similarities while deciding and keeps none.
  if (rowBuffer.length !== sims.length) rowBuffer = new Float64Array(sims.length);
  const row = rowBuffer;
  // Snap float32 similarities back to the ratios they are (9/10 arrives as 0.89999998), so the
  // profile's thresholds compare as written.
  for (let c = 0; c < row.length; c++) row[c] = Math.round(sims[c][p] * 1e6) / 1e6;
  let strongest = 0;
  let strongestField = '';
  for (let f = 0; f < vectors.fieldCount; f++) {
    const w = fs.weights.levelWeights[f][vectors.levels[p * vectors.fieldCount + f]];
    if (w > strongest) [strongest, strongestField] = [w, fs.comparisons[f].field];
  }
  return prepared.decide({
    left: pairs.left[p],
    right: pairs.right[p],
    similarities: row,
    fs: { weight, probability: matchProbability(weight), strongest, strongestField },
  });
}

/** What blocking misses, estimated from the random sample: its pairs outside the candidates that the rules would not call distinct. */
export interface MissedEstimate {
  /** Random pairs outside the candidate set that were decided. */
  sampled: number;
  wouldMerge: number;
  wouldReview: number;
  /** Extrapolated to all pairs outside the candidate set. */
  estimatedMerge: number;
  estimatedReview: number;
}

function estimateMissed(
  prepared: PreparedProfile,
  pairs: CandidatePairs,
  sample: PairIndex,
  sims: Float32Array[],
  fs: FellegiSunterFit,
  recordCount: number,
  opts: BlockingOptions,
): MissedEstimate {
  const { totals: weights, vectors } = weighPairs(fs, prepared.comparisons, sims, sample.left.length, sample);
  let sampled = 0;
  let wouldMerge = 0;
  let wouldReview = 0;
  for (let p = 0; p < sample.left.length; p++) {
    if (hasPair(pairs, sample.left[p], sample.right[p])) continue;
    sampled++;
    const level = decideAt(prepared, sample, sims, p, weights[p], vectors, fs).level;
    if (level === 'merge') wouldMerge++;
    else if (level === 'review') wouldReview++;
  }
  const outside = allowedPairCount(recordCount, opts) - pairs.left.length;
  const scale = sampled === 0 ? 0 : outside / sampled;
  return {
    sampled,
    wouldMerge,
    wouldReview,
    estimatedMerge: Math.round(wouldMerge * scale),
    estimatedReview: Math.round(wouldReview * scale),
  };
}

/** Pairs as two index arrays. */
export interface PairIndex {
  left: Uint32Array;
  right: Uint32Array;
}

/**
 * Score each comparison of a profile over several pair sets in one pass per comparison (the column
 * crosses into the scorer once); result[set][comparison][pair], NaN where either value is empty.
 */
export async function scoreComparisons(
  prepared: PreparedProfile,
  sets: PairIndex[],
  scorer: AsyncScorer,
  job: JobOptions = {},
  onComparison?: (index: number) => void,
): Promise<Float32Array[][]> {
  const out: Float32Array[][] = sets.map(() => []);
  for (const [index, c] of prepared.comparisons.entries()) {
    onComparison?.(index);
    if (c.numeric) {
      // Numbers need no string kernel: one pass in this thread.
      const { numbers, scale } = c.numeric;
      sets.forEach(({ left, right }, s) =>
        out[s].push(Float32Array.from(left, (l, p) => numericSimilarity(numbers[l], numbers[right[p]], scale))),
      );
      continue;
    }
    const id = `cmp:${c.name}`;
    const rightValues = c.rightValues ?? c.values;
    const rightId = c.rightValues ? `${id}:right` : id;
    await scorer.loadColumn(id, encodeColumn(c.values));
    if (c.rightValues) await scorer.loadColumn(rightId, encodeColumn(c.rightValues));
    try {
      for (let s = 0; s < sets.length; s++) {
        const { left, right } = sets[s];
        const sims =
          left.length === 0
            ? new Float32Array(0)
            : await scorer.scorePairs(c.kernel, id, rightId, { left: left.slice(), right: right.slice() }, 0, job);
        for (let p = 0; p < sims.length; p++)
          if (c.values[left[p]] === '' || rightValues[right[p]] === '') sims[p] = NaN;
        out[s].push(sims);
      }
    } finally {
      await scorer.dropColumn(id);
      if (c.rightValues) await scorer.dropColumn(rightId);
    }
  }
  if (prepared.swaps) sets.forEach((set, s) => applyColumnSwaps(prepared.swaps!, out[s], set.left.length));
  return out;
}
