/**
 * Bridges of an undirected multigraph (an edge whose removal disconnects its component), by Tarjan's
 * low-link method with an explicit stack, so clusters of any size cannot overflow the call stack.
 * Parallel edges between the same two records are never bridges.
 */
import type { RecordPairs } from '../../domain/cluster';

/** Bridges found by {@link findBridges}. */
export interface BridgeResult {
  /** 1 when the edge is a bridge (only edges included by the mask can be). */
  isBridge: Uint8Array;
  /** For a bridge: the number of nodes on the side cut off from the DFS root (the child's subtree). */
  cutSize: Uint32Array;
}

/** Find the bridges among `edges` (optionally only those with `include[e]` non-zero) over `nodeCount` nodes. */
export function findBridges(nodeCount: number, edges: RecordPairs, include?: Uint8Array): BridgeResult {
  const edgeCount = edges.left.length;
  const use = (e: number) => (include ? include[e] !== 0 : true);
  const offsets = new Uint32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) {
    if (!use(e)) continue;
    offsets[edges.left[e] + 1] += 1;
    offsets[edges.right[e] + 1] += 1;
  }
  for (let v = 0; v < nodeCount; v++) offsets[v + 1] += offsets[v];
  const adjacent = new Uint32Array(offsets[nodeCount]);
  const adjacentEdge = new Uint32Array(offsets[nodeCount]);
  const fill = offsets.slice(0, nodeCount);
  for (let e = 0; e < edgeCount; e++) {
    if (!use(e)) continue;
    const a = edges.left[e];
    const b = edges.right[e];
    adjacent[fill[a]] = b;
    adjacentEdge[fill[a]++] = e;
    adjacent[fill[b]] = a;
    adjacentEdge[fill[b]++] = e;
  }

  const isBridge = new Uint8Array(edgeCount);
  const cutSize = new Uint32Array(edgeCount);
  const discovery = new Int32Array(nodeCount).fill(-1);
  const low = new Int32Array(nodeCount);
  const subtree = new Uint32Array(nodeCount);
  const parentEdge = new Int32Array(nodeCount).fill(-1);
  const cursor = new Uint32Array(nodeCount);
  const stack = new Uint32Array(nodeCount);
  let time = 0;
  for (let start = 0; start < nodeCount; start++) {
    if (discovery[start] !== -1) continue;
    let top = 0;
    stack[0] = start;
    discovery[start] = low[start] = time++;
    subtree[start] = 1;
    cursor[start] = offsets[start];
    while (top >= 0) {
      const v = stack[top];
      if (cursor[v] < offsets[v + 1]) {
        const k = cursor[v]++;
        const e = adjacentEdge[k];
        if (e === parentEdge[v]) continue;
        const w = adjacent[k];
        if (discovery[w] === -1) {
          discovery[w] = low[w] = time++;
          subtree[w] = 1;
          parentEdge[w] = e;
          cursor[w] = offsets[w];
          stack[++top] = w;
        } else if (discovery[w] < low[v]) low[v] = discovery[w];
        continue;
      }
      top -= 1;
      if (top < 0) break;
      const parent = stack[top];
      subtree[parent] += subtree[v];
      if (low[v] < low[parent]) low[parent] = low[v];
      if (low[v] > discovery[parent]) {
        isBridge[parentEdge[v]] = 1;
        cutSize[parentEdge[v]] = subtree[v];
      }
    }
  }
  return { isBridge, cutSize };
}
