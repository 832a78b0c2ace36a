import { describe, expect, it } from 'vitest';
import { buildReviewQueue, reviewCapacity } from '../../../src/core/review';
import type { MergeEdges, ReviewItem } from '../../../src/domain/cluster';

function pairs(list: [number, number, number][]): MergeEdges {
  return {
    left: Uint32Array.from(list, (e) => e[0]),
    right: Uint32Array.from(list, (e) => e[1]),
    weight: Float64Array.from(list, (e) => e[2]),
  };
}
const pairsOf = (items: ReviewItem[]) => items.map((i) => [i.kind, i.left, i.right]);

describe('review queue', () => {
  // Threshold 6: distances 0.5, 2, 0.2, 1, 0.5 → order 2, 3, 0, 4 (tie with 0 broken by input order), 1.
  const band = pairs([
    [0, 1, 5.5],
    [2, 3, 4],
    [4, 5, 5.8],
    [6, 7, 5],
    [8, 9, 6.5],
  ]);
  const clusterItems: ReviewItem[] = [
    {
      kind: 'oversized-cluster',
      left: 20,
      right: 21,
      weight: 10,
      clusterId: 'cA',
      clusterSize: 80,
      reasons: [{ code: 'cluster-size' }],
    },
    {
      kind: 'weak-bridge',
      left: 10,
      right: 11,
      weight: 7,
      clusterId: 'cB',
      clusterSize: 5,
      reasons: [{ code: 'weak-bridge' }],
    },
    { kind: 'low-density', clusterId: 'cC', clusterSize: 9, reasons: [{ code: 'low-density' }] },
    {
      kind: 'weak-bridge',
      left: 12,
      right: 13,
      weight: 6.3,
      clusterId: 'cD',
      clusterSize: 4,
      reasons: [{ code: 'weak-bridge' }],
    },
  ];
  const guard = pairs([
    [30, 31, 7],
    [32, 33, 12],
    [34, 35, 3],
  ]);

  it('ranks band pairs by distance to the threshold, then risky links, then guard-fired high scores', () => {
    const queue = buildReviewQueue({ mergeThreshold: 6, bandPairs: band, clusterItems, guardPairs: guard });
    expect(pairsOf(queue.items.slice())).toEqual([
      ['review-band', 4, 5],
      ['review-band', 0, 1],
      ['review-band', 8, 9],
      ['review-band', 6, 7],
      ['review-band', 2, 3],
      ['weak-bridge', 12, 13],
      ['weak-bridge', 10, 11],
      ['low-density', undefined, undefined],
      ['oversized-cluster', 20, 21],
      ['guard-high-score', 32, 33],
      ['guard-high-score', 30, 31],
    ]);
    expect(queue.available).toBe(11);
    expect(queue.items.slice()[0].reasons).toEqual([
      { code: 'review-band', weight: 5.8, detail: 'weight 5.80 vs threshold 6' },
    ]);
  });

  it('cuts the queue to pairs per hour × hours', () => {
    const queue = buildReviewQueue({
      mergeThreshold: 6,
      bandPairs: band,
      clusterItems,
      guardPairs: guard,
      capacity: { pairsPerHour: 4, hours: 1.5 },
    });
    expect(queue.capacity).toBe(6);
    expect(pairsOf(queue.items.slice())).toEqual([
      ['review-band', 4, 5],
      ['review-band', 0, 1],
      ['review-band', 8, 9],
      ['review-band', 6, 7],
      ['review-band', 2, 3],
      ['weak-bridge', 12, 13],
    ]);
    expect(reviewCapacity(undefined)).toBe(Infinity);
    expect(() => reviewCapacity(-1)).toThrow();
  });

  it('keeps a pair once, in its best place, with the reasons of every appearance', () => {
    const queue = buildReviewQueue({
      mergeThreshold: 6,
      bandPairs: pairs([[1, 0, 5.9]]),
      bandReasons: () => [{ code: 'one-edit-neighbour' }],
      clusterItems: [{ kind: 'weak-bridge', left: 0, right: 1, weight: 5.9, reasons: [{ code: 'weak-bridge' }] }],
      guardPairs: pairs([[0, 1, 9]]),
      guardReasons: () => [{ code: 'years-differ', detail: '2025 vs 2026' }],
      capacity: 1,
    });
    expect(queue.items.slice()).toHaveLength(1);
    expect(queue.items.slice()[0].kind).toBe('review-band');
    expect(queue.items.slice()[0].reasons.map((r) => r.code)).toEqual([
      'one-edit-neighbour',
      'weak-bridge',
      'years-differ',
      'guard-high-score',
    ]);
  });

  it('leaves guard-vetoed pairs below the minimum weight out, and does not mutate its inputs', () => {
    const items = clusterItems.map((i) => ({ ...i, reasons: [...i.reasons] }));
    const queue = buildReviewQueue({ mergeThreshold: 6, guardPairs: guard, guardMinWeight: 8, clusterItems: items });
    expect(
      queue.items
        .slice()
        .filter((i) => i.kind === 'guard-high-score')
        .map((i) => i.weight),
    ).toEqual([12]);
    expect(items).toEqual(clusterItems);
  });
});

