import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KERNELS, type MatrixRange, type SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { StandInScorer, TRIGGERS, encode } from './fixtures/standin-scorer';
import { seededStrings, standInPools } from './fixtures/pools';

const standInPool = standInPools();

/** Seeded strings: Latin, Cyrillic, emoji, an empty value, one longer than 64 characters. */
function strings(count: number, seed: number): string[] {
  const out = seededStrings(count, seed, 'abcde йцук😀', 0, 12);
  out[3] = '';
  out[5] = 'abcdeйцук😀'.repeat(8);
  return out;
}

const a = strings(50, 1);
const b = strings(37, 2);
const RANGES: MatrixRange[] = [
  { rowStart: 0, rowEnd: a.length, colStart: 0, colEnd: b.length, upperTriangle: false },
  { rowStart: 4, rowEnd: 41, colStart: 3, colEnd: 30, upperTriangle: false },
];
const TRIANGLES: MatrixRange[] = [
  { rowStart: 0, rowEnd: a.length, colStart: 0, colEnd: a.length, upperTriangle: true },
  { rowStart: 10, rowEnd: 45, colStart: 20, colEnd: 50, upperTriangle: true },
];

describe('matrixScores through the pool (stand-in workers)', () => {
  const local = new StandInScorer();
  local.loadColumn('a', encode(a));
  local.loadColumn('b', encode(b));

  it.each([
    { size: 1, batchSize: 100_000 },
    { size: 2, batchSize: 1 },
    { size: 3, batchSize: 29 },
    { size: 2, batchSize: undefined },
  ])(
    'equal the in-process scorer whatever the cut ($size workers, batches of $batchSize)',
    async ({ size, batchSize }) => {
      const p = await standInPool({ size, batchSize });
      await p.loadColumn('a', encode(a));
      await p.loadColumn('b', encode(b));
      for (const range of RANGES)
        expect(await p.matrixScores('ratio', 'a', 'b', range)).toEqual(local.matrixScores('ratio', 'a', 'b', range));
      for (const range of TRIANGLES)
        expect(await p.matrixScores('ratio', 'a', 'a', range)).toEqual(local.matrixScores('ratio', 'a', 'a', range));
    },
  );

  it('reports progress and cancels between batches', async () => {
    const p = await standInPool({ size: 2, batchSize: 1 });
    await p.loadColumn('s', encode([TRIGGERS.slow, 'x', 'y', 'z']));
    const controller = new AbortController();
    let reported = 0;
    const range = { rowStart: 0, rowEnd: 4, colStart: 0, colEnd: 4, upperTriangle: false };
    const job = p.matrixScores('ratio', 's', 's', range, {
      signal: controller.signal,
      onProgress: ({ done }) => {
        reported = done;
        controller.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported).toBeGreaterThan(0);
    await expect(p.matrixScores('ratio', 's', 's', range, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const reports: number[] = [];
    const scores = await p.matrixScores('ratio', 's', 's', range, {
      onProgress: ({ done, total }) => {
        expect(total).toBe(16);
        reports.push(done);
      },
    });
    const slowLocal = new StandInScorer();
    slowLocal.loadColumn('s', encode([TRIGGERS.slow, 'x', 'y', 'z']));
    expect(scores).toEqual(slowLocal.matrixScores('ratio', 's', 's', range));
    expect(reports.length).toBeGreaterThan(0);
  });

  it('rejects bad ranges and unknown columns, and passes worker errors on', async () => {
    const p = await standInPool({ size: 1 });
    await p.loadColumn('a', encode(a));
    await expect(
      p.matrixScores('ratio', 'a', 'a', {
        rowStart: 0,
        rowEnd: a.length + 1,
        colStart: 0,
        colEnd: 2,
        upperTriangle: false,
      }),
    ).rejects.toThrow(RangeError);
    await expect(p.matrixScores('ratio', 'a', 'nope', RANGES[1])).rejects.toThrow(/unknown column/);
    await p.loadColumn('t', encode(['ok', TRIGGERS.throw]));
    await expect(
      p.matrixScores('ratio', 't', 't', { rowStart: 0, rowEnd: 2, colStart: 0, colEnd: 2, upperTriangle: false }),
    ).rejects.toMatchObject({ message: 'stand-in failure on purpose' });
  });
});

describe('matrixScores with the release WASM build in every worker', () => {
  let local: SyncScorer;
  let pool: ScoringPool;

  beforeAll(async () => {
    local = await createWasmScorer(await loadWasmModule('release'));
    pool = await createNodeScoringPool({ size: 2, batchSize: 83 });
    for (const [id, values] of [
      ['a', a],
      ['b', b],
    ] as const) {
      local.loadColumn(id, encodeColumn(values));
      await pool.loadColumn(id, encodeColumn(values));
    }
  });
  afterAll(() => pool?.terminate());

  it.each(KERNELS)('%s: the pool block equals the in-process WASM block', async (kernel) => {
    for (const range of RANGES)
      expect(await pool.matrixScores(kernel, 'a', 'b', range)).toEqual(local.matrixScores(kernel, 'a', 'b', range));
    for (const range of TRIANGLES) {
      expect(await pool.matrixScores(kernel, 'a', 'a', range, { batchSize: 7 })).toEqual(
        local.matrixScores(kernel, 'a', 'a', range),
      );
    }
  });
});
