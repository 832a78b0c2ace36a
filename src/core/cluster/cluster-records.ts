/**
 * Union-find clustering over merge edges under cannot-link constraints. Human «same» decisions
 * (must-links) are applied first, then merge edges from the strongest weight down; a union that
 * would put two cannot-linked records (human «different», or a guard veto) in one cluster is refused
 * and reported, never silently applied. Human decisions override automatic ones: a guard veto
 * blocks merge edges but not human «same» links.
 */
import type { Clustering, MergeEdges, RecordPairs } from '../../domain/cluster';
import { UnionFind } from './union-find';
import { denseClusters, keyHash, stableClusterIds } from './ids';
import { identityOrder, orderByKeys } from './stable-order';

/** Inputs of {@link clusterRecords}. */
export interface ClusterInput {
  recordCount: number;
  mergeEdges: MergeEdges;
  /** Human «same» decisions. */
  mustLinks?: RecordPairs;
  /** Human «different» decisions: they block must-links and merge edges. */
  cannotLinks?: RecordPairs;
  /** Automatic cannot-links (guard vetoes): they block merge edges only, never a human «same». */
  vetoes?: RecordPairs;
  /** Record keys, for ids stable across runs; without them ids are `r<smallest record index>`. */
  recordKeys?: readonly string[];
}

/** Status of an edge after clustering. */
export const EDGE_REFUSED = 0;
/** The edge joined two clusters: it belongs to the spanning forest (maximum-weight for merge edges). */
export const EDGE_JOINED = 1;
/** The edge fell inside a cluster that was already joined. */
export const EDGE_INSIDE = 2;

/** Clusters plus what happened to every edge. */
export interface ClusterResult extends Clustering {
  /** Per merge edge: EDGE_REFUSED, EDGE_JOINED or EDGE_INSIDE. */
  edgeStatus: Uint8Array;
  /** Per must-link: same statuses (refused = it contradicts a cannot-link). */
  mustLinkStatus: Uint8Array;
  /** Merge-edge indices in the order they were applied (see {@link mergeEdgeOrder}). */
  edgeOrder: Uint32Array;
  /**
   * For each refused edge or must-link (status 0): what blocked it, as an index into cannotLinks
   * followed by vetoes (index ≥ cannotLinks length → vetoes[index − that length]); -1 otherwise.
   */
  blockedBy: { mergeEdges: Int32Array; mustLinks: Int32Array };
}

/** A number per record derived from its key only (its 53-bit hash): an input-order-free tie-breaker. */
export function keyRanks(recordKeys: readonly string[]): Float64Array {
  const rank = new Float64Array(recordKeys.length);
  for (let r = 0; r < recordKeys.length; r++) rank[r] = keyHash(recordKeys[r]);
  return rank;
}

/**
 * Merge-edge indices in application order: weight descending; equal weights (common, as weights
 * take few distinct values) by the pair's record ranks when given (hashes of record keys, see
 * {@link keyRanks}) — so the order, and which edge a cannot-link refuses, do not depend on input
 * order — then by input index.
 */
export function mergeEdgeOrder(edges: MergeEdges, recordRank?: ArrayLike<number>): Uint32Array {
  const count = edges.left.length;
  const order = identityOrder(count);
  const w = edges.weight;
  const descending = Float64Array.from(w, (x) => -x);
  if (!recordRank) return orderByKeys(order, [descending]) ?? order.sort((a, b) => w[b] - w[a] || a - b);
  const low = new Float64Array(count);
  const high = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const x = recordRank[edges.left[i]];
    const y = recordRank[edges.right[i]];
    low[i] = Math.min(x, y);
    high[i] = Math.max(x, y);
  }
  return (
    orderByKeys(order, [descending, low, high]) ??
    order.sort((a, b) => w[b] - w[a] || low[a] - low[b] || high[a] - high[b] || a - b)
  );
}

/** Cannot-link partners per record in CSR form: partners of r are partner[offsets[r]..offsets[r+1]). */
interface Constraints {
  offsets: Uint32Array;
  partner: Uint32Array;
  link: Uint32Array;
  /** Links from this index on are automatic (vetoes). */
  firstAutomatic: number;
}

function constraintIndex(
  recordCount: number,
  human: RecordPairs | undefined,
  vetoes: RecordPairs | undefined,
): Constraints {
  const firstAutomatic = human?.left.length ?? 0;
  const links = concatPairs(human, vetoes);
  const count = links.left.length;
  const offsets = new Uint32Array(recordCount + 1);
  const partner = new Uint32Array(count * 2);
  const link = new Uint32Array(count * 2);
  for (let i = 0; i < count; i++) {
    offsets[links.left[i] + 1] += 1;
    offsets[links.right[i] + 1] += 1;
  }
  for (let r = 0; r < recordCount; r++) offsets[r + 1] += offsets[r];
  const fill = offsets.slice(0, recordCount);
  for (let i = 0; i < count; i++) {
    const a = links.left[i];
    const b = links.right[i];
    partner[fill[a]] = b;
    link[fill[a]++] = i;
    partner[fill[b]] = a;
    link[fill[b]++] = i;
  }
  return { offsets, partner, link, firstAutomatic };
}

