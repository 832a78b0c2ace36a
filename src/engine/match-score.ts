/**
 * The first half of a matching run: the settings, the candidate pairs (engine/candidates.ts), the
 * random sample for u, and every comparison scored over them in the pool — what deciding reads.
 */
import type { RunStage, StageProgress } from '../domain/progress';
import type { CandidatePairs, LinkMode } from '../domain/pair';
import type { RecordPairs } from '../domain/cluster';
import { allowedPairCount, candidateBound, pairAllowed, type BoundReport, type RuleCount } from '../core/block';
import { labelsForPairs } from '../core/weights';
import {
  chooseProfile,
  PROFILES,
  DEFAULT_PROFILE_SETTINGS,
  type ProfileInput,
  type ProfileName,
  type ProfileSettings,
  type PreparedProfile,
} from '../core/profiles';
import { applyColumnSwaps } from '../core/profiles/swaps';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import { sharedPairs } from '../scoring/types';
import { sampleRecordPairs } from './training-rules';
import { findCandidates, type Candidates } from './candidates';
import { candidateIndexOf, fitTrainingModel, scoreWithTraining, type ScoredTraining } from './training';
import { DEFAULT_SETTLE_ABOVE, settleCandidates, settleWeight, type Settled } from './settle';
import { sessionsRequiredBy, type FellegiSunterFit } from './fellegi-sunter';
import { strongKeyContext } from '../core/safety';
import { countDistances, type DistanceColumns } from './distances';
import { markEmpty, numericSimilarities, withComparisonColumns } from './comparison-columns';

