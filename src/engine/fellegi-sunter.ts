import type { Comparison, ComparisonVectors, FellegiSunterParameters, MatchWeights } from '../domain/comparison';
import {
  buildComparisonVectors,
  collapsePatterns,
  defaultM,
  defaultU,
  estimateParameters,
  type EmResult,
  matchWeights,
  pairWeights,
  thresholdComparison,
  uFromVectors,
} from '../core/weights';
import { seededRandom } from '../core/random';
import {
  allPairsLambda,
  estimateMBySessions,
  prepareSessions,
  uWithoutMatches,
  type SessionFit,
  type TrainingSession,
} from '../core/weights/sessions';
import type { ProfileComparison } from '../core/profiles';
import { addTfAdjustments, termFrequencyTables, type TermFrequencyTable, type TfOptions } from '../core/weights/tf';

/** The fitted Fellegi–Sunter model of a run and the weight of every candidate pair. */
export interface FellegiSunterFit {
  comparisons: Comparison[];
  parameters: FellegiSunterParameters;
  weights: MatchWeights;
  vectors: ComparisonVectors;
  /** Total match weight per candidate pair (log2 units), term-frequency adjustments included; its probability is `matchProbability(weight)`, made when read. */
  pairWeights: Float64Array;
  /** Per-value adjustments of exact levels (empty when off or no comparison qualifies); see core/weights/tf.ts. */
  tf: TermFrequencyTable[];
  iterations: number;
  /** Whether EM converged; for `sessions` fits, whether every session converged. */
  converged: boolean;
  /** False when the fit looks wrong (see `implausibleReasons`): the safety net reads it. */
  plausible: boolean;
  /** Why the fit looks wrong: m ≤ u on a field's exact level, λ ≤ 0 or λ > 0.5, EM not converged. */
  implausibleReasons: string[];
  /** Record pairs the link mode allows: the population a `sessions` prior is over. */
  allPairs: number;
  /** How the weights were fitted: per-rule sessions over all pairs, or EM over the candidates. */
  method: 'sessions' | 'candidates';
  /** The training sessions, when `method` is `sessions`. */
  sessions?: SessionFit[];
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
  /** Term-frequency adjustments (core/weights/tf.ts): on by default; `false` turns them off, an object changes their bounds. */
  tf?: boolean | Partial<TfOptions>;
}

/** A blocking rule's candidate pairs and the comparisons (by name) whose agreement it forces. */
export interface RuleSession {
  name: string;
  pairs: Uint32Array;
  conditions: readonly string[];
}

/** A seeded sample of distinct random record pairs (left < right) that `allowed` accepts. */
export function sampleRecordPairs(
  n: number,
  size: number,
  seed: number,
  allowed: (a: number, b: number) => boolean,
): { left: Uint32Array; right: Uint32Array } {
  const rnd = seededRandom(seed);
  const left: number[] = [];
  const right: number[] = [];
  for (let tries = 0; n > 1 && left.length < size && tries < size * 20; tries++) {
    const a = Math.floor(rnd() * n);
    const b = Math.floor(rnd() * n);
    if (a === b || !allowed(Math.min(a, b), Math.max(a, b))) continue;
    left.push(Math.min(a, b));
    right.push(Math.max(a, b));
  }
  return { left: Uint32Array.from(left), right: Uint32Array.from(right) };
}

/** Below this many possible record pairs, random pairs are no sample of non-matches. */
const MIN_PAIRS_FOR_U = 10_000;

/** Training sessions come from rules pairing at most this share of all record pairs. */
const MAX_SESSION_SHARE = 0.005;

/** Above this share of matches among all pairs, random pairs are no sample of non-matches. */
const MAX_RANDOM_MATCH_RATE = 0.01;

/** Below this many candidate pairs EM has too little to learn from. */
const MIN_PAIRS_FOR_EM = 100;

/** How far a fit is from what a match class must look like: agreeing fields more likely among matches. */
function implausibility(p: FellegiSunterParameters): number {
  let bad = p.lambda > 0.5 ? p.m.length : 0;
  for (let f = 0; f < p.m.length; f++) if (p.m[f][1] < p.u[f][1]) bad++; // level 1 is `exact`
  return bad;
}

/** Above this chance agreement (u of the exact level), a field is too common to judge a fit by. */
const MAX_INFORMATIVE_U = 0.5;

/** The reasons a fit looks wrong, in words; empty when it looks like a match class should. */
export function implausibleReasons(
  comparisons: readonly Comparison[],
  p: FellegiSunterParameters,
  converged: boolean,
): string[] {
  const reasons: string[] = [];
  if (!(p.lambda > 0)) reasons.push(`prior λ = ${p.lambda} is not above 0`);
  else if (p.lambda > 0.5) reasons.push(`prior λ = ${p.lambda.toFixed(3)} is above 0.5`);
  comparisons.forEach((c, f) => {
    c.levels.forEach((level, l) => {
      // A field most random pairs agree on (a constant, a category of a few values) says little about
      // identity either way: its m ≤ u is no sign of a wrong split (sources may label one site differently).
      if (level.kind === 'exact' && p.u[f][l] <= MAX_INFORMATIVE_U && !(p.m[f][l] > p.u[f][l]))
        reasons.push(
          `${c.field}: exact agreement is no likelier among matches (m ${p.m[f][l].toPrecision(3)} ≤ u ${p.u[f][l].toPrecision(3)})`,
        );
    });
  });
  if (!converged) reasons.push('EM did not converge');
  return reasons;
}

