/** Clustering: union-find with cannot-links, stable ids, bridges, cluster checks and invariants. */
export { UnionFind } from './union-find';
export { clusterIdOfKey, keyHash, stableClusterIds, denseClusters } from './ids';
export {
  clusterRecords,
  mergeEdgeOrder,
  keyRanks,
  clusterIdsFor,
  EDGE_REFUSED,
  EDGE_JOINED,
  EDGE_INSIDE,
  type ClusterInput,
  type ClusterResult,
} from './cluster-records';
export { findBridges, type BridgeResult } from './bridges';
export { checkClusters, type ClusterCheckOptions, type ClusterCheckResult } from './checks';
export { clusterMembers, maxDistanceInvariant, type ClusterInvariant, type InvariantFinding } from './invariants';
export {
  cutUnsafeClusters,
  safeClusterRecords,
  type ClusterCut,
  type ClusterCutOptions,
  type SafeClustering,
} from './cut';
