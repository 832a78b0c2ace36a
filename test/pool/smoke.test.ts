import { describe, expect, it } from 'vitest';
import { createNodeScoringPool } from '../../src/scoring/pool/node';

const entry = new URL('./fixtures/standin.worker.ts', import.meta.url);

describe('smoke', () => {
  it('runs', async () => {
    const pool = await createNodeScoringPool({ size: 2, entry });
    const chars = Uint32Array.from([...'abcabd'].map((c) => c.codePointAt(0)!));
    await pool.loadColumn('x', { chars, offsets: Uint32Array.from([0, 3, 6]) });
    const s = await pool.scorePairs('ratio', 'x', 'x', { left: Uint32Array.of(0), right: Uint32Array.of(1) }, 0);
    expect(s[0]).toBeCloseTo(2 / 3);
    pool.terminate();
  });
});
