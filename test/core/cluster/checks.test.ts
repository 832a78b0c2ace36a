import { describe, expect, it } from 'vitest';
import { checkClusters, clusterRecords, maxDistanceInvariant, type ClusterInput } from '../../../src/core/cluster';
import type { MergeEdges } from '../../../src/domain/cluster';

function edges(list: [number, number, number][]): MergeEdges {
  return {
    left: Uint32Array.from(list, (e) => e[0]),
    right: Uint32Array.from(list, (e) => e[1]),
    weight: Float64Array.from(list, (e) => e[2]),
  };
}

function run(input: ClusterInput, options: Parameters<typeof checkClusters>[2]) {
  return checkClusters(input, clusterRecords(input), options);
}

describe('cluster checks', () => {
  // Two strong triangles {0,1,2} and {3,4,5} held together by one weak bridge 2–3.
  const barbell = edges([
    [0, 1, 12],
    [1, 2, 12],
    [0, 2, 11],
    [3, 4, 12],
    [4, 5, 12],
    [3, 5, 11],
    [2, 3, 6.5],
  ]);

  it('reports a weak bridge with the sizes it would split into', () => {
    const { items, clustering } = run({ recordCount: 6, mergeEdges: barbell }, { weakBridgeWeight: 8 });
    expect(clustering.clusterCount).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'weak-bridge', left: 2, right: 3, weight: 6.5, clusterSize: 6 });
    expect(items[0].reasons[0].detail).toContain('3 + 3');
  });

  it('ignores a strong bridge and a cycle of weak links', () => {
    expect(run({ recordCount: 6, mergeEdges: barbell }, { weakBridgeWeight: 6 }).items).toHaveLength(0);
    const weakCycle = edges([
      [0, 1, 5],
      [1, 2, 5],
      [2, 0, 5],
    ]);
    expect(run({ recordCount: 3, mergeEdges: weakCycle }, { weakBridgeWeight: 8 }).items).toHaveLength(0);
  });

  it('names a refused must-link and an all-human cluster without an infinite weight', () => {
    const input = {
      recordCount: 61,
      mergeEdges: edges([]),
      mustLinks: { left: new Uint32Array(60), right: Uint32Array.from({ length: 60 }, (_, i) => i + 1) },
      cannotLinks: { left: Uint32Array.of(0), right: Uint32Array.of(60) },
    };
    const { items } = run(input, {});
    expect(items.map((i) => [i.kind, i.left, i.right, i.weight])).toEqual([
      ['oversized-cluster', 0, 1, undefined],
      ['refused-link', 0, 60, undefined],
    ]);
    expect(items[1].reasons[0]).toEqual({ code: 'must-link-conflict', detail: 'cannot-link 0–60' });
  });

  it('treats must-links as unbreakable bridges', () => {
    const chain = edges([[0, 1, 12]]);
    const input = {
      recordCount: 3,
      mergeEdges: chain,
      mustLinks: { left: Uint32Array.of(1), right: Uint32Array.of(2) },
    };
    expect(run(input, { weakBridgeWeight: 100 }).items.map((i) => [i.left, i.right])).toEqual([[0, 1]]);
  });

  it('reports low density and the weakest spanning link of a chain', () => {
    // A path of 5 records: 4 links among 10 pairs = density 0.4; weakest link 7 (edge 2–3).
    const path = edges([
      [0, 1, 10],
      [1, 2, 9],
      [2, 3, 7],
      [3, 4, 8],
    ]);
    const { items } = run({ recordCount: 5, mergeEdges: path }, { minDensity: 0.5, minWeakestLink: 7.5 });
    expect(items.map((i) => i.kind)).toEqual(['low-density', 'weak-link']);
    for (const item of items) expect([item.left, item.right, item.weight]).toEqual([2, 3, 7]);
    expect(items[0].reasons[0].detail).toContain('0.400');
    expect(run({ recordCount: 5, mergeEdges: path }, { minDensity: 0.4, minWeakestLink: 7 }).items).toHaveLength(0);
  });

  it('reports clusters over the size cap, default 50', () => {
    const star = edges(Array.from({ length: 60 }, (_, i) => [0, i + 1, 10 + i] as [number, number, number]));
    const small = run({ recordCount: 61, mergeEdges: star }, {});
    expect(small.items).toHaveLength(1);
    expect(small.items[0]).toMatchObject({ kind: 'oversized-cluster', clusterSize: 61, left: 0, right: 1, weight: 10 });
    expect(run({ recordCount: 61, mergeEdges: star }, { maxClusterSize: 61 }).items).toHaveLength(0);
  });

  it('reports a merge edge refused by a cannot-link, naming the link', () => {
    const input = {
      recordCount: 3,
      mergeEdges: edges([
        [0, 1, 9],
        [1, 2, 8],
      ]),
      cannotLinks: { left: Uint32Array.of(2), right: Uint32Array.of(0) },
    };
    const { items } = run(input, {});
    expect(items).toEqual([
      {
        kind: 'refused-link',
        left: 1,
        right: 2,
        weight: 8,
        reasons: [{ code: 'cannot-link', detail: 'cannot-link 2–0' }],
      },
    ]);
    const vetoed = run({ ...input, cannotLinks: undefined, vetoes: input.cannotLinks }, {});
    expect(vetoed.items[0].reasons).toEqual([{ code: 'guard-veto', detail: 'guard veto 2–0' }]);
  });

  it('splits an event cluster whose places are farther apart than the limit', () => {
    // Records 0,1 at one venue, 2,3 about 5 km away, 4 without coordinates.
    const lat = [55.75, 55.7501, 55.795, 55.7951, NaN];
    const lon = [37.62, 37.6201, 37.62, 37.62, NaN];
    const input = {
      recordCount: 5,
      mergeEdges: edges([
        [0, 1, 9],
        [1, 2, 9],
        [2, 3, 9],
        [3, 4, 9],
      ]),
      recordKeys: ['a', 'b', 'c', 'd', 'e'],
    };
    const { clustering, items } = run(input, { invariant: maxDistanceInvariant(lat, lon, 200) });
    expect(Array.from(clustering.clusterOf)).toEqual([0, 0, 1, 1, 0]);
    expect(clustering.clusterIds).toHaveLength(2);
    expect(items).toHaveLength(1);
    expect(items[0].kind).toBe('invariant');
    expect(items[0].reasons[0].detail).toMatch(/^2 places up to 50\d\d m apart > 200 m$/);
    expect(run(input, { invariant: maxDistanceInvariant(lat, lon, 10_000) }).items).toHaveLength(0);
  });
});
