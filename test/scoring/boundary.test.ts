import { describe, expect, it } from 'vitest';
import { KERNELS } from '../../src/scoring/types';
import type { KernelName, MatrixRange, SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { ReferenceScorer } from '../../src/scoring/reference';
import { randomStrings, rng, wasmScorer } from './helpers';

const A = randomStrings(11, 60, 90);
const B = randomStrings(12, 45, 90);

async function loaded(): Promise<SyncScorer> {
  const s = await wasmScorer();
  s.loadColumn('A', encodeColumn(A));
  s.loadColumn('B', encodeColumn(B));
  return s;
}

function allPairs(rows: number, cols: number): { left: Uint32Array; right: Uint32Array } {
  const left: number[] = [];
  const right: number[] = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      left.push(i);
      right.push(j);
    }
  return { left: Uint32Array.from(left), right: Uint32Array.from(right) };
}

function hitKeys(h: { left: Uint32Array; right: Uint32Array; scores: Float32Array }): string[] {
  return Array.from(h.left, (l, k) => `${l},${h.right[k]},${h.scores[k].toFixed(6)}`);
}

describe('batch boundary', () => {
  for (const kernel of KERNELS) {
    it(`${kernel}: results independent of batch size and pair order`, async () => {
      const s = await loaded();
      const pairs = allPairs(A.length, B.length);
      const whole = s.scorePairs(kernel, 'A', 'B', pairs, 0);
      for (const size of [1, 7, 500]) {
        for (let from = 0; from < whole.length; from += size) {
          const part = s.scorePairs(
            kernel,
            'A',
            'B',
            {
              left: pairs.left.subarray(from, from + size),
              right: pairs.right.subarray(from, from + size),
            },
            0,
          );
          expect(Array.from(part)).toEqual(Array.from(whole.subarray(from, from + size)));
        }
      }
      const next = rng(5);
      const perm = Array.from(whole.keys()).sort(() => next() - 0.5);
      const shuffled = s.scorePairs(
        kernel,
        'A',
        'B',
        {
          left: Uint32Array.from(perm, (k) => pairs.left[k]),
          right: Uint32Array.from(perm, (k) => pairs.right[k]),
        },
        0,
      );
      perm.forEach((k, at) => expect(shuffled[at]).toBe(whole[k]));
    });

    it(`${kernel}: matrix hits equal the filtered full pair scoring and the reference`, async () => {
      const s = await loaded();
      const ref = new ReferenceScorer();
      ref.loadColumn('A', encodeColumn(A));
      const ranges: Array<[string, MatrixRange]> = [
        ['B', { rowStart: 0, rowEnd: A.length, colStart: 0, colEnd: B.length, upperTriangle: false }],
        ['B', { rowStart: 5, rowEnd: 23, colStart: 9, colEnd: 31, upperTriangle: false }],
        ['A', { rowStart: 0, rowEnd: A.length, colStart: 0, colEnd: A.length, upperTriangle: true }],
        ['A', { rowStart: 10, rowEnd: 40, colStart: 20, colEnd: 50, upperTriangle: true }],
      ];
      for (const cutoff of [0, 0.5, 0.8]) {
        for (const [other, range] of ranges) {
          const got = s.matrix(kernel, 'A', other, range, cutoff);
          const want: string[] = [];
          for (let i = range.rowStart; i < range.rowEnd; i++) {
            const from = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
            const cols = Array.from({ length: Math.max(0, range.colEnd - from) }, (_, k) => from + k);
            const scores = s.scorePairs(
              kernel,
              'A',
              other,
              { left: Uint32Array.from(cols, () => i), right: Uint32Array.from(cols) },
              cutoff,
            );
            cols.forEach((j, k) => {
              if (scores[k] >= cutoff && (cutoff === 0 || scores[k] > 0))
                want.push(`${i},${j},${scores[k].toFixed(6)}`);
            });
          }
          expect(hitKeys(got)).toEqual(want);
          if (other === 'A' && range.rowStart === 10) {
            const r = ref.matrix(kernel, 'A', 'A', range, cutoff);
            expect(Array.from(got.left)).toEqual(Array.from(r.left));
            expect(Array.from(got.right)).toEqual(Array.from(r.right));
            got.scores.forEach((v, k) => expect(Math.abs(v - r.scores[k])).toBeLessThan(1e-6));
          }
        }
      }
    });
  }

  it('survives memory growth between calls (large column loaded after a small one)', async () => {
    const s = await wasmScorer();
    s.loadColumn('small', encodeColumn(['kitten', 'sitting']));
    const big = Array.from({ length: 200_000 }, (_, i) => `value-${i % 1000}-${'x'.repeat(i % 40)}`);
    s.loadColumn('big', encodeColumn(big));
    const got = s.scorePairs('levenshtein', 'small', 'small', { left: Uint32Array.of(0), right: Uint32Array.of(1) }, 0);
    expect(got[0]).toBeCloseTo(1 - 3 / 7, 6);
    const hits = s.matrix(
      'ratio',
      'big',
      'big',
      { rowStart: 0, rowEnd: 3, colStart: 0, colEnd: 200_000, upperTriangle: true },
      0.97,
    );
    expect(hits.left.length).toBeGreaterThan(100); // row 0 equals rows 1000, 2000, …
    expect(Array.from(hits.scores).every((v) => v >= 0.97)).toBe(true);
    s.dropColumn('big');
    s.dropColumn('small');
  });
});

