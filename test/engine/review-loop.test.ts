import { beforeAll, describe, expect, it } from 'vitest';
import { columnValues } from '../../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { DEFAULT_RESOLVE_SETTINGS } from '../../src/engine/resolve';
import {
  nextBatch,
  refitChange,
  simulateReviewLoop,
  truthOracle,
  withQueueHead,
  type LoopState,
} from '../../src/engine/review-loop';
import { AnsweredPairs } from '../../src/core/review/select';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { truthFromColumn, pairwiseFromClusters } from '../../src/core/evaluate';
import { reviewReport } from '../../src/cli/review-report';
import { inlineWasmScorer } from '../fixtures/scorer';
import { suppliersDataset } from '../fixtures/generate/suppliers-dataset';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

async function suppliers(seed: number) {
  const { ds } = suppliersDataset(600, seed);
  return { ds, truth: truthFromColumn(columnValues(ds, 'supplier')) };
}

describe('the review loop, headless', () => {
  it('answers in batches with a refit after each, reading the truth only for the items it is shown', async () => {
    const { ds, truth } = await suppliers(5);
    const run = await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['supplier']) }, scorer);
    const read = new Set<number>();
    // The truth behind a proxy: every record whose entity the simulated reviewer looks up is noted.
    const entityOf = new Proxy(truth.entityOf, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        const v = Reflect.get(target, key, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const budget = 60;
    const loop = simulateReviewLoop(run, ds.keys, DEFAULT_RESOLVE_SETTINGS, truthOracle(entityOf), {
      budget,
      batchSize: 20,
      evaluation: { entityOf: truth.entityOf },
    });
    expect(loop.steps.length).toBeGreaterThan(0);
    // Batches of at most 20; fewer only when the queue has no more open items.
    loop.steps.forEach((s, i) => {
      const step = s.answered - (i > 0 ? loop.steps[i - 1].answered : 0);
      expect(step).toBeGreaterThan(0);
      expect(step).toBeLessThanOrEqual(20);
      if (i < loop.steps.length - 1) expect(step).toBe(20);
    });
    expect(loop.steps.at(-1)!.answered).toBeLessThanOrEqual(budget);
    const shown = new Set([
      ...loop.human.same.left,
      ...loop.human.same.right,
      ...loop.human.different.left,
      ...loop.human.different.right,
    ]);
    for (const r of read) expect(shown.has(r)).toBe(true);
    const last = loop.steps.at(-1)!;
    expect(last.same + last.different).toBe(last.answered);
    const zeroTouch = pairwiseFromClusters(run.resolution.clustering.clusterOf, truth.entityOf);
    expect(last.reviewed.f1).toBeGreaterThanOrEqual(zeroTouch.f1);
    for (const s of loop.steps) expect(s.auto.precision).toBeGreaterThanOrEqual(0.99);
  });

  it('reports F1 after the answers and the audit estimate in the CLI lines', async () => {
    const { ds, truth } = await suppliers(6);
    const run = await dedupe(
      ds,
      { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['supplier']), truth, reviewBudget: 40 },
      scorer,
    );
    const e = run.evaluation!;
    expect(e.loop.length).toBeGreaterThan(0);
    expect(e.afterReview.budget).toBe(40);
    expect(e.audit.seeds).toBe(10);
    expect(e.audit.covered.precision).toBeGreaterThanOrEqual(9);
    const lines = reviewReport(e);
    expect(lines[0]).toMatch(
      new RegExp(
        `^review loop \\(batches of 20, refit after each\\): ${e.loop.at(-1)!.answered}: F1 \\d\\.\\d{3}; automatic precision ≥ `,
      ),
    );
    expect(lines[1]).toMatch(
      /^audit sample \(50 pairs a band, blind, answered from the truth\): precision of automatic merges \d\.\d{3} \[/,
    );
  });
});

describe('what a refit changed', () => {
  it('counts level changes among the pairs a person could see and suggests stopping below 1 %', () => {
    const before = Uint8Array.from([2, 2, 1, 1, 0, 0, 0]);
    const after = Uint8Array.from([2, 1, 2, 1, 0, 1, 0]);
    expect(refitChange(before, after, 2, 0)).toEqual({
      changed: 3,
      considered: 5,
      newMerges: 1,
      droppedMerges: 1,
      suggestStop: false,
    });
    const many = new Uint8Array(300).fill(2);
    const moved = Uint8Array.from(many);
    moved[0] = 1;
    expect(refitChange(many, moved, 2, 0).suggestStop).toBe(true);
    moved[1] = 1;
    moved[2] = 1;
    moved[3] = 1;
    expect(refitChange(many, moved, 2, 0).suggestStop).toBe(false);
  });
});

