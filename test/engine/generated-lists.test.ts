import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { runGenerated } from '../fixtures/generate/evaluate';
import { generateList } from '../fixtures/generate/lists';
import { truePairCount } from '../fixtures/generate/list';

// The harness that precision tests on the generated lists will call; figures are not asserted here
// (scripts/generated-quality.ts reports them).
describe('runGenerated', () => {
  let pool: ScoringPool;
  beforeAll(async () => {
    pool = await createNodeScoringPool();
  });
  afterAll(() => pool.terminate());

  it.each([
    ['events-ru', 'dedupe'],
    ['bank', 'link'],
  ] as const)(
    'runs %s (%s) through dedupe and measures it',
    async (kind, mode) => {
      const f = await runGenerated(kind, 1000, 1, { scorer: pool });
      expect(f).toMatchObject({ kind, mode, records: 1000, truePairs: truePairCount(generateList(kind, 1000, 1)) });
      for (const x of [f.auto.precision, f.auto.recall, f.pairCompleteness])
        expect(Number.isNaN(x) || (x >= 0 && x <= 1)).toBe(true);
      expect(f.largestCluster).toBeGreaterThanOrEqual(1);
      expect(f.largestClusterEntities).toBeLessThanOrEqual(f.largestCluster);
      expect(f.traps.map((t) => t.pairs).every((n) => n > 0)).toBe(true);
    },
    60_000,
  );
});
