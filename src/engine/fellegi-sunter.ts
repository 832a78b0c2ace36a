import type { Comparison, ComparisonVectors, FellegiSunterParameters, MatchWeights } from '../domain/comparison';
import {
  buildComparisonVectors,
  defaultM,
  defaultU,
  estimateParameters,
  type EmResult,
  matchWeights,
  pairWeights,
  thresholdComparison,
  levelCounts,
  normalizeCounts,
} from '../core/weights';
import type { IndexedSession, SessionFit } from '../core/weights/sessions';
import type { ProfileComparison } from '../core/profiles';
import { addTfAdjustments, type TermFrequencyTable, type TfOptions } from '../core/weights/tf';
import { indexPatterns, labelledPatterns, weighPatterns, type PatternIndex } from '../core/weights/pattern-index';
import { TfPairIndex } from '../core/weights/tf-index';
import { monotoneParameters } from '../core/weights/monotone';
import { IDENTITY_KERNELS } from '../domain/kernel';
import { implausibility, implausibleReasons } from './fellegi-sunter-plausibility';
import type { RuleSession } from './training-rules';
import { sessionFit } from './session-fit';

/** The fitted Fellegi–Sunter model of a run and the weight of every candidate pair. */
export interface FellegiSunterFit {
  comparisons: Comparison[];
  parameters: FellegiSunterParameters;
  weights: MatchWeights;
  vectors: ComparisonVectors;
  /**
   * Total match weight per candidate pair (log2 units), term-frequency adjustments included; its probability is
   * `matchProbability(weight)`, made when read.
   */
  pairWeights: Float64Array;
  /** Per-value adjustments of exact levels (empty when off or no comparison qualifies); see core/weights/tf.ts. */
  tf: TermFrequencyTable[];
  iterations: number;
  /** Whether EM converged; for `sessions` fits, whether every believed session did (one that does not is doubted). */
  converged: boolean;
  /** False when the fit looks wrong (see `implausibleReasons`): the safety net reads it. */
  plausible: boolean;
  /**
   * Why the fit looks wrong: m ≤ u on a field's agreement (its levels above `else`), λ ≤ 0 or λ > 0.5, EM not
   * converged.
   */
  implausibleReasons: string[];
  /** Record pairs the link mode allows: the population a `sessions` prior is over. */
  allPairs: number;
  /** How the weights were fitted: per-rule sessions over all pairs, or EM over the candidates. */
  method: 'sessions' | 'candidates';
  /** The training sessions, when `method` is `sessions`. */
  sessions?: SessionFit[];
  /**
   * What a refit with labels reuses: nothing is collapsed or compared again (see {@link FitCache}); absent on imported
   * fits.
   */
  cache?: FitCache;
}

/**
 * What a fit keeps for refits over the same candidates: the pairs' patterns (and the sessions' as
 * patterns of them), u of the random sample, each pair's values for term frequencies. A refit after
 * review answers only moves the answered pairs into labelled patterns and runs EM over patterns.
 */
export interface FitCache {
  /** The comparison vectors of the pairs the fit learned from. */
  vectors: ComparisonVectors;
  all: PatternIndex;
  /** Training sessions indexed once (undefined until a sessions fit was tried). */
  sessions?: IndexedSession[];
  /** Per session, the field whose every exact agreement it holds, or -1 (core/weights/exact-count.ts). */
  exactFields?: number[];
  observedU?: Float64Array[];
  /** The random sample's pairs per level of each field (what observedU was read from). */
  sampleLevels?: Float64Array[];
  tf: TfPairIndex;
  /** Other pair sets weighed under the fit (weighPairs), by their similarity columns. */
  weighed?: WeakMap<Float32Array[], { vectors: ComparisonVectors; index: PatternIndex; tf: TfPairIndex }>;
}

/** Pairs as two record-index arrays. */
export interface PairIndex {
  left: ArrayLike<number>;
  right: ArrayLike<number>;
}

