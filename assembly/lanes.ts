/**
 * Lane state shared by the dense matrix paths: per lane (row of the current group) its length,
 * first column and hit slot base, per-lane score tables, and the kernel kind.
 */
import { hitsScores } from './hits';
import { ratioFromLcs, simFromDist, M_INDEL } from './metrics';

/** Per lane: row length, first column, hit slot base (slot of column j = base + j). */
export const laneL1: usize = memory.data(8 * 4);
export const laneJMin: usize = memory.data(8 * 4);
export const laneBase: usize = memory.data(8 * 4);
/** Per lane f32 score by LCS (Indel) or distance (edit kinds) for the current right length: 8 × 65 entries. */
export const laneTab: usize = memory.data(8 * 65 * 4);
/** Lane vectors of the edit kinds: pattern lengths and their last bits, laid out per lane width. */
export const laneVecL1: usize = memory.data(16, 16);
export const laneVecLast: usize = memory.data(16, 16);

/** What the dense path computes (a metric of metrics.ts): the Indel ratio, Levenshtein or OSA similarity. */
export let kind = M_INDEL;
export let tableOk = true;
export let curL2 = 0;

/** Sets the dense kernel kind. */
export function setKind(k: i32): void { kind = k; }
/** Sets the right length of the current bucket and whether the lane tables cover it. */
export function setBucket(l2: i32, ok: bool): void { curL2 = l2; tableOk = ok; }

/** Score of lane k from its LCS (Indel) or distance (edit kinds). */
@inline export function laneScore(k: i32, x: i32): f32 {
  if (tableOk) return load<f32>(laneTab + (<usize>(k * 65 + x) << 2));
  const l1 = load<i32>(laneL1 + (<usize>k << 2));
  if (kind == M_INDEL) return <f32>ratioFromLcs(x, l1, curL2);
  return <f32>simFromDist(x, l1 > curL2 ? l1 : curL2);
}

@inline export function put(k: i32, rows: i32, j: i32, lcs: i32): void {
  if (k < rows && j >= load<i32>(laneJMin + (<usize>k << 2))) {
    const s = laneScore(k, lcs);
    store<f32>(hitsScores + (<usize>(load<i32>(laneBase + (<usize>k << 2)) + j) << 2), s);
  }
}

