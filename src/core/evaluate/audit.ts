/**
 * An honest estimate of precision and recall from the blind audit sample (issue 12 §4): candidate
 * pairs drawn at random within each band of the automatic decisions (merge, review, distinct) and
 * answered blind. Labels from the ranked queue are biased towards hard cases and take no part.
 * Precision of the automatic merges is the «same» share of the merge stratum, with an exact
 * (Clopper–Pearson) interval; recall of the automatic merges among the candidate pairs is the stratified ratio
 * N₁p₁ / Σ Nₕpₕ, its interval taken from the strata's own intervals (lowest p₁ with highest other
 * pₕ, and the reverse), which covers at least as often as each stratum's does.
 */
import { seededRandom } from '../random';

/** One stratum of the audit: how many pairs it holds and the blind answers drawn from it. */
export interface AuditStratum {
  population: number;
  same: number;
  different: number;
}

/** An estimate with its confidence interval (all 0..1). */
export interface Interval {
  estimate: number;
  low: number;
  high: number;
  /** Answers it rests on. */
  answers: number;
}

/** Precision and recall of the automatic merges as the audit sample estimates them. */
export interface AuditEstimate {
  precision: Interval;
  recall: Interval;
  /** Confidence of the intervals (0.95). */
  confidence: number;
}

/** Two-sided confidence of the intervals. */
const CONFIDENCE = 0.95;

/** ln C(n, k) + k ln p + (n − k) ln(1 − p): the log binomial probability of k of n. */
function logBinomial(n: number, k: number, p: number, logFactorial: Float64Array): number {
  const lp = k === 0 ? 0 : k * Math.log(p);
  const lq = n - k === 0 ? 0 : (n - k) * Math.log(1 - p);
  return logFactorial[n] - logFactorial[k] - logFactorial[n - k] + lp + lq;
}

/** P(X ≥ k) for X ~ Binomial(n, p). */
function upperTail(n: number, k: number, p: number, logFactorial: Float64Array): number {
  let sum = 0;
  for (let i = k; i <= n; i++) sum += Math.exp(logBinomial(n, i, p, logFactorial));
  return Math.min(1, sum);
}

/** The p in 0..1 at which an increasing function of p reaches `target` (bisection). */
function solveIncreasing(f: (p: number) => number, target: number): number {
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The exact (Clopper–Pearson) interval of a proportion: it covers at least as often as it says,
 * also next to 0 and 1 where automatic precision lives (the whole 0..1 when there are no answers).
 */
export function proportionInterval(successes: number, n: number, confidence = CONFIDENCE): Interval {
  if (n <= 0) return { estimate: NaN, low: 0, high: 1, answers: 0 };
  const alpha = 1 - confidence;
  const logFactorial = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) logFactorial[i] = logFactorial[i - 1] + Math.log(i);
  // Lower bound: P(X ≥ successes | p) = α/2; upper: P(X ≤ successes | p) = α/2, i.e. P(X ≥ successes + 1) = 1 − α/2.
  const low = successes === 0 ? 0 : solveIncreasing((p) => upperTail(n, successes, p, logFactorial), alpha / 2);
  const high =
    successes === n ? 1 : solveIncreasing((p) => upperTail(n, successes + 1, p, logFactorial), 1 - alpha / 2);
  return { estimate: successes / n, low, high, answers: n };
}

/**
 * Estimate from the strata, the first being the automatic merges. A stratum without answers counts
 * with its whole 0..1 interval (and, in the point estimate, as the mean of the others' rates).
 */
export function estimateFromAudit(merge: AuditStratum, others: readonly AuditStratum[]): AuditEstimate {
  const precision = proportionInterval(merge.same, merge.same + merge.different);
  const rates = others.map((s) => proportionInterval(s.same, s.same + s.different));
  const known = rates.filter((r) => r.answers > 0);
  const fallback = known.length ? known.reduce((a, r) => a + r.estimate, 0) / known.length : 0;
  const pointOf = (r: Interval) => (r.answers > 0 ? r.estimate : fallback);
  const found = (p: number) => merge.population * p;
  const missed = (pick: (r: Interval) => number) => others.reduce((a, s, i) => a + s.population * pick(rates[i]), 0);
  const ratio = (a: number, b: number) => (a + b === 0 ? 1 : a / (a + b));
  const p1 = Number.isNaN(precision.estimate) ? 0 : precision.estimate;
  const recall: Interval = {
    estimate: ratio(found(p1), missed(pointOf)),
    low: ratio(
      found(precision.low),
      missed((r) => r.high),
    ),
    high: ratio(
      found(precision.high),
      missed((r) => r.low),
    ),
    answers: precision.answers + rates.reduce((a, r) => a + r.answers, 0),
  };
  return { precision, recall, confidence: 0.95 };
}

/** `k` distinct indices drawn uniformly from `0 … n − 1` (seeded; all of them when k ≥ n), in draw order. */
export function drawWithoutReplacement(n: number, k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const chosen = new Map<number, number>();
  const out: number[] = [];
  // A partial Fisher–Yates shuffle over a virtual array: only touched positions are stored.
  for (let i = 0; i < Math.min(k, n); i++) {
    const j = i + Math.floor(random() * (n - i));
    const vj = chosen.get(j) ?? j;
    chosen.set(j, chosen.get(i) ?? i);
    out.push(vj);
  }
  return out;
}
