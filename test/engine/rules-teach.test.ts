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

  // At 20,000 rows the blocking is bounded and the weights are fitted on training pairs, which the value rules did not
  // teach: the exact-title session took every size in, λ over all pairs reached 1.03 %, the fit was given up and no pair
  // merged at seed 7 (D168).
  it('teaches a fit made on training pairs too', async () => {
    const { figures, ds, run } = await runList(generateWines(20_000, 7), pool);
    expect(run.match.scored.training).toBeDefined();
    expect(run.match.fs.method).toBe('sessions');
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(figures.auto.recall).toBeGreaterThan(0.5);
    const { pairs, levels } = run.match;
    const litres = (r: number) => measureValue(cellAt(ds, 'size', r));
    for (let p = 0; p < levels.length; p++)
      if (levels[p] === DECISION_CODE.merge) expect(litres(pairs.left[p])).toBeCloseTo(litres(pairs.right[p]), 6);
  }, 180_000);
});
