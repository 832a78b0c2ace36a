/**
 * Scoring for a bounded run: the candidates, the pairs the weight fit reads instead of them
 * (core/block/training.ts: every unbounded candidate pair, or a uniform sample) and the random
 * sample for u. When the training pairs are every unbounded pair the candidates are among them, so
 * they are scored once and the candidates' similarities read from theirs.
 */
import { pairIndex, type TrainingPairs } from '../core/block';
import type { CandidatePairs } from '../domain/pair';
import type { ProfileComparison } from '../core/profiles';
import { estimateFellegiSunter, weighPairs, type FellegiSunterFit, type FitOptions } from './fellegi-sunter';
import type { RuleSession } from './training-rules';

/** Training pairs scored, with where each stands among the candidates. */
export interface ScoredTraining {
  pairs: CandidatePairs;
  scale: number;
  exact: boolean;
  /** The first `priorCount` pairs are the uniform sample (core/block/training.ts); the rest sessions' own. */
  priorCount: number;
  sessions: RuleSession[];
  /** similarities[c][t] of every profile comparison. */
  similarities: Float32Array[];
  /** Per training pair: its index among the candidates, -1 when the bound dropped it. */
  candidateIndex: Int32Array;
}

/** Pair sets scored in one pass per comparison: result[set][comparison][pair]. */
type ScoreSets = (sets: { left: Uint32Array; right: Uint32Array }[]) => Promise<Float32Array[][]>;

/** Score the candidates, the training pairs (if any) and the random sample; see the module comment. */
export async function scoreWithTraining(
  pairs: CandidatePairs,
  training: (TrainingPairs & { sessions: RuleSession[] }) | undefined,
  sample: { left: Uint32Array; right: Uint32Array },
  score: ScoreSets,
): Promise<{ similarities: Float32Array[]; sampleSimilarities: Float32Array[]; training?: ScoredTraining }> {
  if (!training) {
    const [similarities, sampleSimilarities] = await score([pairs, sample]);
    return { similarities, sampleSimilarities };
  }
  const candidateIndex = candidateIndexOf(pairs, training.pairs);
  const withTraining = (similarities: Float32Array[]) => ({ ...training, similarities, candidateIndex });
  // Every unbounded pair leads the training pairs then (sorted); a training-only rule's sample may follow (D167).
  const inTraining = training.exact ? positionsIn(pairs, training.pairs, training.priorCount) : undefined;
  if (inTraining) {
    const [trainingSimilarities, sampleSimilarities] = await score([training.pairs, sample]);
    const similarities = trainingSimilarities.map((column) => Float32Array.from(inTraining, (t) => column[t]));
    return { similarities, sampleSimilarities, training: withTraining(trainingSimilarities) };
  }
  const [similarities, trainingSimilarities, sampleSimilarities] = await score([pairs, training.pairs, sample]);
  return { similarities, sampleSimilarities, training: withTraining(trainingSimilarities) };
}

/** Per training pair its index among the candidates, -1 when the bound dropped it. */
export function candidateIndexOf(pairs: CandidatePairs, training: CandidatePairs): Int32Array {
  const out = new Int32Array(training.left.length);
  for (let t = 0; t < out.length; t++) out[t] = pairIndex(pairs, training.left[t], training.right[t]);
  return out;
}

/** Per candidate pair its index among the first `count` of `all` (both sorted), or undefined when one is missing. */
function positionsIn(pairs: CandidatePairs, all: CandidatePairs, count = all.left.length): Uint32Array | undefined {
  const out = new Uint32Array(pairs.left.length);
  for (let p = 0, t = 0; p < out.length; p++) {
    while (
      t < count &&
      (all.left[t] < pairs.left[p] || (all.left[t] === pairs.left[p] && all.right[t] < pairs.right[p]))
    )
      t++;
    if (t === count || all.left[t] !== pairs.left[p] || all.right[t] !== pairs.right[p]) return undefined;
    out[p] = t;
  }
  return out;
}

/**
 * Fit the weights on the training pairs — human decisions per candidate pair moved onto them; a
 * sample's uniform part makes the prior, each pair standing for `scale`, so λ = Σ posterior / all
 * pairs counts every unbounded candidate pair. The candidates are weighed apart (`weighPairs`, or
 * {@link fitOnTraining}).
 */
export function fitTrainingModel(
  training: ScoredTraining,
  specs: readonly ProfileComparison[],
  sample: { similarities: Float32Array[]; count: number },
  allPairs: number,
  labels: Int8Array | undefined,
  options: FitOptions,
): FellegiSunterFit {
  const { pairs } = training;
  const trainingLabels = labelsOfTraining(training, labels);
  return estimateFellegiSunter(
    specs,
    training.similarities,
    pairs.left.length,
    sample.similarities,
    sample.count,
    allPairs,
    training.sessions,
    trainingLabels,
    {
      ...options,
      pairs,
      // Every pair makes the prior unless some are a sample's or a session's own (core/block/training.ts, D167).
      prior:
        training.exact && training.priorCount === pairs.left.length
          ? undefined
          : { count: training.priorCount, scale: training.scale },
    },
  );
}

/** Labels per candidate pair moved onto the training pairs (-1 where a training pair is no candidate). */
export function labelsOfTraining(
  training: Pick<ScoredTraining, 'candidateIndex'>,
  labels: Int8Array | undefined,
): Int8Array | undefined {
  if (!labels) return undefined;
  const { candidateIndex } = training;
  // A typed loop: millions of training pairs, no callback per pair.
  const out = new Int8Array(candidateIndex.length);
  for (let t = 0; t < candidateIndex.length; t++) {
    const c = candidateIndex[t];
    out[t] = c >= 0 ? labels[c] : -1;
  }
  return out;
}

/** A training fit with the candidates weighed under it (their comparison vectors and pair weights). */
export function withCandidates(
  fit: FellegiSunterFit,
  specs: readonly ProfileComparison[],
  candidates: { pairs: CandidatePairs; similarities: Float32Array[] },
): FellegiSunterFit {
  const weighed = weighPairs(fit, specs, candidates.similarities, candidates.pairs.left.length, candidates.pairs);
  return { ...fit, vectors: weighed.vectors, pairWeights: weighed.totals };
}