/**
 * EM can settle on a wrong split of the candidate pairs (the «match» class taking every pair from a
 * broad block, or the classes swapped). Fit from several starts — a low prior, a higher one, u fixed
 * at the random-sample estimate — and keep the first fit in which exact agreement is more likely
 * among matches than among non-matches on every field, else the one where it fails on fewest.
 */
function plausibleFit(vectors: ComparisonVectors, u: Float64Array[] | undefined, labels?: Int8Array): EmResult {
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
  for (const start of starts) {
    const em = estimateParameters(vectors, { ...start, maxIterations: 200, labels });
    const bad = implausibility(em.parameters);
    if (bad < bestBad) [best, bestBad] = [em, bad];
    if (bad === 0) break;
  }
  return best!;
}

/**
 * m by one EM session per blocking rule and λ over all pairs (core/weights/sessions.ts); undefined
 * when no session could see some field or the fit is implausible, so the caller falls back to EM
 * over the candidates.
 */
function sessionFit(
  vectors: ComparisonVectors,
  fields: string[],
  rules: readonly RuleSession[],
  observedU: Float64Array[],
  allPairs: number,
  sampleCount: number,
  labels?: Int8Array,
): { em: EmResult; sessions: SessionFit[] } | undefined {
  // A rule that pairs more than MAX_SESSION_SHARE of all pairs by chance (a city, a ZIP, a count)
  // yields sessions of mostly non-matches whose fields correlate for other reasons (one source's
  // habits): EM with u fixed reads that correlation as matches. Train on selective rules only.
  const sessions: TrainingSession[] = rules
    .filter((r) => r.pairs.length <= MAX_SESSION_SHARE * allPairs)
    .map((r) => ({
      name: r.name,
      pairs: r.pairs,
      conditioned: new Set(r.conditions.map((c) => fields.indexOf(c)).filter((f) => f >= 0)),
    }));
  // Every pair set is collapsed to its patterns once; the rounds below only refit.
  const prepared = prepareSessions(vectors, sessions, labels);
  const all = collapsePatterns(vectors, labels);
  let u = observedU;
  let est = estimateMBySessions(vectors.levelCounts, prepared, u);
  if (est.unestimated.length > 0) return undefined;
  let lambda = allPairsLambda(all, est.m, u, allPairs);
  // The random sample holds λ of matches: take them out of u and fit again (twice is enough to
  // settle), each round starting from the last round's m.
  for (let round = 0; round < 2; round++) {
    u = uWithoutMatches(observedU, est.m, lambda, 0.5 / Math.max(1, sampleCount));
    est = estimateMBySessions(vectors.levelCounts, prepared, u, est.m);
    lambda = allPairsLambda(all, est.m, u, allPairs);
  }
  const parameters = { lambda, m: est.m, u };
  // Random pairs stand for non-matches only while matches are rare among them (a list of a few
  // entities written hundreds of times each is not such a list); and the fit must look like one.
  if (lambda > MAX_RANDOM_MATCH_RATE || implausibility(parameters) > 0) return undefined;
  const iterations = est.sessions.reduce((a, s) => a + s.iterations, 0);
  const converged = est.sessions.every((x) => x.converged);
  return { em: { parameters, iterations, converged, patternCount: 0 }, sessions: est.sessions };
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
  const vectors = buildComparisonVectors(
    comparisons,
    weighted.map((i) => similarities[i]),
    pairCount,
  );
  const sample = weighted.map((i) => sampleSimilarities[i]);
  // Random pairs estimate u only when they are overwhelmingly non-matches: a tiny list has too few
  // pairs, and a sample drawn with replacement from them would mostly repeat its own matches.
  const u =
    sampleCount >= 100 && distinctPairs >= MIN_PAIRS_FOR_U
      ? uFromVectors(buildComparisonVectors(comparisons, sample, sampleCount))
      : undefined;
  const bySessions =
    u && rules
      ? sessionFit(
          vectors,
          weighted.map((i) => specs[i].name),
          rules,
          u,
          distinctPairs,
          sampleCount,
          labels,
        )
      : undefined;
  const em = bySessions?.em ?? plausibleFit(vectors, u, labels);
  const weights = matchWeights(em.parameters);
  const totals = pairWeights(vectors, weights);
  // Term frequencies are read off the unadjusted weights (which records are one entity); EM never
  // sees them. Only with u from random pairs (a sessions fit): a u fitted over the candidates
  // describes the blocking, and a model that calls a third of them matches (PATSTAT) joins distinct
  // entities into one, so common values would look rare.
  const { pairs, tf: tfSetting = true } = options;
  const tf =
    pairs && bySessions && tfSetting !== false
      ? termFrequencyTables(
          comparisons,
          weighted.map((i) => specs[i].values),
          em.parameters.u,
          weights.levelWeights,
          totals,
          pairs,
          typeof tfSetting === 'object' ? tfSetting : {},
        )
      : [];
  if (pairs) addTfAdjustments(totals, vectors, tf, pairs.left, pairs.right);
  const reasons = implausibleReasons(comparisons, em.parameters, em.converged);
  return {
    comparisons,
    parameters: em.parameters,
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
  const weighted = specs.flatMap((c, i) => (c.role === 'check' ? [] : [i]));
  const vectors = buildComparisonVectors(
    fit.comparisons,
    weighted.map((i) => similarities[i]),
    pairCount,
  );
  const totals = pairWeights(vectors, fit.weights);
  if (pairs) addTfAdjustments(totals, vectors, fit.tf, pairs.left, pairs.right);
  return { totals, vectors };
}
