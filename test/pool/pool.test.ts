import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import type { MatrixRange, PairBatch } from '../../src/scoring/types';
import { StandInScorer, TRIGGERS, encode } from './fixtures/standin-scorer';
import { seededStrings, standInPools } from './fixtures/pools';

const pool = standInPools();

/** Deterministic pseudo-random strings over a small alphabet, so that many pairs are similar. */
function strings(count: number, seed: number): string[] {
  return seededStrings(count, seed, 'abcdeйцук😀', 1, 9);
}

function pairsSortedByLeft(n: number, m: number, count: number, seed: number): PairBatch {
  let state = seed;
  const next = (k: number) => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) % k;
  const pairs = Array.from({ length: count }, () => [next(n), next(m)] as const).sort((x, y) => x[0] - y[0]);
  return { left: Uint32Array.from(pairs, (p) => p[0]), right: Uint32Array.from(pairs, (p) => p[1]) };
}

describe('ScoringPool on worker_threads', () => {
  const a = strings(60, 1);
  const b = strings(45, 2);
  const local = new StandInScorer();
  local.loadColumn('a', encode(a));
  local.loadColumn('b', encode(b));

  it.each([
    { size: 1, batchSize: 1000 },
    { size: 2, batchSize: 1 },
    { size: 3, batchSize: 7 },
    { size: 2, batchSize: undefined },
  ])(
    'scorePairs equals the in-process scorer ($size workers, batches of $batchSize; undefined: adaptive)',
    async ({ size, batchSize }) => {
      const p = await pool({ size, batchSize });
      await p.loadColumn('a', encode(a));
      await p.loadColumn('b', encode(b));
      const pairs = pairsSortedByLeft(a.length, b.length, 500, size);
      for (const cutoff of [0, 0.6]) {
        expect(await p.scorePairs('ratio', 'a', 'b', pairs, cutoff)).toEqual(
          local.scorePairs('ratio', 'a', 'b', pairs, cutoff),
        );
      }
      expect(await p.scorePairs('ratio', 'a', 'b', { left: new Uint32Array(0), right: new Uint32Array(0) }, 0)).toEqual(
        new Float32Array(0),
      );
    },
  );

  it.each([
    { size: 1, batchSize: 100_000 },
    { size: 2, batchSize: 1 },
    { size: 3, batchSize: 50 },
    { size: 2, batchSize: undefined },
  ])(
    'matrix equals the in-process scorer ($size workers, blocks of $batchSize cells; undefined: adaptive)',
    async ({ size, batchSize }) => {
      const p = await pool({ size, batchSize });
      await p.loadColumn('a', encode(a));
      await p.loadColumn('b', encode(b));
      const ranges: Array<[string, string, MatrixRange]> = [
        ['a', 'a', { rowStart: 0, rowEnd: a.length, colStart: 0, colEnd: a.length, upperTriangle: true }],
        ['a', 'b', { rowStart: 0, rowEnd: a.length, colStart: 0, colEnd: b.length, upperTriangle: false }],
        ['a', 'b', { rowStart: 10, rowEnd: 33, colStart: 5, colEnd: 40, upperTriangle: false }],
        ['a', 'a', { rowStart: 20, rowEnd: 50, colStart: 0, colEnd: 30, upperTriangle: true }],
      ];
      for (const [x, y, range] of ranges) {
        const expected = local.matrix('ratio', x, y, range, 0.5);
        expect(expected.scores.length).toBeGreaterThan(0);
        expect(await p.matrix('ratio', x, y, range, 0.5)).toEqual(expected);
      }
    },
  );

  it('defaults to one worker per core', async () => {
    expect((await pool({})).size).toBe(availableParallelism());
  });

  it('replaces a column and drops it from every worker', async () => {
    const p = await pool({ size: 2, batchSize: 1 });
    await p.loadColumn('x', encode(['abc', 'abd']));
    await p.loadColumn('x', encode(['abc', 'abc']));
    const one: PairBatch = { left: Uint32Array.of(0, 0), right: Uint32Array.of(1, 1) };
    expect(Array.from(await p.scorePairs('ratio', 'x', 'x', one, 0))).toEqual([1, 1]);
    await p.dropColumn('x');
    await expect(p.scorePairs('ratio', 'x', 'x', one, 0)).rejects.toMatchObject({
      name: 'RangeError',
      message: 'unknown column "x"',
    });
  });

  it('rejects a job with the worker error as { name, message } and keeps working', async () => {
    const p = await pool({ size: 2, batchSize: 4 });
    await p.loadColumn('a', encode(a));
    await p.loadColumn('t', encode([TRIGGERS.throw]));
    const bad = { left: Uint32Array.of(0, 1, 2), right: Uint32Array.of(0, 0, 0) };
    const error = await p.scorePairs('ratio', 'a', 't', bad, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'Error', message: 'stand-in failure on purpose' });
    await expect(
      p.matrix('levenshtein', 'a', 'a', { rowStart: 0, rowEnd: 2, colStart: 0, colEnd: 2, upperTriangle: false }, 0),
    ).rejects.toMatchObject({ name: 'RangeError', message: 'the stand-in scores only ratio, not levenshtein' });
    const pairs = pairsSortedByLeft(a.length, a.length, 50, 9);
    expect(await p.scorePairs('ratio', 'a', 'a', pairs, 0)).toEqual(local.scorePairs('ratio', 'a', 'a', pairs, 0));
  });

  it('rejects a job whose worker crashes, with a clear message, then recovers with every column', async () => {
    const p = await pool({ size: 2, batchSize: 2 });
    await p.loadColumn('a', encode(a));
    await p.loadColumn('c', encode(['ok', TRIGGERS.crash]));
    const crashing = { left: Uint32Array.of(0, 0, 1, 1), right: Uint32Array.of(0, 0, 1, 1) };
    await expect(p.scorePairs('ratio', 'c', 'c', crashing, 0)).rejects.toThrow(
      /Scoring worker \d stopped unexpectedly: exited with code 3/,
    );
    const pairs = pairsSortedByLeft(a.length, a.length, 200, 4);
    expect(await p.scorePairs('ratio', 'a', 'a', pairs, 0)).toEqual(local.scorePairs('ratio', 'a', 'a', pairs, 0));
    expect(
      Array.from(await p.scorePairs('ratio', 'c', 'c', { left: Uint32Array.of(0), right: Uint32Array.of(0) }, 0)),
    ).toEqual([1]);
  });

  it('reports progress at most every 100 ms, measured from the last report', async () => {
    const p = await pool({ size: 2, batchSize: 1 });
    await p.loadColumn('s', encode([TRIGGERS.slow, 'x']));
    const n = 60; // 60 batches of one slow pair, ~20 ms each, on two workers: ~600 ms
    const pairs = { left: new Uint32Array(n), right: new Uint32Array(n).fill(1) };
    const reports: Array<{ at: number; done: number; total: number }> = [];
    const scores = await p.scorePairs('ratio', 's', 's', pairs, 0, {
      onProgress: ({ done, total }) => reports.push({ at: performance.now(), done, total }),
    });
    expect(scores.length).toBe(n);
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.every((r) => r.total === n && r.done >= 1 && r.done <= n)).toBe(true);
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i].done).toBeGreaterThan(reports[i - 1].done);
      expect(reports[i].at - reports[i - 1].at).toBeGreaterThanOrEqual(99);
    }
  });

  it('cancels between batches and runs the next job', async () => {
    const p = await pool({ size: 2, batchSize: 1 });
    await p.loadColumn('a', encode(a));
    await p.loadColumn('s', encode([TRIGGERS.slow, 'x']));
    const controller = new AbortController();
    let reported = 0;
    const job = p.scorePairs(
      'ratio',
      's',
      's',
      { left: new Uint32Array(500), right: new Uint32Array(500).fill(1) },
      0,
      {
        signal: controller.signal,
        onProgress: ({ done }) => {
          reported = done;
          controller.abort();
        },
      },
    );
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported).toBeGreaterThan(0);
    const pairs = pairsSortedByLeft(a.length, a.length, 100, 5);
    expect(await p.scorePairs('ratio', 'a', 'a', pairs, 0)).toEqual(local.scorePairs('ratio', 'a', 'a', pairs, 0));
    await expect(p.scorePairs('ratio', 'a', 'a', pairs, 0, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('terminates and replaces a worker that does not stop within the grace period', async () => {
    const p = await pool({ size: 2, batchSize: 1, cancelGraceMs: 300 });
    await p.loadColumn('a', encode(a));
    await p.loadColumn('h', encode([TRIGGERS.hang, 'x']));
    const controller = new AbortController();
    const started = performance.now();
    const job = p.scorePairs('ratio', 'h', 'h', { left: new Uint32Array(4), right: new Uint32Array(4).fill(1) }, 0, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    const pairs = pairsSortedByLeft(a.length, a.length, 100, 6);
    expect(await p.scorePairs('ratio', 'a', 'a', pairs, 0)).toEqual(local.scorePairs('ratio', 'a', 'a', pairs, 0));
    // Each hung batch busy-loops for 30 s: the next job can only be done this early on replaced workers.
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('rejects each job with the start-up error of a worker that cannot start', async () => {
    const p = await pool({ size: 2, entry: new URL('./fixtures/broken.worker.ts', import.meta.url) });
    await expect(p.loadColumn('a', encode(a))).rejects.toThrow(
      /Scoring worker \d stopped unexpectedly: cannot start on purpose/,
    );
    await expect(
      p.scorePairs('ratio', 'a', 'a', { left: Uint32Array.of(0), right: Uint32Array.of(0) }, 0),
    ).rejects.toThrow(/cannot start on purpose/);
  });

  it('refuses work after terminate', async () => {
    const p = await pool({ size: 1 });
    p.terminate();
    await expect(p.loadColumn('a', encode(a))).rejects.toThrow('The scoring pool was terminated');
  });
});
