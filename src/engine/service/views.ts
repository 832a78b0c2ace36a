/**
 * The views of a run the screens read (pages, never the whole set): counts and the overview here; the
 * review screen's in review-views.ts, the clusters and golden screens' in cluster-views.ts, what they
 * share in record-views.ts (re-exported, so callers import views from one place).
 */
import { decisionOf } from '../../domain/decision';
import { blockedPairs, decisionCounts } from '../match';
import { auditView } from './audit-view';
import { safetySummary } from '../safety-summary';
import { shownQueue } from './review-views';
import type { Session } from './session';
import type { OverviewView, RunView } from './api';
import { clusterSizes, decidedCounts, requireRun } from './record-views';

export { labelColumnsOf, labelOf, labelsOfKeys, recordView, decidedCounts } from './record-views';
export { reviewPage, reviewStart, pairIndex, pairsByRecord, pairCard, auditSample } from './review-views';
export { clustersPage, clusterDetail, goldenFields } from './cluster-views';

/** Pairs in the blind audit sample (the review screen's «Audit sample» asks for as many). */
export const AUDIT_SIZE = 50;

/** Counts of the session's run. */
export function runView(s: Session): RunView | undefined {
  const run = s.run;
  if (!run || s.runId === undefined) return undefined;
  const counts = decisionCounts(run.match);
  const size = clusterSizes(s);
  const queue = shownQueue(s);
  return {
    runId: s.runId,
    created: s.runCreated ?? '',
    profile: run.match.profile,
    records: s.dataset.recordCount,
    candidatePairs: blockedPairs(run.match).left.length,
    ...counts,
    clusters: size.length,
    multiRecordClusters: size.filter((n) => n > 1).length,
    reviewItems: queue.length,
    reviewKinds: queue.guardChecks.included ? queue.kinds : withoutGuardChecks(queue.kinds),
    guardChecks: queue.guardChecks,
    timings: run.timings,
    ruleCounts: run.match.ruleCounts.map((r) => ({ rule: r.rule, pairs: r.pairs, skippedBlocks: r.skipped.length })),
  };
}

/** The overview dashboard. */
export function overview(s: Session): OverviewView {
  const run = requireRun(s);
  const histogram = { merge: new Array(20).fill(0), review: new Array(20).fill(0), distinct: new Array(20).fill(0) };
  const { ids, lists } = run.match.reasons;
  const perList = new Float64Array(lists.length);
  for (let p = 0; p < run.match.levels.length; p++) {
    const bin = Math.min(19, Math.max(0, Math.floor(run.match.scores[p] * 20)));
    histogram[decisionOf(run.match.levels[p])][bin]++;
    perList[ids[p]]++;
  }
  // Lists are numbered in the order pairs first use them, so codes enter the map as a pass over pairs would.
  const reasons = new Map<string, number>();
  lists.forEach((list, id) => {
    if (perList[id] > 0) for (const r of list) reasons.set(r.code, (reasons.get(r.code) ?? 0) + perList[id]);
  });
  const bySize = new Map<number, number>();
  for (const n of clusterSizes(s)) bySize.set(n, (bySize.get(n) ?? 0) + 1);
  return {
    run: runView(s)!,
    histogram,
    clusterSizes: [...bySize].sort((a, b) => a[0] - b[0]).map(([size, count]) => ({ size, count })),
    topReasons: [...reasons]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([code, count]) => ({ code, count })),
    decided: decidedCounts(s),
    safetyNet: safetySummary(run).messages,
    audit: auditView(s, AUDIT_SIZE),
  };
}

/** Items by kind without the guard checks. */
function withoutGuardChecks(kinds: Record<string, number>): Record<string, number> {
  const { 'guard-high-score': _guard, ...rest } = kinds;
  return rest;
}
