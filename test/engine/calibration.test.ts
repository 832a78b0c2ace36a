import { beforeAll, describe, expect, it } from 'vitest';
import { columnValues } from '../../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { balanceText, calibrationBatch, CALIBRATION_SIZE } from '../../src/engine/calibration';
import { pairPatterns } from '../../src/engine/review-loop';
import { pairKey } from '../../src/core/review/queue';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { truthFromColumn } from '../../src/core/evaluate';
import { inlineWasmScorer } from '../fixtures/scorer';
import { suppliersDataset } from '../fixtures/generate/suppliers-dataset';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

async function run(seed: number) {
  const { ds } = suppliersDataset(2000, seed);
  const truth = truthFromColumn(columnValues(ds, 'supplier'));
  return { truth, state: await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['supplier']) }, scorer) };
}

const none = () => ({ left: new Uint32Array(0), right: new Uint32Array(0) });

describe('the Calibrate step', () => {
  it('asks review-band pairs only, one per comparison pattern before a second, within 20-40 pairs', async () => {
    const { state } = await run(8);
    const band = [...state.resolution.queue.items].filter((it) => it.kind === 'review-band');
    expect(band.length).toBeGreaterThan(CALIBRATION_SIZE.min);
    const batch = calibrationBatch(state, { same: none(), different: none() }, 100);
    expect(batch.length).toBeLessThanOrEqual(CALIBRATION_SIZE.max);
    expect(batch.length).toBe(Math.min(CALIBRATION_SIZE.max, band.length));
    expect(batch.every((it) => it.kind === 'review-band')).toBe(true);
    expect(new Set(batch.map((it) => pairKey(it.left!, it.right!))).size).toBe(batch.length);
    // Diversified: no pattern is asked twice while a band pattern of the window is left out.
    const patternOf = pairPatterns(state.match);
    const asked = batch.map((it) => patternOf(it.left!, it.right!));
    const window = band.slice(0, 3 * batch.length).map((it) => patternOf(it.left!, it.right!));
    const repeated = asked.length > new Set(asked).size;
    if (repeated) for (const p of window) expect(asked).toContain(p);
    expect(calibrationBatch(state, { same: none(), different: none() }, 1).length).toBe(
      Math.min(CALIBRATION_SIZE.min, band.length),
    );
  });

  it('leaves out pairs earlier answers decide', async () => {
    const { state, truth } = await run(9);
    const first = calibrationBatch(state, { same: none(), different: none() });
    const same = { left: [] as number[], right: [] as number[] };
    const different = { left: [] as number[], right: [] as number[] };
    for (const it of first.slice(0, 10)) {
      const to = truth.entityOf[it.left!] === truth.entityOf[it.right!] ? same : different;
      to.left.push(it.left!);
      to.right.push(it.right!);
    }
    const u32 = (x: { left: number[]; right: number[] }) => ({
      left: Uint32Array.from(x.left),
      right: Uint32Array.from(x.right),
    });
    const again = calibrationBatch(state, { same: u32(same), different: u32(different) });
    const answered = new Set(first.slice(0, 10).map((it) => pairKey(it.left!, it.right!)));
    for (const it of again) expect(answered.has(pairKey(it.left!, it.right!))).toBe(false);
  });

  it('shows the balance as the meter reads it', () => {
    expect(balanceText(12, 9)).toBe('12 same · 9 different');
  });
});
