import { describe, expect, it } from 'vitest';
import {
  clusterRecords,
  EDGE_INSIDE,
  EDGE_JOINED,
  EDGE_REFUSED,
  mergeEdgeOrder,
  findBridges,
  stableClusterIds,
  clusterIdOfKey,
} from '../../../src/core/cluster';
import { bfsComponents, canonical, greedyConstrained, randomGraph, randomLinks, seededRandom, tuples } from './oracles';

describe('clusterRecords against oracles on random graphs', () => {
  it('equals BFS connected components without cannot-links', () => {
    const random = seededRandom(1);
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + Math.floor(random() * 40);
      const edges = randomGraph(random, n, Math.floor(random() * n * 1.5));
      const result = clusterRecords({ recordCount: n, mergeEdges: edges });
      expect(Array.from(result.clusterOf)).toEqual(canonical(bfsComponents(n, edges.left, edges.right)));
      const joined = result.edgeStatus.reduce((s, x) => s + (x === EDGE_JOINED ? 1 : 0), 0);
      expect(joined).toBe(n - result.clusterCount);
    }
  });

  it('equals a greedy oracle in the same edge order with cannot-links and must-links', () => {
    const random = seededRandom(2);
    let refusedSeen = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + Math.floor(random() * 30);
      const edges = randomGraph(random, n, Math.floor(random() * n * 2));
      const mustLinks = randomLinks(random, n, Math.floor(random() * 4));
      const cannotLinks = randomLinks(random, n, Math.floor(random() * 4));
      const vetoes = randomLinks(random, n, Math.floor(random() * 4));
      const result = clusterRecords({ recordCount: n, mergeEdges: edges, mustLinks, cannotLinks, vetoes });
      // Must-links yield only to human cannot-links; merge edges to both.
      const afterMust = greedyConstrained(n, tuples(mustLinks), tuples(cannotLinks));
      const expected = greedyConstrained(
        n,
        tuples(edges, mergeEdgeOrder(edges)),
        [...tuples(cannotLinks), ...tuples(vetoes)],
        afterMust,
      );
      expect(Array.from(result.clusterOf)).toEqual(canonical(expected));
      for (let k = 0; k < cannotLinks.left.length; k++) {
        if (cannotLinks.left[k] === cannotLinks.right[k]) continue;
        expect(result.clusterOf[cannotLinks.left[k]]).not.toBe(result.clusterOf[cannotLinks.right[k]]);
      }
      for (let e = 0; e < edges.left.length; e++) {
        if (result.edgeStatus[e] !== EDGE_REFUSED) continue;
        refusedSeen += 1;
        expect(result.clusterOf[edges.left[e]]).not.toBe(result.clusterOf[edges.right[e]]);
        expect(result.blockedBy.mergeEdges[e]).toBeGreaterThanOrEqual(0);
      }
    }
    expect(refusedSeen).toBeGreaterThan(50);
  });

  it('lets a human «same» override a guard veto, but not a human «different»', () => {
    const mergeEdges = { left: Uint32Array.of(0), right: Uint32Array.of(1), weight: Float64Array.of(9) };
    const pair = { left: Uint32Array.of(1), right: Uint32Array.of(0) };
    expect(clusterRecords({ recordCount: 2, mergeEdges, vetoes: pair }).clusterCount).toBe(2);
    const same = clusterRecords({ recordCount: 2, mergeEdges, vetoes: pair, mustLinks: pair });
    expect([same.clusterCount, same.mustLinkStatus[0], same.edgeStatus[0]]).toEqual([1, EDGE_JOINED, EDGE_INSIDE]);
    const conflict = clusterRecords({ recordCount: 2, mergeEdges, cannotLinks: pair, mustLinks: pair });
    expect([conflict.clusterCount, conflict.mustLinkStatus[0], conflict.blockedBy.mustLinks[0]]).toEqual([
      2,
      EDGE_REFUSED,
      0,
    ]);
  });

  it('applies must-links before merge edges and refuses the weaker of two conflicting edges', () => {
    // 0–1 strong, 1–2 weak, cannot-link 0–2: the weak edge is refused.
    const mergeEdges = { left: Uint32Array.of(1, 0), right: Uint32Array.of(2, 1), weight: Float64Array.of(3, 9) };
    const cannotLinks = { left: Uint32Array.of(0), right: Uint32Array.of(2) };
    const r = clusterRecords({ recordCount: 3, mergeEdges, cannotLinks });
    expect(Array.from(r.edgeStatus)).toEqual([EDGE_REFUSED, EDGE_JOINED]);
    // A human «same» 1–2 goes first: now the strong automatic edge is the one refused.
    const withMust = clusterRecords({
      recordCount: 3,
      mergeEdges,
      cannotLinks,
      mustLinks: { left: Uint32Array.of(1), right: Uint32Array.of(2) },
    });
    expect(Array.from(withMust.clusterOf)).toEqual([0, 1, 1]);
    expect(withMust.edgeStatus[1]).toBe(EDGE_REFUSED);
  });
});

