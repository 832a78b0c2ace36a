/**
 * Cluster checks: transitivity can chain weak links into one false entity, so clusters that are too
 * big, held by one weak bridge, sparse, or with a weak weakest link become review items, and a
 * profile's invariant may split a cluster. Every threshold is a setting; a check without its setting
 * is skipped. Thresholds are match weights (log2 units); must-links count as infinitely strong.
 */
import type { Clustering, ReviewItem } from '../../domain/cluster';
import { clusterIdsFor, EDGE_JOINED, EDGE_REFUSED, type ClusterInput, type ClusterResult } from './cluster-records';
import { findBridges } from './bridges';
import { denseClusters } from './ids';
import { clusterMembers, type ClusterInvariant } from './invariants';

/** Settings of {@link checkClusters}. */
export interface ClusterCheckOptions {
  /** Clusters with more records than this become review items (default 50). */
  maxClusterSize?: number;
  /** A bridge (in a cluster of ≥ 3 records) weaker than this weight becomes a review item. */
  weakBridgeWeight?: number;
  /** Clusters of ≥ 3 records with fewer internal links than this share of all their pairs (0..1). */
  minDensity?: number;
  /** Clusters of ≥ 3 records whose weakest spanning link is below this weight. */
  minWeakestLink?: number;
  /** Report merge edges and must-links refused by a cannot-link (default true). */
  reportRefused?: boolean;
  /** A per-profile invariant, called for each cluster of ≥ 2 records. */
  invariant?: ClusterInvariant;
}

/** Checked clusters (split where an invariant asked for it) and the review items found. */
export interface ClusterCheckResult {
  clustering: Clustering;
  items: ReviewItem[];
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : String(x));

/** Run the cluster checks over a clustering result and its input edges. */
export function checkClusters(
  input: ClusterInput,
  result: ClusterResult,
  options: ClusterCheckOptions = {},
): ClusterCheckResult {
  const { mergeEdges } = input;
  const must = input.mustLinks ?? { left: new Uint32Array(0), right: new Uint32Array(0) };
  const mustCount = must.left.length;
  const edgeCount = mustCount + mergeEdges.left.length;
  // One edge list: applied must-links (weight +∞) then merge edges; status as clusterRecords set it.
  const left = new Uint32Array(edgeCount);
  const right = new Uint32Array(edgeCount);
  const weight = new Float64Array(edgeCount);
  const status = new Uint8Array(edgeCount);
  left.set(must.left);
  right.set(must.right);
  weight.fill(Infinity, 0, mustCount);
  status.set(result.mustLinkStatus);
  left.set(mergeEdges.left, mustCount);
  right.set(mergeEdges.right, mustCount);
  weight.set(mergeEdges.weight, mustCount);
  status.set(result.edgeStatus, mustCount);

  const { clusterOf, clusterCount, clusterIds } = result;
  const size = new Uint32Array(clusterCount);
  for (let r = 0; r < clusterOf.length; r++) size[clusterOf[r]] += 1;
  const internal = new Float64Array(clusterCount);
  const weakest = new Int32Array(clusterCount).fill(-1);
  for (let e = 0; e < edgeCount; e++) {
    if (status[e] === EDGE_REFUSED) continue;
    const c = clusterOf[left[e]];
    internal[c] += 1;
    if (status[e] === EDGE_JOINED && (weakest[c] < 0 || weight[e] < weight[weakest[c]])) weakest[c] = e;
  }
  const items: ReviewItem[] = [];
  // Must-links carry weight +∞ inside; items name them without a weight (JSON has no ∞).
  const pairOf = (e: number) =>
    Number.isFinite(weight[e])
      ? { left: left[e], right: right[e], weight: weight[e] }
      : { left: left[e], right: right[e] };
  const clusterPart = (c: number) => ({ clusterId: clusterIds[c], clusterSize: size[c] });
  const flagged = new Uint8Array(clusterCount);

  if (options.weakBridgeWeight !== undefined) {
    const { isBridge, cutSize } = findBridges(result.recordCount, { left, right }, status);
    for (let e = 0; e < edgeCount; e++) {
      const c = clusterOf[left[e]];
      if (!isBridge[e] || size[c] < 3 || !(weight[e] < options.weakBridgeWeight)) continue;
      flagged[c] = 1;
      items.push({
        kind: 'weak-bridge',
        ...pairOf(e),
        ...clusterPart(c),
        reasons: [
          {
            code: 'weak-bridge',
            weight: weight[e],
            detail: `bridge ${fmt(weight[e])} < ${options.weakBridgeWeight} splits ${size[c]} records into ${cutSize[e]} + ${size[c] - cutSize[e]}`,
          },
        ],
      });
    }
  }
  for (let c = 0; c < clusterCount; c++) {
    const n = size[c];
    const w = weakest[c];
    const pair = w >= 0 ? pairOf(w) : {};
    if (n > (options.maxClusterSize ?? 50)) {
      items.push({
        kind: 'oversized-cluster',
        ...pair,
        ...clusterPart(c),
        reasons: [{ code: 'cluster-size', detail: `${n} > ${options.maxClusterSize ?? 50} records` }],
      });
    }
    if (n < 3) continue;
    const density = internal[c] / ((n * (n - 1)) / 2);
    if (options.minDensity !== undefined && density < options.minDensity) {
      items.push({
        kind: 'low-density',
        ...pair,
        ...clusterPart(c),
        reasons: [
          {
            code: 'low-density',
            detail: `${internal[c]} links among ${n} records: density ${density.toFixed(3)} < ${options.minDensity}`,
          },
        ],
      });
    }
    if (options.minWeakestLink !== undefined && w >= 0 && weight[w] < options.minWeakestLink && !flagged[c]) {
      items.push({
        kind: 'weak-link',
        ...pair,
        ...clusterPart(c),
        reasons: [
          {
            code: 'weak-link',
            weight: weight[w],
            detail: `weakest link ${fmt(weight[w])} < ${options.minWeakestLink}`,
          },
        ],
      });
    }
  }
  if (options.reportRefused ?? true) items.push(...refusedItems(input, result, left, right, weight, status, mustCount));
  const clustering: Clustering = { recordCount: result.recordCount, clusterOf, clusterCount, clusterIds };
  return options.invariant ? applyInvariant(input, clustering, size, options.invariant, items) : { clustering, items };
}

