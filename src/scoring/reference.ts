/**
 * The TypeScript reference scorer: the kernels of `reference-kernels.ts` behind the `SyncScorer`
 * contract. Slow on purpose; it checks the WASM scorer in tests and serves as a benchmark peer.
 */
import type {
  DistanceKernel,
  EncodedColumn,
  KernelName,
  MatrixHits,
  MatrixRange,
  PairBatch,
  SyncScorer,
  ValueSpan,
} from './types';
import {
  editDistance,
  jaroWinkler,
  normEdit,
  partialRatio,
  qgramJaccard,
  ratio,
  tokenSetRatio,
  tokenSortRatio,
} from './reference-kernels';
import { softTfIdf, type KernelColumns } from './reference-tfidf';
import { columnSize, valueAt } from './column';
import {
  checkDenseSize,
  checkDistance,
  checkMinHash,
  checkPairs,
  checkRange,
  checkScoresSize,
  MAX_DENSE_HITS,
  resolveSpan,
  scoresTarget,
} from './validate';
import { minHashKeys } from './minhash';

type Cps = ArrayLike<number>;

/** The reference implementation of each kernel; `columns` are the columns the pair comes from (soft TF-IDF's documents). */
export const REFERENCE_KERNELS: Record<KernelName, (a: Cps, b: Cps, columns?: KernelColumns) => number> = {
  ratio,
  levenshtein: (a, b) => normEdit(a, b, false),
  osa: (a, b) => normEdit(a, b, true),
  jaroWinkler,
  tokenSortRatio,
  tokenSetRatio,
  partialRatio,
  qgramJaccard,
  softTfIdf,
};

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
    const columns = { a: ca, b: cb };
    const out = new Float32Array(pairs.left.length);
    for (let k = 0; k < out.length; k++) {
      const s = fn(valueAt(ca, pairs.left[k]), valueAt(cb, pairs.right[k]), columns);
      out[k] = s >= cutoff ? s : 0;
    }
    return out;
  }

  distancePairs(kernel: DistanceKernel, a: string, b: string, pairs: PairBatch, maxDistance: number): Int32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkPairs(pairs, columnSize(ca), columnSize(cb));
    checkDistance(kernel, maxDistance);
    const osa = kernel === 'osa';
    return Int32Array.from(pairs.left, (l, k) =>
      Math.min(editDistance(valueAt(ca, l), valueAt(cb, pairs.right[k]), osa), maxDistance + 1),
    );
  }

  matrix(kernel: KernelName, a: string, b: string, range: MatrixRange, cutoff: number): MatrixHits {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, columnSize(ca), columnSize(cb));
    checkDenseSize(range, cutoff);
    const fn = REFERENCE_KERNELS[kernel];
    const columns = { a: ca, b: cb };
    const left: number[] = [];
    const right: number[] = [];
    const scores: number[] = [];
    for (let i = range.rowStart; i < range.rowEnd; i++) {
      const from = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
      for (let j = from; j < range.colEnd; j++) {
        const s = fn(valueAt(ca, i), valueAt(cb, j), columns);
        if (s >= cutoff) {
          left.push(i);
          right.push(j);
          scores.push(s);
        }
      }
    }
    return { left: Uint32Array.from(left), right: Uint32Array.from(right), scores: Float32Array.from(scores) };
  }

  matrixScores(kernel: KernelName, a: string, b: string, range: MatrixRange, into?: Float32Array): Float32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, columnSize(ca), columnSize(cb));
    checkScoresSize(range, MAX_DENSE_HITS);
    const fn = REFERENCE_KERNELS[kernel];
    const columns = { a: ca, b: cb };
    const width = range.colEnd - range.colStart;
    const out = scoresTarget(into, (range.rowEnd - range.rowStart) * width);
    out.fill(0);
    for (let i = range.rowStart; i < range.rowEnd; i++) {
      const from = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
      const at = (i - range.rowStart) * width - range.colStart;
      for (let j = from; j < range.colEnd; j++) out[at + j] = fn(valueAt(ca, i), valueAt(cb, j), columns);
    }
    return out;
  }

  /** Band hashes read back from the keys of the engine's own `minHashKeys` (so the two cannot drift apart). */
  minhashBands(columnId: string, q: number, bands: number, rows: number, seed: number, span?: ValueSpan): Uint32Array {
    const col = this.column(columnId);
    checkMinHash(q, bands, rows, seed);
    const { start, end } = resolveSpan(span, columnSize(col));
    const out = new Uint32Array((end - start) * bands);
    for (let i = start; i < end; i++) {
      const keys = minHashKeys(codePointsToString(valueAt(col, i)), { q, bands, rows, seed });
      keys.forEach((key, b) => {
        out[(i - start) * bands + b] = parseInt(key.slice(key.indexOf(':') + 1), 36);
      });
    }
    return out;
  }

  private column(id: string): EncodedColumn {
    const c = this.columns.get(id);
    if (!c) throw new Error(`unknown column: ${id}`);
    return c;
  }
}

/** The string of a value's code points (in chunks, so a long value does not overflow the argument list). */
function codePointsToString(cps: Uint32Array): string {
  let s = '';
  for (let k = 0; k < cps.length; k += 4096) s += String.fromCodePoint(...cps.subarray(k, k + 4096));
  return s;
}
