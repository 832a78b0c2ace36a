/**
 * The second half of a matching run: fit the weights on the scored candidates, decide every pair
 * with its reasons (the profile's rules), the learned boundary, the safety net, and the estimate of
 * what blocking missed. A refit after review answers decides the same scored candidates again.
 */
import type { ComparisonVectors } from '../domain/comparison';
import { DECISION_CODE, type Reason } from '../domain/decision';
import type { StageProgress } from '../domain/progress';
import type { CandidatePairs } from '../domain/pair';
import { allowedPairCount, hasPair, type BlockingOptions, type RuleCount } from '../core/block';
import { matchProbability } from '../core/weights';
import type { ClusterInvariant } from '../core/cluster';
import { floorOf, type ProfileDecision, type ProfileName, type PreparedProfile } from '../core/profiles';
import { unlikeMatches } from './unlike-matches';
import { knownDifferent, rulesTeach } from './fit-labels';
import { ReasonColumn, ReasonInterner } from './reason-table';
import { ShownWeightReasons } from './shown-weight';
import { estimateFellegiSunter, sessionsRequiredBy, weighPairs, type FellegiSunterFit } from './fellegi-sunter';
import { fitTrainingModel, labelsOfTraining, withCandidates } from './training';
import { applyLearnedBoundary, type LearnedBoundary } from './learned';
import { decideAgain } from './refit';
import { applyRunSafetyNet, type RunSafety } from './safety-net';
import type { PairIndex, ScoredCandidates } from './match-score';
import { distanceRow, type DistanceColumns } from './distances';

const EXACT_DUPLICATE: readonly Reason[] = [{ code: 'exact-duplicate' }];

/** Everything a matching run produced, columnar over the candidate pairs. */
export interface MatchResult {
  profile: ProfileName;
  pairs: CandidatePairs;
  ruleCounts: RuleCount[];
  comparisonNames: string[];
  /** similarities[c][p]: comparison c of pair p, 0..1, NaN when a value is missing. */
  similarities: Float32Array[];
  /** DECISION_CODE per pair. */
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
  safety: RunSafety;
  timings: Record<string, number>;
  /** The scored candidates this result was decided from (a refit decides them again). */
  scored: ScoredCandidates;
  /**
   * The profile's decisions before the learned boundary and the safety net, with the weights they were made with (a
   * refit starts from them).
   */
  raw?: { levels: Uint8Array; scores: Float32Array; weights: Float64Array; reasons: ReasonColumn };
  /** What the model learned from answers did (nothing below enough answers of each kind). */
  learned?: LearnedBoundary;
}

/**
 * What blocking misses, estimated from the random sample: its pairs outside the candidates that the rules would not
 * call distinct.
 */
export interface MissedEstimate {
  /** Random pairs outside the candidate set that were decided. */
  sampled: number;
  wouldMerge: number;
  wouldReview: number;
  /** Extrapolated to all pairs outside the candidate set. */
  estimatedMerge: number;
  estimatedReview: number;
}

/**
 * Fit the weights (human decisions as `labels` per candidate pair: 1 same, 0 different, -1 none),
 * decide every candidate pair with its reasons and apply the safety net. A refit after review
 * answers calls this again on the same scored candidates.
 */