describe('review queue head selection', () => {
  it('equals the head of the full ranking for any capacity, with ties and repeated pairs', async () => {
    const { seededRandom } = await import('../../../src/core/weights');
    const random = seededRandom(12);
    for (let trial = 0; trial < 200; trial++) {
      const count = 1 + Math.floor(random() * 300);
      const list = (n: number, records: number): [number, number, number][] =>
        Array.from({ length: n }, () => [
          Math.floor(random() * records),
          Math.floor(random() * records),
          Math.round(random() * 40) / 4,
        ]);
      const records = 2 + Math.floor(random() * 60); // few records: many repeated pairs
      const input = {
        mergeThreshold: 5,
        bandPairs: pairs(list(count, records)),
        guardPairs: pairs(list(Math.floor(random() * 200), records)),
        clusterItems: [
          { kind: 'weak-link' as const, left: 0, right: 1, weight: 6, reasons: [{ code: 'weak-link' as const }] },
        ],
      };
      const full = buildReviewQueue(input).items.slice();
      const capacity = Math.floor(random() * 40);
      const head = buildReviewQueue({ ...input, capacity }).items.slice();
      expect(pairsOf(head)).toEqual(pairsOf(full.slice(0, capacity)));
    }
  });

  it('falls back to the full ranking when repeated pairs leave the head short', () => {
    const list: [number, number, number][] = Array.from({ length: 200 }, (_, i) => [i % 2, 1 - (i % 2), 5]);
    list.push([2, 3, 9]);
    const queue = buildReviewQueue({
      mergeThreshold: 5,
      bandPairs: pairs(list),
      capacity: 2,
      clusterItems: [{ kind: 'weak-link', left: 7, right: 8, weight: 5, reasons: [] }],
    });
    expect(pairsOf(queue.items.slice())).toEqual([
      ['review-band', 0, 1],
      ['review-band', 2, 3],
    ]);
    expect(queue.items.slice()[0].reasons).toHaveLength(1);
  });
});

describe('lazy review items', () => {
  it('are the items of the eager implementation, reasons merged alike, for any capacity', async () => {
    const { referenceReviewQueue } = await import('./queue-reference');
    const { seededRandom } = await import('../../../src/core/weights');
    const random = seededRandom(5);
    const kinds = ['weak-bridge', 'weak-link', 'refused-link', 'low-density'] as const;
    for (let trial = 0; trial < 150; trial++) {
      const records = 2 + Math.floor(random() * 30);
      const list = (n: number): [number, number, number][] =>
        Array.from({ length: n }, () => [
          Math.floor(random() * records),
          Math.floor(random() * records),
          Math.round(random() * 40) / 4,
        ]);
      const clusterItems: ReviewItem[] = Array.from({ length: Math.floor(random() * 8) }, (_, i) => {
        const [left, right, weight] = list(1)[0];
        return random() < 0.2
          ? {
              kind: 'low-density',
              clusterId: `c${i}`,
              clusterSize: 4,
              reasons: [{ code: 'low-density', detail: `${i}` }],
            }
          : {
              kind: kinds[i % 3],
              left,
              right,
              weight,
              clusterId: `c${i}`,
              clusterSize: 3,
              reasons: [{ code: kinds[i % 3], detail: `${i % 2}` }],
            };
      });
      const input = {
        mergeThreshold: 5,
        bandPairs: pairs(list(Math.floor(random() * 60))),
        bandReasons: random() < 0.5 ? undefined : (i: number) => [{ code: 'review-band' as const, detail: `${i % 3}` }],
        guardPairs: pairs(list(Math.floor(random() * 20))),
        guardReasons: (i: number) => [{ code: 'years-differ' as const, detail: `${i % 2}` }],
        clusterItems,
        capacity: random() < 0.3 ? undefined : Math.floor(random() * 30),
      };
      const expected = referenceReviewQueue(input);
      const got = buildReviewQueue(input);
      expect(JSON.parse(JSON.stringify(got))).toEqual(JSON.parse(JSON.stringify(expected)));
      expect([...got.items]).toEqual(expected.items);
      expect(got.items.length).toBe(expected.items.length);
    }
  });
});
