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
import { lcsWithPattern } from './indel';
import { editSimilarity } from './levenshtein';
import { ratioFromLcs, simFromDist, M_INDEL, M_OSA } from './metrics';
import { hitCount, hitsScores, reserveHits, fillRowHits } from './hits';
import { addLane, clearLanes } from './multipattern';
import { scratch, S_DENSE_BASES, S_DENSE_CLASSES } from './mem';
import { kind, laneBase, laneJMin, laneL1, laneTab, put, setBucket, setKind } from './lanes';
import { store8, store4, store2, fastBucket } from './denseindel';
import { setEditLanes, editBucket } from './denseedit';


@inline function rowPtr(a: Column, v: i32, i: i32): usize {
  return varPtr(a, v, i);
}

@inline function rowLen(a: Column, v: i32, i: i32): i32 {
  return varLen(a, v, i);
}

/** Dense block matrix of the Indel ratio on variant `v` of both columns. */
export function indelDense(a: Column, b: Column, v: i32, r0: i32, r1: i32, c0: i32, c1: i32, upper: bool): void {
  denseMatrix(M_INDEL, a, b, v, r0, r1, c0, c1, upper);
}

/** Dense block matrix of kernel kind `k` (M_INDEL, M_LEV, M_OSA) on variant `v`. */
export function denseMatrix(
  k: i32,
  a: Column,
  b: Column,
  v: i32,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
): void {
  setKind(k);
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
  const bases = scratch(S_DENSE_BASES, <usize>nRows << 2);
  // 2. rows grouped by lane class (<= 16, 32, 64 characters, longer), in row order within a class
  const classes = scratch(S_DENSE_CLASSES, <usize>nRows << 4);
  let n8 = 0, n4 = 0, n2 = 0, n1 = 0;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    store<i32>(bases + (<usize>(i - r0) << 2), hitCount - jMin);
    if (jMin >= c1) continue;
    fillRowHits(i, jMin, c1 - jMin);
    const l1 = rowLen(a, v, i);
    if (l1 == 0 && kind != M_INDEL) { store<i32>(classes + (<usize>(3 * nRows + n1) << 2), i); n1++; }
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
    if (kind != M_INDEL) setEditLanes(width, rows);
    for (let d = 0; d < distinct; d++) {
      const l2 = <i32>load<u32>(lens + (<usize>d << 2));
      const hi = <i32>load<u32>(starts + (<usize>(d + 1) << 2));
      let p = lowerBound(order, <i32>load<u32>(starts + (<usize>d << 2)), hi, <u32>groupJMin);
      if (p >= hi || <i32>load<u32>(order + (<usize>p << 2)) >= c1) continue;
      fillTables(rows, l2);
      if (kind != M_INDEL) {
        editBucket(width, rows, order, p, hi, bChars, bOffsets, l2, c1, a, v, list, g);
        continue;
      }
      if (l2 > 0) {
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

/** One row longer than 64 characters against columns [jMin, c1) (hit slots already laid out). */
function scalarRow(a: Column, v: i32, i: i32, bChars: usize, bOffsets: usize, jMin: i32, c1: i32, base: i32): void {
  const p1 = rowPtr(a, v, i);
  const l1 = rowLen(a, v, i);
  if (kind != M_INDEL) {
    for (let j = jMin; j < c1; j++) {
      const off = load<u32>(bOffsets + (<usize>j << 2));
      const l2 = <i32>(load<u32>(bOffsets + (<usize>(j + 1) << 2)) - off);
      const s = editSimilarity(p1, l1, bChars + (<usize>off << 2), l2, 0, kind == M_OSA);
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
  setBucket(l2, true);
  for (let k = 0; k < rows; k++) {
    const l1 = load<i32>(laneL1 + (<usize>k << 2));
    if (kind == M_INDEL) {
      for (let x = 0; x <= l1; x++) store<f32>(laneTab + (<usize>(k * 65 + x) << 2), <f32>ratioFromLcs(x, l1, l2));
    } else {
      const m = l1 > l2 ? l1 : l2;
      if (m > 64) { setBucket(l2, false); return; }
      for (let x = 0; x <= m; x++) store<f32>(laneTab + (<usize>(k * 65 + x) << 2), <f32>simFromDist(x, m));
    }
  }
}

