/**
 * m by training sessions, one per blocking rule (Splink's method), and the prior over all pairs.
 *
 * Candidate pairs are not a random draw: every pair of a rule on `city` agrees on city, so over the
 * candidates city agreement is common among non-matches too, and EM run over all of them learns a
 * u (and m) for city that describes the blocking, not the data. A session takes the pairs of one
 * rule, leaves out the fields that rule conditions on (their agreement there is forced), and fits m
 * of the other fields with u fixed at the random-pair estimate; each field's m is the average over
 * the sessions that could see it, weighted by the matches each found. With u and m describing all
 * record pairs, the prior is the match rate among all pairs: because blocking selects pairs by their
 * field values, P(match | levels) is then the right posterior for a candidate pair as well.
 */
import type { ComparisonVectors } from '../../domain/comparison';
import { defaultM, estimateParameters } from './em';
import type { VectorPatterns } from './patterns';
import { indexPatterns, labelledPatterns, subsetPatterns, type PatternIndex } from './pattern-index';

/** A blocking rule as a training session: which candidate pairs it produced, which fields it forces. */
export interface TrainingSession {
  name: string;
  /** Indices of the candidate pairs the rule produced. */
  pairs: Uint32Array;
  /** Fields (indices into the comparison vectors) whose agreement the rule forces. */
  conditioned: ReadonlySet<number>;
  /** The rule's pairs among all candidates when `pairs` is a sample of them. */
  count?: number;
}

/** What one session learned. */
export interface SessionFit {
  name: string;
  pairCount: number;
  /** Expected matches among the rule's candidates (λ × its pair count, all of them when the pairs are a sample). */
  matches: number;
  /** Fields whose m this session estimated. */
  fields: number[];
  iterations: number;
  /** Whether the session's EM converged within its iteration budget. */
  converged: boolean;
  /** Why this session's m was not believed (it set no field's m), when it was not; see {@link sessionDoubt}. */
  doubt?: string;
}

/** m per field from the sessions, and which fields no session could estimate. */
export interface SessionEstimate {
  m: Float64Array[];
  /** Fields left at the starting m: every session conditioned on them, or had too few pairs. */
  unestimated: number[];
  /** Fields left at the starting m because every session that saw them was doubted. */
  prior: number[];
  sessions: SessionFit[];
}

/**
 * A rule broader than a selective one trains only a field no selective rule leaves free, and only up to this share of
 * all pairs (engine/training-rules.ts); a rule too broad to block by may train up to it too (D167).
 */
export const MAX_FREEING_SESSION_SHARE = 0.02;

/** Sessions with fewer pairs than this teach nothing reliable. */
const MIN_SESSION_PAIRS = 50;

/** The patterns carry the levels EM reads; the vectors only give its shape. */
const NO_LEVELS = new Uint8Array(0);

/** A session's pairs collapsed once, to be fitted again with other u (see {@link estimateMBySessions}). */
export interface PreparedSession {
  name: string;
  pairCount: number;
  /** The rule's pairs among all candidates (pairCount unless the pairs are a sample). */
  count: number;
  free: number[];
  patterns: VectorPatterns;
}

/** A session indexed once over the candidates' patterns: a refit labels it without reading its pairs' levels. */
export interface IndexedSession {
  name: string;
  /** The session's candidate pairs (entry k of `index` is pair `pairs[k]`). */
  pairs: Uint32Array;
  count: number;
  free: number[];
  index: PatternIndex;
}

/**
 * Index each session's pairs (its conditioned fields null) over the candidates' patterns; sessions too small to learn
 * from are dropped.
 */
export function indexSessions(all: PatternIndex, sessions: readonly TrainingSession[]): IndexedSession[] {
  const { fieldCount } = all.patterns;
  const out: IndexedSession[] = [];
  for (const session of sessions) {
    const free = Array.from({ length: fieldCount }, (_, f) => f).filter((f) => !session.conditioned.has(f));
    if (session.pairs.length < MIN_SESSION_PAIRS || free.length === 0) continue;
    const index = subsetPatterns(all, session.pairs, session.conditioned);
    out.push({ name: session.name, pairs: session.pairs, count: session.count ?? session.pairs.length, free, index });
  }
  return out;
}

/** Indexed sessions with labels (per candidate pair: 1 same, 0 different, -1 none) as fixed posteriors. */
export function labelSessions(sessions: readonly IndexedSession[], labels?: Int8Array): PreparedSession[] {
  return sessions.map((s) => ({
    name: s.name,
    pairCount: s.pairs.length,
    count: s.count,
    free: s.free,
    patterns: labels ? labelledPatterns(s.index, labels, s.pairs) : s.index.patterns,
  }));
}

