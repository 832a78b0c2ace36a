/**
 * Dense Indel block matrix (cutoff 0: every pair is a hit). Hit slots are laid out row-major first;
 * rows are then sorted into lane classes by length (<= 16, 32, 64 characters) and taken in groups of
 * 8, 4 or 2, packed into the lanes of one combined pattern
 * table (multipattern.ts); each right string is then aligned against the whole group at once, and
 * each lane's score lands directly in its row's hit slot. Rows longer than 64 use the scalar path.
 */
import { Column, varPtr, varLen, varChars, varOffsets, lowerBound } from './column';
import { lenIndex } from './derived';
import { usePattern } from './pattern';
import { lcsWithPattern, ratioFromLcs } from './indel';
import { editSimilarity, simFromDist } from './levenshtein';
import { edit8, edit4, edit2 } from './simdedit';
import { hitCount, hitsScores, reserveHits, fillRowHits } from './hits';
import { addLane, clearLanes, mpGet } from './multipattern';
import { scratch, S_ROW2, S_FLAGS1 } from './mem';

/** Per lane: row length, first column, hit slot base (slot of column j = base + j). */
const laneL1: usize = memory.data(8 * 4);
const laneJMin: usize = memory.data(8 * 4);
const laneBase: usize = memory.data(8 * 4);
/** Per lane f32 score by LCS (Indel) or distance (edit kinds) for the current right length: 8 × 65 entries. */
const laneTab: usize = memory.data(8 * 65 * 4);
/** Lane vectors of the edit kinds: pattern lengths and their last bits, laid out per lane width. */
const laneVecL1: usize = memory.data(16, 16);
const laneVecLast: usize = memory.data(16, 16);

/** What the dense path computes: the Indel ratio, Levenshtein or OSA similarity. */
export const D_INDEL = 0;
export const D_LEV = 1;
export const D_OSA = 2;
let kind = D_INDEL;
let tableOk = true;
let curL2 = 0;

@inline function rowPtr(a: Column, v: i32, i: i32): usize {
  return varPtr(a, v, i);
}

@inline function rowLen(a: Column, v: i32, i: i32): i32 {
  return varLen(a, v, i);
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

/** Score of lane k from its LCS (Indel) or distance (edit kinds). */
@inline function laneScore(k: i32, x: i32): f32 {
  if (tableOk) return load<f32>(laneTab + (<usize>(k * 65 + x) << 2));
  const l1 = load<i32>(laneL1 + (<usize>k << 2));
  if (kind == D_INDEL) return <f32>ratioFromLcs(x, l1, curL2);
  return <f32>simFromDist(x, l1 > curL2 ? l1 : curL2);
}

@inline function put(k: i32, rows: i32, j: i32, lcs: i32): void {
  if (k < rows && j >= load<i32>(laneJMin + (<usize>k << 2))) {
    const s = laneScore(k, lcs);
    store<f32>(hitsScores + (<usize>(load<i32>(laneBase + (<usize>k << 2)) + j) << 2), s);
  }
}

/** Dense block matrix of the Indel ratio on variant `v` of both columns. */
export function indelDense(a: Column, b: Column, v: i32, r0: i32, r1: i32, c0: i32, c1: i32, upper: bool): void {
  denseMatrix(D_INDEL, a, b, v, r0, r1, c0, c1, upper);
}

/** Dense block matrix of kernel kind `k` (D_INDEL, D_LEV, D_OSA) on variant `v`. */
export function denseMatrix(k: i32, a: Column, b: Column, v: i32, r0: i32, r1: i32, c0: i32, c1: i32, upper: bool): void {
  kind = k;
  const idx = lenIndex(b, v);
  const nRows = r1 - r0;
  if (nRows <= 0) return;
  // 1. lay out every row's hits, row-major; remember each row's slot base (slot of column j = base + j)
  let total = 0;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    if (jMin < c1) total += c1 - jMin;
  }
  reserveHits(total);
  const bases = scratch(S_ROW2, <usize>nRows << 2);
  // 2. rows grouped by lane class (<= 16, 32, 64 characters, longer), in row order within a class
  const classes = scratch(S_FLAGS1, <usize>nRows << 4);
  let n8 = 0, n4 = 0, n2 = 0, n1 = 0;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    store<i32>(bases + (<usize>(i - r0) << 2), hitCount - jMin);
    if (jMin >= c1) continue;
    fillRowHits(i, jMin, c1 - jMin);
    const l1 = rowLen(a, v, i);
    if (l1 == 0 && kind != D_INDEL) { store<i32>(classes + (<usize>(3 * nRows + n1) << 2), i); n1++; }
    else if (l1 <= 16) { store<i32>(classes + (<usize>n8 << 2), i); n8++; }
    else if (l1 <= 32) { store<i32>(classes + (<usize>(nRows + n4) << 2), i); n4++; }
    else if (l1 <= 64) { store<i32>(classes + (<usize>(2 * nRows + n2) << 2), i); n2++; }
    else { store<i32>(classes + (<usize>(3 * nRows + n1) << 2), i); n1++; }
  }
  const bOffsets = varOffsets(b, v);
  const bChars = varChars(b, v);
  runClass(a, b, v, idx, classes, n8, 8, r0, bases, c0, c1, upper);
  runClass(a, b, v, idx, classes + (<usize>nRows << 2), n4, 4, r0, bases, c0, c1, upper);
  runClass(a, b, v, idx, classes + (<usize>(2 * nRows) << 2), n2, 2, r0, bases, c0, c1, upper);
  for (let k = 0; k < n1; k++) {
    const i = load<i32>(classes + (<usize>(3 * nRows + k) << 2));
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    scalarRow(a, v, i, bChars, bOffsets, jMin, c1, load<i32>(bases + (<usize>(i - r0) << 2)));
  }
}

