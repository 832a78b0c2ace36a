import { beforeAll, describe, expect, it } from 'vitest';
import { columnValues } from '../../src/engine/dataset';
import { DECISION_CODE, DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { balanceText, calibrationBatch, CALIBRATION_SIZE, type CalibrationItem } from '../../src/engine/calibration';
import { pairPatterns, type LoopState } from '../../src/engine/review-loop';
import { pairKey } from '../../src/core/review/queue';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { truthFromColumn } from '../../src/core/evaluate';
import { inlineWasmScorer } from '../fixtures/scorer';
import { suppliersDataset } from '../fixtures/generate/suppliers-dataset';
import { peopleDataset } from '../fixtures/generate/people-dataset';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

async function suppliers(seed: number) {
  const { ds } = suppliersDataset(2000, seed);
  const truth = truthFromColumn(columnValues(ds, 'supplier'));
  const state = await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['supplier']) }, scorer);
  return { entityOf: truth.entityOf, state };
}

async function people(seed: number) {
  const { ds, entityOf } = peopleDataset(2000, seed);
  return { entityOf, state: await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['person']) }, scorer) };
}

const none = () => ({ left: new Uint32Array(0), right: new Uint32Array(0) });
const noAnswers = () => ({ same: none(), different: none() });

/** Automatic merges of a run, lowest score first (ties by pair index). */
function mergesByScore(state: LoopState): number[] {
  const { levels, scores } = state.match;
  const merges: number[] = [];
  for (let p = 0; p < levels.length; p++) if (levels[p] === DECISION_CODE.merge) merges.push(p);
  return merges.sort((a, b) => scores[a] - scores[b] || a - b);
}

/** Answers of the truth to some items, as human constraints. */
function truthAnswers(items: CalibrationItem[], entityOf: Uint32Array) {
  const same = { left: [] as number[], right: [] as number[] };
  const different = { left: [] as number[], right: [] as number[] };
  for (const it of items) {
    const to = entityOf[it.left!] === entityOf[it.right!] ? same : different;
    to.left.push(it.left!);
    to.right.push(it.right!);
  }
  const u32 = (x: { left: number[]; right: number[] }) => ({
    left: Uint32Array.from(x.left),
    right: Uint32Array.from(x.right),
  });
  return { same: u32(same), different: u32(different) };
}