function concatPairs(a: RecordPairs | undefined, b: RecordPairs | undefined): RecordPairs {
  const na = a?.left.length ?? 0;
  const nb = b?.left.length ?? 0;
  const left = new Uint32Array(na + nb);
  const right = new Uint32Array(na + nb);
  if (a) {
    left.set(a.left);
    right.set(a.right);
  }
  if (b) {
    left.set(b.left, na);
    right.set(b.right, na);
  }
  return { left, right };
}

/** Union-find with cannot-links: each root lists its members that carry a constraint (small-to-large). */
class ConstrainedSets {
  private readonly sets: UnionFind;
  private readonly constrained: (number[] | undefined)[];

  constructor(
    recordCount: number,
    private readonly c: Constraints,
  ) {
    this.sets = new UnionFind(recordCount);
    this.constrained = new Array(recordCount);
    for (let r = 0; r < recordCount; r++) if (c.offsets[r + 1] > c.offsets[r]) this.constrained[r] = [r];
  }

  find(x: number): number {
    return this.sets.find(x);
  }

  /**
   * Join x and y unless a cannot-link forbids it (vetoes only when `withVetoes`): a status and the blocking link or -1.
   */
  tryUnion(x: number, y: number, withVetoes: boolean): { status: number; blockedBy: number } {
    const a = this.sets.find(x);
    const b = this.sets.find(y);
    if (a === b) return { status: EDGE_INSIDE, blockedBy: -1 };
    const la = this.constrained[a];
    const lb = this.constrained[b];
    const [small, otherRoot] = (la?.length ?? 0) <= (lb?.length ?? 0) ? [la, b] : [lb, a];
    if (small) {
      for (const member of small) {
        for (let k = this.c.offsets[member]; k < this.c.offsets[member + 1]; k++) {
          if (!withVetoes && this.c.link[k] >= this.c.firstAutomatic) continue;
          if (this.sets.find(this.c.partner[k]) === otherRoot)
            return { status: EDGE_REFUSED, blockedBy: this.c.link[k] };
        }
      }
    }
    const root = this.sets.linkRoots(a, b);
    const other = root === a ? b : a;
    const merged = mergeLists(this.constrained[root], this.constrained[other]);
    this.constrained[root] = merged;
    this.constrained[other] = undefined;
    return { status: EDGE_JOINED, blockedBy: -1 };
  }
}

function mergeLists(x: number[] | undefined, y: number[] | undefined): number[] | undefined {
  if (!x) return y;
  if (!y) return x;
  const [big, small] = x.length >= y.length ? [x, y] : [y, x];
  for (const v of small) big.push(v);
  return big;
}

/** Cluster records: must-links first, then merge edges by descending weight, never across a cannot-link. */
export function clusterRecords(input: ClusterInput): ClusterResult {
  const { recordCount, mergeEdges, mustLinks, cannotLinks, vetoes } = input;
  const sets = new ConstrainedSets(recordCount, constraintIndex(recordCount, cannotLinks, vetoes));
  const mustCount = mustLinks?.left.length ?? 0;
  const mustLinkStatus = new Uint8Array(mustCount);
  const blockedMust = new Int32Array(mustCount).fill(-1);
  for (let i = 0; i < mustCount; i++) {
    const r = sets.tryUnion(mustLinks!.left[i], mustLinks!.right[i], false);
    mustLinkStatus[i] = r.status;
    blockedMust[i] = r.blockedBy;
  }
  // Only refusals depend on the order of tied edges: rank records by key only when constraints exist.
  const constrained = (cannotLinks?.left.length ?? 0) + (vetoes?.left.length ?? 0) > 0;
  const edgeOrder = mergeEdgeOrder(
    mergeEdges,
    input.recordKeys && constrained ? keyRanks(input.recordKeys) : undefined,
  );
  const edgeStatus = new Uint8Array(edgeOrder.length);
  const blockedEdges = new Int32Array(edgeOrder.length).fill(-1);
  for (const e of edgeOrder) {
    const r = sets.tryUnion(mergeEdges.left[e], mergeEdges.right[e], true);
    edgeStatus[e] = r.status;
    blockedEdges[e] = r.blockedBy;
  }
  const roots = new Uint32Array(recordCount);
  for (let r = 0; r < recordCount; r++) roots[r] = sets.find(r);
  const { clusterOf, clusterCount } = denseClusters(roots);
  return {
    recordCount,
    clusterOf,
    clusterCount,
    clusterIds: clusterIdsFor(clusterOf, clusterCount, input.recordKeys),
    edgeStatus,
    mustLinkStatus,
    edgeOrder,
    blockedBy: { mergeEdges: blockedEdges, mustLinks: blockedMust },
  };
}

/** Stable ids from record keys when given, else `r<smallest record index>`. */
export function clusterIdsFor(clusterOf: Uint32Array, clusterCount: number, recordKeys?: readonly string[]): string[] {
  if (recordKeys) return stableClusterIds(clusterOf, clusterCount, recordKeys);
  const ids: string[] = new Array(clusterCount);
  for (let r = clusterOf.length - 1; r >= 0; r--) ids[clusterOf[r]] = `r${r}`;
  return ids;
}