/** Rows `list[0..n)` (all fitting `width` lanes) in groups of `width`. */
function runClass(a: Column, b: Column, v: i32, idx: usize, list: usize, n: i32, width: i32,
  r0: i32, bases: usize, c0: i32, c1: i32, upper: bool): void {
  const distinct = load<i32>(idx);
  const lens = idx + 4;
  const starts = lens + (<usize>distinct << 2);
  const order = starts + (<usize>(distinct + 1) << 2);
  const bOffsets = varOffsets(b, v);
  const bChars = varChars(b, v);
  const laneBytes = 16 / width;
  for (let g = 0; g < n; g += width) {
    const rows = g + width <= n ? width : n - g;
    let groupJMin = c1;
    let groupJMax = 0;
    let allLo: u64 = 0;
    let allHi: u64 = 0;
    for (let k = 0; k < rows; k++) {
      const i = load<i32>(list + (<usize>(g + k) << 2));
      const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
      if (jMin < groupJMin) groupJMin = jMin;
      if (jMin > groupJMax) groupJMax = jMin;
      store<i32>(laneJMin + (<usize>k << 2), jMin);
      store<i32>(laneBase + (<usize>k << 2), load<i32>(bases + (<usize>(i - r0) << 2)));
      const l1 = rowLen(a, v, i);
      store<i32>(laneL1 + (<usize>k << 2), l1);
      addLane(k, laneBytes, rowPtr(a, v, i), l1);
      // lane mask of l1 bits, placed at lane k
      const m: u64 = l1 >= 64 ? ~(<u64>0) : ((<u64>1) << (<u64>l1)) - 1;
      const shift = (k * laneBytes * 8) & 63;
      if (k * laneBytes < 8) allLo |= m << (<u64>shift);
      else allHi |= m << (<u64>shift);
    }
    const all = i64x2(<i64>allLo, <i64>allHi);
    if (kind != D_INDEL) setEditLanes(width, rows);
    for (let d = 0; d < distinct; d++) {
      const l2 = <i32>load<u32>(lens + (<usize>d << 2));
      const hi = <i32>load<u32>(starts + (<usize>(d + 1) << 2));
      let p = lowerBound(order, <i32>load<u32>(starts + (<usize>d << 2)), hi, <u32>groupJMin);
      if (p >= hi || <i32>load<u32>(order + (<usize>p << 2)) >= c1) continue;
      curL2 = l2;
      fillTables(rows, l2);
      if (kind != D_INDEL) {
        editBucket(width, rows, order, p, hi, bChars, bOffsets, l2, c1, a, v, list, g);
        continue;
      }
      if (l2 > 0 && width >= 4) {
        p = fastBucket(width, rows, order, p, hi, bChars, bOffsets, l2, c1, all, groupJMax);
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
  }
}

/**
 * Columns [p, hi) of one length bucket while every lane's row is complete (j >= groupJMax) and all
 * lanes are used: scores are computed with f32x4 division (exactly the f32 rounding of the f64
 * score, the operands being small integers) and stored straight into each row's slots. Returns
 * where it stopped; the caller finishes the bucket on the checked path.
 */
function fastBucket(width: i32, rows: i32, order: usize, p: i32, hi: i32, bChars: usize, bOffsets: usize,
  l2: i32, c1: i32, all: v128, groupJMax: i32): i32 {
  if (rows != width) return p;
  const r0 = hitsScores + (<usize>load<i32>(laneBase) << 2), r1 = hitsScores + (<usize>load<i32>(laneBase, 4) << 2);
  const r2 = hitsScores + (<usize>load<i32>(laneBase, 8) << 2), r3 = hitsScores + (<usize>load<i32>(laneBase, 12) << 2);
  const tot0 = f32x4.convert_i32x4_u(i32x4.add(v128.load(laneL1), i32x4.splat(l2)));
  const two = f32x4.splat(2.0);
  if (width == 4) {
    for (; p < hi; p++) {
      const j = <i32>load<u32>(order + (<usize>p << 2));
      if (j >= c1 || j < groupJMax) break;
      const c = store4(bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2), l2, all);
      const sc = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(c), two), tot0);
      const at = <usize>j << 2;
      store<f32>(r0 + at, f32x4.extract_lane(sc, 0)); store<f32>(r1 + at, f32x4.extract_lane(sc, 1));
      store<f32>(r2 + at, f32x4.extract_lane(sc, 2)); store<f32>(r3 + at, f32x4.extract_lane(sc, 3));
    }
    return p;
  }
  const r4 = hitsScores + (<usize>load<i32>(laneBase, 16) << 2), r5 = hitsScores + (<usize>load<i32>(laneBase, 20) << 2);
  const r6 = hitsScores + (<usize>load<i32>(laneBase, 24) << 2), r7 = hitsScores + (<usize>load<i32>(laneBase, 28) << 2);
  const tot1 = f32x4.convert_i32x4_u(i32x4.add(v128.load(laneL1, 16), i32x4.splat(l2)));
  // two columns at a time: independent dependency chains interleave in the pipeline
  for (; p + 1 < hi; p += 2) {
    const j = <i32>load<u32>(order + (<usize>p << 2));
    const j2 = <i32>load<u32>(order + (<usize>(p + 1) << 2));
    if (j2 >= c1 || j < groupJMax) break;
    const sa = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
    const sb = bChars + (<usize>load<u32>(bOffsets + (<usize>j2 << 2)) << 2);
    let S = i16x8.splat(-1);
    let T = i16x8.splat(-1);
    const end = <usize>l2 << 2;
    for (let t: usize = 0; t < end; t += 4) {
      const u = v128.and(S, mpGet(load<u32>(sa + t)));
      const w = v128.and(T, mpGet(load<u32>(sb + t)));
      S = v128.or(i16x8.add(S, u), i16x8.sub(S, u));
      T = v128.or(i16x8.add(T, w), i16x8.sub(T, w));
    }
    const c = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
    const d = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, T)));
    const lo = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_low_i16x8_u(c)), two), tot0);
    const hi2 = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_high_i16x8_u(c)), two), tot1);
    const lo2 = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_low_i16x8_u(d)), two), tot0);
    const hi3 = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_high_i16x8_u(d)), two), tot1);
    const at = <usize>j << 2;
    store<f32>(r0 + at, f32x4.extract_lane(lo, 0)); store<f32>(r1 + at, f32x4.extract_lane(lo, 1));
    store<f32>(r2 + at, f32x4.extract_lane(lo, 2)); store<f32>(r3 + at, f32x4.extract_lane(lo, 3));
    store<f32>(r4 + at, f32x4.extract_lane(hi2, 0)); store<f32>(r5 + at, f32x4.extract_lane(hi2, 1));
    store<f32>(r6 + at, f32x4.extract_lane(hi2, 2)); store<f32>(r7 + at, f32x4.extract_lane(hi2, 3));
    const at2 = <usize>j2 << 2;
    store<f32>(r0 + at2, f32x4.extract_lane(lo2, 0)); store<f32>(r1 + at2, f32x4.extract_lane(lo2, 1));
    store<f32>(r2 + at2, f32x4.extract_lane(lo2, 2)); store<f32>(r3 + at2, f32x4.extract_lane(lo2, 3));
    store<f32>(r4 + at2, f32x4.extract_lane(hi3, 0)); store<f32>(r5 + at2, f32x4.extract_lane(hi3, 1));
    store<f32>(r6 + at2, f32x4.extract_lane(hi3, 2)); store<f32>(r7 + at2, f32x4.extract_lane(hi3, 3));
  }
  for (; p < hi; p++) {
    const j = <i32>load<u32>(order + (<usize>p << 2));
    if (j >= c1 || j < groupJMax) break;
    const c = store8(bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2), l2, all);
    const lo = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_low_i16x8_u(c)), two), tot0);
    const hi2 = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_high_i16x8_u(c)), two), tot1);
    const at = <usize>j << 2;
    store<f32>(r0 + at, f32x4.extract_lane(lo, 0)); store<f32>(r1 + at, f32x4.extract_lane(lo, 1));
    store<f32>(r2 + at, f32x4.extract_lane(lo, 2)); store<f32>(r3 + at, f32x4.extract_lane(lo, 3));
    store<f32>(r4 + at, f32x4.extract_lane(hi2, 0)); store<f32>(r5 + at, f32x4.extract_lane(hi2, 1));
    store<f32>(r6 + at, f32x4.extract_lane(hi2, 2)); store<f32>(r7 + at, f32x4.extract_lane(hi2, 3));
  }
  return p;
}