/**
 * Collapse each session's comparison vectors (its conditioned fields null) once; sessions too small to learn from are
 * dropped.
 */
export function prepareSessions(
  vectors: ComparisonVectors,
  sessions: readonly TrainingSession[],
  labels?: Int8Array,
): PreparedSession[] {
  return labelSessions(indexSessions(indexPatterns(vectors), sessions), labels);
}

/**
 * What makes a session's m unbelievable (see {@link sessionDoubt}); without it every session is
 * believed. `totalMatches`: the expected matches among all candidates under an m (the prior's fixed
 * point, {@link allPairsLambda}).
 */
export interface SessionChecks {
  totalMatches: (m: Float64Array[]) => number;
  /**
   * Why each session was doubted in the first estimate (u as observed): a later round, whose u other sessions' m
   * lowered, refines the believed sessions and never believes a doubted one.
   */
  settled?: readonly (string | undefined)[];
  /**
   * Why a session's match class is no class of entities (`m` fitted, `free` the fields it measures), or undefined: a
   * field its matches agree on no more often than random pairs (two shops of one shopping centre share its
   * coordinates, not their names or phones).
   */
  classDoubt?: (m: readonly Float64Array[], free: readonly number[]) => string | undefined;
}

/**
 * Estimate m per field by one EM session per blocking rule, u fixed; see the module comment. Human
 * decisions (labels given to {@link prepareSessions}: 1 same, 0 different) are fixed posteriors.
 * `start` (e.g. the previous round's m) is where every session's EM begins, and the m of a field
 * whose every session was doubted (`checks`) stays there.
 */
export function estimateMBySessions(
  levelCounts: Uint8Array,
  sessions: readonly PreparedSession[],
  u: Float64Array[],
  start = defaultM(levelCounts),
  checks?: SessionChecks,
): SessionEstimate {
  const fits: SessionFit[] = [];
  const ms: Float64Array[][] = [];
  for (const [index, session] of sessions.entries()) {
    const { fieldCount, levelCounts: counts } = session.patterns;
    const shape = { pairCount: session.pairCount, fieldCount, levelCounts: counts, levels: NO_LEVELS };
    const em = estimateParameters(shape, {
      patterns: session.patterns,
      u,
      fixU: true,
      m: start,
      lambda: 0.1,
      maxIterations: 200,
    });
    // Over all the rule's candidates when its pairs are a sample of them; λ is the share among the unlabelled pairs, the
    // labelled ones count as labelled.
    const labelled = labelledCounts(session.patterns);
    const scale = session.count / Math.max(1, session.pairCount);
    const matches = (em.parameters.lambda * (session.pairCount - labelled.all) + labelled.same) * scale;
    const doubt = checks
      ? (checks.settled?.[index] ?? ownDoubt(em, matches) ?? checks.classDoubt?.(em.parameters.m, session.free))
      : undefined;
    fits.push({
      name: session.name,
      pairCount: session.pairCount,
      matches,
      fields: session.free,
      iterations: em.iterations,
      converged: em.converged,
      ...(doubt && { doubt }),
    });
    ms.push(em.parameters.m);
  }
  if (checks) {
    // Each believed session against the other believed ones (when there are any; one pass, no
    // cascade): judged by an m it did not set.
    const believed = fits.filter((fit) => !fit.doubt).length;
    const doubts = fits.map((fit, i) =>
      fit.doubt || believed < 2
        ? undefined
        : sessionDoubt(fit, checks.totalMatches(combine(levelCounts, fits, ms, start, i).m)),
    );
    doubts.forEach((d, i) => d && (fits[i].doubt = d));
  }
  const { m, unestimated, prior } = combine(levelCounts, fits, ms, start);
  return { m, unestimated, prior: checks ? prior : [], sessions: fits };
}

/** How many of a session's pairs carry a label, and how many of them «same». */
function labelledCounts(p: VectorPatterns): { all: number; same: number } {
  let all = 0;
  let same = 0;
  if (p.labels)
    for (let k = 0; k < p.patternCount; k++)
      if (p.labels[k] >= 0) ((all += p.counts[k]), p.labels[k] === 1 && (same += p.counts[k]));
  return { all, same };
}

/**
 * Each field's m as the believed sessions' average weighted by their matches (`skip`: leave one out); a field none set
 * keeps `start`.
 */
