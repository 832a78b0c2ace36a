/**
 * The blind audit sample of a session's run and the estimate its answers give (issue 12 §4): the
 * same seeded draw per band (merge / review / distinct, engine/audit.ts) for the review screen's
 * «Audit sample» and the Overview's estimate. Answers from the ranked queue do not count.
 */
import { pairKey } from '../../core/log';
import type { Interval } from '../../core/evaluate/audit';
import { auditEstimate, drawAudit } from '../audit';
import type { Session } from './session';

/** The audit sample's pairs: candidate pair index and band (0 merge, 1 review, 2 distinct). */
export function auditDraw(s: Session, size: number, seed = 1): { band: number; pair: number }[] {
  const m = s.run!.match;
  return drawAudit(m, Math.floor(size / 3), seed);
}

/** What the Overview shows of the audit. */
export interface AuditView {
  size: number;
  answered: number;
  precision: Interval;
  recall: Interval;
}

/**
 * The estimate from the answered pairs of the audit sample (unsure answers left out); `draw` when the caller has it
 * already.
 */
export function auditView(s: Session, size: number, seed = 1, draw = auditDraw(s, size, seed)): AuditView {
  const m = s.run!.match;
  const keys = s.dataset.keys;
  const answers = draw.map((d) => {
    const decision = s.human.pairs.get(pairKey(keys[m.pairs.left[d.pair]], keys[m.pairs.right[d.pair]]))?.decision;
    return { band: d.band, same: decision === 'same' ? true : decision === 'different' ? false : undefined };
  });
  const est = auditEstimate(m, answers);
  return {
    size: draw.length,
    answered: answers.filter((a) => a.same !== undefined).length,
    precision: est.precision,
    recall: est.recall,
  };
}