/** Options of a fit beyond its inputs. */
export interface FitOptions {
  /** The candidate pairs' records: term-frequency adjustments need them (without, none apply). */
  pairs?: PairIndex;
  /**
   * Term-frequency adjustments (core/weights/tf.ts): on by default; `false` turns them off, an object changes their
   * bounds.
   */
  tf?: boolean | Partial<TfOptions>;
  /** A fit of the same candidates (a refit with other labels): its cache is reused. */
  previous?: FellegiSunterFit;
  /**
   * When the pairs are a sample of all candidates (engine/training.ts): the first `count` are a
   * uniform sample, each standing for `scale` candidate pairs, and only they make the prior; the
   * rest are sessions' own pairs.
   */
  prior?: { count: number; scale: number };
  /**
   * Labels for the training sessions alone, in place of `labels` there: human decisions with the pairs the profile's
   * value rules call two things (PreparedProfile.twoThings). They teach the sessions what matches look like; the prior
   * reads the candidates as they come, with the human decisions only.
   */
  sessionLabels?: Int8Array;
  /**
   * Whether the weights must come from training sessions when the list allows them (the generic model, whose merges
   * rest on the weights): a fallback to EM over the candidates after every session failed is then no fit.
   */
  sessionsRequired?: boolean;
}

/** Whether a profile's merges rest on its weights, so its fit must come from training sessions where they can learn. */
export const sessionsRequiredBy = (profile: string): boolean => profile === 'generic';

/** Below this many possible record pairs, random pairs are no sample of non-matches. */
const MIN_PAIRS_FOR_U = 10_000;

/** Below this many candidate pairs EM has too little to learn from. */
const MIN_PAIRS_FOR_EM = 100;

/**
 * EM can settle on a wrong split of the candidate pairs (the «match» class taking every pair from a
 * broad block, or the classes swapped). Fit from several starts — a low prior, a higher one, u fixed
 * at the random-sample estimate — and keep the first fit in which exact agreement is more likely
 * among matches than among non-matches on every field, else the one where it fails on fewest.
 */
function plausibleFit(
  vectors: ComparisonVectors,
  u: Float64Array[] | undefined,
  labels: Int8Array | undefined,
  all: PatternIndex,
): EmResult {
  // Too few pairs to learn from: keep the prior shape (exact agreement far likelier among matches).
  if (vectors.pairCount < MIN_PAIRS_FOR_EM) {
    const parameters = { lambda: 0.1, m: defaultM(vectors.levelCounts), u: u ?? defaultU(vectors.levelCounts) };
    return { parameters, iterations: 0, converged: true, patternCount: 0 };
  }
  // A low starting prior lets the match class grow only on real evidence; from 0.1 it took all pairs
  // agreeing on a broad block (city) in a two-source people list.
  const starts = [
    { u, fixU: false, lambda: 0.01 },
    { u, fixU: false, lambda: 0.1 },
    ...(u ? [{ u, fixU: true, lambda: 0.1 }] : []),
  ];
  let best: EmResult | undefined;
  let bestBad = Infinity;
  const patterns = labels ? labelledPatterns(all, labels) : all.patterns;
  for (const start of starts) {
    const em = estimateParameters(vectors, { ...start, maxIterations: 200, patterns });
    const bad = implausibility(em.parameters, u);
    if (bad < bestBad) [best, bestBad] = [em, bad];
    if (bad === 0) break;
  }
  return best!;
}

/**
 * Fit match weights: by training sessions per blocking rule over all pairs when the list allows
 * (sessionFit), else by EM over the candidate pairs: u starts from random record pairs, m and λ
 * from defaults, all three re-estimated (with u fixed λ ran to 1 on Febrl 2, fake_1000 and
 * Fodors-Zagat; see docs/DECISIONS.md), a fit that looks wrong retried from other starts. Human
 * decisions (`labels` per candidate pair: 1 same, 0 different, -1 none) are fixed posteriors in
 * every EM, so they refine m (and u over the candidates). With `options.pairs` the pair weights get
 * term-frequency adjustments (core/weights/tf.ts) on a sessions fit, unless `options.tf` is false.
 */
