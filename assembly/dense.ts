/**
 * Dense Indel block matrix (cutoff 0: every pair is a hit). Rows are taken in groups of 8, 4 or 2
 * (by their length: <= 16, 32, 64 characters) and packed into the lanes of one combined pattern
 * table (multipattern.ts); each right string is then aligned against the whole group at once, and
 * each lane's score lands directly in its row's hit slot. Rows longer than 64 use the scalar path.
 */
import { Column, strPtr, strLen, sortPtr, sortLen, lenIndex, lowerBound } from './column';
import { usePattern } from './pattern';
import { lcsWithPattern, ratioFromLcs } from './indel';
import { hitCount, hitsScores, reserveHits, fillRowHits } from './hits';
import { addLane, clearLanes, mpGet } from './multipattern';

/** Per lane: row length, first column, hit slot base (slot of column j = base + j). */
const laneL1: usize = memory.data(8 * 4);
const laneJMin: usize = memory.data(8 * 4);
const laneBase: usize = memory.data(8 * 4);
/** Per lane f32 score by LCS for the current right length: 8 × 65 entries. */
const laneTab: usize = memory.data(8 * 65 * 4);

@inline function rowPtr(a: Column, sorted: bool, i: i32): usize {
  return sorted ? sortPtr(a, i) : strPtr(a, i);
}

@inline function rowLen(a: Column, sorted: bool, i: i32): i32 {
  return sorted ? sortLen(a, i) : strLen(a, i);
}

function allFit(a: Column, sorted: bool, i: i32, r1: i32, count: i32, maxLen: i32): bool {
  const end = i + count < r1 ? i + count : r1;
  for (let r = i; r < end; r++) if (rowLen(a, sorted, r) > maxLen) return false;
  return true;
}

@inline function store8(s2: usize, len2: i32, all: v128): v128 {
  let S = i16x8.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i16x8.add(S, u), i16x8.sub(S, u));
  }
  return i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
}

@inline function store4(s2: usize, len2: i32, all: v128): v128 {
  let S = i32x4.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i32x4.add(S, u), i32x4.sub(S, u));
  }
  return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S))));
}

@inline function store2(s2: usize, len2: i32, all: v128): v128 {
  let S = i64x2.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i64x2.add(S, u), i64x2.sub(S, u));
  }
  const x = v128.andnot(all, S);
  return i64x2(<i64>popcnt<u64>(<u64>i64x2.extract_lane(x, 0)), <i64>popcnt<u64>(<u64>i64x2.extract_lane(x, 1)));
}

@inline function put(k: i32, rows: i32, j: i32, lcs: i32): void {
  if (k < rows && j >= load<i32>(laneJMin + (<usize>k << 2))) {
    const s = load<f32>(laneTab + (<usize>(k * 65 + lcs) << 2));
    store<f32>(hitsScores + (<usize>(load<i32>(laneBase + (<usize>k << 2)) + j) << 2), s);
  }
}

