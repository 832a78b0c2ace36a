import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { DEFAULT_MINHASH, minHashKeys } from '../../src/scoring/minhash';
import { StandInScorer, TRIGGERS, encode } from './fixtures/standin-scorer';
import { seededStrings, standInPools } from './fixtures/pools';

const standInPool = standInPools();

/** Seeded strings: Latin, Cyrillic, emoji, an empty value, one shorter than q, a long one. */
function strings(count: number, seed: number): string[] {
  const out = seededStrings(count, seed, 'abcde йцук😀', 0, 20);
  out[3] = '';
  out[4] = 'я';
  out[5] = 'abcdeйцук😀'.repeat(30);
  return out;
}

const values = strings(90, 3);
const { q, bands, rows, seed } = DEFAULT_MINHASH;

describe('minhashBands through the pool (stand-in workers)', () => {
  const local = new StandInScorer();
  local.loadColumn('v', encode(values));

  it.each([
    { size: 1, batchSize: 100_000 },
    { size: 2, batchSize: 1 },
    { size: 3, batchSize: 29 },
    { size: 2, batchSize: undefined },
  ])(
    'equals the in-process scorer whatever the cut ($size workers, batches of $batchSize)',
    async ({ size, batchSize }) => {
      const p = await standInPool({ size, batchSize });
      await p.loadColumn('v', encode(values));
      expect(await p.minhashBands('v', q, bands, rows, seed)).toEqual(local.minhashBands('v', q, bands, rows, seed));
      await p.loadColumn('none', encode([]));
      expect(await p.minhashBands('none', q, bands, rows, seed)).toEqual(new Uint32Array(0));
    },
  );

  it('reports progress in values and cancels between batches', async () => {
    const p = await standInPool({ size: 2, batchSize: 1 });
    await p.loadColumn('many', encode(Array.from({ length: 40 }, (_, i) => (i % 2 ? TRIGGERS.slow : `v${i}`))));
    const reports: number[] = [];
    const hashes = await p.minhashBands('many', 3, 4, 2, 7, {
      onProgress: ({ done, total }) => {
        expect(total).toBe(40);
        reports.push(done);
      },
    });
    expect(hashes.length).toBe(160);
    expect(reports.length).toBeGreaterThan(0);
    const controller = new AbortController();
    const job = p.minhashBands('many', 3, 4, 2, 7, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    await expect(p.minhashBands('many', 3, 2, 2, 0, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('rejects bad parameters and unknown columns, and passes worker errors on', async () => {
    const p = await standInPool({ size: 1 });
    await p.loadColumn('v', encode(values));
    await expect(p.minhashBands('v', 0, 20, 3, 1)).rejects.toThrow(RangeError);
    await expect(p.minhashBands('v', 3, 20, 3, 0.5)).rejects.toThrow(RangeError);
    await expect(p.minhashBands('nope', 3, 20, 3, 1)).rejects.toThrow(/unknown column/);
    await p.loadColumn('t', encode(['ok', TRIGGERS.throw]));
    await expect(p.minhashBands('t', 3, 2, 2, 0)).rejects.toMatchObject({ message: 'stand-in failure on purpose' });
  });
});

describe('minhashBands with the release WASM build in every worker', () => {
  let local: SyncScorer;
  let pool: ScoringPool;

  beforeAll(async () => {
    local = await createWasmScorer(await loadWasmModule('release'));
    pool = await createNodeScoringPool({ size: 2 });
    local.loadColumn('v', encodeColumn(values));
    await pool.loadColumn('v', encodeColumn(values));
  });
  afterAll(() => pool?.terminate());

  it('band hashes equal the in-process scorer and the keys of minHashKeys, whatever the batch size', async () => {
    const whole = local.minhashBands('v', q, bands, rows, seed);
    for (const batchSize of [1, 6, 1000])
      expect(await pool.minhashBands('v', q, bands, rows, seed, { batchSize })).toEqual(whole);
    values.forEach((v, i) => {
      const keys =
        v === ''
          ? []
          : Array.from(whole.subarray(i * bands, (i + 1) * bands), (h, band) => `${band}:${h.toString(36)}`);
      expect(keys).toEqual(minHashKeys(v));
    });
  });
});