describe('the Calibrate step', () => {
  it('asks pairs from both sides of the threshold, half each, closest first, one per comparison pattern before a second', async () => {
    const { state } = await suppliers(8);
    const band = [...state.resolution.queue.items].filter((it) => it.kind === 'review-band');
    const merges = mergesByScore(state);
    expect(band.length).toBeGreaterThan(CALIBRATION_SIZE.max / 2);
    expect(merges.length).toBeGreaterThan(CALIBRATION_SIZE.max / 2);
    const batch = calibrationBatch(state, noAnswers(), 100);
    expect(batch.length).toBe(CALIBRATION_SIZE.max);
    expect(new Set(batch.map((it) => pairKey(it.left!, it.right!))).size).toBe(batch.length);
    const below = batch.filter((it) => it.kind === 'review-band');
    const above = batch.filter((it) => it.kind === 'merge-band');
    expect([below.length, above.length]).toEqual([CALIBRATION_SIZE.max / 2, CALIBRATION_SIZE.max / 2]);
    // The two sides take turns.
    expect(batch.map((it) => it.kind).slice(0, 4)).toEqual(['review-band', 'merge-band', 'review-band', 'merge-band']);
    // Each side from its window of the head: three times its share, closest to the threshold first.
    const patternOf = pairPatterns(state.match);
    const { left, right } = state.match.pairs;
    const windows = {
      below: band.slice(0, 3 * below.length).map((it) => pairKey(it.left!, it.right!)),
      above: merges.slice(0, 3 * above.length).map((p) => pairKey(left[p], right[p])),
    };
    for (const it of below) expect(windows.below).toContain(pairKey(it.left!, it.right!));
    for (const it of above) expect(windows.above).toContain(pairKey(it.left!, it.right!));
    const bandKeys = new Set(band.map((it) => pairKey(it.left!, it.right!)));
    for (const it of below) expect(bandKeys.has(pairKey(it.left!, it.right!))).toBe(true);
    // Diversified: a side asks a pattern twice only once every pattern of its window is asked.
    const asked = new Set(batch.map((it) => patternOf(it.left!, it.right!)));
    for (const [side, window] of [
      [below, windows.below],
      [above, windows.above],
    ] as const) {
      const own = side.map((it) => patternOf(it.left!, it.right!));
      if (own.length > new Set(own).size) {
        for (const key of window) {
          const [a, b] = key.split(':').map(Number);
          expect(asked).toContain(patternOf(a, b));
        }
      }
    }
    expect(calibrationBatch(state, noAnswers(), 1).length).toBe(CALIBRATION_SIZE.min);
  });

  it('on a seeded people list, the truth answers at least a third of the batch «same»; no answered pair returns', async () => {
    const { state, entityOf } = await people(33);
    const first = calibrationBatch(state, noAnswers());
    expect(first.length).toBe(CALIBRATION_SIZE.default);
    const isSame = (it: CalibrationItem) => entityOf[it.left!] === entityOf[it.right!];
    const same = first.filter(isSame).length;
    expect(same * 3).toBeGreaterThanOrEqual(first.length);
    expect(first.length - same).toBeGreaterThan(0);
    // Every merge-band pair is an automatic merge of the run.
    const merged = new Set(
      mergesByScore(state).map((p) => pairKey(state.match.pairs.left[p], state.match.pairs.right[p])),
    );
    for (const it of first) expect(merged.has(pairKey(it.left!, it.right!))).toBe(it.kind === 'merge-band');

    // The batch answered (one pair unsure, passed as answered otherwise): none of it is asked again.
    const unsure = pairKey(first[0].left!, first[0].right!);
    const again = calibrationBatch(
      state,
      truthAnswers(first.slice(1), entityOf),
      CALIBRATION_SIZE.default,
      (l, r) => pairKey(l, r) === unsure,
    );
    expect(again.length).toBe(CALIBRATION_SIZE.default);
    const answered = new Set(first.map((it) => pairKey(it.left!, it.right!)));
    for (const it of again) expect(answered.has(pairKey(it.left!, it.right!))).toBe(false);
    expect(again.some((it) => it.kind === 'merge-band')).toBe(true);
  });

  it('leaves out pairs earlier answers decide, and automatic merges inside a locked cluster', async () => {
    const { state, entityOf } = await suppliers(9);
    const first = calibrationBatch(state, noAnswers());
    const again = calibrationBatch(state, truthAnswers(first.slice(0, 10), entityOf));
    const answered = new Set(first.slice(0, 10).map((it) => pairKey(it.left!, it.right!)));
    for (const it of again) expect(answered.has(pairKey(it.left!, it.right!))).toBe(false);
    // Locking the records of the batch's automatic merges: none of those merges is asked.
    const mergedRecords = first.filter((it) => it.kind === 'merge-band').flatMap((it) => [it.left!, it.right!]);
    expect(mergedRecords.length).toBeGreaterThan(0);
    const locked = calibrationBatch(state, { ...noAnswers(), locked: [{ records: Uint32Array.from(mergedRecords) }] });
    const lockedSet = new Set(mergedRecords);
    const lockedMerges = locked.filter((it) => it.kind === 'merge-band');
    expect(lockedMerges.length).toBeGreaterThan(0);
    for (const it of lockedMerges) expect(lockedSet.has(it.left!) || lockedSet.has(it.right!)).toBe(false);
  });

  it('shows the balance as the meter reads it', () => {
    expect(balanceText(12, 9)).toBe('12 same · 9 different');
  });
});
