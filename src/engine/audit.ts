/**
 * The blind audit sample of a run's automatic decisions and its estimate (core/evaluate/audit.ts):
 * candidate pairs drawn at random within each band (merge, review, distinct). Headless, a simulated
 * reviewer answers the drawn pairs from the truth, and the estimate is checked against the true
 * figures of the same quantities over seeded draws.
 */
import {
  drawWithoutReplacement,
  estimateFromAudit,
  type AuditEstimate,
  type AuditStratum,
} from '../core/evaluate/audit';
import { DECISION_CODE } from '../domain/decision';
import type { MatchResult } from './match';

/** Pairs drawn per band by default. */
export const AUDIT_PER_BAND = 50;

const BANDS = [DECISION_CODE.merge, DECISION_CODE.review, DECISION_CODE.distinct] as const;

/** The candidate pairs of each band (merge, review, distinct), in pair order. */
export function bandPairs(match: Pick<MatchResult, 'levels'>): Uint32Array[] {
  return BANDS.map((level) => {
    let count = 0;
    for (let p = 0; p < match.levels.length; p++) if (match.levels[p] === level) count++;
    const out = new Uint32Array(count);
    for (let p = 0, k = 0; p < match.levels.length; p++) if (match.levels[p] === level) out[k++] = p;
    return out;
  });
}

/** A seeded audit sample: `perBand` pairs of each band, as candidate pair indices, merge band first. */
export function drawAudit(
  match: Pick<MatchResult, 'levels'>,
  perBand: number,
  seed: number,
): { band: number; pair: number }[] {
  return bandPairs(match).flatMap((pairs, band) =>
    drawWithoutReplacement(pairs.length, perBand, seed * 3 + band).map((i) => ({ band, pair: pairs[i] })),
  );
}

/** The estimate from answers to an audit sample (answer undefined: not answered yet; unsure answers are left out). */
export function auditEstimate(
  match: Pick<MatchResult, 'levels'>,
  answers: ReadonlyArray<{ band: number; same?: boolean }>,
): AuditEstimate {
  const populations = bandPairs(match).map((p) => p.length);
  const strata: AuditStratum[] = populations.map((population) => ({ population, same: 0, different: 0 }));
  for (const a of answers) {
    if (a.same === undefined) continue;
    if (a.same) strata[a.band].same++;
    else strata[a.band].different++;
  }
  return estimateFromAudit(strata[0], strata.slice(1));
}

/** The audit estimate of a run against the truth, and how often its intervals cover the true figures. */
export interface AuditCheck {
  perBand: number;
  /** The estimate of the first seed. */
  estimate: AuditEstimate;
  /** Precision of the merge band and recall of the merges among true candidate pairs, from the truth. */
  truth: { precision: number; recall: number };
  seeds: number;
  /** Seeds whose interval covers the true figure. */
  covered: { precision: number; recall: number };
}

/** Simulate blind audits over `seeds` seeded draws, answered from the truth. */
export function checkAudit(
  match: Pick<MatchResult, 'levels' | 'pairs'>,
  entityOf: Uint32Array,
  perBand = AUDIT_PER_BAND,
  seeds = 10,
): AuditCheck {
  const same = (p: number) => entityOf[match.pairs.left[p]] === entityOf[match.pairs.right[p]];
  const bands = bandPairs(match);
  const trueIn = bands.map((pairs) => pairs.reduce((n, p) => n + (same(p) ? 1 : 0), 0));
  const totalTrue = trueIn.reduce((a, b) => a + b, 0);
  const truth = {
    precision: bands[0].length ? trueIn[0] / bands[0].length : 1,
    recall: totalTrue ? trueIn[0] / totalTrue : 1,
  };
  const covered = { precision: 0, recall: 0 };
  let first: AuditEstimate | undefined;
  for (let seed = 1; seed <= seeds; seed++) {
    const est = auditEstimate(
      match,
      drawAudit(match, perBand, seed).map((d) => ({ band: d.band, same: same(d.pair) })),
    );
    first ??= est;
    if (est.precision.low <= truth.precision && truth.precision <= est.precision.high) covered.precision++;
    if (est.recall.low <= truth.recall && truth.recall <= est.recall.high) covered.recall++;
  }
  return { perBand, estimate: first!, truth, seeds, covered };
}
