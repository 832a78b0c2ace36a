import { describe, expect, it } from 'vitest';
import {
  adjustedRandIndex,
  bCubed,
  blockingScores,
  pairwiseFromClusters,
  pairwiseFromPairs,
  truthFromColumn,
  truthFromPairs,
} from '../../../src/core/evaluate';
import { seededRandom } from '../../../src/core/weights';

const u32 = (...x: number[]) => Uint32Array.from(x);

describe('hand-computed metrics', () => {
  // predicted {0,1,2} {3,4} {5}; true {0,1} {2,3,4} {5}
  const predicted = u32(0, 0, 0, 1, 1, 2);
  const truth = u32(0, 0, 1, 1, 1, 2);

  it('pairwise: 4 predicted pairs, 4 true pairs, 2 in common', () => {
    expect(pairwiseFromClusters(predicted, truth)).toEqual({
      truePositives: 2,
      predictedPairs: 4,
      truePairs: 4,
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
  });

  it('B-cubed: 7/9 both ways', () => {
    const s = bCubed(predicted, truth);
    expect(s.precision).toBeCloseTo(7 / 9, 12);
    expect(s.recall).toBeCloseTo(7 / 9, 12);
    expect(s.f1).toBeCloseTo(7 / 9, 12);
  });

  it('adjusted Rand: (2 − 16/15) / (4 − 16/15) = 7/22, 1 when identical', () => {
    expect(adjustedRandIndex(predicted, truth)).toBeCloseTo(7 / 22, 12);
    expect(adjustedRandIndex(truth, truth)).toBe(1);
    expect(adjustedRandIndex(u32(0, 1, 2), u32(0, 1, 2))).toBe(1);
  });

  it('pairwise of unclosed predicted pairs: duplicates once, true pairs from the entities', () => {
    const s = pairwiseFromPairs({ left: u32(0, 1, 2, 3), right: u32(1, 0, 3, 5) }, truth);
    expect([s.truePositives, s.predictedPairs, s.truePairs]).toEqual([2, 3, 4]);
  });

  it('blocking in dedupe mode: PC 2/3, RR 1 − 3/10', () => {
    const s = blockingScores({ left: u32(0, 1, 2, 0), right: u32(1, 0, 3, 2) }, u32(0, 0, 0, 1, 2));
    expect(s).toEqual({
      candidatePairs: 3,
      totalComparisons: 10,
      truePairs: 3,
      trueCandidatePairs: 2,
      pairCompleteness: 2 / 3,
      reductionRatio: 0.7,
    });
  });

  it('blocking in link mode counts only pairs across sources: |A|·|B| comparisons', () => {
    const s = blockingScores({ left: u32(0, 0, 1), right: u32(2, 1, 4) }, u32(0, 1, 0, 1, 2), 'link', [0, 0, 1, 1, 1]);
    expect(s).toMatchObject({
      candidatePairs: 2,
      totalComparisons: 6,
      truePairs: 2,
      trueCandidatePairs: 1,
      pairCompleteness: 0.5,
    });
    expect(s.reductionRatio).toBeCloseTo(2 / 3, 12);
    expect(() => blockingScores({ left: u32(), right: u32() }, u32(0), 'link')).toThrow();
  });

  it('reads truth from a column (empty = its own entity) and from pairs (closed transitively)', () => {
    expect(Array.from(truthFromColumn(['a', '', 'b', 'a', ' ', null, 'b']).entityOf)).toEqual([0, 1, 2, 0, 3, 4, 2]);
    expect(Array.from(truthFromPairs(5, { left: u32(3, 1), right: u32(1, 4) }).entityOf)).toEqual([0, 1, 2, 1, 1]);
  });
});

describe('metrics against brute-force pair enumeration on random clusterings', () => {
  it('agree for pairwise, B-cubed, ARI and blocking, with and without sources', () => {
    const random = seededRandom(8);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 30);
      const pred = Uint32Array.from({ length: n }, () => Math.floor(random() * Math.max(1, n / 3)));
      const truth = Uint32Array.from({ length: n }, () => Math.floor(random() * Math.max(1, n / 2)));
      const sourceOf = Array.from({ length: n }, () => Math.floor(random() * 2));
      const link = trial % 2 === 1;
      let tp = 0,
        pp = 0,
        tt = 0,
        all = 0;
      const candidates: [number, number][] = [];
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          if (random() < 0.3) candidates.push(random() < 0.5 ? [a, b] : [b, a]);
          if (link && sourceOf[a] === sourceOf[b]) continue;
          all += 1;
          const p = pred[a] === pred[b];
          const t = truth[a] === truth[b];
          if (p) pp += 1;
          if (t) tt += 1;
          if (p && t) tp += 1;
        }
      }
      const scope = link ? { sourceOf } : {};
      const s = pairwiseFromClusters(pred, truth, scope);
      expect([s.truePositives, s.predictedPairs, s.truePairs]).toEqual([tp, pp, tt]);
      const predPairs = { left: u32(), right: u32() };
      const list: number[][] = [];
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && pred[a] === pred[b]) list.push([a, b]);
      predPairs.left = Uint32Array.from(list, (x) => x[0]);
      predPairs.right = Uint32Array.from(list, (x) => x[1]);
      expect(pairwiseFromPairs(predPairs, truth, scope)).toEqual(s);

      let bp = 0,
        br = 0;
      for (let r = 0; r < n; r++) {
        let inCluster = 0,
          inEntity = 0,
          both = 0;
        for (let q = 0; q < n; q++) {
          if (pred[q] === pred[r]) inCluster += 1;
          if (truth[q] === truth[r]) inEntity += 1;
          if (pred[q] === pred[r] && truth[q] === truth[r]) both += 1;
        }
        bp += both / inCluster;
        br += both / inEntity;
      }
      const b3 = bCubed(pred, truth);
      expect(b3.precision).toBeCloseTo(bp / n, 12);
      expect(b3.recall).toBeCloseTo(br / n, 12);

      if (!link) {
        const expected = (tp - (pp * tt) / all) / ((pp + tt) / 2 - (pp * tt) / all);
        if (Number.isFinite(expected) && all > 0) expect(adjustedRandIndex(pred, truth)).toBeCloseTo(expected, 10);
      }
      const blocking = blockingScores(
        { left: Uint32Array.from(candidates, (c) => c[0]), right: Uint32Array.from(candidates, (c) => c[1]) },
        truth,
        link ? 'link' : 'dedupe',
        link ? sourceOf : undefined,
      );
      const counted = candidates.filter(([a, b]) => !link || sourceOf[a] !== sourceOf[b]);
      expect(blocking.candidatePairs).toBe(counted.length);
      expect(blocking.totalComparisons).toBe(all);
      expect(blocking.trueCandidatePairs).toBe(counted.filter(([a, b]) => truth[a] === truth[b]).length);
      expect(blocking.truePairs).toBe(tt);
    }
  });
});
