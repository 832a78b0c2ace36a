/**
 * The sessions fit of the Fellegi–Sunter model (engine/fellegi-sunter.ts): m by one EM session per blocking rule over
 * all pairs, u from the random sample without its matches, λ over all pairs.
 */
import type { EmResult } from '../core/weights';
import {
  allPairsLambda,
  estimateMBySessions,
  labelSessions,
  indexSessions,
  uWithoutMatches,
  type SessionChecks,
  type SessionFit,
} from '../core/weights/sessions';
import { labelledPatterns, subsetPatterns } from '../core/weights/pattern-index';
import { exactlyConditioned, uWithExactCounts } from '../core/weights/exact-count';
import { fieldImplausible, implausibility, SESSION_SILENT_U } from './fellegi-sunter-plausibility';
import { trainingRules, type RuleSession } from './training-rules';
import type { FitCache, FitOptions } from './fellegi-sunter';

/** Above this share of matches among all pairs, random pairs are no sample of non-matches. */
const MAX_RANDOM_MATCH_RATE = 0.01;

/**
 * m by one EM session per blocking rule and λ over all pairs (core/weights/sessions.ts); a field no
 * believed session measures keeps the default m (D66, D87). Undefined when no session is believed or
 * the fit is implausible, so the caller falls back to EM over the candidates.
 */
export function sessionFit(
  cache: FitCache,
  fields: string[],
  rules: readonly RuleSession[],
  observedU: Float64Array[],
  allPairs: number,
  sampleCount: number,
  exactLevel: readonly number[],
  labels?: Int8Array,
  prior?: FitOptions['prior'],
  tried: { implausible?: boolean } = {},
  sessionLabels = labels,
): { em: EmResult; sessions: SessionFit[] } | undefined {
  // A rule that pairs more than MAX_SESSION_SHARE of all pairs by chance (a city, a ZIP, a count)
  // yields sessions of mostly non-matches whose fields correlate for other reasons (one source's
  // habits): EM with u fixed reads that correlation as matches. Train on selective rules only.
  // Every pair set is indexed over the candidates' patterns once (kept for refits); labels only
  // move the answered pairs into patterns of their own, and the rounds below only refit.
  cache.sessions ??= indexSessions(cache.all, trainingRules(rules, fields, allPairs));
  const prepared = labelSessions(cache.sessions, sessionLabels);
  // Which sessions hold every exact agreement of one field: read once, refits reuse it.
  const exact = (cache.exactFields ??= cache.sessions.map((s) =>
    exactlyConditioned(cache.all, s.pairs, s.free, exactLevel),
  ));
  // A sampled fit's prior reads its uniform sample alone, each pair standing for `scale`.
  const priorPairs = prior && Uint32Array.from({ length: prior.count }, (_, p) => p);
  const priorIndex = priorPairs ? subsetPatterns(cache.all, priorPairs, new Set()) : cache.all;
  const all = labels ? labelledPatterns(priorIndex, labels, priorPairs) : priorIndex.patterns;
  const recordPairs = allPairs;
  if (prior) allPairs /= prior.scale;
  let u = observedU;
  // A session's m is believed only with enough matches and no more than the rest of the fit allows.
  // Whether a session was doubted for its match class (D134): then the list's class is in question, not its size.
  let classDoubted = false;
  const checks = (u: Float64Array[], settled?: readonly (string | undefined)[]): SessionChecks => ({
    totalMatches: (m: Float64Array[]) => allPairsLambda(all, m, u, allPairs) * recordPairs,
    settled,
    classDoubt: (m, free) => {
      const f = free.find((f) =>
        fieldImplausible({ lambda: 0, m: m as Float64Array[], u }, f, observedU, SESSION_SILENT_U),
      );
      if (f === undefined) return undefined;
      classDoubted = true;
      return `its matches agree on ${fields[f]} no more often than random pairs`;
    },
  });
  let est = estimateMBySessions(cache.all.patterns.levelCounts, prepared, u, undefined, checks(u));
  // Which sessions are believed is settled on the observed u (see SessionChecks.settled).
  const settled = est.sessions.map((s) => s.doubt);
  // A field no session sees (its one rule over the blocking budget) is as unmeasured as one only doubted
  // sessions see: both keep the default m and their random-pair u (D87). No believed session: nothing measured.
  if (est.sessions.every((s) => s.doubt !== undefined)) return ((tried.implausible = classDoubted), undefined);
  const unmeasured = (f: number) => est.prior.includes(f) || est.unestimated.includes(f);
  let lambda = allPairsLambda(all, est.m, u, allPairs);
  // The random sample holds λ of matches: take them out of u and fit again (twice is enough to
  // settle), each round starting from the last round's m.
  for (let round = 0; round < 2; round++) {
    // A field whose m is the prior (no believed session saw it) keeps its observed u:
    // the prior's agreement is no measure of the matches to take out of the random pairs.
    const mOfU = est.m.map((m, f) => (unmeasured(f) ? observedU[f] : m));
    const floor = 0.5 / Math.max(1, sampleCount);
    // Where a believed session holds every exact agreement of one field, that level's u is counted
    // over all pairs, matches taken out by the session's EM (core/weights/exact-count.ts).
    const counts = est.sessions.flatMap((fit, i) =>
      fit.doubt || exact[i] < 0
        ? []
        : [{ field: exact[i], level: exactLevel[exact[i]], count: cache.sessions![i].count, matches: fit.matches }],
    );
    u = uWithoutMatches(observedU, mOfU, lambda, floor);
    if (cache.sampleLevels)
      u = uWithExactCounts(u, counts, { lambda, allPairs: recordPairs, sampleLevels: cache.sampleLevels, floor });
    est = estimateMBySessions(cache.all.patterns.levelCounts, prepared, u, est.m, checks(u, settled));
    lambda = allPairsLambda(all, est.m, u, allPairs);
  }
  const parameters = { lambda, m: est.m, u };
  // Random pairs stand for non-matches only while matches are rare among them (a list of a few
  // entities written hundreds of times each is not such a list); and the fit must look like one.
  if (lambda > MAX_RANDOM_MATCH_RATE) return undefined;
  // Sessions believed, random pairs a sample of non-matches, and still no match class: the candidates cannot do better.
  if (implausibility(parameters, observedU) > 0) return ((tried.implausible = true), undefined);
  const iterations = est.sessions.reduce((a, s) => a + s.iterations, 0);
  // A doubted session's m is not used: whether its EM settled says nothing about this fit.
  const converged = est.sessions.every((x) => x.converged || x.doubt !== undefined);
  return { em: { parameters, iterations, converged, patternCount: 0 }, sessions: est.sessions };
}
