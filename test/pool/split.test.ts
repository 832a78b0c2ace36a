import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatrixRange } from '../../src/scoring/types';
import {
  AdaptiveBatchSize,
  cellCount,
  concatHits,
  matrixCursor,
  pairCursor,
  type Cursor,
} from '../../src/scoring/pool/split';
import { createProgressThrottle } from '../../src/domain/progress';

function drain<T>(cursor: Cursor<T>, sizes: readonly number[]): Array<{ cost: number; task: T; size: number }> {
  const pieces = [];
  for (let i = 0; ; i++) {
    const size = sizes[i % sizes.length];
    const piece = cursor(size);
    if (!piece) return pieces;
    pieces.push({ ...piece, size });
  }
}

function cells(range: MatrixRange): string[] {
  const out: string[] = [];
  for (let r = range.rowStart; r < range.rowEnd; r++) {
    for (let c = range.upperTriangle ? Math.max(range.colStart, r + 1) : range.colStart; c < range.colEnd; c++)
      out.push(`${r},${c}`);
  }
  return out;
}

describe('batch cursors', () => {
  it('cut pairs into contiguous pieces of the requested sizes', () => {
    expect(drain(pairCursor(10), [4]).map((p) => p.task)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    expect(drain(pairCursor(10), [1, 6]).map((p) => p.task)).toEqual([
      [0, 1],
      [1, 7],
      [7, 8],
      [8, 10],
    ]);
    expect(drain(pairCursor(0), [4])).toEqual([]);
    expect(drain(pairCursor(3), [0]).map((p) => p.task)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('count the upper triangle only', () => {
    expect(cellCount({ rowStart: 0, rowEnd: 10, colStart: 0, colEnd: 10, upperTriangle: true })).toBe(45);
    expect(cellCount({ rowStart: 3, rowEnd: 8, colStart: 2, colEnd: 6, upperTriangle: false })).toBe(20);
  });

  it('cut a matrix into pieces that cover every cell once, in row-major order, never above the requested size', () => {
    const range = fc
      .record({
        rowStart: fc.nat(30),
        rows: fc.nat(30),
        colStart: fc.nat(30),
        cols: fc.nat(30),
        upperTriangle: fc.boolean(),
      })
      .map(({ rowStart, rows, colStart, cols, upperTriangle }): MatrixRange => ({
        rowStart,
        rowEnd: rowStart + rows,
        colStart,
        colEnd: colStart + cols,
        upperTriangle,
      }));
    fc.assert(
      fc.property(range, fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 5 }), (r, sizes) => {
        const pieces = drain(matrixCursor(r), sizes);
        expect(pieces.flatMap((p) => cells(p.task))).toEqual(cells(r));
        for (const p of pieces) {
          expect(p.cost).toBe(cellCount(p.task));
          expect(p.cost).toBeGreaterThan(0);
          expect(p.cost).toBeLessThanOrEqual(p.size);
        }
      }),
    );
  });

  it('concatenate hits in order', () => {
    const part = (l: number[], s: number[]) => ({
      left: Uint32Array.from(l),
      right: Uint32Array.from(l),
      scores: Float32Array.from(s),
    });
    expect(concatHits([part([1], [0.5]), part([], []), part([2, 3], [0.25, 1])])).toEqual(
      part([1, 2, 3], [0.5, 0.25, 1]),
    );
  });
});

describe('adaptive batch size', () => {
  it('aims at the target time per batch, changing at most fourfold per step, within its bounds', () => {
    const size = new AdaptiveBatchSize(50, 1000, 16, 100_000);
    size.record(1000, 25); // 40 pairs/ms → 2,000 for 50 ms
    expect(size.size).toBe(2000);
    size.record(2000, 1); // far faster: capped at ×4
    expect(size.size).toBe(8000);
    size.record(8000, 8000); // far slower: capped at ÷4
    expect(size.size).toBe(2000);
    for (let i = 0; i < 10; i++) size.record(size.size, 100_000);
    expect(size.size).toBe(16);
    for (let i = 0; i < 10; i++) size.record(size.size, 0);
    expect(size.size).toBe(100_000);
  });
});

describe('progress throttle', () => {
  it('sends the first report at once and then at most one per interval after the last one sent', () => {
    let now = 0;
    const sent: number[] = [];
    const report = createProgressThrottle(
      (done) => sent.push(done),
      100,
      () => now,
    );
    for (const [t, done] of [
      [0, 1],
      [50, 2],
      [99, 3],
      [100, 4],
      [150, 5],
      [199, 6],
      [230, 7],
      [260, 8],
      [300, 9],
    ]) {
      now = t;
      report(done, 10);
    }
    // 100 is 100 ms after 0; 230 is 130 after 100 (not 200 after the start); 300 is only 70 after 230.
    expect(sent).toEqual([1, 4, 7]);
  });
});
