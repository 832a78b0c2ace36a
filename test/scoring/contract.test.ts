/**
 * The scorer contract: one suite, run against every implementation the engine can be given — the
 * TypeScript reference, the WASM debug and release builds in process, and the pool of Node workers.
 * What it states: RapidFuzz's published values; agreement with the reference (edge cases and seeded
 * random strings); the cutoff rule (a score at or above the cutoff is exact, below it 0 or exact) at
 * cutoffs 0, 0.5, 0.8, 0.9 and 1; matrix hits and dense blocks equal to pair scoring; results that do
 * not depend on pair order; MinHash bands; column replacement and the errors a caller sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DISTANCE_KERNELS,
  KERNELS,
  sharedPairs,
  type EncodedColumn,
  type KernelName,
  type MatrixRange,
  type PairBatch,
} from '../../src/scoring/types';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { ReferenceScorer } from '../../src/scoring/reference';
import { inlineScorer } from '../../src/scoring/inline';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import { encodeColumn } from '../../src/scoring/column';
import { PUBLISHED } from './published-cases';
import { EDGE_PAIRS } from './edge-pairs';
import { randomStrings } from './helpers';

/** The operations the contract checks, in the asynchronous shape every implementation can take. */
type Scorer = Pick<
  AsyncScorer,
  'loadColumn' | 'dropColumn' | 'scorePairs' | 'distancePairs' | 'matrix' | 'matrixScores'
> & {
  minhashBands(columnId: string, q: number, bands: number, rows: number, seed: number): Promise<Uint32Array>;
};

interface Subject {
  name: string;
  open(): Promise<{ scorer: Scorer; close(): void }>;
}

const SUBJECTS: Subject[] = [
  { name: 'reference', open: async () => ({ scorer: inlineScorer(new ReferenceScorer()), close() {} }) },
  {
    name: 'WASM debug',
    open: async () => ({ scorer: inlineScorer(await createWasmScorer(await loadWasmModule('debug'))), close() {} }),
  },
  {
    name: 'WASM release',
    open: async () => ({ scorer: inlineScorer(await createWasmScorer(await loadWasmModule('release'))), close() {} }),
  },
  {
    name: 'pool (2 Node workers, release, batches of 97)',
    open: async () => {
      const pool = await createNodeScoringPool({ size: 2, batchSize: 97, wasm: 'release' });
      return { scorer: pool, close: () => pool.terminate() };
    },
  },
];

const CUTOFFS = [0, 0.5, 0.8, 0.9, 1];
const reference = new ReferenceScorer();

/** Every (i, j) of an a × b grid, row-major. */
function grid(a: number, b: number): PairBatch {
  const left = new Uint32Array(a * b);
  const right = new Uint32Array(a * b);
  for (let i = 0; i < a; i++) for (let j = 0; j < b; j++) ((left[i * b + j] = i), (right[i * b + j] = j));
  return { left, right };
}

/** Zipped pairs (k, k) of two columns of equal length. */
function zipped(n: number): PairBatch {
  const idx = Uint32Array.from({ length: n }, (_, k) => k);
  return { left: idx, right: idx.slice() };
}

/** Reference scores of zipped pairs. */
function referenceZip(kernel: KernelName, a: EncodedColumn, b: EncodedColumn, n: number): Float32Array {
  reference.loadColumn('refA', a);
  reference.loadColumn('refB', b);
  return reference.scorePairs(kernel, 'refA', 'refB', zipped(n), 0);
}

/** The index of the first score more than 1e-6 away from its expected value, or -1. */
function firstMismatch(got: ArrayLike<number>, want: ArrayLike<number>): number {
  if (got.length !== want.length) return 0;
  for (let k = 0; k < got.length; k++) if (!(Math.abs(got[k] - want[k]) < 1e-6)) return k;
  return -1;
}

const VALUES = [...randomStrings(4242, 36, 40), ...EDGE_PAIRS.slice(0, 12).flat()];

/**
 * The cutoff is compared with the exact (f64) score; the f32 a caller receives can sit one ulp on the
 * other side of it (9/10 arrives as 0.89999998), so a score within 1e-6 of the cutoff may go either way.
 */