/** One row longer than 64 characters against columns [jMin, c1) (hit slots already laid out). */
function scalarRow(a: Column, v: i32, i: i32, bChars: usize, bOffsets: usize, jMin: i32, c1: i32, base: i32): void {
  const p1 = rowPtr(a, v, i);
  const l1 = rowLen(a, v, i);
  if (kind != D_INDEL) {
    for (let j = jMin; j < c1; j++) {
      const off = load<u32>(bOffsets + (<usize>j << 2));
      const l2 = <i32>(load<u32>(bOffsets + (<usize>(j + 1) << 2)) - off);
      const s = editSimilarity(p1, l1, bChars + (<usize>off << 2), l2, 0, kind == D_OSA);
      store<f32>(hitsScores + (<usize>(base + j) << 2), <f32>s);
    }
    return;
  }
  usePattern(p1, l1);
  for (let j = jMin; j < c1; j++) {
    const off = load<u32>(bOffsets + (<usize>j << 2));
    const l2 = <i32>(load<u32>(bOffsets + (<usize>(j + 1) << 2)) - off);
    const lcs = l2 == 0 ? 0 : lcsWithPattern(bChars + (<usize>off << 2), l2);
    store<f32>(hitsScores + (<usize>(base + j) << 2), <f32>ratioFromLcs(lcs, l1, l2));
  }
}

