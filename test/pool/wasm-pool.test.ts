import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KERNELS, type PairBatch, type SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createNodeScoringPool } from '../../src/scoring/node/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { concatHits, matrixCursor } from '../../src/scoring/pool/split';

/** Names with shared words, typos, Cyrillic, CJK, an emoji and a long value, so every kernel has work. */
function names(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const pick = <T>(xs: readonly T[]) => xs[(state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % xs.length];
  const words = [
    'acme',
    'acne',
    'corp',
    'corporation',
    'ООО',
    'Ромашка',
    'ромашкa',
    '東京',
    'café',
    'cafe',
    '😀',
    'x'.repeat(70),
    'gmbh',
    'ltd',
  ];
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (state % 3) }, () => pick(words)).join(pick([' ', ' ', '-'])),
  );
}

describe('ScoringPool with the release WASM build in every worker', () => {
  const values = names(120, 7);
  let local: SyncScorer;
  let pool: ScoringPool;

  beforeAll(async () => {
    local = await createWasmScorer(await loadWasmModule('release'));
    local.loadColumn('names', encodeColumn(values));
    pool = await createNodeScoringPool({ size: 2, batchSize: 97 });
    await pool.loadColumn('names', encodeColumn(values));
  });
  afterAll(() => pool?.terminate());

  it.each(KERNELS)('%s: pairs and matrix equal the in-process WASM scorer', async (kernel) => {
    const n = values.length;
    const pairs: PairBatch = { left: new Uint32Array(n * 4), right: new Uint32Array(n * 4) };
    for (let i = 0; i < pairs.left.length; i++) {
      pairs.left[i] = i >> 2;
      pairs.right[i] = (i * 37 + 11) % n;
    }
    for (const cutoff of [0, 0.8]) {
      expect(await pool.scorePairs(kernel, 'names', 'names', pairs, cutoff)).toEqual(
        local.scorePairs(kernel, 'names', 'names', pairs, cutoff),
      );
      const range = { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: true };
      expect(await pool.matrix(kernel, 'names', 'names', range, cutoff)).toEqual(
        local.matrix(kernel, 'names', 'names', range, cutoff),
      );
    }
  });

  // The pool's results can only be independent of batch size if the in-process matrix is: the same
  // range scored whole or in the pieces the pool cuts must give the same hits.
  it.each(KERNELS)('%s: the in-process matrix does not depend on how its range is cut', (kernel) => {
    const n = values.length;
    const range = { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: true };
    for (const cutoff of [0, 0.8]) {
      const whole = local.matrix(kernel, 'names', 'names', range, cutoff);
      const cursor = matrixCursor(range);
      const parts = [];
      for (let piece = cursor(97); piece; piece = cursor(97))
        parts.push(local.matrix(kernel, 'names', 'names', piece.task, cutoff));
      expect(concatHits(parts), `cutoff ${cutoff}`).toEqual(whole);
    }
  });
});
