import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { runList } from '../fixtures/generate/evaluate';
import { generateWines } from '../fixtures/generate/wines';
import { DECISION_CODE } from '../../src/engine/match';
import { cellAt } from '../../src/engine/dataset';
import { measureValue } from '../../src/core/normalize/measure';

// Three wine merchants list the bottle, the magnum and the half bottle of one wine and vintage: every field but the
// size agrees, so the training session of one title took them all for matches, read the size as noise and the fit as
// a whole as implausible — no automatic merge at all. What the value rules say (another quantity is another thing)
// now teaches the sessions what matches look like.
describe('value rules teach the fit', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  it('a list of bottle sizes gets a fit, merges, and never joins two sizes', async () => {
    const { figures, ds, run } = await runList(generateWines(1500, 2), pool);
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(figures.auto.recall).toBeGreaterThan(0.4);
    const { pairs, levels } = run.match;
    const litres = (r: number) => measureValue(cellAt(ds, 'size', r));
    let merges = 0;
    for (let p = 0; p < levels.length; p++) {
      if (levels[p] !== DECISION_CODE.merge) continue;
      merges++;
      expect(litres(pairs.left[p])).toBeCloseTo(litres(pairs.right[p]), 6);
    }
    expect(merges).toBeGreaterThan(100);
  }, 120_000);
});
