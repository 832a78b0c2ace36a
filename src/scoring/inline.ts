import type { AsyncScorer } from './pool/protocol';
import type { SyncScorer } from './types';

/**
 * An in-process scorer behind the asynchronous interface of the pool, so one engine code path
 * serves both (duckdb-wasm style). Used for tiny inputs and tests; job options are ignored.
 */
export function inlineScorer(scorer: SyncScorer): AsyncScorer {
  return {
    loadColumn: async (id, column) => scorer.loadColumn(id, column),
    dropColumn: async (id) => scorer.dropColumn(id),
    scorePairs: async (kernel, a, b, pairs, cutoff) => scorer.scorePairs(kernel, a, b, pairs, cutoff),
    distancePairs: async (kernel, a, b, pairs, maxDistance) => scorer.distancePairs(kernel, a, b, pairs, maxDistance),
    matrix: async (kernel, a, b, range, cutoff) => scorer.matrix(kernel, a, b, range, cutoff),
    matrixScores: async (kernel, a, b, range) => scorer.matrixScores(kernel, a, b, range),
    minhashBands: async (columnId, q, bands, rows, seed) => scorer.minhashBands(columnId, q, bands, rows, seed),
  };
}
