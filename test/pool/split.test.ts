import { describe, expect, it } from 'vitest';
import { cellCount, concatHits, matrixChunks, pairChunks } from '../../src/scoring/pool/split';
import { createProgressThrottle } from '../../src/scoring/pool/progress';

describe('batch splitting', () => {
  it('cuts pairs into contiguous chunks that cover every index once', () => {
    expect(pairChunks(10, 4)).toEqual([[0, 4], [4, 8], [8, 10]]);
    expect(pairChunks(0, 4)).toEqual([]);
    expect(pairChunks(3, 0)).toEqual([[0, 1], [1, 2], [2, 3]]);
  });

  it('cuts a matrix into row blocks of about the requested cells, counting the upper triangle only', () => {
    const range = { rowStart: 0, rowEnd: 10, colStart: 0, colEnd: 10, upperTriangle: true };
    expect(cellCount(range)).toBe(45);
    const chunks = matrixChunks(range, 12);
    expect(chunks[0]).toMatchObject({ rowStart: 0, rowEnd: 2 }); // 9 + 8 cells
    expect(chunks.map(cellCount).reduce((x, y) => x + y)).toBe(45);
    expect(chunks.map((c) => [c.rowStart, c.rowEnd]).flat()).toEqual([0, ...chunks.slice(1).flatMap((c) => [c.rowStart, c.rowStart]), 10]);
    const rect = { rowStart: 3, rowEnd: 8, colStart: 2, colEnd: 6, upperTriangle: false };
    expect(matrixChunks(rect, 1).map((c) => c.rowStart)).toEqual([3, 4, 5, 6, 7]);
  });

  it('concatenates hits in order', () => {
    const part = (l: number[], s: number[]) => ({ left: Uint32Array.from(l), right: Uint32Array.from(l), scores: Float32Array.from(s) });
    expect(concatHits([part([1], [0.5]), part([], []), part([2, 3], [0.25, 1])])).toEqual(part([1, 2, 3], [0.5, 0.25, 1]));
  });
});

describe('progress throttle', () => {
  it('sends the first report at once and then at most one per interval after the last one sent', () => {
    let now = 0;
    const sent: number[] = [];
    const report = createProgressThrottle((done) => sent.push(done), 100, () => now);
    for (const [t, done] of [[0, 1], [50, 2], [99, 3], [100, 4], [150, 5], [199, 6], [230, 7], [260, 8], [300, 9]]) {
      now = t;
      report(done, 10);
    }
    // 100 is 100 ms after 0; 230 is 130 after 100 (not 200 after the start); 300 is only 70 after 230.
    expect(sent).toEqual([1, 4, 7]);
  });
});
