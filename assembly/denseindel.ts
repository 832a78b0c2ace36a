/**
 * Lane-parallel Indel kernels of the dense path: LCS of up to 8 packed rows (combined pattern table)
 * against one right string, and the fast bucket loop that stores f32 scores straight into row slots.
 */
import { hitsScores } from './hits';
import { mpGet } from './multipattern';
import { laneBase, laneL1 } from './lanes';

@inline export function store8(s2: usize, len2: i32, all: v128): v128 {
  let S = i16x8.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i16x8.add(S, u), i16x8.sub(S, u));
  }
  return i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
}

@inline export function store4(s2: usize, len2: i32, all: v128): v128 {
  let S = i32x4.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i32x4.add(S, u), i32x4.sub(S, u));
  }
  return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S))));
}

@inline export function store2(s2: usize, len2: i32, all: v128): v128 {
  let S = i64x2.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const u = v128.and(S, mpGet(load<u32>(s2 + t)));
    S = v128.or(i64x2.add(S, u), i64x2.sub(S, u));
  }
  const x = v128.andnot(all, S);
  return i64x2(<i64>popcnt<u64>(<u64>i64x2.extract_lane(x, 0)), <i64>popcnt<u64>(<u64>i64x2.extract_lane(x, 1)));
}

/** Scores of 8 lanes (final S of one column) into the 8 rows' slots of column j. */
@inline function store8Scores(S: v128, all: v128, tot0: v128, tot1: v128, r0: usize, r1: usize, r2: usize, r3: usize,
  r4: usize, r5: usize, r6: usize, r7: usize, j: i32): void {
  const c = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
  const two = f32x4.splat(2.0);
  const lo = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_low_i16x8_u(c)), two), tot0);
  const hi = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(i32x4.extend_high_i16x8_u(c)), two), tot1);
  const at = <usize>j << 2;
  store<f32>(r0 + at, f32x4.extract_lane(lo, 0)); store<f32>(r1 + at, f32x4.extract_lane(lo, 1));
  store<f32>(r2 + at, f32x4.extract_lane(lo, 2)); store<f32>(r3 + at, f32x4.extract_lane(lo, 3));
  store<f32>(r4 + at, f32x4.extract_lane(hi, 0)); store<f32>(r5 + at, f32x4.extract_lane(hi, 1));
  store<f32>(r6 + at, f32x4.extract_lane(hi, 2)); store<f32>(r7 + at, f32x4.extract_lane(hi, 3));
}

/**
 * Columns [p, hi) of one length bucket while every lane's row is complete (j >= groupJMax) and all
 * lanes are used: scores are computed with f32x4 division (exactly the f32 rounding of the f64
 * score, the operands being small integers) and stored straight into each row's slots. Returns
 * where it stopped; the caller finishes the bucket on the checked path.
 */