describe("the app's queue head", () => {
  it('is the batch the headless loop asks next, kept first until the next refit', async () => {
    const { ds, truth } = await suppliers(7);
    const run = await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['supplier']) }, scorer);
    const { input } = run.match.scored;
    const items = run.resolution.queue.items;
    // Five answers on the head of the plain ranking, from the truth.
    const same = { left: [] as number[], right: [] as number[] };
    const different = { left: [] as number[], right: [] as number[] };
    for (const it of items.slice(0, 5)) {
      const to = truth.entityOf[it.left!] === truth.entityOf[it.right!] ? same : different;
      to.left.push(it.left!);
      to.right.push(it.right!);
    }
    const pairs = (x: { left: number[]; right: number[] }) => ({
      left: Uint32Array.from(x.left),
      right: Uint32Array.from(x.right),
    });
    const human = { same: pairs(same), different: pairs(different) };
    const answered = new AnsweredPairs(input.recordCount, input.sourceOf, run.match.safety.oneToOne);
    answered.add(human.same, human.different);
    const batch = nextBatch(run, answered, 20);
    const key = (it: { left?: number; right?: number }) => `${it.left}:${it.right}`;
    expect(batch.length).toBeGreaterThan(0);
    // A model no refit made keeps its ranking; a refit's model heads its queue with its next batch.
    expect(withQueueHead(run, human, false).queue.items.slice(0, 5).map(key)).toEqual(items.slice(0, 5).map(key));
    const shown = withQueueHead(run, human, true).queue.items;
    // The head is the batch, in its order; no head item is one the answers imply.
    expect(shown.slice(0, batch.length).map(key)).toEqual(batch.map(key));
    for (const it of shown.slice(0, batch.length)) expect(answered.implied(it.left!, it.right!)).toBe(false);
    // Every item is still there once.
    expect(shown.slice().map(key).sort()).toEqual(items.slice().map(key).sort());
    // The same model keeps the same head, whatever answers come in until a refit.
    const later = withQueueHead(run, { same: pairs({ left: [], right: [] }), different: human.different }, false).queue
      .items;
    expect(later.slice(0, batch.length).map(key)).toEqual(batch.map(key));
  });
});

describe('choosing what to ask, linking sources', () => {
  // Records 0–2 of a.csv, 3–5 of b.csv; 0 and 3 already merged; four review pairs in queue order.
  const state = (internalDuplicates: number[] | undefined, oneToOne: boolean) =>
    ({
      match: {
        scored: { input: { recordCount: 6, sourceOf: Uint16Array.of(0, 0, 0, 1, 1, 1) } },
        safety: { oneToOne, internalDuplicates },
      },
      resolution: {
        clustering: { clusterOf: Uint32Array.of(0, 1, 2, 0, 3, 4), clusterCount: 5 },
        queue: {
          items: [
            [0, 4],
            [1, 3],
            [2, 5],
            [1, 4],
          ].map(([left, right]) => ({ kind: 'pair', left, right, reasons: [] })),
        },
      },
    }) as unknown as LoopState;
  const asked = (s: LoopState) =>
    nextBatch(s, new AnsweredPairs(6, s.match.scored.input.sourceOf, false), 4, false).map(
      (it) => `${it.left}-${it.right}`,
    );

  it('asks a pair whose record already has its partner from a clean source after the open pairs', () => {
    // a.csv is clean: b's record 3, with a's 0, is no one else's of a.csv; b.csv has twins: a's 0 may have another.
    expect(asked(state([0, 0.2], false))).toEqual(['0-4', '2-5', '1-4', '1-3']);
    // One-to-one: both sides are taken.
    expect(asked(state([0, 0], true))).toEqual(['2-5', '1-4', '0-4', '1-3']);
    // Neither source clean: the queue's order.
    expect(asked(state([0.2, 0.2], false))).toEqual(['0-4', '1-3', '2-5', '1-4']);
  });
});
