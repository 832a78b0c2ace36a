/**
 * The cluster safety net: an automatic cluster is checked as a whole and cut at its weakest links
 * when it holds two different valid strong keys (two GTINs: two products), is larger than the list
 * can explain, or its members do not link densely enough (a chain of weak links is not one entity).
 * Cutting removes every merge edge at the component's lowest weight and re-checks each part, so the
 * strongest links survive; the cut edges become review items. Human «same» links are never cut.
 */
import type { ReviewItem } from '../../domain/cluster';
import { clusterRecords, EDGE_REFUSED, type ClusterInput, type ClusterResult } from './cluster-records';
import { UnionFind } from './union-find';

/** Settings of {@link cutUnsafeClusters}. */
export interface ClusterCutOptions {
  /** Components with more records than this are cut. */
  maxSize: number;
  /** Components of ≥ 3 records with fewer merge links than this share of their pairs are cut (0..1). */
  minDensity: number;
  /**
   * A strong key per record whose difference is strong evidence (a GTIN): an id ≥ 0, -1 for none.
   * A component holding two different ids is cut.
   */
  keyOf?: Int32Array;
}

/** Merge edges (indices into input.mergeEdges) to cut, and one review item per cut edge. */
export interface ClusterCut {
  cutEdges: Uint32Array;
  items: ReviewItem[];
}

type Failure = { code: 'cluster-key-conflict' | 'cluster-oversized' | 'cluster-sparse'; detail: string } | null;

/** Why a component (records, and its live merge edges inside) is unsafe, or null. */
function failure(records: readonly number[], edgeCount: number, options: ClusterCutOptions): Failure {
  const n = records.length;
  if (options.keyOf) {
    let first = -1;
    for (const r of records) {
      const k = options.keyOf[r];
      if (k < 0) continue;
      if (first < 0) first = k;
      else if (k !== first) return { code: 'cluster-key-conflict', detail: `two different valid keys in ${n} records` };
    }
  }
  if (n > options.maxSize) return { code: 'cluster-oversized', detail: `${n} records > ${options.maxSize}` };
  if (n >= 3) {
    const density = edgeCount / ((n * (n - 1)) / 2);
    if (density < options.minDensity)
      return {
        code: 'cluster-sparse',
        detail: `${edgeCount} links among ${n} records: density ${density.toFixed(2)} < ${options.minDensity}`,
      };
  }
  return null;
}

/**
 * Find the merge edges to cut so that every automatic cluster passes the checks. Works per cluster of
 * `result` over the merge edges the clustering applied (joined or inside); must-links hold their
 * records together and are never cut (a part held only by must-links is left as it is).
 */
export function cutUnsafeClusters(input: ClusterInput, result: ClusterResult, options: ClusterCutOptions): ClusterCut {
  const { mergeEdges } = input;
  const { clusterOf, clusterCount } = result;
  const size = new Uint32Array(clusterCount);
  for (let r = 0; r < clusterOf.length; r++) size[clusterOf[r]] += 1;
  // Live merge edges per cluster (refused edges never joined anything).
  const edgesOf: number[][] = Array.from({ length: clusterCount }, () => []);
  for (let e = 0; e < mergeEdges.left.length; e++) {
    if (result.edgeStatus[e] === EDGE_REFUSED) continue;
    edgesOf[clusterOf[mergeEdges.left[e]]].push(e);
  }
  const mustOf: number[][] = Array.from({ length: clusterCount }, () => []);
  const must = input.mustLinks;
  if (must)
    for (let k = 0; k < must.left.length; k++)
      if (result.mustLinkStatus[k] !== EDGE_REFUSED) mustOf[clusterOf[must.left[k]]].push(k);
  const membersOf: number[][] = Array.from({ length: clusterCount }, () => []);
  for (let r = 0; r < clusterOf.length; r++) if (size[clusterOf[r]] >= 2) membersOf[clusterOf[r]].push(r);

  const cut: number[] = [];
  const items: ReviewItem[] = [];
  const uf = new UnionFind(clusterOf.length);
  for (let c = 0; c < clusterCount; c++) {
    if (size[c] < 2) continue;
    const stack: Array<{ records: number[]; edges: number[]; musts: number[] }> = [
      { records: membersOf[c], edges: edgesOf[c], musts: mustOf[c] },
    ];
    while (stack.length > 0) {
      const part = stack.pop()!;
      const why = failure(part.records, part.edges.length, options);
      if (!why || part.edges.length === 0) continue;
      let lowest = Infinity;
      for (const e of part.edges) lowest = Math.min(lowest, mergeEdges.weight[e]);
      const kept: number[] = [];
      for (const e of part.edges) {
        if (mergeEdges.weight[e] > lowest) {
          kept.push(e);
          continue;
        }
        cut.push(e);
        items.push({
          kind: 'cut-link',
          left: mergeEdges.left[e],
          right: mergeEdges.right[e],
          weight: mergeEdges.weight[e],
          clusterId: result.clusterIds[c],
          clusterSize: size[c],
          reasons: [{ code: why.code, detail: why.detail }],
        });
      }
      // The parts the remaining links (and must-links) hold together.
      for (const r of part.records) ((uf.parent[r] = r), (uf.rank[r] = 0));
      for (const e of kept) uf.union(mergeEdges.left[e], mergeEdges.right[e]);
      for (const k of part.musts) uf.union(must!.left[k], must!.right[k]);
      const parts = new Map<number, { records: number[]; edges: number[]; musts: number[] }>();
      const at = (r: number) => {
        const root = uf.find(r);
        let p = parts.get(root);
        if (!p) parts.set(root, (p = { records: [], edges: [], musts: [] }));
        return p;
      };
      for (const r of part.records) at(r).records.push(r);
      for (const e of kept) at(mergeEdges.left[e]).edges.push(e);
      for (const k of part.musts) at(must!.left[k]).musts.push(k);
      for (const p of parts.values()) if (p.records.length >= 2) stack.push(p);
    }
  }
  return { cutEdges: Uint32Array.from(cut), items };
}

/**
 * Clusters that pass the checks: the input without the cut merge edges, its clustering, and the cut links as review
 * items.
 */
export interface SafeClustering {
  input: ClusterInput;
  result: ClusterResult;
  items: ReviewItem[];
}

/**
 * Cluster, cut the unsafe clusters, and cluster again without the cut edges until nothing more is
 * cut: an edge a cannot-link refused in one round may join two parts in the next, so one round is
 * not enough. Every round removes at least one edge, so this ends.
 */
export function safeClusterRecords(input: ClusterInput, options: ClusterCutOptions): SafeClustering {
  let current = input;
  let result = clusterRecords(current);
  const items: ReviewItem[] = [];
  for (;;) {
    const cut = cutUnsafeClusters(current, result, options);
    if (cut.cutEdges.length === 0) return { input: current, result, items };
    items.push(...cut.items);
    const drop = new Uint8Array(current.mergeEdges.left.length);
    for (const e of cut.cutEdges) drop[e] = 1;
    const m = current.mergeEdges;
    let kept = 0;
    for (let e = 0; e < drop.length; e++) if (!drop[e]) kept++;
    const next = { left: new Uint32Array(kept), right: new Uint32Array(kept), weight: new Float64Array(kept) };
    for (let e = 0, k = 0; e < drop.length; e++) {
      if (drop[e]) continue;
      next.left[k] = m.left[e];
      next.right[k] = m.right[e];
      next.weight[k++] = m.weight[e];
    }
    current = { ...current, mergeEdges: next };
    result = clusterRecords(current);
  }
}