@inline export function fastBucket(width: i32, rows: i32, order: usize, p: i32, hi: i32, bChars: usize, bOffsets: usize,
  l2: i32, c1: i32, all: v128, groupJMax: i32): i32 {
  if (rows != width) return p;
  const r0 = hitsScores + (<usize>load<i32>(laneBase) << 2), r1 = hitsScores + (<usize>load<i32>(laneBase, 4) << 2);
  const r2 = width >= 4 ? hitsScores + (<usize>load<i32>(laneBase, 8) << 2) : 0;
  const r3 = width >= 4 ? hitsScores + (<usize>load<i32>(laneBase, 12) << 2) : 0;
  const tot0 = f32x4.convert_i32x4_u(i32x4.add(v128.load(laneL1), i32x4.splat(l2)));
  const two = f32x4.splat(2.0);
  if (width == 2) {
    // two columns at a time; lanes (row 0, row 1) of column j then of column j2 share one f32x4
    const l10 = load<i32>(laneL1), l11 = load<i32>(laneL1, 4);
    const tot = f32x4.convert_i32x4_u(i32x4(l10 + l2, l11 + l2, l10 + l2, l11 + l2));
    const all0: u64 = <u64>i64x2.extract_lane(all, 0), all1: u64 = <u64>i64x2.extract_lane(all, 1);
    for (; p + 1 < hi; p += 2) {
      const j = <i32>load<u32>(order + (<usize>p << 2));
      const j2 = <i32>load<u32>(order + (<usize>(p + 1) << 2));
      if (j2 >= c1 || j < groupJMax) break;
      const sa = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
      const sb = bChars + (<usize>load<u32>(bOffsets + (<usize>j2 << 2)) << 2);
      let S = i64x2.splat(-1);
      let T = i64x2.splat(-1);
      const end = <usize>l2 << 2;
      for (let t: usize = 0; t < end; t += 4) {
        const u = v128.and(S, mpGet(load<u32>(sa + t)));
        const w = v128.and(T, mpGet(load<u32>(sb + t)));
        S = v128.or(i64x2.add(S, u), i64x2.sub(S, u));
        T = v128.or(i64x2.add(T, w), i64x2.sub(T, w));
      }
      const lcs = i32x4(
        <i32>popcnt<u64>(~<u64>i64x2.extract_lane(S, 0) & all0),
        <i32>popcnt<u64>(~<u64>i64x2.extract_lane(S, 1) & all1),
        <i32>popcnt<u64>(~<u64>i64x2.extract_lane(T, 0) & all0),
        <i32>popcnt<u64>(~<u64>i64x2.extract_lane(T, 1) & all1));
      const sc = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(lcs), two), tot);
      store<f32>(r0 + (<usize>j << 2), f32x4.extract_lane(sc, 0));
      store<f32>(r1 + (<usize>j << 2), f32x4.extract_lane(sc, 1));
      store<f32>(r0 + (<usize>j2 << 2), f32x4.extract_lane(sc, 2));
      store<f32>(r1 + (<usize>j2 << 2), f32x4.extract_lane(sc, 3));
    }
    return p;
  }
  if (width == 4) {
    // two columns at a time, as for 8 lanes below
    for (; p + 1 < hi; p += 2) {
      const j = <i32>load<u32>(order + (<usize>p << 2));
      const j2 = <i32>load<u32>(order + (<usize>(p + 1) << 2));
      if (j2 >= c1 || j < groupJMax) break;
      const sa = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
      const sb = bChars + (<usize>load<u32>(bOffsets + (<usize>j2 << 2)) << 2);
      let S = i32x4.splat(-1);
      let T = i32x4.splat(-1);
      const end = <usize>l2 << 2;
      for (let t: usize = 0; t < end; t += 4) {
        const u = v128.and(S, mpGet(load<u32>(sa + t)));
        const w = v128.and(T, mpGet(load<u32>(sb + t)));
        S = v128.or(i32x4.add(S, u), i32x4.sub(S, u));
        T = v128.or(i32x4.add(T, w), i32x4.sub(T, w));
      }
      const c = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S))));
      const d = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, T))));
      const sc = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(c), two), tot0);
      const sd = f32x4.div(f32x4.mul(f32x4.convert_i32x4_u(d), two), tot0);
      const at = <usize>j << 2;
      store<f32>(r0 + at, f32x4.extract_lane(sc, 0)); store<f32>(r1 + at, f32x4.extract_lane(sc, 1));
      store<f32>(r2 + at, f32x4.extract_lane(sc, 2)); store<f32>(r3 + at, f32x4.extract_lane(sc, 3));
      const at2 = <usize>j2 << 2;
      store<f32>(r0 + at2, f32x4.extract_lane(sd, 0)); store<f32>(r1 + at2, f32x4.extract_lane(sd, 1));
      store<f32>(r2 + at2, f32x4.extract_lane(sd, 2)); store<f32>(r3 + at2, f32x4.extract_lane(sd, 3));
    }
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
  const r4 = hitsScores + (<usize>load<i32>(laneBase, 16) << 2);
  const r5 = hitsScores + (<usize>load<i32>(laneBase, 20) << 2);
  const r6 = hitsScores + (<usize>load<i32>(laneBase, 24) << 2);
  const r7 = hitsScores + (<usize>load<i32>(laneBase, 28) << 2);
  const tot1 = f32x4.convert_i32x4_u(i32x4.add(v128.load(laneL1, 16), i32x4.splat(l2)));
  // four, then two columns at a time: independent dependency chains interleave in the pipeline
  for (; p + 3 < hi; p += 4) {
    const j = <i32>load<u32>(order + (<usize>p << 2));
    const j4 = <i32>load<u32>(order + (<usize>(p + 3) << 2));
    if (j4 >= c1 || j < groupJMax) break;
    const j2 = <i32>load<u32>(order + (<usize>(p + 1) << 2));
    const j3 = <i32>load<u32>(order + (<usize>(p + 2) << 2));
    const sa = bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2);
    const sb = bChars + (<usize>load<u32>(bOffsets + (<usize>j2 << 2)) << 2);
    const sc = bChars + (<usize>load<u32>(bOffsets + (<usize>j3 << 2)) << 2);
    const sd = bChars + (<usize>load<u32>(bOffsets + (<usize>j4 << 2)) << 2);
    let S = i16x8.splat(-1), T = i16x8.splat(-1), U = i16x8.splat(-1), V = i16x8.splat(-1);
    const end = <usize>l2 << 2;
    for (let t: usize = 0; t < end; t += 4) {
      const u = v128.and(S, mpGet(load<u32>(sa + t)));
      const w = v128.and(T, mpGet(load<u32>(sb + t)));
      const x = v128.and(U, mpGet(load<u32>(sc + t)));
      const y = v128.and(V, mpGet(load<u32>(sd + t)));
      S = v128.or(i16x8.add(S, u), i16x8.sub(S, u));
      T = v128.or(i16x8.add(T, w), i16x8.sub(T, w));
      U = v128.or(i16x8.add(U, x), i16x8.sub(U, x));
      V = v128.or(i16x8.add(V, y), i16x8.sub(V, y));
    }
    store8Scores(S, all, tot0, tot1, r0, r1, r2, r3, r4, r5, r6, r7, j);
    store8Scores(T, all, tot0, tot1, r0, r1, r2, r3, r4, r5, r6, r7, j2);
    store8Scores(U, all, tot0, tot1, r0, r1, r2, r3, r4, r5, r6, r7, j3);
    store8Scores(V, all, tot0, tot1, r0, r1, r2, r3, r4, r5, r6, r7, j4);
  }
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