export function decideCandidates(
  scored: ScoredCandidates,
  labels?: Int8Array,
  onStage?: StageProgress,
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
  // The fit also learns from what the profile knows: two rows of a source that lists a thing once are two things.
  const fitLabels = knownDifferent(pairs, prepared.listsOnce, labels);
  const allPairs = allowedPairCount(input.recordCount, opts);
  const sessionsRequired = sessionsRequiredBy(scored.profile);
  // A bounded run fits on the unbounded pairs (or their sample): the bound moves which pairs are decided, not the
  // weights.
  const fitAll = (sessionLabels?: Int8Array, prior = previous?.fs) =>
    estimateFellegiSunter(
      prepared.comparisons,
      similarities,
      pairs.left.length,
      sampleSimilarities,
      sample.left.length,
      allPairs,
      sessions,
      fitLabels,
      { pairs, tf: settings.tf, previous: prior, sessionsRequired, ...(sessionLabels && { sessionLabels }) },
    );
  // Pairs the profile's value rules call two things that the fit took for matches teach its training sessions what
  // matches look like, and the weights are fitted again (D164); a run fitted on training pairs teaches on them (D168).
  let fs: FellegiSunterFit;
  const { training } = scored;
  if (training) {
    const fitTraining = (sessionLabels?: Int8Array, prior = previous?.fs) =>
      fitTrainingModel(
        training,
        prepared.comparisons,
        { similarities: sampleSimilarities, count: sample.left.length },
        allPairs,
        fitLabels,
        { tf: settings.tf, previous: prior, sessionsRequired, ...(sessionLabels && { sessionLabels }) },
      );
    let fit = scored.fit && !fitLabels && !previous ? scored.fit : fitTraining();
    const taught = rulesTeach(training.pairs, prepared.twoThings, fit, labelsOfTraining(training, fitLabels));
    if (taught) fit = fitTraining(taught, fit);
    fs = withCandidates(fit, prepared.comparisons, { pairs, similarities });
  } else {
    fs = fitAll();
    const taught = rulesTeach(pairs, prepared.twoThings, fs, fitLabels);
    if (taught) fs = fitAll(taught, fs);
  }
  lap('weights');
  onStage?.('decide', 0, 1);
  const n = pairs.left.length;
  const levels = new Uint8Array(n);
  const scores = new Float32Array(n);
  const interner = new ReasonInterner();
  const reasonIds = new Uint32Array(n);
  // Rows equal in every mapped column are one record written twice, whatever the profile says.
  const candidates: ScoredPairs = { left: pairs.left, right: pairs.right, similarities, distances: scored.distances };
  const isExact = (p: number) =>
    exactClass[pairs.left[p]] !== 0 && exactClass[pairs.left[p]] === exactClass[pairs.right[p]];
  const floor = floorBand(prepared, interner);
  const decideOne = (p: number) => {
    if (isExact(p)) {
      levels[p] = DECISION_CODE.merge;
      scores[p] = 1;
      reasonIds[p] = interner.intern(EXACT_DUPLICATE);
      return;
    }
    const w = fs.pairWeights[p];
    // The band below the profile's first edge is decided from the weight alone, as decide() would.
    if (floor) {
      const probability = matchProbability(w);
      if (probability < floor.below) {
        levels[p] = floor.code;
        scores[p] = probability;
        reasonIds[p] = floor.reasons.id(w);
        return;
      }
    }
    const v = decideAt(prepared, candidates, p, w, fs);
    levels[p] = DECISION_CODE[v.level];
    scores[p] = v.score;
    // A distinct pair's details are made again when read (reason-table.ts): most pairs are distinct and unique.
    reasonIds[p] = v.level !== 'merge' ? interner.internCodes(v.reasons) : interner.intern(v.reasons);
  };
  const details = (p: number) => decideAt(prepared, candidates, p, fs.pairWeights[p], fs).reasons;
  // A refit decides again only the pairs its new weights can move (engine/refit.ts).
  if (previous?.raw) {
    const out = { levels, scores, reasonIds };
    decideAgain(prepared, fs, previous.fs, previous.raw, interner, out, decideOne, isExact);
  } else for (let p = 0; p < n; p++) decideOne(p);
  const reasons = interner.column(reasonIds, details);
  lap('decide');
  const raw = {
    levels: levels.slice(),
    scores: scores.slice(),
    weights: fs.pairWeights,
    reasons: interner.column(reasonIds.slice(), details),
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
  const safety = applyRunSafetyNet({
    input,
    mode: settings.mode,
    oneToOne: settings.oneToOne,
    pairs,
    levels,
    scores,
    weights: fs.pairWeights,
    reasons,
    interner,
    fitProblems: fs.implausibleReasons,
    exactClass,
    rowClass: scored.rowClass,
    listsOnce: prepared.listsOnce,
    keys,
    mergeProbability: settings.rules.mergeProbability,
    unlike: unlikeMatches(
      fs,
      n,
      new Map(
        prepared.comparisons.flatMap((c) =>
          c.copied && c.numeric
            ? [[c.name, { numbers: c.numeric.numbers, amounts: c.numeric.scale === 'relative' }]]
            : [],
        ),
      ),
      pairs,
    ),
    comparisons: prepared.comparisons.flatMap((c, i) =>
      c.rightValues
        ? []
        : [{ column: c.column ?? c.name, similarities: similarities[i], threshold: agreementThreshold(c) }],
    ),
  });
  lap('safety');
  // What blocking misses is re-estimated by a full run; a refit keeps the previous estimate.
  const missed =
    previous?.missed ??
    estimateMissed(
      prepared,
      scored.settled?.blocked ?? pairs,
      { ...sample, similarities: sampleSimilarities, distances: scored.sampleDistances },
      fs,
      input.recordCount,
      opts,
    );
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
    safety,
    timings,
    scored,
    learned,
  };
}

