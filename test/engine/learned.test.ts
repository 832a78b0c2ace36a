import { describe, expect, it } from 'vitest';
import {
  applyLearnedBoundary,
  MIN_ANSWERS_BEYOND,
  MIN_LABELS_PER_CLASS,
  type LearnedInput,
} from '../../src/engine/learned';
import { ReasonInterner } from '../../src/engine/reason-table';
import { DECISION_CODE, type Reason } from '../../src/domain/decision';
import type { PreparedProfile } from '../../src/core/profiles';
import { seededRandom } from '../../src/core/random';

/**
 * Seeded review-band pairs of one name comparison: a pair is the same entity when its similarity is
 * at least 0.85, but the rules sent every pair from 0.6 up to review (level review, score 0.7).
 */
function band(n: number, seed: number, extra: Array<{ level: number; reasons: Reason[]; sim: number }> = []) {
  const rnd = seededRandom(seed);
  const sims: number[] = [];
  const levels: number[] = [];
  const lists: Reason[][] = [];
  for (let p = 0; p < n; p++) {
    sims.push(0.6 + 0.4 * rnd());
    levels.push(DECISION_CODE.review);
    lists.push([{ code: 'similar-name', detail: '' }]);
  }
  for (const e of extra) {
    sims.push(e.sim);
    levels.push(e.level);
    lists.push(e.reasons);
  }
  const count = sims.length;
  const interner = new ReasonInterner();
  const ids = Uint32Array.from(lists, (l) => interner.intern(l));
  const prepared = {
    comparisons: [{ name: 'name', kernel: 'ratio', values: [], thresholds: [0.95, 0.85, 0.7] }],
  } as unknown as PreparedProfile;
  const input: LearnedInput = {
    left: Uint32Array.from({ length: count }, (_, p) => 2 * p),
    right: Uint32Array.from({ length: count }, (_, p) => 2 * p + 1),
    recordCount: 2 * count,
    prepared,
    similarities: [Float32Array.from(sims)],
    levels: Uint8Array.from(levels),
    scores: new Float32Array(count).fill(0.7),
    reasons: interner.column(ids),
  };
  const truth = sims.map((s) => (s >= 0.85 ? 1 : 0));
  return { input, truth };
}

const labelFirst = (truth: number[], k: number) => Int8Array.from(truth, (t, p) => (p < k ? t : -1));

describe('the boundary learned from answers', () => {
  it('moves only pairs whose kind the answers show without error, and never an answered pair', () => {
    const { input, truth } = band(600, 3);
    input.labels = labelFirst(truth, 250);
    const added: Array<[number, string]> = [];
    const before = Uint8Array.from(input.levels);
    const out = applyLearnedBoundary(input, (p, r) => added.push([p, r.code]));
    expect(out.promoted).toBeGreaterThan(50);
    for (const [p, code] of added) {
      expect(code).toBe('learned-same');
      expect(p).toBeGreaterThanOrEqual(250);
      expect(truth[p]).toBe(1); // the top levels are all same: no false merge comes of them
    }
    for (let p = 0; p < 250; p++) expect(input.levels[p]).toBe(before[p]);
  });

  it('merges nothing until enough «same» answers lie beyond the boundary', () => {
    const { input, truth } = band(600, 3);
    input.labels = labelFirst(truth, 100); // about 37 «same»: fewer than MIN_ANSWERS_BEYOND
    expect(input.labels.filter((l) => l === 1).length).toBeLessThan(MIN_ANSWERS_BEYOND);
    const out = applyLearnedBoundary(input, () => {});
    expect(out.mergeAt).toBeUndefined();
    expect(out.promoted).toBe(0);
  });

  it('does nothing until both kinds of answer reach the minimum', () => {
    const { input, truth } = band(400, 4);
    // Only «same» answers: a model that has never seen a «different» must not decide.
    input.labels = Int8Array.from(truth, (t, p) =>
      t === 1 && p < 200 ? 1 : t === 0 && p < 200 && p % 40 === 0 ? 0 : -1,
    );
    const different = input.labels.filter((l) => l === 0).length;
    expect(different).toBeLessThan(MIN_LABELS_PER_CLASS);
    const out = applyLearnedBoundary(input, () => {});
    expect(out.promoted + out.demoted + out.surfaced).toBe(0);
    expect(out.probabilities.length).toBe(0);
  });

  it('never overrules a strong key nor lifts a guard', () => {
    const strong: Reason[] = [{ code: 'same-gtin', detail: 'x' }];
    const guard: Reason[] = [{ code: 'years-differ', detail: '2025 vs 2026' }];
    const { input, truth } = band(400, 5, [
      { level: DECISION_CODE.merge, reasons: strong, sim: 0.61 },
      { level: DECISION_CODE.distinct, reasons: guard, sim: 0.97 },
      { level: DECISION_CODE.distinct, reasons: [{ code: 'similar-name', detail: '' }], sim: 0.97 },
    ]);
    input.labels = labelFirst(truth, 150);
    applyLearnedBoundary(input, () => {});
    const n = input.levels.length;
    expect(input.levels[n - 3]).toBe(DECISION_CODE.merge);
    expect(input.levels[n - 2]).toBe(DECISION_CODE.distinct);
    // A distinct pair without a guard that the answers call likely the same is asked, not merged.
    expect(input.levels[n - 1]).toBe(DECISION_CODE.review);
  });
});

describe('the learned model over every pair', () => {
  it("reads each pair's log-odds from its one-hot features as a dense row would give", async () => {
    const { pairFeatures } = await import('../../src/engine/learned');
    const { fitLogistic, predictLogistic } = await import('../../src/core/weights/logistic');
    const { input, truth } = band(200, 9);
    const features = pairFeatures(input);
    const rows = truth.map((_, p) => {
      const row = new Float64Array(features.width);
      features.row(p, row);
      return row;
    });
    const model = fitLogistic(rows, truth);
    for (let p = 0; p < truth.length; p += 7) {
      expect(1 / (1 + Math.exp(-features.logit(p, model)))).toBeCloseTo(predictLogistic(model, rows[p]), 9);
    }
  });
});
