/**
 * The edit kinds (Levenshtein, OSA) of the dense path: per-group lane vectors and the bucket loop.
 */
import { Column, varPtr, varLen } from './column';
import { hitsScores } from './hits';
import { editSimilarity } from './levenshtein';
import { edit8, edit4, edit2 } from './simdedit';
import { M_OSA } from './metrics';
import { kind, laneBase, laneJMin, laneL1, laneVecL1, laneVecLast, put } from './lanes';

/** Lane vectors (pattern length, last bit) of the edit kinds for the current group. */
export function setEditLanes(width: i32, rows: i32): void {
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
export function editBucket(width: i32, rows: i32, order: usize, p: i32, hi: i32, bChars: usize, bOffsets: usize,
  l2: i32, c1: i32, a: Column, v: i32, list: usize, g: i32): void {
  const osa = kind == M_OSA;
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
        const s = editSimilarity(varPtr(a, v, i), varLen(a, v, i), s2, l2, 0, osa);
        store<f32>(hitsScores + (<usize>(load<i32>(laneBase + (<usize>k << 2)) + j) << 2), <f32>s);
      }
    }
  }
}