/** Score tables of the current group's lanes for right length l2 (when every score fits 65 entries). */
function fillTables(rows: i32, l2: i32): void {
  tableOk = true;
  for (let k = 0; k < rows; k++) {
    const l1 = load<i32>(laneL1 + (<usize>k << 2));
    if (kind == D_INDEL) {
      for (let x = 0; x <= l1; x++) store<f32>(laneTab + (<usize>(k * 65 + x) << 2), <f32>ratioFromLcs(x, l1, l2));
    } else {
      const m = l1 > l2 ? l1 : l2;
      if (m > 64) { tableOk = false; return; }
      for (let x = 0; x <= m; x++) store<f32>(laneTab + (<usize>(k * 65 + x) << 2), <f32>simFromDist(x, m));
    }
  }
}

/** Lane vectors (pattern length, last bit) of the edit kinds for the current group. */
function setEditLanes(width: i32, rows: i32): void {
  v128.store(laneVecL1, i64x2.splat(0));
  v128.store(laneVecLast, i64x2.splat(0));
  for (let k = 0; k < rows; k++) {
    const l1 = load<i32>(laneL1 + (<usize>k << 2));
    if (width == 8) {
      store<u16>(laneVecL1 + (<usize>k << 1), <u16>l1);
      const lastBit: i32 = 1 << (l1 - 1);
      store<u16>(laneVecLast + (<usize>k << 1), <u16>lastBit);
    } else if (width == 4) {
      store<u32>(laneVecL1 + (<usize>k << 2), <u32>l1);
      store<u32>(laneVecLast + (<usize>k << 2), <u32>1 << <u32>(l1 - 1));
    } else {
      store<u64>(laneVecL1 + (<usize>k << 3), <u64>l1);
      store<u64>(laneVecLast + (<usize>k << 3), (<u64>1) << (<u64>(l1 - 1)));
    }
  }
}

