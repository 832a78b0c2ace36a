import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KERNELS } from '../../src/scoring/types';
import type { MatrixRange, SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { ReferenceScorer } from '../../src/scoring/reference';
import { matrixCursor, placeBlock } from '../../src/scoring/pool/split';
import { randomStrings, wasmScorer } from './helpers';

// lengths up to 90 so the 8/4/2-lane classes and the scalar path for rows longer than 64 all run
const A = [...randomStrings(21, 55, 90), '', 'x', 'a'.repeat(130)];
const B = [...randomStrings(22, 40, 90), '', '😀я'];

const RANGES: Array<[string, MatrixRange]> = [
  ['B', { rowStart: 0, rowEnd: A.length, colStart: 0, colEnd: B.length, upperTriangle: false }],
  ['B', { rowStart: 5, rowEnd: 23, colStart: 9, colEnd: 31, upperTriangle: false }],
  ['A', { rowStart: 0, rowEnd: A.length, colStart: 0, colEnd: A.length, upperTriangle: true }],
  ['A', { rowStart: 10, rowEnd: 40, colStart: 20, colEnd: 50, upperTriangle: true }],
  ['A', { rowStart: 30, rowEnd: 45, colStart: 0, colEnd: 20, upperTriangle: true }],
  ['A', { rowStart: 7, rowEnd: 7, colStart: 0, colEnd: 20, upperTriangle: false }],
];

async function loaded(): Promise<{ wasm: SyncScorer; ref: ReferenceScorer }> {
  const wasm = await wasmScorer();
  const ref = new ReferenceScorer();
  for (const s of [wasm, ref]) {
    s.loadColumn('A', encodeColumn(A));
    s.loadColumn('B', encodeColumn(B));
  }
  return { wasm, ref };
}

/** Scored cells of a range, row-major, as [row, col]. */
function cells(r: MatrixRange): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = r.rowStart; i < r.rowEnd; i++) {
    for (let j = r.upperTriangle ? Math.max(r.colStart, i + 1) : r.colStart; j < r.colEnd; j++) out.push([i, j]);
  }
  return out;
}

describe('matrixScores: the dense rows × columns block', () => {
  for (const kernel of KERNELS) {
    it(`${kernel}: WASM equals the reference within 1e-6 and the cutoff-0 hits of matrix`, async () => {
      const { wasm, ref } = await loaded();
      for (const [b, range] of RANGES) {
        const width = range.colEnd - range.colStart;
        const dense = wasm.matrixScores(kernel, 'A', b, range);
        const expected = ref.matrixScores(kernel, 'A', b, range);
        expect(dense.length).toBe((range.rowEnd - range.rowStart) * width);
        expect(expected.length).toBe(dense.length);
        for (let k = 0; k < dense.length; k++)
          expect(Math.abs(dense[k] - expected[k]), `${b} cell ${k}`).toBeLessThanOrEqual(1e-6);
        const hits = wasm.matrix(kernel, 'A', b, range, 0);
        const scored = cells(range);
        expect(hits.scores.length).toBe(scored.length);
        const at = (i: number, j: number) => (i - range.rowStart) * width + j - range.colStart;
        scored.forEach(([i, j], k) => expect(dense[at(i, j)]).toBe(hits.scores[k]));
        // cells the upper triangle skips are 0
        const skipped = dense.length - scored.length;
        let zeros = 0;
        for (let i = range.rowStart; i < range.rowEnd; i++) {
          for (let j = range.colStart; j < Math.min(range.colEnd, range.upperTriangle ? i + 1 : range.colStart); j++) {
            expect(dense[at(i, j)]).toBe(0);
            zeros++;
          }
        }
        expect(zeros).toBe(skipped);
      }
    });

    it(`${kernel}: the block does not depend on how its range is cut`, async () => {
      const { wasm } = await loaded();
      const range = RANGES[2][1];
      const whole = wasm.matrixScores(kernel, 'A', 'A', range);
      for (const size of [1, 13, 97, 700]) {
        const out = new Float32Array(whole.length);
        const cursor = matrixCursor(range);
        for (let piece = cursor(size); piece; piece = cursor(size))
          placeBlock(out, range, piece.task, wasm.matrixScores(kernel, 'A', 'A', piece.task));
        expect(out, `pieces of ${size}`).toEqual(whole);
      }
    });
  }

  it('random strings (fast-check): WASM ratio block equals the reference', async () => {
    const wasm = await wasmScorer();
    const ref = new ReferenceScorer();
    const alphabet = fc.constantFrom('a', 'b', 'c', ' ', 'я', 'ж', '😀', '中');
    const str = fc.array(alphabet, { maxLength: 80 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(str, { minLength: 1, maxLength: 20 }),
        fc.array(str, { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (xs, ys, upper) => {
          for (const s of [wasm, ref]) {
            s.loadColumn('X', encodeColumn(xs));
            s.loadColumn('Y', encodeColumn(upper ? xs : ys));
          }
          const n = upper ? xs.length : ys.length;
          const range = { rowStart: 0, rowEnd: xs.length, colStart: 0, colEnd: n, upperTriangle: upper };
          for (const kernel of ['ratio', 'levenshtein', 'tokenSetRatio'] as const) {
            const got = wasm.matrixScores(kernel, 'X', 'Y', range);
            const want = ref.matrixScores(kernel, 'X', 'Y', range);
            for (let k = 0; k < got.length; k++) if (Math.abs(got[k] - want[k]) > 1e-6) return false;
          }
          return true;
        },
      ),
      { seed: 4242, numRuns: 60 },
    );
  });

  it('writes into a caller buffer when given one, and returns a view of it', async () => {
    const { wasm, ref } = await loaded();
    const range = RANGES[3][1];
    const cells = (range.rowEnd - range.rowStart) * (range.colEnd - range.colStart);
    for (const s of [wasm, ref]) {
      const fresh = s.matrixScores('ratio', 'A', 'A', range);
      const out = new Float32Array(cells + 5).fill(Number.NaN);
      const view = s.matrixScores('ratio', 'A', 'A', range, out);
      expect(view.buffer).toBe(out.buffer);
      expect(view).toEqual(fresh);
      expect(Number.isNaN(out[cells])).toBe(true);
      expect(() => s.matrixScores('ratio', 'A', 'A', range, new Float32Array(cells - 1))).toThrow(RangeError);
    }
  });

  it('rejects a range outside the columns and an unknown column', async () => {
    const { wasm, ref } = await loaded();
    for (const s of [wasm, ref]) {
      expect(() =>
        s.matrixScores('ratio', 'A', 'B', {
          rowStart: 0,
          rowEnd: A.length + 1,
          colStart: 0,
          colEnd: 1,
          upperTriangle: false,
        }),
      ).toThrow(RangeError);
      expect(() => s.matrixScores('ratio', 'A', 'nope', RANGES[1][1])).toThrow(/unknown column/);
    }
  });
});
