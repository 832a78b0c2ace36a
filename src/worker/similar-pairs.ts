/** The first page's run: one column against itself in the scoring pool, reduced to the most similar pairs. */
import { encodeColumn } from '../scoring/column';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import type { MatrixHits } from '../scoring/types';
import type { SimilarPairsRequest, SimilarPairsResult } from './api';
import { FULL_MATRIX_LIMIT, normalizeValue, sharedKeyPairs } from './blocking';

const COLUMN_ID = 'first-page';

/** Score the non-empty cells of one column against each other and return the best pairs first. */
export async function findSimilarPairs(
  scorer: AsyncScorer,
  cells: readonly string[],
  request: SimilarPairsRequest,
  options: JobOptions,
): Promise<SimilarPairsResult> {
  const rows: number[] = [];
  const values: string[] = [];
  cells.forEach((cell, row) => {
    const value = normalizeValue(cell);
    if (value) { rows.push(row); values.push(value); }
  });
  const n = values.length;
  await scorer.loadColumn(COLUMN_ID, encodeColumn(values));
  try {
    let hits: MatrixHits;
    let candidatePairs: number;
    const full = n <= FULL_MATRIX_LIMIT;
    if (full) {
      candidatePairs = (n * (n - 1)) / 2;
      const range = { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: true };
      hits = await scorer.matrix(request.kernel, COLUMN_ID, COLUMN_ID, range, request.cutoff, options);
    } else {
      const pairs = sharedKeyPairs(values);
      candidatePairs = pairs.left.length;
      hits = keepAbove(pairs.left, pairs.right, await scorer.scorePairs(request.kernel, COLUMN_ID, COLUMN_ID, pairs, request.cutoff, options), request.cutoff);
    }
    const { best, above } = topHits(hits, request.cutoff, request.limit);
    return {
      pairs: best.map((i) => ({
        leftRow: rows[hits.left[i]] + 1,
        rightRow: rows[hits.right[i]] + 1,
        leftValue: cells[rows[hits.left[i]]],
        rightValue: cells[rows[hits.right[i]]],
        score: hits.scores[i],
      })),
      values: n,
      candidatePairs,
      blocking: full ? 'all pairs' : 'shared key',
      pairsAboveCutoff: above,
    };
  } finally {
    await scorer.dropColumn(COLUMN_ID);
  }
}

/** Indices of the `limit` best hits (score desc, then left, right), and how many are at or above the cutoff; one pass. */
function topHits(hits: MatrixHits, cutoff: number, limit: number): { best: number[]; above: number } {
  const before = (x: number, y: number) =>
    hits.scores[x] > hits.scores[y] || (hits.scores[x] === hits.scores[y]
      && (hits.left[x] < hits.left[y] || (hits.left[x] === hits.left[y] && hits.right[x] < hits.right[y])));
  const best: number[] = [];
  let above = 0;
  for (let i = 0; i < hits.scores.length; i++) {
    if (!(hits.scores[i] > 0 && hits.scores[i] >= cutoff)) continue;
    above++;
    if (best.length === limit && !before(i, best[limit - 1])) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && before(i, best[at - 1])) at--;
    best.splice(at, 0, i);
    if (best.length > limit) best.pop();
  }
  return { best, above };
}

function keepAbove(left: Uint32Array, right: Uint32Array, scores: Float32Array, cutoff: number): MatrixHits {
  const keep = Array.from(scores.keys()).filter((i) => scores[i] > 0 && scores[i] >= cutoff);
  return {
    left: Uint32Array.from(keep, (i) => left[i]),
    right: Uint32Array.from(keep, (i) => right[i]),
    scores: Float32Array.from(keep, (i) => scores[i]),
  };
}
