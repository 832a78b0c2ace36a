/**
 * Settling a large bounded run (issue 13): its weights are fitted on the training pairs alone
 * (engine/training.ts), so its candidates can be scored in chunks, each chunk weighed under that fit
 * at once, and only the pairs worth deciding kept. A pair whose match weight lies {@link SETTLE_MARGIN}
 * bits or more below the profile's floor band — decided distinct from its weight alone, with no rule
 * asked — is settled: counted, its records kept for the blocking figures, its similarities never
 * stored. Every kept pair is decided exactly as without settling; see docs/DECISIONS.md (D108).
 */
import type { CandidatePairs } from '../domain/pair';
import { probabilityToWeight } from '../core/weights';
import { applyColumnSwaps } from '../core/profiles/swaps';
import { floorOf, type PreparedProfile } from '../core/profiles';
import { encodeColumn } from '../scoring/column';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import { sharedPairs } from '../scoring/types';
import { Growable } from '../core/block';
import { markEmpty, numericSimilarities } from './comparison-columns';
import { weighPairs, type FellegiSunterFit } from './fellegi-sunter';
import type { DistanceColumns } from './distances';
import type { PairIndex } from './match-score';

/**
 * Bits below the floor band's edge from which a pair is settled. A refit after review answers moves a
 * pair's weight by a few bits; 2^10 times less likely than the floor's edge is out of its reach.
 */
export const SETTLE_MARGIN = 10;

/** Candidate pairs above which a bounded run settles (MatchSettings.settleAbove when absent). */
export const DEFAULT_SETTLE_ABOVE = 2_000_000;

/** Candidate pairs scored and weighed per chunk. */
const CHUNK = 1 << 20;

/** What settling did: every candidate pair's records, and how many were settled below which weight. */
export interface Settled {
  /** All candidate pairs (kept and settled), sorted as blocking made them: the blocking figures read them. */
  blocked: PairIndex;
  /** Pairs settled (not kept). */
  count: number;
  /** The match weight (log2) below which a pair was settled. */
  belowWeight: number;
}

/** The weight below which a profile's pairs may be settled, or undefined when its floor band is not «distinct». */
export function settleWeight(prepared: PreparedProfile): number | undefined {
  const floor = floorOf(prepared.weightUse);
  return floor?.level === 'distinct' ? probabilityToWeight(floor.below) - SETTLE_MARGIN : undefined;
}

/** The candidates kept by settling, with their similarities and edit counts, and where each was among all. */
export interface SettledCandidates {
  pairs: CandidatePairs;
  similarities: Float32Array[];
  distances: DistanceColumns;
  /** Per kept pair, its index among all the candidates (ascending). */
  keptFrom: Uint32Array;
  settled: Settled;
}

/**
 * Score `pairs` in chunks, weigh each chunk under `fit`, and keep the pairs at or above `below` and
 * those `keep` names (rows written twice, pairs a person labelled). Each comparison's column is loaded
 * into the scorer once for all chunks.
 */
export async function settleCandidates(
  prepared: PreparedProfile,
  pairs: CandidatePairs,
  fit: FellegiSunterFit,
  below: number,
  keep: (p: number) => boolean,
  scorer: AsyncScorer,
  job: JobOptions & { onChunk?: (done: number) => void; chunk?: number; slice?: number } = {},
): Promise<SettledCandidates> {
  const size = job.chunk ?? CHUNK;
  const specs = prepared.comparisons;
  const kept = new Growable(1 << 16);
  const simParts: Float32Array[][] = specs.map(() => []);
  const distParts: Float32Array[][] = specs.map(() => []);
  const ids = await loadColumns(prepared, scorer);
  const n = pairs.left.length;
  const range = (a: number) => {
    const b = Math.min(n, a + size);
    return { left: pairs.left.subarray(a, b), right: pairs.right.subarray(a, b) };
  };
  // The next chunk is scored in the pool while this thread weighs the current one. A failure is read where the chunk
  // is awaited; until then it is marked handled (a rejection met while weighing would otherwise end a Node process).
  const score = (a: number) => {
    const chunk = scoreChunk(prepared, range(a), ids, scorer, job);
    chunk.catch(() => undefined);
    return chunk;
  };
  let next: Promise<ScoredChunk> | undefined = n > 0 ? score(0) : undefined;
  try {
    for (let a = 0; a < n; a += size) {
      const chunk = range(a);
      const { similarities, distances } = await next!;
      next = a + size < n ? score(a + size) : undefined;
      const totals = await weighInSlices(fit, specs, similarities, chunk, job.slice ?? SLICE);
      const at = kept.length;
      for (let p = 0; p < totals.length; p++) if (totals[p] >= below || keep(a + p)) kept.push(p);
      const local = kept.data.subarray(at, kept.length);
      specs.forEach((_, c) => {
        simParts[c].push(Float32Array.from(local, (p) => similarities[c][p]));
        const d = distances[c];
        if (d) distParts[c].push(Float32Array.from(local, (p) => d[p]));
      });
      for (let k = at; k < kept.length; k++) kept.data[k] += a;
      job.onChunk?.(a + totals.length);
    }
  } finally {
    // A chunk still being scored when this stops (cancelled, failed) is let finish before its columns go.
    await next?.catch(() => undefined);
    await dropColumns(ids, scorer);
  }
  const keptFrom = kept.done();
  const pick = (column: Uint32Array) => Uint32Array.from(keptFrom, (p) => column[p]);
  return {
    pairs: { left: pick(pairs.left), right: pick(pairs.right), rules: pick(pairs.rules), ruleNames: pairs.ruleNames },
    similarities: simParts.map(concat),
    distances: specs.map((c, i) => (c.distance ? concat(distParts[i]) : undefined)),
    keptFrom,
    settled: {
      blocked: { left: pairs.left, right: pairs.right },
      count: pairs.left.length - keptFrom.length,
      belowWeight: below,
    },
  };
}

