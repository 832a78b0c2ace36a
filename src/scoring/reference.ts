/**
 * The TypeScript reference scorer: the kernels of `reference-kernels.ts` behind the `SyncScorer`
 * contract. Slow on purpose; it checks the WASM scorer in tests and serves as a benchmark peer.
 */
import type { EncodedColumn, KernelName, MatrixHits, MatrixRange, PairBatch, SyncScorer } from './types';
import { REFERENCE_KERNELS } from './reference-kernels';
import { columnSize, valueAt } from './column';
import { checkDenseSize, checkPairs, checkRange, checkScoresSize, MAX_DENSE_HITS } from './validate';

export { REFERENCE_KERNELS } from './reference-kernels';

/** `SyncScorer` over the plain reference kernels; a score below the cutoff is reported as 0. */
export class ReferenceScorer implements SyncScorer {
  private readonly columns = new Map<string, EncodedColumn>();

  loadColumn(id: string, column: EncodedColumn): void {
    this.columns.set(id, { chars: column.chars.slice(), offsets: column.offsets.slice() });
  }

  dropColumn(id: string): void {
    this.columns.delete(id);
  }

  scorePairs(kernel: KernelName, a: string, b: string, pairs: PairBatch, cutoff: number): Float32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkPairs(pairs, columnSize(ca), columnSize(cb));
    const fn = REFERENCE_KERNELS[kernel];
    const out = new Float32Array(pairs.left.length);
    for (let k = 0; k < out.length; k++) {
      const s = fn(valueAt(ca, pairs.left[k]), valueAt(cb, pairs.right[k]));
      out[k] = s >= cutoff ? s : 0;
    }
    return out;
  }

  matrix(kernel: KernelName, a: string, b: string, range: MatrixRange, cutoff: number): MatrixHits {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, columnSize(ca), columnSize(cb));
    checkDenseSize(range, cutoff);
    const fn = REFERENCE_KERNELS[kernel];
    const left: number[] = [];
    const right: number[] = [];
    const scores: number[] = [];
    for (let i = range.rowStart; i < range.rowEnd; i++) {
      const from = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
      for (let j = from; j < range.colEnd; j++) {
        const s = fn(valueAt(ca, i), valueAt(cb, j));
        if (s >= cutoff) {
          left.push(i);
          right.push(j);
          scores.push(s);
        }
      }
    }
    return { left: Uint32Array.from(left), right: Uint32Array.from(right), scores: Float32Array.from(scores) };
  }

  matrixScores(kernel: KernelName, a: string, b: string, range: MatrixRange): Float32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, columnSize(ca), columnSize(cb));
    checkScoresSize(range, MAX_DENSE_HITS);
    const fn = REFERENCE_KERNELS[kernel];
    const width = range.colEnd - range.colStart;
    const out = new Float32Array((range.rowEnd - range.rowStart) * width);
    for (let i = range.rowStart; i < range.rowEnd; i++) {
      const from = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
      const at = (i - range.rowStart) * width - range.colStart;
      for (let j = from; j < range.colEnd; j++) out[at + j] = fn(valueAt(ca, i), valueAt(cb, j));
    }
    return out;
  }

  private column(id: string): EncodedColumn {
    const c = this.columns.get(id);
    if (!c) throw new Error(`unknown column: ${id}`);
    return c;
  }
}