function refusedItems(
  input: ClusterInput,
  result: ClusterResult,
  left: Uint32Array,
  right: Uint32Array,
  weight: Float64Array,
  status: Uint8Array,
  mustCount: number,
): ReviewItem[] {
  const items: ReviewItem[] = [];
  const humanCount = input.cannotLinks?.left.length ?? 0;
  const describe = (link: number): string | undefined => {
    if (link < 0) return undefined;
    const [list, k, what] =
      link < humanCount ? [input.cannotLinks!, link, 'cannot-link'] : [input.vetoes!, link - humanCount, 'guard veto'];
    return `${what} ${list.left[k]}–${list.right[k]}`;
  };
  for (let e = 0; e < status.length; e++) {
    if (status[e] !== EDGE_REFUSED) continue;
    const isMust = e < mustCount;
    const link = isMust ? result.blockedBy.mustLinks[e] : result.blockedBy.mergeEdges[e - mustCount];
    const detail = describe(link);
    items.push({
      kind: 'refused-link',
      left: left[e],
      right: right[e],
      ...(isMust ? {} : { weight: weight[e] }),
      reasons: [{ code: isMust ? 'must-link-conflict' : link >= humanCount ? 'guard-veto' : 'cannot-link', detail }],
    });
  }
  return items;
}

function applyInvariant(
  input: ClusterInput,
  clustering: Clustering,
  size: Uint32Array,
  invariant: ClusterInvariant,
  items: ReviewItem[],
): ClusterCheckResult {
  const members = clusterMembers(clustering.clusterOf, clustering.clusterCount);
  const labels = Float64Array.from(clustering.clusterOf);
  let next = clustering.clusterCount;
  let split = false;
  for (let c = 0; c < clustering.clusterCount; c++) {
    if (size[c] < 2) continue;
    const list = members.records.subarray(members.offsets[c], members.offsets[c + 1]);
    const finding = invariant(list, c);
    if (!finding) continue;
    items.push({
      kind: 'invariant',
      clusterId: clustering.clusterIds[c],
      clusterSize: size[c],
      reasons: [{ code: finding.code, detail: finding.detail }],
    });
    if (!finding.groups || finding.groups.length < 2) continue;
    const seen = new Set<number>();
    for (const group of finding.groups) for (const r of group) seen.add(r);
    if (seen.size !== list.length || !list.every((r) => seen.has(r)))
      throw new Error(`invariant ${finding.code}: groups must partition the cluster`);
    split = true;
    finding.groups.forEach((group, g) => {
      if (g === 0) return;
      for (const r of group) labels[r] = next;
      next += 1;
    });
  }
  if (!split) return { clustering, items };
  const { clusterOf, clusterCount } = denseClusters(labels);
  return {
    clustering: {
      recordCount: clustering.recordCount,
      clusterOf,
      clusterCount,
      clusterIds: clusterIdsFor(clusterOf, clusterCount, input.recordKeys),
    },
    items,
  };
}
