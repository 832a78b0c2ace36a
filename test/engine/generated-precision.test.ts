import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/pool/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { runGenerated } from '../fixtures/generate/evaluate';
import type { GeneratedKind } from '../fixtures/generate/lists';

// The failure classes of issue 10 as generated lists Doppel was never tuned on: automatic merges must
// stay safe (precision ≥ 0.99, traps that are two entities never in one automatic cluster, no
// automatic cluster of several entities beyond a pair), whatever the recall.
describe('automatic merges on generated lists of the failure classes', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  const cases: Array<[GeneratedKind, number]> = [['people', 2000], ['people-ru', 2000], ['events-ru', 2000], ['biblio', 2000], ['software', 2000], ['bank', 2000]];
  it.each(cases)('%s (%i rows): automatic precision ≥ 0.99 and traps kept apart', async (kind, size) => {
    const f = await runGenerated(kind, size, 3, { scorer: pool });
    // No automatic merge at all is safe too; precision is only defined over merges.
    if (f.mergePairs > 0) expect(f.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(f.falseMergePairs).toBeLessThanOrEqual(Math.ceil(0.01 * f.mergePairs));
    expect(f.largestClusterEntities).toBeLessThanOrEqual(2);
    for (const trap of f.traps.filter((t) => !t.same)) expect(trap.together, `${kind}: trap ${trap.trap}`).toBeLessThanOrEqual(Math.ceil(0.05 * trap.pairs));
  }, 120_000);
});
