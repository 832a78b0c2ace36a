/**
 * The hit buffers of a block matrix: parallel u32 left / u32 right / f32 score arrays in scratch
 * memory, valid until the next `matrix` call.
 */
import { scratchGrow, S_HITS_L, S_HITS_R, S_HITS_S } from './mem';

export let hitCount: i32 = 0;
let hitCap: i32 = 0;
export let hitsLeft: usize = 0;
export let hitsRight: usize = 0;
export let hitsScores: usize = 0;

/** Whether dense rows write their left/right indexes (the host may rebuild them itself). */
let denseIndexes = true;

/** Empties the hit buffers; `indexes` false lets dense rows skip writing left/right. */
export function resetHits(indexes: bool = true): void {
  hitCount = 0;
  denseIndexes = indexes;
}

/** Makes room for `extra` more hits. */
export function reserveHits(extra: i32): void {
  const need = hitCount + extra;
  if (need <= hitCap) return;
  let cap = hitCap < 1024 ? 1024 : hitCap;
  while (cap < need) cap <<= 1;
  hitCap = cap;
  hitsLeft = scratchGrow(S_HITS_L, <usize>cap << 2);
  hitsRight = scratchGrow(S_HITS_R, <usize>cap << 2);
  hitsScores = scratchGrow(S_HITS_S, <usize>cap << 2);
}

/** Appends one hit. */
@inline export function pushHit(i: i32, j: i32, s: f64): void {
  if (hitCount == hitCap) reserveHits(1);
  const at = <usize>hitCount << 2;
  store<u32>(hitsLeft + at, i);
  store<u32>(hitsRight + at, j);
  store<f32>(hitsScores + at, <f32>s);
  hitCount++;
}

/** Appends a hit without a capacity check (after `reserveHits`). */
@inline export function pushHitUnchecked(i: i32, j: i32, s: f32): void {
  const at = <usize>hitCount << 2;
  store<u32>(hitsLeft + at, i);
  store<u32>(hitsRight + at, j);
  store<f32>(hitsScores + at, s);
  hitCount++;
}

/** Sorts hits [from, hitCount) by column (shell sort; they all belong to one row). */
export function sortRowHits(from: i32): void {
  const n = hitCount - from;
  if (n < 2) return;
  let gap = 1;
  while (gap < n / 3) gap = gap * 3 + 1;
  while (gap > 0) {
    for (let x = from + gap; x < hitCount; x++) {
      const r = load<u32>(hitsRight + (<usize>x << 2));
      const s = load<f32>(hitsScores + (<usize>x << 2));
      let y = x;
      while (y - gap >= from && load<u32>(hitsRight + (<usize>(y - gap) << 2)) > r) {
        store<u32>(hitsRight + (<usize>y << 2), load<u32>(hitsRight + (<usize>(y - gap) << 2)));
        store<f32>(hitsScores + (<usize>y << 2), load<f32>(hitsScores + (<usize>(y - gap) << 2)));
        y -= gap;
      }
      store<u32>(hitsRight + (<usize>y << 2), r);
      store<f32>(hitsScores + (<usize>y << 2), s);
    }
    gap = (gap - 1) / 3;
  }
}

/**
 * Appends `n` hits (i, j0 + k) whose scores the caller writes afterwards (dense rows, cutoff 0); indexes only when
 * wanted.
 */
export function fillRowHits(i: i32, j0: i32, n: i32): void {
  if (!denseIndexes) {
    hitCount += n;
    return;
  }
  const l = hitsLeft + (<usize>hitCount << 2);
  const r = hitsRight + (<usize>hitCount << 2);
  const vi = i32x4.splat(i);
  let vj = i32x4(j0, j0 + 1, j0 + 2, j0 + 3);
  const four = i32x4.splat(4);
  let k = 0;
  for (; k + 4 <= n; k += 4) {
    v128.store(l + (<usize>k << 2), vi);
    v128.store(r + (<usize>k << 2), vj);
    vj = i32x4.add(vj, four);
  }
  for (; k < n; k++) {
    store<u32>(l + (<usize>k << 2), i);
    store<u32>(r + (<usize>k << 2), j0 + k);
  }
  hitCount += n;
}

/**
 * Spreads the hits of a strict-upper-triangle block (compact, row-major) over the full block
 * rows × (c1 − c0), row-major, with 0 in the cells that were not scored (column ≤ row). Rows are
 * moved from the last one back, so a move never overwrites a row still to be moved.
 */
export function expandUpper(r0: i32, r1: i32, c0: i32, c1: i32): void {
  const width = c1 - c0;
  let compact = hitCount;
  for (let i = r1 - 1; i >= r0; i--) {
    const jMin = i + 1 > c0 ? i + 1 : c0;
    const n = jMin < c1 ? c1 - jMin : 0;
    compact -= n;
    const rowAt = hitsScores + (<usize>((i - r0) * width) << 2);
    const skip = n > 0 ? jMin - c0 : width;
    if (n > 0) memory.copy(rowAt + (<usize>skip << 2), hitsScores + (<usize>compact << 2), <usize>n << 2);
    memory.fill(rowAt, 0, <usize>skip << 2);
  }
  hitCount = (r1 - r0) * width;
}