/**
 * The similarity at which a comparison counts as agreement for the safety net: its lowest level (a
 * typo-ridden name still agrees), but for free text compared by shared q-grams its top level — a
 * third of q-grams in common is what any two card-payment memos share. Without similarity levels: equality.
 */
function agreementThreshold(c: PreparedProfile['comparisons'][number]): number {
  return c.kernel === 'qgramJaccard' ? Math.max(...c.thresholds) : Math.min(1, ...c.thresholds);
}

/**
 * The profile's floor band (WeightUse.floor): below probability `below`, every pair with weights is decided
 * `code`, scored by its probability, with the match-weight reason alone.
 */
function floorBand(prepared: PreparedProfile, interner: ReasonInterner) {
  const floor = floorOf(prepared.weightUse);
  return floor
    ? { below: floor.below, code: DECISION_CODE[floor.level], reasons: new ShownWeightReasons(interner) }
    : null;
}

let rowBuffer = new Float64Array(0);

/** Pairs with what deciding reads of them: similarities[c][p] and the edit counts. */
interface ScoredPairs extends PairIndex {
  similarities: Float32Array[];
  distances?: DistanceColumns;
}

/**
 * Decide pair p of a pair set from its similarities, edit counts, match weight and comparison levels (`vectors`,
 * default the fit's).
 */
function decideAt(
  prepared: PreparedProfile,
  set: ScoredPairs,
  p: number,
  weight: number,
  fs: FellegiSunterFit,
  vectors: ComparisonVectors = fs.vectors,
): ProfileDecision {
  const sims = set.similarities;
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
    left: set.left[p],
    right: set.right[p],
    similarities: row,
    distances: distanceRow(set.distances, sims.length, p),
    fs: { weight, probability: matchProbability(weight), strongest, strongestField },
  });
}

function estimateMissed(
  prepared: PreparedProfile,
  pairs: PairIndex,
  sample: ScoredPairs,
  fs: FellegiSunterFit,
  recordCount: number,
  opts: BlockingOptions,
): MissedEstimate {
  const { totals: weights, vectors } = weighPairs(
    fs,
    prepared.comparisons,
    sample.similarities,
    sample.left.length,
    sample,
  );
  let sampled = 0;
  let wouldMerge = 0;
  let wouldReview = 0;
  for (let p = 0; p < sample.left.length; p++) {
    if (hasPair(pairs, sample.left[p], sample.right[p])) continue;
    sampled++;
    const level = decideAt(prepared, sample, p, weights[p], fs, vectors).level;
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
