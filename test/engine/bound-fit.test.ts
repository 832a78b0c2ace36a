import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_SETTINGS, type MatchResult } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { DEFAULT_BOUND, pairIndex } from '../../src/core/block';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { peopleDataset } from '../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../fixtures/scorer';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

const saved = { ...DEFAULT_BOUND };
afterEach(() => Object.assign(DEFAULT_BOUND, saved));

const { ds } = peopleDataset(2500, 21);

async function run(perRecord: number): Promise<MatchResult> {
  const match = { ...DEFAULT_MATCH_SETTINGS, candidatesPerRecord: perRecord };
  return (await dedupe(ds, { match, exclude: new Set(['person']) }, scorer)).match;
}

const close = (a: ArrayLike<number>, b: ArrayLike<number>, tol: number) =>
  Array.from(a).every((x, i) => Math.abs(x - b[i]) <= tol * Math.max(1, Math.abs(x)));

describe('the weight fit of a bounded run', () => {
  it('is the unbounded fit: bounding changes which pairs are decided, not their weights', async () => {
    DEFAULT_BOUND.minPairs = 0; // bound this small list
    const all = await run(0);
    const bounded = await run(8);
    expect(bounded.scored.bound?.applied).toBe(true);
    expect(bounded.scored.training?.exact).toBe(true);
    expect(bounded.pairs.left.length).toBeLessThan(all.pairs.left.length * 0.7);
    expect(bounded.fs.method).toBe(all.fs.method);
    const [p, q] = [all.fs.parameters, bounded.fs.parameters];
    expect(Math.abs(q.lambda - p.lambda)).toBeLessThanOrEqual(1e-12 + 1e-9 * p.lambda);
    p.m.forEach((m, f) => expect(close(q.m[f], m, 1e-9)).toBe(true));
    p.u.forEach((u, f) => expect(close(q.u[f], u, 1e-9)).toBe(true));
    // Every kept pair weighs what it weighed unbounded (term-frequency adjustments included).
    for (let k = 0; k < bounded.pairs.left.length; k++) {
      const at = pairIndex(all.pairs, bounded.pairs.left[k], bounded.pairs.right[k]);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(Math.abs(bounded.fs.pairWeights[k] - all.fs.pairWeights[at])).toBeLessThan(1e-9);
    }
  }, 120_000);

  it('from a sample of the unbounded pairs lands near the unbounded fit', async () => {
    const all = await run(0);
    Object.assign(DEFAULT_BOUND, { minPairs: 0, trainingExact: 0, trainingSample: 40_000 });
    const bounded = await run(8);
    const training = bounded.scored.training!;
    expect(training.exact).toBe(false);
    expect(training.scale).toBeGreaterThan(1);
    expect(bounded.fs.method).toBe('sessions');
    const [p, q] = [all.fs.parameters, bounded.fs.parameters];
    expect(q.lambda / p.lambda).toBeGreaterThan(0.8);
    expect(q.lambda / p.lambda).toBeLessThan(1.25);
    // The exact level's m of every field within 0.05 of the unbounded fit.
    p.m.forEach((m, f) => expect(Math.abs(q.m[f][1] - m[1])).toBeLessThan(0.05));
  }, 120_000);
});