/** Pairs weighed per slice: the thread yields between slices, so the pool is handed the next chunk's batches. */
const SLICE = 1 << 16;

/** The chunk's match weights, weighed a slice at a time with a turn of the event loop between slices. */
async function weighInSlices(
  fit: FellegiSunterFit,
  specs: PreparedProfile['comparisons'],
  similarities: Float32Array[],
  chunk: PairIndex,
  slice: number,
): Promise<Float64Array> {
  const count = chunk.left.length;
  const totals = new Float64Array(count);
  for (let s = 0; s < count; s += slice) {
    const e = Math.min(count, s + slice);
    const part = weighPairs(
      fit,
      specs,
      similarities.map((c) => c.subarray(s, e)),
      e - s,
      { left: chunk.left.subarray(s, e), right: chunk.right.subarray(s, e) },
    );
    totals.set(part.totals, s);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return totals;
}

/** One Float32Array of the parts, in order. */
function concat(parts: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((t, x) => t + x.length, 0));
  let at = 0;
  for (const x of parts) (out.set(x, at), (at += x.length));
  return out;
}

/** Scorer column ids per comparison (left, right), undefined for a numeric one. */
type ColumnIds = Array<{ left: string; right: string } | undefined>;

async function loadColumns(prepared: PreparedProfile, scorer: AsyncScorer): Promise<ColumnIds> {
  const ids: ColumnIds = [];
  try {
    for (const [i, c] of prepared.comparisons.entries()) {
      if (c.numeric && !c.distance) {
        ids.push(undefined);
        continue;
      }
      const left = `settle:${i}`;
      const right = c.rightValues ? `${left}:right` : left;
      ids.push({ left, right });
      await scorer.loadColumn(left, encodeColumn(c.values));
      if (c.rightValues) await scorer.loadColumn(right, encodeColumn(c.rightValues));
    }
  } catch (e) {
    await dropColumns(ids, scorer);
    throw e;
  }
  return ids;
}

async function dropColumns(ids: ColumnIds, scorer: AsyncScorer): Promise<void> {
  for (const id of ids) {
    if (!id) continue;
    await scorer.dropColumn(id.left);
    if (id.right !== id.left) await scorer.dropColumn(id.right);
  }
}

/** A chunk's similarities and edit counts per comparison. */
interface ScoredChunk {
  similarities: Float32Array[];
  distances: DistanceColumns;
}

/** Every comparison's similarities over one chunk (swaps applied, as scoreComparisons does) and its edit counts. */
async function scoreChunk(
  prepared: PreparedProfile,
  chunk: PairIndex,
  ids: ColumnIds,
  scorer: AsyncScorer,
  job: JobOptions,
): Promise<ScoredChunk> {
  const shared = sharedPairs(chunk);
  // Every comparison is handed to the pool at once: one awaited after another, the workers waited for this thread
  // (busy weighing the chunk before) between comparisons.
  const scored = prepared.comparisons.map((c, i) =>
    c.numeric ? undefined : scorer.scorePairs(c.kernel, ids[i]!.left, ids[i]!.right, shared, 0, job),
  );
  const counted = prepared.comparisons.map((c, i) =>
    c.distance
      ? scorer.distancePairs(c.distance.kernel, ids[i]!.left, ids[i]!.right, shared, c.distance.max, job)
      : undefined,
  );
  // Each is awaited below; until then a failure is marked handled (it is read where awaited).
  for (const x of [...scored, ...counted]) x?.catch(() => undefined);
  const similarities: Float32Array[] = [];
  const distances: DistanceColumns = [];
  for (const [i, c] of prepared.comparisons.entries()) {
    similarities.push(
      c.numeric
        ? numericSimilarities(c.numeric, chunk.left, chunk.right)
        : markEmpty(c, chunk.left, chunk.right, await scored[i]!),
    );
    const d = counted[i];
    distances.push(d ? markEmpty(c, chunk.left, chunk.right, Float32Array.from(await d)) : undefined);
  }
  if (prepared.swaps) applyColumnSwaps(prepared.swaps, similarities, chunk.left.length);
  return { similarities, distances };
}
