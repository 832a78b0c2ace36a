import { describe, expect, it } from 'vitest';
import { pairwiseFromClusters, queuePrecisionAtK, simulateOracleReview } from '../../../src/core/evaluate';
import { checkClusters, clusterRecords } from '../../../src/core/cluster';
import { buildReviewQueue } from '../../../src/core/review';
import type { ReviewItem } from '../../../src/domain/cluster';

const u32 = (...x: number[]) => Uint32Array.from(x);

describe('queue precision at K', () => {
  it('judges only items with a pair', () => {
    const truth = u32(0, 0, 1, 1, 2);
    const items: ReviewItem[] = [
      { kind: 'review-band', left: 0, right: 1, reasons: [] },
      { kind: 'low-density', reasons: [] },
      { kind: 'review-band', left: 1, right: 2, reasons: [] },
      { kind: 'review-band', left: 2, right: 3, reasons: [] },
    ];
    expect(queuePrecisionAtK(items, truth, 3)).toEqual({ k: 3, judged: 2, matches: 1, precision: 0.5 });
    expect(queuePrecisionAtK(items, truth, 50).precision).toBeCloseTo(2 / 3, 12);
    expect(queuePrecisionAtK([], truth, 50).precision).toBe(1);
  });
});

describe('oracle reviewer', () => {
  // Truth: {0,1} {2,3} {4,5}. Automatic merges chain 0–1–2–3 through a weak false link 1–2;
  // the true pair 4–5 sits in the review band.
  const truth = u32(0, 0, 1, 1, 2, 2);
  const input = {
    recordCount: 6,
    mergeEdges: { left: u32(0, 1, 2), right: u32(1, 2, 3), weight: Float64Array.of(12, 6.2, 11) },
    recordKeys: ['a', 'b', 'c', 'd', 'e', 'f'],
  };
  const auto = clusterRecords(input);
  const checked = checkClusters(input, auto, { weakBridgeWeight: 8 });
  const queue = buildReviewQueue({
    mergeThreshold: 6,
    clusterItems: checked.items,
    bandPairs: { left: u32(4), right: u32(5), weight: Float64Array.of(5) },
  });

  it('starts from a false merge', () => {
    expect(pairwiseFromClusters(auto.clusterOf, truth)).toMatchObject({
      truePositives: 2,
      predictedPairs: 6,
      truePairs: 3,
    });
    expect(queue.items.slice().map((i) => [i.left, i.right])).toEqual([
      [4, 5],
      [1, 2],
    ]);
  });

  it('answers the top K items and re-clusters', () => {
    const one = simulateOracleReview(input, queue.items.slice(), truth, 1);
    expect([one.same, one.different, one.skipped]).toEqual([1, 0, 0]);
    expect(pairwiseFromClusters(one.result.clusterOf, truth)).toMatchObject({ truePositives: 3, predictedPairs: 7 });
    const two = simulateOracleReview(input, queue.items.slice(), truth, 2);
    expect([two.same, two.different]).toEqual([1, 1]);
    expect(pairwiseFromClusters(two.result.clusterOf, truth).f1).toBe(1);
    expect(Array.from(two.input.cannotLinks!.left)).toEqual([1]);
    expect(simulateOracleReview(input, queue.items.slice(), truth, 0).result.clusterOf).toEqual(auto.clusterOf);
  });

  it('lets a «same» answer override a guard veto and an earlier «different» on that pair', () => {
    const items: ReviewItem[] = [{ kind: 'guard-high-score', left: 4, right: 5, reasons: [] }];
    const vetoed = simulateOracleReview({ ...input, vetoes: { left: u32(5), right: u32(4) } }, items, truth, 1);
    expect(vetoed.result.clusterOf[4]).toBe(vetoed.result.clusterOf[5]);
    const contradicted = simulateOracleReview(
      { ...input, cannotLinks: { left: u32(5), right: u32(4) } },
      items,
      truth,
      1,
    );
    expect(contradicted.result.clusterOf[4]).toBe(contradicted.result.clusterOf[5]);
    expect(contradicted.input.cannotLinks!.left).toHaveLength(0);
  });
});