describe('stable cluster ids', () => {
  it('gives every record the same cluster id under any permutation of the input', () => {
    const random = seededRandom(3);
    for (let trial = 0; trial < 100; trial++) {
      const n = 2 + Math.floor(random() * 30);
      const keys = Array.from({ length: n }, (_, i) => `row-${(i * 7919) % 1000}-${i}`);
      const edges = randomGraph(random, n, n);
      const cannotLinks = randomLinks(random, n, 3);
      const base = clusterRecords({ recordCount: n, mergeEdges: edges, cannotLinks, recordKeys: keys });
      // permutation: new index of old record i is perm[i]; edges listed in a shuffled order too.
      const perm = Array.from({ length: n }, (_, i) => i).sort(() => random() - 0.5);
      const inverse = new Array<number>(n);
      perm.forEach((p, i) => {
        inverse[p] = i;
      });
      const edgeOrder = Array.from(edges.left, (_, e) => e).sort(() => random() - 0.5);
      const moved = clusterRecords({
        recordCount: n,
        recordKeys: inverse.map((i) => keys[i]),
        mergeEdges: {
          left: Uint32Array.from(edgeOrder, (e) => perm[edges.left[e]]),
          right: Uint32Array.from(edgeOrder, (e) => perm[edges.right[e]]),
          // tied weights are frequent here (steps of 0.5): record keys break the ties
          weight: Float64Array.from(edgeOrder, (e) => edges.weight[e]),
        },
        cannotLinks: { left: cannotLinks.left.map((r) => perm[r]), right: cannotLinks.right.map((r) => perm[r]) },
      });
      for (let i = 0; i < n; i++) {
        expect(moved.clusterIds[moved.clusterOf[perm[i]]]).toBe(base.clusterIds[base.clusterOf[i]]);
      }
      expect(new Set(base.clusterIds).size).toBe(base.clusterCount);
      expect(base.clusterIds.every((id) => /^c[0-9a-v]{11}(~\d+)?$/.test(id))).toBe(true);
    }
  });
});

describe('bridges', () => {
  it('match brute force: an edge is a bridge iff removing it adds a component', () => {
    const random = seededRandom(4);
    let bridges = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + Math.floor(random() * 25);
      const edges = randomGraph(random, n, Math.floor(random() * n * 1.3));
      const { isBridge, cutSize } = findBridges(n, edges);
      const components = Math.max(-1, ...bfsComponents(n, edges.left, edges.right)) + 1;
      for (let e = 0; e < edges.left.length; e++) {
        const without = bfsComponents(n, edges.left, edges.right, e);
        const after = Math.max(-1, ...without) + 1;
        expect(isBridge[e]).toBe(after > components ? 1 : 0);
        if (isBridge[e]) {
          bridges += 1;
          const sideSizes = [edges.left[e], edges.right[e]].map((r) => without.filter((l) => l === without[r]).length);
          expect(sideSizes).toContain(cutSize[e]);
        }
      }
    }
    expect(bridges).toBeGreaterThan(100);
  });

  it('never calls a parallel edge a bridge and respects the include mask', () => {
    const edges = { left: Uint32Array.of(0, 0, 1), right: Uint32Array.of(1, 1, 2) };
    expect(Array.from(findBridges(3, edges).isBridge)).toEqual([0, 0, 1]);
    expect(Array.from(findBridges(3, edges, Uint8Array.of(1, 0, 1)).isBridge)).toEqual([1, 0, 1]);
  });
});

describe('cluster id collisions', () => {
  it('suffixes colliding ids in the order of their smallest keys, whatever the cluster order', () => {
    const clash = () => 42; // every key hashes alike
    const ids = stableClusterIds(Uint32Array.of(0, 1, 1, 2), 3, ['m', 'z', 'b', 'a']);
    expect(new Set(ids).size).toBe(3);
    const forced = stableClusterIds(Uint32Array.of(0, 1, 1, 2), 3, ['m', 'z', 'b', 'a'], clash);
    const base = clusterIdOfKey('x').length;
    expect(forced.map((id) => id.slice(base))).toEqual(['~2', '~1', '']);
    const reordered = stableClusterIds(Uint32Array.of(0, 1, 2, 2), 3, ['a', 'm', 'z', 'b'], clash);
    expect(reordered.map((id) => id.slice(base))).toEqual(['', '~2', '~1']);
  });
});