/** Dense block matrix of `ratio` (raw strings) or `tokenSortRatio` (`sorted`). */
export function indelDense(a: Column, b: Column, sorted: bool, r0: i32, r1: i32, c0: i32, c1: i32, upper: bool): void {
  const idx = lenIndex(b, sorted);
  const distinct = load<i32>(idx);
  const lens = idx + 4;
  const starts = lens + (<usize>distinct << 2);
  const order = starts + (<usize>(distinct + 1) << 2);
  const bOffsets = sorted ? b.sortOffsets : b.offsets;
  const bChars = sorted ? b.sortChars : b.chars;
  let i = r0;
  while (i < r1) {
    let width = 0;
    if (allFit(a, sorted, i, r1, 8, 16)) width = 8;
    else if (allFit(a, sorted, i, r1, 4, 32)) width = 4;
    else if (allFit(a, sorted, i, r1, 2, 64)) width = 2;
    const rows = width == 0 ? 1 : (i + width <= r1 ? width : r1 - i);
    // lay out the hits of the group's rows, row-major
    let total = 0;
    for (let k = 0; k < rows; k++) {
      const jMin = upper ? (i + k + 1 > c0 ? i + k + 1 : c0) : c0;
      if (jMin < c1) total += c1 - jMin;
    }
    reserveHits(total);
    let groupJMin = c1;
    for (let k = 0; k < rows; k++) {
      const jMin = upper ? (i + k + 1 > c0 ? i + k + 1 : c0) : c0;
      store<i32>(laneJMin + (<usize>k << 2), jMin);
      store<i32>(laneBase + (<usize>k << 2), hitCount - jMin);
      if (jMin < c1) {
        fillRowHits(i + k, jMin, c1 - jMin);
        if (jMin < groupJMin) groupJMin = jMin;
      }
    }
    if (groupJMin >= c1) { i += rows; continue; }
    if (width == 0) {
      scalarRow(a, sorted, i, bChars, bOffsets, groupJMin, c1);
      i += 1;
      continue;
    }
    const laneBytes = 16 / width;
    let allLo: u64 = 0;
    let allHi: u64 = 0;
    for (let k = 0; k < rows; k++) {
      const l1 = rowLen(a, sorted, i + k);
      store<i32>(laneL1 + (<usize>k << 2), l1);
      addLane(k, laneBytes, rowPtr(a, sorted, i + k), l1);
      // lane mask of l1 bits, placed at lane k
      const m: u64 = l1 >= 64 ? ~(<u64>0) : ((<u64>1) << (<u64>l1)) - 1;
      const shift = (k * laneBytes * 8) & 63;
      if (k * laneBytes < 8) allLo |= m << (<u64>shift);
      else allHi |= m << (<u64>shift);
    }
    const all = i64x2(<i64>allLo, <i64>allHi);
    for (let d = 0; d < distinct; d++) {
      const l2 = <i32>load<u32>(lens + (<usize>d << 2));
      const hi = <i32>load<u32>(starts + (<usize>(d + 1) << 2));
      let p = lowerBound(order, <i32>load<u32>(starts + (<usize>d << 2)), hi, <u32>groupJMin);
      if (p >= hi || <i32>load<u32>(order + (<usize>p << 2)) >= c1) continue;
      for (let k = 0; k < rows; k++) {
        const l1 = load<i32>(laneL1 + (<usize>k << 2));
        for (let x = 0; x <= l1; x++) store<f32>(laneTab + (<usize>(k * 65 + x) << 2), <f32>ratioFromLcs(x, l1, l2));
      }
      for (; p < hi; p++) {
        const j = <i32>load<u32>(order + (<usize>p << 2));
        if (j >= c1) break;
        const s2 = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
        if (width == 8) {
          const c = store8(s2, l2, all);
          put(0, rows, j, i16x8.extract_lane_u(c, 0)); put(1, rows, j, i16x8.extract_lane_u(c, 1));
          put(2, rows, j, i16x8.extract_lane_u(c, 2)); put(3, rows, j, i16x8.extract_lane_u(c, 3));
          put(4, rows, j, i16x8.extract_lane_u(c, 4)); put(5, rows, j, i16x8.extract_lane_u(c, 5));
          put(6, rows, j, i16x8.extract_lane_u(c, 6)); put(7, rows, j, i16x8.extract_lane_u(c, 7));
        } else if (width == 4) {
          const c = store4(s2, l2, all);
          put(0, rows, j, i32x4.extract_lane(c, 0)); put(1, rows, j, i32x4.extract_lane(c, 1));
          put(2, rows, j, i32x4.extract_lane(c, 2)); put(3, rows, j, i32x4.extract_lane(c, 3));
        } else {
          const c = store2(s2, l2, all);
          put(0, rows, j, <i32>i64x2.extract_lane(c, 0)); put(1, rows, j, <i32>i64x2.extract_lane(c, 1));
        }
      }
    }
    clearLanes();
    i += rows;
  }
}

/** One row longer than 64 characters against columns [jMin, c1) (hit slots already laid out). */
function scalarRow(a: Column, sorted: bool, i: i32, bChars: usize, bOffsets: usize, jMin: i32, c1: i32): void {
  const p1 = rowPtr(a, sorted, i);
  const l1 = rowLen(a, sorted, i);
  usePattern(p1, l1);
  const base = load<i32>(laneBase);
  for (let j = jMin; j < c1; j++) {
    const off = load<u32>(bOffsets + (<usize>j << 2));
    const l2 = <i32>(load<u32>(bOffsets + (<usize>(j + 1) << 2)) - off);
    const lcs = l2 == 0 ? 0 : lcsWithPattern(bChars + (<usize>off << 2), l2);
    store<f32>(hitsScores + (<usize>(base + j) << 2), <f32>ratioFromLcs(lcs, l1, l2));
  }
}