describe('dense matrix over full lane groups, at cutoffs 0, 0.5, 0.8, 0.9 and 1', () => {
  for (const kernel of ['ratio', 'tokenSortRatio', 'tokenSetRatio', 'levenshtein', 'osa'] as const) {
    for (const maxLen of [16, 32, 64]) {
      it(`${kernel}: strings up to ${maxLen} characters, full and upper-triangle blocks`, async () => {
        const s = await wasmScorer();
        const values = randomStrings(100 + maxLen, 70, maxLen).map((v) => Array.from(v).slice(0, maxLen).join(''));
        values.splice(10, 3, '', '   ', 'a');
        // Near neighbours, so that the high cutoffs keep some hits: one edit, a swap, a copy.
        for (let k = 0; k < 30; k++) {
          const v = values[k + 20];
          values.push(k % 3 === 0 ? v : k % 3 === 1 ? `${v.slice(0, -1)}x` : v.split(' ').reverse().join(' '));
        }
        s.loadColumn('D', encodeColumn(values));
        const ref = new ReferenceScorer();
        ref.loadColumn('D', encodeColumn(values));
        const n = values.length;
        for (const cutoff of [0, 0.5, 0.8, 0.9, 1]) {
          for (const range of [
            { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: false },
            { rowStart: 3, rowEnd: n - 9, colStart: 5, colEnd: n - 4, upperTriangle: true },
          ]) {
            const got = s.matrix(kernel, 'D', 'D', range, cutoff);
            const want = ref.matrix(kernel, 'D', 'D', range, cutoff);
            const at = `cutoff ${cutoff}, rows ${range.rowStart}..${range.rowEnd}`;
            if (cutoff === 1) expect(want.left.length, at).toBeGreaterThan(0);
            expect(Array.from(got.left), at).toEqual(Array.from(want.left));
            expect(Array.from(got.right), at).toEqual(Array.from(want.right));
            got.scores.forEach((v, k) => expect(Math.abs(v - want.scores[k]), at).toBeLessThan(1e-6));
            const pairs = s.scorePairs(kernel, 'D', 'D', { left: got.left, right: got.right }, cutoff);
            expect(Array.from(got.scores), at).toEqual(Array.from(pairs));
          }
        }
      });
    }
  }
});

describe('argument checks (both scorers)', () => {
  it('rejects out-of-range pairs and blocks instead of reading past a column', async () => {
    const ref = new ReferenceScorer();
    for (const s of [await wasmScorer(), ref]) {
      s.loadColumn('R', encodeColumn(['a', 'b', 'c']));
      expect(() =>
        s.scorePairs('ratio', 'R', 'R', { left: Uint32Array.of(0, 3), right: Uint32Array.of(0, 0) }, 0),
      ).toThrow(RangeError);
      expect(() =>
        s.scorePairs('ratio', 'R', 'R', { left: Uint32Array.of(0), right: Uint32Array.of(0, 1) }, 0),
      ).toThrow(RangeError);
      expect(() =>
        s.matrix('ratio', 'R', 'R', { rowStart: 0, rowEnd: 4, colStart: 0, colEnd: 3, upperTriangle: false }, 0),
      ).toThrow(RangeError);
      expect(() =>
        s.matrix('ratio', 'R', 'R', { rowStart: 2, rowEnd: 1, colStart: 0, colEnd: 3, upperTriangle: false }, 0),
      ).toThrow(RangeError);
      expect(
        s.matrix('ratio', 'R', 'R', { rowStart: 1, rowEnd: 1, colStart: 0, colEnd: 3, upperTriangle: false }, 0).left
          .length,
      ).toBe(0);
      s.dropColumn('R');
    }
  });
});

describe('dense matrix with rows longer than 64 characters', () => {
  // Regression: the scalar row path of Levenshtein/OSA (DP for > 64 characters) used to share a
  // scratch buffer with the dense path's row bookkeeping, so scores landed in other rows' slots.
  for (const kernel of ['levenshtein', 'osa', 'ratio'] as const) {
    it(`${kernel}: 150 rows, some long, equal the reference`, async () => {
      const s = await wasmScorer();
      const short = randomStrings(77, 150, 20);
      const values = short.map((v, i) => (i % 7 === 3 ? `${v} ${'x'.repeat(70)}` : v));
      s.loadColumn('L', encodeColumn(values));
      const ref = new ReferenceScorer();
      ref.loadColumn('L', encodeColumn(values));
      const range = { rowStart: 0, rowEnd: 150, colStart: 0, colEnd: 150, upperTriangle: true };
      const got = s.matrix(kernel, 'L', 'L', range, 0);
      const want = ref.matrix(kernel, 'L', 'L', range, 0);
      expect(got.left.length).toBe(want.left.length);
      got.scores.forEach((v, k) => expect(Math.abs(v - want.scores[k])).toBeLessThan(1e-6));
    });
  }
});

describe('dense block size', () => {
  it('refuses a cutoff-0 block whose every-pair result would not fit, but scores it with a cutoff', async () => {
    const s = await wasmScorer();
    const values = Array.from({ length: 9000 }, (_, i) => `v${i}`);
    s.loadColumn('big', encodeColumn(values));
    const range = { rowStart: 0, rowEnd: 9000, colStart: 0, colEnd: 9000, upperTriangle: false };
    expect(() => s.matrix('ratio', 'big', 'big', range, 0)).toThrow(RangeError);
    expect(s.matrix('ratio', 'big', 'big', { ...range, rowEnd: 2 }, 0.99).left.length).toBe(2);
    s.dropColumn('big');
  });
});