function combine(
  levelCounts: Uint8Array,
  fits: readonly SessionFit[],
  ms: readonly Float64Array[][],
  start: readonly Float64Array[],
  skip = -1,
): { m: Float64Array[]; unestimated: number[]; prior: number[] } {
  const sums = Array.from(levelCounts, (n) => new Float64Array(n));
  const mass = new Float64Array(levelCounts.length);
  const seen = new Uint8Array(levelCounts.length);
  fits.forEach((fit, i) => {
    for (const f of fit.fields) seen[f] = 1;
    if (fit.doubt || i === skip) return;
    for (const f of fit.fields) {
      mass[f] += fit.matches;
      for (let l = 1; l < sums[f].length; l++) sums[f][l] += fit.matches * ms[i][f][l];
    }
  });
  const unestimated: number[] = [];
  const prior: number[] = [];
  const m = sums.map((s, f) => {
    if (mass[f] <= 0) {
      (seen[f] ? prior : unestimated).push(f);
      return Float64Array.from(start[f]);
    }
    return s.map((x, l) => (l === 0 ? 0 : x / mass[f]));
  });
  return { m, unestimated, prior };
}

/**
 * Why a session's own EM gives no m to believe, or undefined: it still moved after its budget (the others' estimates
 * stand without it), or it found too few matches to place a field's levels.
 */
function ownDoubt(em: { converged: boolean; iterations: number }, matches: number): string | undefined {
  if (!em.converged) return `EM did not converge in ${em.iterations} iterations`;
  if (matches < MIN_SESSION_MATCHES) return `${matches.toFixed(1)} expected matches, fewer than ${MIN_SESSION_MATCHES}`;
  return undefined;
}

/**
 * Below this many expected matches a session's m is not believed: a level share read off n matches
 * is uncertain by about √(p(1−p)/n), ±0.1 at two standard errors for n = 100; fewer matches cannot
 * place a field's m over its 4–5 levels (EM then fits its match class to whatever else it finds).
 */
export const MIN_SESSION_MATCHES = 100;

/**
 * Why a session (of enough matches) cannot be believed, or undefined: it calls more of its pairs
 * matches than the m of the other sessions find among all candidates, the session's own pairs
 * included. A rule on a field whose values repeat (an amount) pairs many record pairs by chance, and
 * a session whose EM calls nearly all of them matches has read the repetition as identity. Its own
 * m is left out of the total it is judged by, which it would inflate.
 */
export function sessionDoubt(fit: SessionFit, othersTotal: number): string | undefined {
  if (!(fit.matches > othersTotal)) return undefined;
  return `${fit.matches.toFixed(0)} expected matches, more than the ${othersTotal.toFixed(0)} the other sessions' m find among all candidates`;
}

/**
 * The prior λ over all allowed record pairs, given m and u: matches live among the candidates, so
 * λ = Σ posterior(candidate) / all pairs, iterated to its fixed point (EM on λ alone).
 */
export function allPairsLambda(
  patterns: VectorPatterns,
  m: Float64Array[],
  u: Float64Array[],
  allPairs: number,
  maxIterations = 100,
): number {
  const { patternCount, fieldCount, levels, counts } = patterns;
  const fixed = patterns.labels;
  const pairCount = counts.reduce((a, b) => a + b, 0);
  const logRatio = new Float64Array(patternCount);
  for (let k = 0; k < patternCount; k++) {
    for (let f = 0; f < fieldCount; f++) {
      const l = levels[k * fieldCount + f];
      if (l !== 0) logRatio[k] += Math.log(Math.max(m[f][l], 1e-300)) - Math.log(Math.max(u[f][l], 1e-300));
    }
  }
  const total = Math.max(allPairs, pairCount, 1);
  let lambda = Math.min(0.5, pairCount / total) * 0.1 || 1e-9;
  for (let it = 0; it < maxIterations; it++) {
    const prior = Math.log(lambda) - Math.log(1 - lambda);
    let matches = 0;
    for (let k = 0; k < patternCount; k++)
      matches += counts[k] * (fixed[k] >= 0 ? fixed[k] : 1 / (1 + Math.exp(-(prior + logRatio[k]))));
    const next = Math.min(0.5, Math.max(1e-12, matches / total));
    if (Math.abs(next - lambda) <= lambda * 1e-6) return next;
    lambda = next;
  }
  return lambda;
}

/**
 * u without the matches a random sample contains: the observed level shares are q = λ·m + (1 − λ)·u,
 * so u = (q − λ·m) / (1 − λ), floored at `floor` and renormalised. In a small list with large
 * clusters the random pairs hold enough matches to make a shared e-mail look ten times commoner
 * among non-matches than it is.
 */
export function uWithoutMatches(
  observed: readonly Float64Array[],
  m: readonly Float64Array[],
  lambda: number,
  floor: number,
): Float64Array[] {
  return observed.map((q, f) => {
    const out = new Float64Array(q.length);
    let total = 0;
    for (let l = 1; l < q.length; l++) total += out[l] = Math.max(floor, (q[l] - lambda * m[f][l]) / (1 - lambda));
    for (let l = 1; l < q.length; l++) out[l] /= total;
    return out;
  });
}
