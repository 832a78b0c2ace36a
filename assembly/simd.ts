/**
 * SIMD128 bit-parallel LCS of one pattern (the current pattern, see pattern.ts) against up to 8
 * right-hand strings of equal length at once: 8 × i16 lanes for patterns up to 16 characters,
 * 4 × i32 up to 32, 2 × i64 up to 64. Lane pointers go in `lanePtrs`, LCS lengths come out in `laneLcs`.
 */
import { pm1 } from './pattern';

/** Up to 8 string pointers (one per lane). */
export const lanePtrs: usize = memory.data(8 * 8);
/** LCS length per lane (i32). */
export const laneLcs: usize = memory.data(8 * 4);

@inline function lp(k: i32): usize {
  return load<usize>(lanePtrs + (<usize>k << 3));
}

@inline function mk(p: usize, t: usize): u64 {
  return pm1(load<u32>(p + t));
}

/** Lanes for a pattern of `len1` characters: 8, 4, 2, or 1 (multi-word, scalar). */
@inline export function lanesFor(len1: i32): i32 {
  return len1 <= 16 ? 8 : len1 <= 32 ? 4 : len1 <= 64 ? 2 : 1;
}

/** 8 lanes × 16 bits. Lane masks are packed four to a u64 with scalar shifts (cheaper than 8 lane inserts). */
export function lcs16x8(len1: i32, len2: i32): void {
  const p0 = lp(0), p1 = lp(1), p2 = lp(2), p3 = lp(3), p4 = lp(4), p5 = lp(5), p6 = lp(6), p7 = lp(7);
  let S = i16x8.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const lo = (mk(p0, t) & 0xFFFF) | ((mk(p1, t) & 0xFFFF) << 16) | ((mk(p2, t) & 0xFFFF) << 32) | (mk(p3, t) << 48);
    const hi = (mk(p4, t) & 0xFFFF) | ((mk(p5, t) & 0xFFFF) << 16) | ((mk(p6, t) & 0xFFFF) << 32) | (mk(p7, t) << 48);
    const M = i64x2.replace_lane(i64x2.splat(lo), 1, hi);
    const u = v128.and(S, M);
    S = v128.or(i16x8.add(S, u), i16x8.sub(S, u));
  }
  const allBits: i32 = len1 >= 16 ? 0xFFFF : (1 << len1) - 1;
  const all = i16x8.splat(<i16>allBits);
  const cnt = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 0));
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 1), 4);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 2), 8);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 3), 12);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 4), 16);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 5), 20);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 6), 24);
  store<i32>(laneLcs, i16x8.extract_lane_u(cnt, 7), 28);
}

/** 4 lanes × 32 bits (masks packed two to a u64). */
export function lcs32x4(len1: i32, len2: i32): void {
  const p0 = lp(0), p1 = lp(1), p2 = lp(2), p3 = lp(3);
  let S = i32x4.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const lo = (mk(p0, t) & 0xFFFFFFFF) | (mk(p1, t) << 32);
    const hi = (mk(p2, t) & 0xFFFFFFFF) | (mk(p3, t) << 32);
    const M = i64x2.replace_lane(i64x2.splat(lo), 1, hi);
    const u = v128.and(S, M);
    S = v128.or(i32x4.add(S, u), i32x4.sub(S, u));
  }
  const allBits: i32 = len1 >= 32 ? -1 : (1 << len1) - 1;
  const all = i32x4.splat(allBits);
  const c16 = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v128.andnot(all, S)));
  const cnt = i32x4.extadd_pairwise_i16x8_u(c16);
  store<i32>(laneLcs, i32x4.extract_lane(cnt, 0));
  store<i32>(laneLcs, i32x4.extract_lane(cnt, 1), 4);
  store<i32>(laneLcs, i32x4.extract_lane(cnt, 2), 8);
  store<i32>(laneLcs, i32x4.extract_lane(cnt, 3), 12);
}

/** 2 lanes × 64 bits. */
export function lcs64x2(len1: i32, len2: i32): void {
  const p0 = lp(0), p1 = lp(1);
  let S = i64x2.splat(-1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    let M = i64x2.splat(<i64>mk(p0, t));
    M = i64x2.replace_lane(M, 1, <i64>mk(p1, t));
    const u = v128.and(S, M);
    S = v128.or(i64x2.add(S, u), i64x2.sub(S, u));
  }
  const all: u64 = len1 >= 64 ? ~(<u64>0) : ((<u64>1) << (<u64>len1)) - 1;
  store<i32>(laneLcs, <i32>popcnt<u64>(~<u64>i64x2.extract_lane(S, 0) & all));
  store<i32>(laneLcs, <i32>popcnt<u64>(~<u64>i64x2.extract_lane(S, 1) & all), 4);
}