export function estimateFellegiSunter(
  specs: readonly ProfileComparison[],
  similarities: Float32Array[],
  pairCount: number,
  sampleSimilarities: Float32Array[],
  sampleCount: number,
  distinctPairs: number,
  rules?: readonly RuleSession[],
  labels?: Int8Array,
  options: FitOptions = {},
): FellegiSunterFit {
  const weighted = specs.flatMap((c, i) => (c.role === 'check' ? [] : [i]));
  const comparisons = weighted.map((i) => ({
    ...thresholdComparison(specs[i].name, specs[i].thresholds),
    kernel: specs[i].numeric ? `numeric-${specs[i].numeric!.scale}` : specs[i].kernel,
  }));
  const previous = options.previous?.cache;
  const vectors =
    previous?.vectors ??
    buildComparisonVectors(
      comparisons,
      weighted.map((i) => similarities[i]),
      pairCount,
    );
  const cache: FitCache = previous ?? { vectors, all: indexPatterns(vectors), tf: new TfPairIndex(vectors) };
  const sample = weighted.map((i) => sampleSimilarities[i]);
  // Random pairs estimate u only when they are overwhelmingly non-matches: a tiny list has too few
  // pairs, and a sample drawn with replacement from them would mostly repeat its own matches.
  if (!previous && sampleCount >= 100 && distinctPairs >= MIN_PAIRS_FOR_U) {
    cache.sampleLevels = levelCounts(buildComparisonVectors(comparisons, sample, sampleCount));
    cache.observedU = normalizeCounts(cache.sampleLevels, 1);
  }
  const u = cache.observedU;
  const tried: { implausible?: boolean } = {};
  const bySessions =
    u && rules
      ? sessionFit(
          cache,
          weighted.map((i) => specs[i].name),
          rules,
          u,
          distinctPairs,
          sampleCount,
          // Only where similarity 1 is equality does an exact-equality rule hold the whole level.
          comparisons.map((c) => (IDENTITY_KERNELS.has(c.kernel) ? c.levels.findIndex((l) => l.kind === 'exact') : -1)),
          labels,
          options.prior,
          tried,
          options.sessionLabels,
        )
      : undefined;
  const em = bySessions?.em ?? plausibleFit(vectors, u, labels, cache.all);
  const parameters = monotoneParameters(em.parameters);
  const weights = matchWeights(parameters);
  // Pairs of one pattern share a weight: weigh the patterns, then read each pair's.
  const totals = weighPatterns(cache.all, weights);
  // Term frequencies are read off the unadjusted weights (which records are one entity); EM never
  // sees them. Only with u from random pairs (a sessions fit): a u fitted over the candidates
  // describes the blocking, and a model that calls a third of them matches (PATSTAT) joins distinct
  // entities into one, so common values would look rare.
  const { pairs, tf: tfSetting = true } = options;
  const tf =
    pairs && bySessions && tfSetting !== false
      ? cache.tf.tables(
          comparisons,
          weighted.map((i) => specs[i].values),
          em.parameters.u,
          weights.levelWeights,
          cache.all,
          totals,
          pairs,
          typeof tfSetting === 'object' ? tfSetting : {},
        )
      : [];
  if (pairs) cache.tf.adjust(totals, tf, pairs.left, pairs.right);
  const reasons = implausibleReasons(comparisons, em.parameters, em.converged, u);
  // Random pairs could train sessions and none gave a believable fit: EM over the candidates alone reads how the
  // blocking grouped the pairs, not the entities (a dealer's cars of one spec for one car). Never a silent fallback.
  // Only where believed sessions made an implausible fit: too few matches to learn from, or matches too common among
  // random pairs (a few entities written many times), are what the candidates' EM is for (D144).
  if (options.sessionsRequired && tried.implausible)
    reasons.push('no training session gave a believable fit, and the candidate pairs alone cannot tell matches');
  return {
    comparisons,
    parameters,
    weights,
    vectors,
    pairWeights: totals,
    tf,
    iterations: em.iterations,
    converged: em.converged,
    plausible: reasons.length === 0,
    implausibleReasons: reasons,
    allPairs: distinctPairs,
    method: bySessions ? 'sessions' : 'candidates',
    sessions: bySessions?.sessions,
    cache,
  };
}

/**
 * Match weights of any pair set under a fitted model (similarities of every profile comparison), with
 * their comparison vectors; term-frequency adjustments apply when the pairs' records are given.
 */
export function weighPairs(
  fit: FellegiSunterFit,
  specs: readonly ProfileComparison[],
  similarities: Float32Array[],
  pairCount: number,
  pairs?: PairIndex,
): { totals: Float64Array; vectors: ComparisonVectors } {
  // The same pairs weighed under a refitted model (the cache passes from fit to fit): collapse once.
  let known = fit.cache?.weighed?.get(similarities);
  if (!known || known.vectors.pairCount !== pairCount) {
    const weighted = specs.flatMap((c, i) => (c.role === 'check' ? [] : [i]));
    const vectors = buildComparisonVectors(
      fit.comparisons,
      weighted.map((i) => similarities[i]),
      pairCount,
    );
    known = { vectors, index: indexPatterns(vectors), tf: new TfPairIndex(vectors) };
    if (fit.cache) (fit.cache.weighed ??= new WeakMap()).set(similarities, known);
  }
  const totals = weighPatterns(known.index, fit.weights);
  if (pairs) known.tf.adjust(totals, fit.tf, pairs.left, pairs.right);
  return { totals, vectors: known.vectors };
}
