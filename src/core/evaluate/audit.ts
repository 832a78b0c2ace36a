/**
 * An honest estimate of precision and recall from the blind audit sample (issue 12 §4): candidate
 * pairs drawn at random within each band of the automatic decisions (merge, review, distinct) and
 * answered blind. Labels from the ranked queue are biased towards hard cases and take no part.
 * Precision of the automatic merges is the «same» share of the merge stratum, with a Wilson score
 * interval; recall of the automatic merges among the candidate pairs is the stratified ratio
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

/** z of a two-sided 95 % interval. */
const Z95 = 1.959964;

/** Wilson score interval of a proportion (the whole 0..1 when there are no answers). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n <= 0) return { estimate: NaN, low: 0, high: 1, answers: 0 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At p = 0 or 1 the bound is exactly 0 or 1 (rounding would leave it a hair inside).
  return { estimate: p, low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === n ? 1 : Math.min(1, centre + half), answers: n };
}

/**
 * Estimate from the strata, the first being the automatic merges. A stratum without answers counts
 * with its whole 0..1 interval (and, in the point estimate, as the mean of the others' rates).
 */
export function estimateFromAudit(merge: AuditStratum, others: readonly AuditStratum[]): AuditEstimate {
  const precision = wilson(merge.same, merge.same + merge.different);
  const rates = others.map((s) => wilson(s.same, s.same + s.different));
  const known = rates.filter((r) => r.answers > 0);
  const fallback = known.length ? known.reduce((a, r) => a + r.estimate, 0) / known.length : 0;
  const pointOf = (r: Interval) => (r.answers > 0 ? r.estimate : fallback);
  const found = (p: number) => merge.population * p;
  const missed = (pick: (r: Interval) => number) => others.reduce((a, s, i) => a + s.population * pick(rates[i]), 0);
  const ratio = (a: number, b: number) => (a + b === 0 ? 1 : a / (a + b));
  const p1 = Number.isNaN(precision.estimate) ? 0 : precision.estimate;
  const recall: Interval = {
    estimate: ratio(found(p1), missed(pointOf)),
    low: ratio(found(precision.low), missed((r) => r.high)),
    high: ratio(found(precision.high), missed((r) => r.low)),
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
