import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncScorer } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { createNodeScoringPool } from '../../src/scoring/pool/node';
import type { ScoringPool } from '../../src/scoring/pool/pool';
import { FULL_MATRIX_LIMIT, MAX_BLOCK, normalizeValue, sharedKeyPairs } from '../../src/worker/blocking';
import { findSimilarPairs } from '../../src/worker/similar-pairs';

function names(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const next = (k: number) => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % k;
  const first = ['Anna', 'Boris', 'Chen', 'Dmitri', 'Élodie', 'Farid', 'Greta', 'Hiro', 'Ирина', 'Jonas'];
  const last = ['Smith', 'Smyth', 'Ivanov', 'Ivanova', 'Müller', 'Mueller', 'Nakamura', 'Okafor', 'Петров', 'Quinn'];
  return Array.from({ length: count }, (_, i) => (i % 17 === 0 ? '' : `${first[next(10)]} ${last[next(10)]}${next(4) === 0 ? ' ' : ''}${next(30)}`));
}

describe('first-page blocking', () => {
  it('pairs values sharing their first or last three characters, once each, sorted by left', () => {
    const values = ['smith', 'smyth', 'xsmith', 'anna', 'annette', 'zzz'].map(normalizeValue);
    const pairs = sharedKeyPairs(values);
    const list = Array.from(pairs.left, (l, i) => [l, pairs.right[i]]);
    // smith/xsmith share «ith»; smith/smyth share «sm» only (not 3), anna/annette share «ann».
    expect(list).toEqual([[0, 2], [3, 4]]);
  });

  it('skips blocks larger than the cap', () => {
    const values = Array.from({ length: MAX_BLOCK + 1 }, (_, i) => `abc${String(i).padStart(4, '0')}`);
    // All share «abc» (one block over the cap); the last three digits are all different.
    expect(sharedKeyPairs(values).left.length).toBe(0);
    expect(sharedKeyPairs(values.slice(0, MAX_BLOCK)).left.length).toBe((MAX_BLOCK * (MAX_BLOCK - 1)) / 2);
  });
});

describe('first-page run on the Node pool', () => {
  let pool: ScoringPool;
  let local: SyncScorer;
  beforeAll(async () => {
    pool = await createNodeScoringPool({ size: 2 });
    local = await createWasmScorer(await loadWasmModule('release'));
  });
  afterAll(() => pool?.terminate());

  it('small columns: the best pairs of the full matrix, best first, with 1-based rows and raw values', async () => {
    const cells = names(300, 3);
    const result = await findSimilarPairs(pool, cells, { column: 'name', kernel: 'jaroWinkler', cutoff: 0.9, limit: 25 }, {});
    const rows = cells.flatMap((c, r) => (normalizeValue(c) ? [r] : []));
    local.loadColumn('v', encodeColumn(rows.map((r) => normalizeValue(cells[r]))));
    const expected = local.matrix('jaroWinkler', 'v', 'v', { rowStart: 0, rowEnd: rows.length, colStart: 0, colEnd: rows.length, upperTriangle: true }, 0.9);
    expect(result.blocking).toBe('all pairs');
    expect(result.values).toBe(rows.length);
    expect(result.candidatePairs).toBe((rows.length * (rows.length - 1)) / 2);
    expect(result.pairsAboveCutoff).toBe(Array.from(expected.scores).filter((s) => s >= 0.9).length);
    expect(result.pairs.length).toBe(25);
    const best = Array.from(expected.scores).sort((x, y) => y - x).slice(0, 25);
    expect(result.pairs.map((p) => p.score)).toEqual(best);
    for (const p of result.pairs) {
      expect(p.leftRow).toBeLessThan(p.rightRow);
      expect(p.leftValue).toBe(cells[p.leftRow - 1]);
      expect(p.rightValue).toBe(cells[p.rightRow - 1]);
    }
  });

  it('large columns: only pairs sharing a key, each scored as the in-process scorer scores it', async () => {
    const cells = names(FULL_MATRIX_LIMIT + 400, 5);
    const result = await findSimilarPairs(pool, cells, { column: 'name', kernel: 'ratio', cutoff: 0.85, limit: 40 }, {});
    const rows = cells.flatMap((c, r) => (normalizeValue(c) ? [r] : []));
    const values = rows.map((r) => normalizeValue(cells[r]));
    const candidates = sharedKeyPairs(values);
    local.loadColumn('v', encodeColumn(values));
    const scores = local.scorePairs('ratio', 'v', 'v', candidates, 0.85);
    expect(result.blocking).toBe('shared key');
    expect(result.candidatePairs).toBe(candidates.left.length);
    expect(result.pairsAboveCutoff).toBe(Array.from(scores).filter((s) => s >= 0.85).length);
    expect(result.pairs.length).toBe(40);
    const rowIndex = new Map(rows.map((r, i) => [r + 1, i]));
    for (let i = 0; i < result.pairs.length; i++) {
      const p = result.pairs[i];
      if (i > 0) expect(p.score).toBeLessThanOrEqual(result.pairs[i - 1].score);
      const one = { left: Uint32Array.of(rowIndex.get(p.leftRow)!), right: Uint32Array.of(rowIndex.get(p.rightRow)!) };
      expect(p.score).toBe(local.scorePairs('ratio', 'v', 'v', one, 0)[0]);
    }
  });
});
