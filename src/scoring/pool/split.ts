/**
 * How a job is cut into batches and how the batches' results are put back together. Cursors hand
 * out consecutive pieces of any requested size, so batch sizes can change during a job while the
 * pieces stay in input (row-major) order.
 */
import type { MatrixHits, MatrixRange } from '../types';

/** A piece of a job: its cost in scored pairs and what the worker is asked to do. */
export interface Piece<T> {
  cost: number;
  task: T;
}

/** Hands out consecutive pieces of about `size` pairs; undefined when the job is all handed out. */
export type Cursor<T> = (size: number) => Piece<T> | undefined;

/** Pieces [start, end) of a pair batch of `total` pairs. */
export function pairCursor(total: number): Cursor<[number, number]> {
  let start = 0;
  return (size) => {
    if (start >= total) return undefined;
    const end = Math.min(total, start + Math.max(1, Math.floor(size)));
    const piece: Piece<[number, number]> = { cost: end - start, task: [start, end] };
    start = end;
    return piece;
  };
}

/**
 * Pieces of a matrix range in row-major order: whole rows while they fit in `size` cells, and a
 * single row cut into column segments when one row alone is larger.
 */
export function matrixCursor(range: MatrixRange): Cursor<MatrixRange> {
  let row = range.rowStart;
  let col = firstCol(range, row);
  return (size) => {
    const target = Math.max(1, Math.floor(size));
    while (row < range.rowEnd && col >= range.colEnd) col = firstCol(range, ++row);
    if (row >= range.rowEnd) return undefined;
    const rest = range.colEnd - col;
    if (rest >= target || col > firstCol(range, row)) {
      const end = Math.min(range.colEnd, col + target);
      const piece = { cost: end - col, task: { ...range, rowStart: row, rowEnd: row + 1, colStart: col, colEnd: end } };
      col = end;
      return piece;
    }
    const start = row;
    let cost = 0;
    while (row < range.rowEnd && cost + rowCells(range, row) <= target) cost += rowCells(range, row++);
    col = firstCol(range, row);
    return { cost, task: { ...range, rowStart: start, rowEnd: row } };
  };
}

/** Number of cells of a matrix range that get scored (the strict upper triangle when asked). */
export function cellCount(range: MatrixRange): number {
  let cells = 0;
  for (let row = range.rowStart; row < range.rowEnd; row++) cells += rowCells(range, row);
  return cells;
}

/** Concatenate the hits of consecutive pieces, keeping their order. */
export function concatHits(parts: readonly MatrixHits[]): MatrixHits {
  const total = parts.reduce((n, p) => n + p.scores.length, 0);
  const out: MatrixHits = {
    left: new Uint32Array(total),
    right: new Uint32Array(total),
    scores: new Float32Array(total),
  };
  let at = 0;
  for (const part of parts) {
    out.left.set(part.left, at);
    out.right.set(part.right, at);
    out.scores.set(part.scores, at);
    at += part.scores.length;
  }
  return out;
}

/** Copies the dense scores of `piece` (a sub-block of `range`, row-major) into `out`, the dense block of `range`. */
export function placeBlock(out: Float32Array, range: MatrixRange, piece: MatrixRange, scores: Float32Array): void {
  const width = range.colEnd - range.colStart;
  const pieceWidth = piece.colEnd - piece.colStart;
  if (scores.length !== (piece.rowEnd - piece.rowStart) * pieceWidth) {
    throw new Error(
      `a worker returned ${scores.length} scores for a block of ${piece.rowEnd - piece.rowStart} × ${pieceWidth}`,
    );
  }
  for (let row = piece.rowStart; row < piece.rowEnd; row++) {
    const from = (row - piece.rowStart) * pieceWidth;
    out.set(scores.subarray(from, from + pieceWidth), (row - range.rowStart) * width + piece.colStart - range.colStart);
  }
}

/** Batch sizes that follow the measured speed so each batch takes about `targetMs`. */
export class AdaptiveBatchSize {
  private current: number;

  constructor(
    private readonly targetMs = 50,
    initial = 128,
    private readonly min = 16,
    private readonly max = 1 << 22,
  ) {
    this.current = initial;
  }

  /** The size for the next batch. */
  get size(): number {
    return this.current;
  }

  /** Record that a batch of `cost` pairs took `ms`; the next size aims at the target time. */
  record(cost: number, ms: number): void {
    const wanted = (cost / Math.max(ms, 1)) * this.targetMs;
    this.current = Math.round(Math.min(this.max, Math.max(this.min, wanted, this.current / 4), this.current * 4));
  }
}

function firstCol(range: MatrixRange, row: number): number {
  return range.upperTriangle ? Math.max(range.colStart, row + 1) : range.colStart;
}

function rowCells(range: MatrixRange, row: number): number {
  return Math.max(0, range.colEnd - firstCol(range, row));
}
