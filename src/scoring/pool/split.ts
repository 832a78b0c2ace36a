/** How a job is cut into batches and how the batches' results are put back together. */
import type { MatrixHits, MatrixRange } from '../types';

/** Half-open index ranges [start, end) of at most `size` items covering 0..total. */
export function pairChunks(total: number, size: number): Array<[number, number]> {
  const step = Math.max(1, Math.floor(size));
  const chunks: Array<[number, number]> = [];
  for (let start = 0; start < total; start += step) chunks.push([start, Math.min(total, start + step)]);
  return chunks;
}

/** Number of cells of a matrix range that get scored (the strict upper triangle when asked). */
export function cellCount(range: MatrixRange): number {
  let cells = 0;
  for (let row = range.rowStart; row < range.rowEnd; row++) cells += rowCells(range, row);
  return cells;
}

/** Split a matrix range into row blocks of about `cellsPerChunk` scored cells each, in row order. */
export function matrixChunks(range: MatrixRange, cellsPerChunk: number): MatrixRange[] {
  const target = Math.max(1, Math.floor(cellsPerChunk));
  const chunks: MatrixRange[] = [];
  let start = range.rowStart;
  let cells = 0;
  for (let row = range.rowStart; row < range.rowEnd; row++) {
    cells += rowCells(range, row);
    if (cells >= target) {
      chunks.push({ ...range, rowStart: start, rowEnd: row + 1 });
      start = row + 1;
      cells = 0;
    }
  }
  if (cells > 0) chunks.push({ ...range, rowStart: start, rowEnd: range.rowEnd });
  return chunks;
}

/** Concatenate the hits of consecutive blocks, keeping their order. */
export function concatHits(parts: readonly MatrixHits[]): MatrixHits {
  const total = parts.reduce((n, p) => n + p.scores.length, 0);
  const out: MatrixHits = { left: new Uint32Array(total), right: new Uint32Array(total), scores: new Float32Array(total) };
  let at = 0;
  for (const part of parts) {
    out.left.set(part.left, at);
    out.right.set(part.right, at);
    out.scores.set(part.scores, at);
    at += part.scores.length;
  }
  return out;
}

function rowCells(range: MatrixRange, row: number): number {
  const from = range.upperTriangle ? Math.max(range.colStart, row + 1) : range.colStart;
  return Math.max(0, range.colEnd - from);
}
