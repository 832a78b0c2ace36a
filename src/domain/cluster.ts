/**
 * Clusters, merge edges, cannot-links and review items. Pairs are columnar (two index arrays into
 * the dataset's records), never one object per pair.
 */
import type { Reason } from './decision';

/** Record pairs as two equal-length index arrays (e.g. must-links, cannot-links, candidate pairs). */
export interface RecordPairs {
  left: Uint32Array;
  right: Uint32Array;
}

/** Merge edges: record pairs decided `merge`, with their match weight (log2 units). */
export interface MergeEdges extends RecordPairs {
  weight: Float64Array;
}

/** Reason codes of a `refused-link` review item: what blocked the edge. */
export type RefusalKind = 'cannot-link' | 'guard-veto' | 'must-link-conflict';

/** Clusters of a dataset, as dense cluster indices per record plus stable ids. */
export interface Clustering {
  recordCount: number;
  /** Dense cluster index (0..clusterCount-1) of each record, ordered by each cluster's smallest record index. */
  clusterOf: Uint32Array;
  clusterCount: number;
  /** Stable id per cluster index, derived from record keys (when keys were given), else `r<smallest record index>`. */
  clusterIds: string[];
}

/** Kinds of review item: a pair in the review band, a guard that fired on a high score, or a risky cluster. */
export type ReviewItemKind =
  | 'review-band'
  | 'weak-bridge'
  | 'weak-link'
  | 'low-density'
  | 'oversized-cluster'
  | 'invariant'
  | 'refused-link'
  | 'cut-link'
  | 'guard-high-score';

/** Something a person should look at, with the reasons that put it in the queue. */
export interface ReviewItem {
  kind: ReviewItemKind;
  /**
   * The pair to decide, when the item is about one pair (always for pair kinds, the bridge or weakest link for cluster
   * kinds).
   */
  left?: number;
  right?: number;
  /** Match weight of that pair, log2 units. */
  weight?: number;
  /** The cluster concerned (cluster kinds). */
  clusterId?: string;
  clusterSize?: number;
  reasons: Reason[];
}

/**
 * How a field's surviving value is chosen among a cluster's non-empty values; `all-values` keeps every distinct
 * value (an identifier or a source: one member's would drop the others').
 */
export type SurvivorshipRule =
  'most-frequent' | 'longest' | 'most-complete-record' | 'most-recent' | 'source-priority' | 'all-values';
