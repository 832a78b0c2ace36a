/**
 * The Evaluate screen's view (UX S9, issue 14 §11): precision / recall / F1 of the pairs a person
 * answered «same» or «different», against the threshold, each pair at the score the pair card shows
 * (the run's score of the candidate pair); and the blind audit sample's estimate, as the Overview
 * has it (audit-view.ts, from the one draw this view makes), not computed a second time.
 */
import type { ProfileName } from '../../core/profiles';
import { thresholdCurve, CURVE_THRESHOLDS, type ThresholdPoint } from '../../core/evaluate/threshold-curve';
import { pairKey } from '../../core/log';
import { auditDraw, auditView, type AuditView } from './audit-view';
import { AUDIT_SIZE, pairIndex } from './views';
import { settingsVersion, type Session } from './session';
import type { ProjectSettings } from './api';
import { requireRun } from './record-views';

/** What the Evaluate screen shows. */
export interface EvaluateView {
  profile: ProfileName;
  /**
   * The threshold in effect and what it sets: the merge threshold (generic profile) or the review threshold (rule
   * profiles, which merge by their rules).
   */
  current: { threshold: number; sets: 'merge' | 'review' };
  /**
   * Labels from the decision log: answers «same» / «different» to a pair (splits and merges of clusters are not answers
   * about one pair).
   */
  labels: {
    same: number;
    different: number;
    /** «Unsure» answers, left out of the figures. */
    unsure: number;
    /** Answered pairs the run did not make candidates: predicted distinct at every threshold. */
    notCandidates: number;
    /** Answered pairs that belong to the blind audit sample (the rest came from the review queue or the clusters). */
    inAudit: number;
  };
  /** P / R / F1 and the confusion matrix at 0.05 … 0.99 and at the current threshold, ascending. */
  curve: ThresholdPoint[];
  /** The blind audit sample's estimate (the Overview's). */
  audit: AuditView;
  /** Settings changed since the run: the scores are those of the last run. */
  stale: boolean;
}

/** The Evaluate view of a session's run and decision log. */
export function evaluateView(s: Session, settings: ProjectSettings): EvaluateView {
  const m = requireRun(s).match;
  const keys = s.dataset.keys;
  const draw = auditDraw(s, AUDIT_SIZE);
  const audited = new Set(draw.map((d) => pairKey(keys[m.pairs.left[d.pair]], keys[m.pairs.right[d.pair]])));
  const labels: EvaluateView['labels'] = { same: 0, different: 0, unsure: 0, notCandidates: 0, inAudit: 0 };
  const scored: Array<{ score: number; same: boolean }> = [];
  for (const [key, state] of s.human.pairs) {
    if (state.via !== state.decision) continue;
    const [a, b] = state.keys.map((k) => s.keyIndex.get(k));
    if (a === undefined || b === undefined) continue;
    if (state.decision === 'unsure') {
      labels.unsure++;
      continue;
    }
    const p = pairIndex(s, a, b);
    if (p < 0) labels.notCandidates++;
    if (audited.has(key)) labels.inAudit++;
    const same = state.decision === 'same';
    same ? labels.same++ : labels.different++;
    scored.push({ score: p < 0 ? 0 : m.scores[p], same });
  }
  const generic = m.profile === 'generic';
  const current = generic
    ? { threshold: settings.mergeProbability, sets: 'merge' as const }
    : { threshold: settings.reviewSimilarity, sets: 'review' as const };
  return {
    profile: m.profile,
    current,
    labels,
    curve: thresholdCurve(scored, [...CURVE_THRESHOLDS, current.threshold]),
    audit: auditView(s, AUDIT_SIZE, 1, draw),
    stale: s.runSettingsVersion !== undefined && s.runSettingsVersion !== settingsVersion(settings),
  };
}