/** One length bucket of an edit kind: distances lane-parallel (16-bit lanes only while they cannot overflow). */
function editBucket(width: i32, rows: i32, order: usize, p: i32, hi: i32, bChars: usize, bOffsets: usize,
  l2: i32, c1: i32, a: Column, v: i32, list: usize, g: i32): void {
  const osa = kind == D_OSA;
  const l1V = v128.load(laneVecL1);
  const lastV = v128.load(laneVecLast);
  for (; p < hi; p++) {
    const j = <i32>load<u32>(order + (<usize>p << 2));
    if (j >= c1) break;
    const s2 = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
    if (width == 8 && l2 < 32000) {
      const c = edit8(s2, l2, l1V, lastV, osa);
      put(0, rows, j, i16x8.extract_lane_u(c, 0)); put(1, rows, j, i16x8.extract_lane_u(c, 1));
      put(2, rows, j, i16x8.extract_lane_u(c, 2)); put(3, rows, j, i16x8.extract_lane_u(c, 3));
      put(4, rows, j, i16x8.extract_lane_u(c, 4)); put(5, rows, j, i16x8.extract_lane_u(c, 5));
      put(6, rows, j, i16x8.extract_lane_u(c, 6)); put(7, rows, j, i16x8.extract_lane_u(c, 7));
    } else if (width == 4) {
      const c = edit4(s2, l2, l1V, lastV, osa);
      put(0, rows, j, i32x4.extract_lane(c, 0)); put(1, rows, j, i32x4.extract_lane(c, 1));
      put(2, rows, j, i32x4.extract_lane(c, 2)); put(3, rows, j, i32x4.extract_lane(c, 3));
    } else if (width == 2) {
      const c = edit2(s2, l2, l1V, lastV, osa);
      put(0, rows, j, <i32>i64x2.extract_lane(c, 0)); put(1, rows, j, <i32>i64x2.extract_lane(c, 1));
    } else {
      // very long right string against 16-bit lanes: score each lane on the scalar path
      for (let k = 0; k < rows; k++) {
        const i = load<i32>(list + (<usize>(g + k) << 2));
        if (j < load<i32>(laneJMin + (<usize>k << 2))) continue;
        const s = editSimilarity(rowPtr(a, v, i), rowLen(a, v, i), s2, l2, 0, osa);
        store<f32>(hitsScores + (<usize>(load<i32>(laneBase + (<usize>k << 2)) + j) << 2), <f32>s);
      }
    }
  }
}