/** Settings of one matching run. */
export interface MatchSettings {
  profile: ProfileName | 'auto';
  mode: LinkMode;
  /**
   * Link sources one-to-one (each record links to at most one of each other source); absent: when they are measured
   * free of duplicates.
   */
  oneToOne?: boolean;
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
  /**
   * Candidate pairs above which a bounded run keeps only the pairs worth deciding (engine/settle.ts); absent: 2 M,
   * `Infinity`: never.
   */
  settleAbove?: number;
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

/** Human decisions on record pairs, to refine the weights. */
export interface HumanLabels {
  same: RecordPairs;
  different: RecordPairs;
}

/** Pairs as two index arrays. */
export interface PairIndex {
  left: Uint32Array;
  right: Uint32Array;
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
  /** Rows equal in every mapped column (candidates.ts `rowClass`); absent: the safety net groups them itself. */
  rowClass?: Uint32Array;
  /** Random record pairs (for u and the missed-pairs estimate) and their similarities. */
  sample: PairIndex;
  similarities: Float32Array[];
  sampleSimilarities: Float32Array[];
  /** Edit counts of the comparisons that ask for them (engine/distances.ts), over the candidates and the sample. */
  distances: DistanceColumns;
  sampleDistances: DistanceColumns;
  /** When the bound applied: the unbounded pairs (or their sample) the weights are fitted on, scored. */
  training?: ScoredTraining;
  /** When the run was settled (engine/settle.ts): `pairs` are the kept candidates; this says what the rest were. */
  settled?: Settled;
  /** A settled run's fit on the training pairs when it was made without labels (deciding without labels reuses it). */
  fit?: FellegiSunterFit;
  keys: ReturnType<typeof strongKeyContext>;
}

/**
 * Normalize (the profile's prepare), block and score a run's records; `timings` gets the
 * normalize, block and score stages, and `onStage` hears of each stage as it starts (up to weights).
 */
export async function scoreCandidates(
  input: ProfileInput,
  settings: MatchSettings,
  scorer: AsyncScorer,
  job: JobOptions & { onStage?: StageProgress; human?: HumanLabels },
  timings: Record<string, number>,
): Promise<ScoredCandidates> {
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
    // Blocking consumes the profile's keys (they are let go below).
    releaseKeys: true,
  };
  const { pairs, counts, sessions, exactClass, rowClass, bound, training } = await findCandidates(
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
  const common = {
    profile: name,
    input,
    settings,
    prepared,
    ruleCounts: counts,
    bound,
    sessions,
    exactClass,
    rowClass,
    sample,
  };
  const keys = strongKeyContext(input.columns, input.recordCount, exactClass);
  const below = training ? settleWeight(prepared) : undefined;
  if (training && below !== undefined && pairs.left.length > (settings.settleAbove ?? DEFAULT_SETTLE_ABOVE)) {
    const settledRun = await scoreSettled(prepared, pairs, training, sample, below, exactClass, scorer, {
      ...scoreJob,
      human: job.human,
      allPairs: allowedPairCount(input.recordCount, opts),
      tf: settings.tf,
      sessionsRequired: sessionsRequiredBy(name),
      onChunk: (done) => job.onStage?.('score', done * prepared.comparisons.length, total),
    });
    lap('score', 'weights');
    return { ...common, ...settledRun, keys };
  }
  const scoredSets = await scoreWithTraining(pairs, training, sample, (sets) =>
    scoreComparisons(prepared, sets, scorer, scoreJob, (c) => (base = c * pairs.left.length)),
  );
  const { similarities, sampleSimilarities } = scoredSets;
  const [distances, sampleDistances] = await countDistances(prepared, [pairs, sample], scorer, scoreJob);
  lap('score', 'weights');
  return {
    ...common,
    pairs,
    similarities,
    sampleSimilarities,
    distances,
    sampleDistances,
    training: scoredSets.training,
    keys,
  };
}

/** What scoring by settling makes of the scored candidates (the rest is as any run's). */
type SettledScores = Pick<
  ScoredCandidates,
  'pairs' | 'similarities' | 'sampleSimilarities' | 'distances' | 'sampleDistances' | 'training' | 'settled' | 'fit'
>;

/**
 * A large bounded run scored by settling (engine/settle.ts): the training pairs and the random sample
 * first, the weights fitted on them, then the candidates in chunks, keeping the pairs worth deciding.
 */
async function scoreSettled(
  prepared: PreparedProfile,
  pairs: CandidatePairs,
  training: NonNullable<Candidates['training']>,
  sample: PairIndex,
  below: number,
  exactClass: Uint32Array,
  scorer: AsyncScorer,
  job: JobOptions & {
    human?: HumanLabels;
    allPairs: number;
    tf?: boolean;
    sessionsRequired?: boolean;
    onChunk: (done: number) => void;
  },
): Promise<SettledScores> {
  const [trainingSimilarities, sampleSimilarities] = await scoreComparisons(
    prepared,
    [training.pairs, sample],
    scorer,
    job,
  );
  const [sampleDistances] = await countDistances(prepared, [sample], scorer, job);
  const candidateIndex = candidateIndexOf(pairs, training.pairs);
  const scoredTraining: ScoredTraining = { ...training, similarities: trainingSimilarities, candidateIndex };
  const labels = job.human && labelsForPairs(pairs, job.human.same, job.human.different);
  const sampleSet = { similarities: sampleSimilarities, count: sample.left.length };
  const fit = fitTrainingModel(scoredTraining, prepared.comparisons, sampleSet, job.allPairs, labels, {
    tf: job.tf,
    sessionsRequired: job.sessionsRequired,
  });
  // Rows written twice and pairs a person decided are always kept: their decisions do not rest on the weight.
  const keep = (p: number) =>
    (exactClass[pairs.left[p]] !== 0 && exactClass[pairs.left[p]] === exactClass[pairs.right[p]]) ||
    (labels !== undefined && labels[p] >= 0);
  const kept = await settleCandidates(prepared, pairs, fit, below, keep, scorer, job);
  // The training pairs now point at the kept candidates (-1: settled or not a candidate).
  for (let t = 0; t < candidateIndex.length; t++)
    if (candidateIndex[t] >= 0) candidateIndex[t] = indexIn(kept.keptFrom, candidateIndex[t]);
  return {
    pairs: kept.pairs,
    similarities: kept.similarities,
    sampleSimilarities,
    distances: kept.distances,
    sampleDistances,
    training: scoredTraining,
    settled: kept.settled,
    // Fitted without a person's labels, the fit is what deciding would make again: it is kept for it.
    fit: labels ? undefined : fit,
  };
}

/** Position of `value` in the ascending `sorted`, or -1. */
function indexIn(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] === value) return mid;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** One number for an unordered record pair. */
function pairCode(a: number, b: number, n: number): number {
  return Math.min(a, b) * n + Math.max(a, b);
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
  // Every comparison reads the same pairs: shared once with the workers, not copied per comparison.
  const shared = sets.map((set) => sharedPairs(set));
  for (const [index, c] of prepared.comparisons.entries()) {
    onComparison?.(index);
    if (c.numeric) {
      sets.forEach(({ left, right }, s) => out[s].push(numericSimilarities(c.numeric!, left, right)));
      continue;
    }
    await withComparisonColumns(scorer, c, 'cmp', async (id, rightId) => {
      for (const [s, { left, right }] of sets.entries()) {
        const sims =
          left.length === 0 ? new Float32Array(0) : await scorer.scorePairs(c.kernel, id, rightId, shared[s], 0, job);
        out[s].push(markEmpty(c, left, right, sims));
      }
    });
  }
  if (prepared.swaps) sets.forEach((set, s) => applyColumnSwaps(prepared.swaps!, out[s], set.left.length));
  return out;
}
