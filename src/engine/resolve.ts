import type { ClusterInput, ClusterResult } from '../core/cluster';
import { checkClusters, safeClusterRecords, type ClusterCheckOptions } from '../core/cluster';
import { buildReviewQueue, type ReviewCapacity, type ReviewQueue } from '../core/review';
import { GUARD_CODES } from '../core/profiles';
import { probabilityToWeight } from '../core/weights';
import type { Clustering, MergeEdges, RecordPairs, ReviewItem } from '../domain/cluster';
import { DECISION_CODE, type MatchResult } from './match';
import { LEARNED_DEFAULT_BOUNDARY } from './learned';

/** Human decisions as constraints: «same» pairs (must-link) and «different» pairs (cannot-link). */
export interface HumanConstraints {
  same: RecordPairs;
  different: RecordPairs;
  /** Locked clusters (record indices): no automatic merge adds a record to or takes one from them. */
  locked?: Array<{ records: Uint32Array }>;
}

/** Merge edges that do not cross the boundary of a locked cluster. */
function outsideLocks(edges: MergeEdges, locked: HumanConstraints['locked']): MergeEdges {
  if (!locked || locked.length === 0) return edges;
  const lockOf = new Map<number, number>();
  locked.forEach((l, i) => l.records.forEach((r) => lockOf.set(r, i)));
  const keep: number[] = [];
  for (let e = 0; e < edges.left.length; e++)
    if (lockOf.get(edges.left[e]) === lockOf.get(edges.right[e])) keep.push(e);
  return {
    left: Uint32Array.from(keep, (e) => edges.left[e]),
    right: Uint32Array.from(keep, (e) => edges.right[e]),
    weight: Float64Array.from(keep, (e) => edges.weight[e]),
  };
}

/** Settings of clustering and the review queue. */
export interface ResolveSettings {
  checks: ClusterCheckOptions;
  capacity?: number | ReviewCapacity;
  /** Merge probability whose weight centres the review queue. */
  mergeProbability: number;
}

/** Defaults: clusters over 50 records, weak bridges and weakest links under weight 4 go to review. */
export const DEFAULT_RESOLVE_SETTINGS: ResolveSettings = {
  checks: { maxClusterSize: 50, weakBridgeWeight: 4, minWeakestLink: 2, minDensity: 0.3 },
  mergeProbability: 0.99,
};

/** Clusters after checks, the clustering input (for re-runs with review answers) and the queue. */
export interface Resolution {
  input: ClusterInput;
  result: ClusterResult;
  clustering: Clustering;
  queue: ReviewQueue;
  /** Merge links the cluster safety net cut (all of them, whatever the queue's capacity), by reason code. */
  cutLinks: Record<string, number>;
}

/**
 * The candidate pairs decided `level`, as weighted edges with their pair indices; with `guardList`,
 * only those whose reason list holds a guard. Typed loops over the level column, no per-pair call.
 */
function select(match: MatchResult, level: number, guardList?: Uint8Array): MergeEdges & { pairs: Uint32Array } {
  const { levels } = match;
  const ids = match.reasons.ids;
  let count = 0;
  for (let p = 0; p < levels.length; p++) if (levels[p] === level && (!guardList || guardList[ids[p]] === 1)) count++;
  const pairs = new Uint32Array(count);
  for (let p = 0, k = 0; k < count; p++)
    if (levels[p] === level && (!guardList || guardList[ids[p]] === 1)) pairs[k++] = p;
  const left = new Uint32Array(count);
  const right = new Uint32Array(count);
  const weight = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const p = pairs[k];
    left[k] = match.pairs.left[p];
    right[k] = match.pairs.right[p];
    weight[k] = scoreWeight(match.scores[p]);
  }
  return { left, right, weight, pairs };
}

/**
 * The weight that orders edges and the review queue: the log-odds of the profile's 0..1 score (for
 * the generic profile that score is the Fellegi–Sunter probability, so this is its match weight).
 */
export function scoreWeight(score: number): number {
  const p = Math.min(1 - 1e-6, Math.max(1e-6, score));
  return probabilityToWeight(p);
}

/**
 * Turn decided pairs into checked clusters and a ranked review queue: merge pairs are edges,
 * guard vetoes and human «different» keep records apart, human «same» are must-links; risky clusters
 * and review-band pairs become review items.
 */
export function resolveClusters(
  match: MatchResult,
  recordKeys: readonly string[],
  settings: ResolveSettings,
  human?: HumanConstraints,
): Resolution {
  // Whether each distinct reason list holds a guard: a pair is guarded by its list's answer.
  const { lists } = match.reasons;
  const guardList = Uint8Array.from(lists, (list) => (list.some((r) => GUARD_CODES.has(r.code)) ? 1 : 0));
  const guarded = select(match, DECISION_CODE.distinct, guardList);
  const uncut: ClusterInput = {
    recordCount: recordKeys.length,
    recordKeys,
    mergeEdges: outsideLocks(select(match, DECISION_CODE.merge), human?.locked),
    mustLinks: human?.same,
    cannotLinks: human?.different,
    // Guard vetoes block automatic merges but give way to a human «same».
    vetoes: guarded,
  };
  // The safety net over whole clusters: unsafe ones are cut at their weakest links, and the cut
  // links go to review.
  const {
    input,
    result,
    items: cutItems,
  } = safeClusterRecords(uncut, {
    maxSize: match.safety.maxClusterSize,
    minDensity: settings.checks.minDensity ?? 0,
    keyOf: match.safety.vetoKeyOf ?? undefined,
  });
  const checked = checkClusters(input, result, {
    ...settings.checks,
    invariant: settings.checks.invariant ?? match.invariant,
  });
  checked.items.unshift(...cutItems);
  const band = select(match, DECISION_CODE.review);
  const queue = buildReviewQueue({
    mergeThreshold: probabilityToWeight(settings.mergeProbability),
    bandPairs: band,
    bandDistance: learnedDistance(match, band.pairs),
    bandReasons: (i) => match.reasons.at(band.pairs[i]),
    clusterItems: checked.items,
    guardPairs: guarded,
    guardReasons: (i) => match.reasons.at(guarded.pairs[i]),
    capacity: settings.capacity,
  });
  return { input, result, clustering: checked.clustering, queue, cutLinks: countByReason(cutItems) };
}

/** With a model learned from answers, band pairs closest to its merge boundary first (engine/learned.ts). */
function learnedDistance(match: MatchResult, pairs: Uint32Array): Float64Array | undefined {
  const { probabilities, mergeAt } = match.learned ?? {};
  if (!probabilities || probabilities.length === 0) return undefined;
  const at = probabilityToWeight(mergeAt ?? LEARNED_DEFAULT_BOUNDARY);
  return Float64Array.from(pairs, (p) =>
    Math.abs(probabilityToWeight(Math.min(1 - 1e-6, Math.max(1e-6, probabilities[p]))) - at),
  );
}

/** Items per first reason code. */
function countByReason(items: readonly ReviewItem[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) {
    const code = item.reasons[0]?.code ?? item.kind;
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}
