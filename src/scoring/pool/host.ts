/**
 * The worker side of the pool: wraps a `SyncScorer` as the comlink API of one scoring worker. Results
 * are transferred (never copied twice); every error leaves as a plain `{ name, message }`.
 */
import * as Comlink from 'comlink';
import type { MatrixHits, SyncScorer } from '../types';
import type { ScoringWorkerApi } from './protocol';
import { toPlainError } from '../../domain/errors';

/** Build the API one scoring worker exposes, around a scorer that may still be loading. */
export function createScoringWorkerApi(scorer: Promise<SyncScorer>): ScoringWorkerApi {
  scorer.catch(() => undefined); // reported through ready() and each call, not as an unhandled rejection
  const run = async <T>(op: (s: SyncScorer) => T): Promise<T> => {
    try {
      return op(await scorer);
    } catch (error) {
      throw toPlainError(error);
    }
  };
  return {
    ready: () => run(() => undefined),
    loadColumn: (id, column) => run((s) => s.loadColumn(id, column)),
    dropColumn: (id) => run((s) => s.dropColumn(id)),
    scorePairs: (kernel, a, b, pairs, cutoff) =>
      run((s) => {
        const scores = owned(s.scorePairs(kernel, a, b, pairs, cutoff));
        return Comlink.transfer(scores, [scores.buffer]);
      }),
    distancePairs: (kernel, a, b, pairs, maxDistance) =>
      run((s) => {
        const distances = owned(s.distancePairs(kernel, a, b, pairs, maxDistance));
        return Comlink.transfer(distances, [distances.buffer]);
      }),
    matrix: (kernel, a, b, range, cutoff) =>
      run((s) => {
        const hits = s.matrix(kernel, a, b, range, cutoff);
        const out: MatrixHits = { left: owned(hits.left), right: owned(hits.right), scores: owned(hits.scores) };
        return Comlink.transfer(out, [out.left.buffer, out.right.buffer, out.scores.buffer]);
      }),
    matrixScores: (kernel, a, b, range) =>
      run((s) => {
        const scores = owned(s.matrixScores(kernel, a, b, range));
        return Comlink.transfer(scores, [scores.buffer]);
      }),
    minhashBands: (columnId, q, bands, rows, seed, span) =>
      run((s) => {
        const hashes = owned(s.minhashBands(columnId, q, bands, rows, seed, span));
        return Comlink.transfer(hashes, [hashes.buffer]);
      }),
  };
}

/**
 * A typed array that owns its whole buffer (safe to transfer); views into larger or shared buffers (WASM memory) are
 * copied.
 */
function owned<T extends Float32Array | Uint32Array | Int32Array>(array: T): T {
  const whole =
    array.buffer instanceof ArrayBuffer && array.byteOffset === 0 && array.byteLength === array.buffer.byteLength;
  return whole ? array : (array.slice() as T);
}
