import { describe, expect, it } from 'vitest';
import { normalizeBench, normalizeTable } from '../../../bench/normalize';

describe('bench/normalize.ts (smoke: shape only, no timing assertions)', () => {
  it('measures every kind in both workloads', async () => {
    const rows = await normalizeBench(2_000);
    expect(rows.map((r) => r.kind)).toContain('title compact key');
    expect(rows.map((r) => r.kind)).toContain('host (repeating)');
    expect(rows).toHaveLength(16);
    for (const r of rows) {
      expect(r.n).toBe(2_000);
      expect(Number.isFinite(r.valuesPerSecond) && r.valuesPerSecond > 0).toBe(true);
    }
    expect(normalizeTable(rows).split('\n')).toHaveLength(18);
  }, 60_000);
});