const atCutoff = (score: number, cutoff: number) => Math.abs(score - cutoff) < 1e-6;

describe.each(SUBJECTS)('scorer contract: $name', (subject) => {
  let scorer: Scorer;
  let close = () => {};
  beforeAll(async () => {
    ({ scorer, close } = await subject.open());
    await scorer.loadColumn('V', encodeColumn(VALUES));
  });
  afterAll(() => close());
  const isReference = subject.name === 'reference';

  it.each(PUBLISHED)('$kernel($a, $b) ≈ $value [$source], in both orders', async (c) => {
    await scorer.loadColumn('pubA', encodeColumn([c.a, c.b]));
    await scorer.loadColumn('pubB', encodeColumn([c.b, c.a]));
    const got = await scorer.scorePairs(c.kernel, 'pubA', 'pubB', zipped(2), 0);
    expect(got[0]).toBeCloseTo(c.value, c.digits);
    expect(got[1]).toBeCloseTo(c.value, c.digits);
  });

  it.each(KERNELS)('%s: scores lie in 0..1 and a non-empty value scores 1 against itself', async (kernel) => {
    const scores = await scorer.scorePairs(kernel, 'V', 'V', grid(VALUES.length, 8), 0);
    expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
    const self = await scorer.scorePairs(kernel, 'V', 'V', zipped(VALUES.length), 0);
    VALUES.forEach((v, k) => {
      if (v.trim()) expect(self[k], JSON.stringify(v)).toBe(1);
    });
  });

  it.skipIf(isReference).each(KERNELS)('%s: equals the reference on the edge cases', async (kernel) => {
    const a = encodeColumn(EDGE_PAIRS.map((p) => p[0]));
    const b = encodeColumn(EDGE_PAIRS.map((p) => p[1]));
    await scorer.loadColumn('edgeA', a);
    await scorer.loadColumn('edgeB', b);
    const got = await scorer.scorePairs(kernel, 'edgeA', 'edgeB', zipped(EDGE_PAIRS.length), 0);
    const want = referenceZip(kernel, a, b, EDGE_PAIRS.length);
    const k = firstMismatch(got, want);
    expect(k, k < 0 ? '' : `${kernel}(${JSON.stringify(EDGE_PAIRS[k])}) = ${got[k]}, want ${want[k]}`).toBe(-1);
  });

  it.skipIf(isReference).each(KERNELS)('%s: equals the reference on seeded random strings', async (kernel) => {
    const alphabet = fc.constantFrom('a', 'b', 'c', ' ', 'я', 'ж', '😀', '中');
    const str = fc.array(alphabet, { maxLength: 150 }).map((cs) => cs.join(''));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(str, str), { minLength: 1, maxLength: 12 }), async (pairs) => {
        const a = encodeColumn(pairs.map((p) => p[0]));
        const b = encodeColumn(pairs.map((p) => p[1]));
        await scorer.loadColumn('rndA', a);
        await scorer.loadColumn('rndB', b);
        const got = await scorer.scorePairs(kernel, 'rndA', 'rndB', zipped(pairs.length), 0);
        const want = referenceZip(kernel, a, b, pairs.length);
        const k = firstMismatch(got, want);
        if (k >= 0) throw new Error(`${kernel}(${JSON.stringify(pairs[k])}) = ${got[k]}, want ${want[k]}`);
      }),
      { seed: 20261129, numRuns: 40 },
    );
  });

  it.each(KERNELS)('%s: at cutoffs 0.5, 0.8, 0.9 and 1 a score at or above the cutoff is exact', async (kernel) => {
    const pairs = grid(VALUES.length, VALUES.length);
    const exact = await scorer.scorePairs(kernel, 'V', 'V', pairs, 0);
    for (const cutoff of CUTOFFS.slice(1)) {
      const got = await scorer.scorePairs(kernel, 'V', 'V', pairs, cutoff);
      got.forEach((v, k) => {
        if (atCutoff(exact[k], cutoff))
          expect(v === 0 || atCutoff(v, cutoff), `cutoff ${cutoff}, pair ${k}`).toBe(true);
        else if (exact[k] >= cutoff) expect(Math.abs(v - exact[k]), `cutoff ${cutoff}, pair ${k}`).toBeLessThan(1e-6);
        else expect(v === 0 || Math.abs(v - exact[k]) < 1e-6, `cutoff ${cutoff}, pair ${k}`).toBe(true);
      });
    }
  });

  it.each(KERNELS)('%s: matrix hits are the pair scores at or above each cutoff, row-major', async (kernel) => {
    const n = VALUES.length;
    const exact = await scorer.scorePairs(kernel, 'V', 'V', grid(n, n), 0);
    for (const upperTriangle of [false, true]) {
      const range: MatrixRange = { rowStart: 3, rowEnd: n - 2, colStart: 1, colEnd: n, upperTriangle };
      for (const cutoff of CUTOFFS) {
        const hits = await scorer.matrix(kernel, 'V', 'V', range, cutoff);
        const want: Array<[number, number]> = [];
        for (let i = range.rowStart; i < range.rowEnd; i++)
          for (let j = upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart; j < range.colEnd; j++)
            if (exact[i * n + j] >= cutoff && exact[i * n + j] > 0 && !atCutoff(exact[i * n + j], cutoff))
              want.push([i, j]);
        const got = Array.from(hits.left, (i, k) => [i, hits.right[k]] as [number, number]);
        // A zero score at cutoff 0 may be reported or left out, and a score at the cutoff may go either way.
        const kept = got.filter(([i, j]) => exact[i * n + j] > 0 && !atCutoff(exact[i * n + j], cutoff));
        expect(kept, `cutoff ${cutoff}, upper triangle ${upperTriangle}`).toEqual(want);
        hits.scores.forEach((s, k) => expect(Math.abs(s - exact[hits.left[k] * n + hits.right[k]])).toBeLessThan(1e-6));
      }
    }
  });

  it.each(KERNELS)('%s: a dense block equals the pair scores, zero where the triangle skips', async (kernel) => {
    const n = VALUES.length;
    const exact = await scorer.scorePairs(kernel, 'V', 'V', grid(n, n), 0);
    for (const upperTriangle of [false, true]) {
      const range: MatrixRange = { rowStart: 2, rowEnd: 30, colStart: 5, colEnd: n, upperTriangle };
      const block = await scorer.matrixScores(kernel, 'V', 'V', range);
      const width = range.colEnd - range.colStart;
      expect(block.length).toBe((range.rowEnd - range.rowStart) * width);
      for (let i = range.rowStart; i < range.rowEnd; i++)
        for (let j = range.colStart; j < range.colEnd; j++) {
          const want = upperTriangle && j <= i ? 0 : exact[i * n + j];
          expect(Math.abs(block[(i - range.rowStart) * width + j - range.colStart] - want)).toBeLessThan(1e-6);
        }
    }
  });

  it.each(KERNELS)('%s: results follow the pairs, whatever their order', async (kernel) => {
    const n = VALUES.length;
    const pairs = grid(n, 9);
    const forward = await scorer.scorePairs(kernel, 'V', 'V', pairs, 0);
    const reversed = { left: pairs.left.slice().reverse(), right: pairs.right.slice().reverse() };
    const backward = await scorer.scorePairs(kernel, 'V', 'V', reversed, 0);
    expect(Array.from(backward).reverse()).toEqual(Array.from(forward));
  });

  it.each(DISTANCE_KERNELS)(
    '%s: the distance form is the edit count behind the score, bounded by its maximum',
    async (kernel) => {
      const n = VALUES.length;
      const pairs = grid(n, 12);
      const scores = await scorer.scorePairs(kernel, 'V', 'V', pairs, 0);
      const lengths = VALUES.map((v) => Array.from(v).length);
      for (const max of [0, 1, 2, 5]) {
        const distances = await scorer.distancePairs(kernel, 'V', 'V', pairs, max);
        reference.loadColumn('V', encodeColumn(VALUES));
        expect(Array.from(distances)).toEqual(Array.from(reference.distancePairs(kernel, 'V', 'V', pairs, max)));
        distances.forEach((d, k) => {
          const longest = Math.max(lengths[pairs.left[k]], lengths[pairs.right[k]]);
          const score = longest === 0 ? 1 : 1 - Math.min(d, max + 1) / longest;
          expect(d, `pair ${k}, max ${max}`).toBeLessThanOrEqual(max + 1);
          // Within the maximum the count is the score's; beyond it the score allows no fewer edits.
          if (d <= max) expect(Math.abs(scores[k] - score), `pair ${k}, max ${max}`).toBeLessThan(1e-6);
          else expect(scores[k], `pair ${k}, max ${max}`).toBeLessThanOrEqual(score + 1e-6);
        });
      }
      await expect(scorer.distancePairs('ratio' as never, 'V', 'V', pairs, 1)).rejects.toMatchObject({
        name: 'RangeError',
      });
      await expect(scorer.distancePairs(kernel, 'V', 'V', pairs, -1)).rejects.toMatchObject({ name: 'RangeError' });
    },
  );

  it('scores pairs in shared memory as it scores the same pairs copied, and leaves them intact', async () => {
    const pairs = grid(VALUES.length, VALUES.length);
    const shared = sharedPairs(pairs);
    expect(shared.left.buffer).toBeInstanceOf(SharedArrayBuffer);
    for (const kernel of KERNELS)
      expect(Array.from(await scorer.scorePairs(kernel, 'V', 'V', shared, 0))).toEqual(
        Array.from(await scorer.scorePairs(kernel, 'V', 'V', pairs, 0)),
      );
    for (const kernel of DISTANCE_KERNELS)
      expect(Array.from(await scorer.distancePairs(kernel, 'V', 'V', shared, 3))).toEqual(
        Array.from(await scorer.distancePairs(kernel, 'V', 'V', pairs, 3)),
      );
    expect(Array.from(shared.left)).toEqual(Array.from(pairs.left));
    expect(Array.from(shared.right)).toEqual(Array.from(pairs.right));
  });

  it('MinHash bands equal the reference, and an empty value has no bands', async () => {
    const values = ['acme widgets', '', 'acme widget ltd', 'Ромашка', '😀😃'];
    await scorer.loadColumn('mh', encodeColumn(values));
    reference.loadColumn('mh', encodeColumn(values));
    const got = await scorer.minhashBands('mh', 3, 4, 2, 7);
    expect(Array.from(got)).toEqual(Array.from(reference.minhashBands('mh', 3, 4, 2, 7)));
    expect(Array.from(got.subarray(4, 8))).toEqual([0, 0, 0, 0]);
  });

  it('replaces and drops columns by id, and names what a caller got wrong', async () => {
    const one = { left: Uint32Array.of(0), right: Uint32Array.of(1) };
    await scorer.loadColumn('X', encodeColumn(['abc', 'abd']));
    expect((await scorer.scorePairs('ratio', 'X', 'X', one, 0))[0]).toBeCloseTo(4 / 6, 6);
    await scorer.loadColumn('X', encodeColumn(['abc', 'abc']));
    expect((await scorer.scorePairs('ratio', 'X', 'X', one, 0))[0]).toBe(1);
    await expect(
      scorer.scorePairs('ratio', 'X', 'X', { left: Uint32Array.of(0, 2), right: Uint32Array.of(0, 0) }, 0),
    ).rejects.toMatchObject({ name: 'RangeError' });
    await expect(
      scorer.scorePairs('ratio', 'X', 'X', { left: Uint32Array.of(0), right: Uint32Array.of(0, 1) }, 0),
    ).rejects.toMatchObject({ name: 'RangeError' });
    await expect(
      scorer.matrix('ratio', 'X', 'X', { rowStart: 0, rowEnd: 3, colStart: 0, colEnd: 2, upperTriangle: false }, 0),
    ).rejects.toMatchObject({ name: 'RangeError' });
    await scorer.dropColumn('X');
    await expect(scorer.scorePairs('ratio', 'X', 'X', one, 0)).rejects.toThrow(/unknown column/);
  });
});
