import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeClusterRecords, type ClusterInput } from '../../../src/core/cluster';

/** What resolve.ts does: cluster, cut what is unsafe, until nothing more is cut. */
function safeClusters(input: ClusterInput, options: Parameters<typeof safeClusterRecords>[1]) {
  const safe = safeClusterRecords(input, options);
  return { result: safe.result, cut: safe, next: safe.input };
}

const edges = (list: Array<[number, number, number]>) => ({
  left: Uint32Array.from(list, (e) => e[0]),
  right: Uint32Array.from(list, (e) => e[1]),
  weight: Float64Array.from(list, (e) => e[2]),
});

describe('cluster safety net (cut at the weakest links)', () => {
  it('splits a chain through a record without a key that joins two different GTINs', () => {
    // 0 (GTIN A) —9— 1 (no GTIN) —3— 2 (GTIN B): the weak link goes.
    const input: ClusterInput = {
      recordCount: 3,
      mergeEdges: edges([
        [0, 1, 9],
        [1, 2, 3],
      ]),
    };
    const { result, cut } = safeClusters(input, { maxSize: 50, minDensity: 0, keyOf: Int32Array.from([0, -1, 1]) });
    expect(result.clusterOf[0]).toBe(result.clusterOf[1]);
    expect(result.clusterOf[2]).not.toBe(result.clusterOf[1]);
    expect(cut.items).toHaveLength(1);
    expect(cut.items[0]).toMatchObject({
      kind: 'cut-link',
      left: 1,
      right: 2,
      reasons: [{ code: 'cluster-key-conflict' }],
    });
  });

  it('cuts a long sparse chain and keeps a dense group whole', () => {
    // A chain of 8 records (density 7/28) and a complete group of 4.
    const chain: Array<[number, number, number]> = Array.from({ length: 7 }, (_, i) => [i, i + 1, 5 + (i % 3)]);
    const group: Array<[number, number, number]> = [
      [8, 9, 6],
      [8, 10, 6],
      [8, 11, 6],
      [9, 10, 6],
      [9, 11, 6],
      [10, 11, 6],
    ];
    const { result } = safeClusters(
      { recordCount: 12, mergeEdges: edges([...chain, ...group]) },
      { maxSize: 50, minDensity: 0.3 },
    );
    const sizeOf = (r: number) => [...result.clusterOf].filter((c) => c === result.clusterOf[r]).length;
    expect(sizeOf(8)).toBe(4);
    for (let r = 0; r < 8; r++) expect(sizeOf(r)).toBeLessThan(8);
  });

  it('never cuts a human «same» link', () => {
    const input: ClusterInput = {
      recordCount: 3,
      mergeEdges: edges([[1, 2, 2]]),
      mustLinks: { left: Uint32Array.of(0), right: Uint32Array.of(1) },
    };
    const { result } = safeClusters(input, { maxSize: 50, minDensity: 0, keyOf: Int32Array.from([0, 1, -1]) });
    expect(result.clusterOf[0]).toBe(result.clusterOf[1]);
    expect(result.clusterOf[2]).not.toBe(result.clusterOf[1]);
  });

  it('property: no automatic cluster holds two different valid keys or a guarded pair, none is oversized or sparse', () => {
    const graph = fc.integer({ min: 2, max: 40 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: 12 })), { maxLength: 120 }),
        vetoes: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 10 }),
        keys: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: n, maxLength: n }),
        maxSize: fc.integer({ min: 2, max: 12 }),
        minDensity: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(graph, ({ n, edges: list, vetoes, keys, maxSize, minDensity }) => {
        const merge = list.filter(([a, b]) => a !== b);
        const veto = vetoes.filter(([a, b]) => a !== b);
        const input: ClusterInput = {
          recordCount: n,
          mergeEdges: edges(merge),
          vetoes: { left: Uint32Array.from(veto, (v) => v[0]), right: Uint32Array.from(veto, (v) => v[1]) },
        };
        const keyOf = Int32Array.from(keys);
        const { result, next } = safeClusters(input, { maxSize, minDensity, keyOf });
        const members = new Map<number, number[]>();
        result.clusterOf.forEach((c, r) => members.set(c, [...(members.get(c) ?? []), r]));
        for (const list of members.values()) {
          const distinctKeys = new Set(list.map((r) => keyOf[r]).filter((k) => k >= 0));
          expect(distinctKeys.size).toBeLessThanOrEqual(1);
          expect(list.length).toBeLessThanOrEqual(Math.max(maxSize, 1));
          if (list.length >= 3) {
            const inside = new Set(list);
            // Density as the cut counts it: live merge edges (parallel edges included) over pairs.
            let live = 0;
            next.mergeEdges.left.forEach((a, e) => {
              if (inside.has(a) && inside.has(next.mergeEdges.right[e]) && result.edgeStatus[e] !== 0) live++;
            });
            expect(live / ((list.length * (list.length - 1)) / 2)).toBeGreaterThanOrEqual(minDensity);
          }
        }
        for (const [a, b] of veto) expect(result.clusterOf[a]).not.toBe(result.clusterOf[b]);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
