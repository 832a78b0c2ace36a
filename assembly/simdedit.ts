/**
 * Lane-parallel Levenshtein / OSA distances (Hyyrö's bit-parallel recurrences) of up to 8 left
 * strings (the combined pattern table of multipattern.ts) against one right string. Each lane has its
 * own pattern length: `l1V` holds the lengths (the initial distances), `lastV` each lane's last bit.
 */
import { mpGet } from './multipattern';

/** 8 × 16-bit lanes; distances must stay below 32768. */
@inline export function edit8(s2: usize, len2: i32, l1V: v128, lastV: v128, osa: bool): v128 {
  let VP = i16x8.splat(-1), VN = i16x8.splat(0), D0 = i16x8.splat(0), PMold = i16x8.splat(0);
  let dist = l1V;
  const zero = i16x8.splat(0);
  const one = i16x8.splat(1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const PMj = mpGet(load<u32>(s2 + t));
    if (osa) {
      const TR = v128.and(i16x8.shl(v128.andnot(PMj, D0), 1), PMold);
      D0 = v128.or(v128.or(v128.or(v128.xor(i16x8.add(v128.and(PMj, VP), VP), VP), PMj), VN), TR);
      PMold = PMj;
    } else {
      const X = v128.or(PMj, VN);
      D0 = v128.or(v128.xor(i16x8.add(v128.and(X, VP), VP), VP), X);
    }
    let HP = v128.or(VN, v128.not(v128.or(D0, VP)));
    let HN = v128.and(VP, D0);
    dist = i16x8.sub(dist, i16x8.ne(v128.and(HP, lastV), zero));
    dist = i16x8.add(dist, i16x8.ne(v128.and(HN, lastV), zero));
    HP = v128.or(i16x8.shl(HP, 1), one);
    HN = i16x8.shl(HN, 1);
    VP = v128.or(HN, v128.not(v128.or(D0, HP)));
    VN = v128.and(HP, D0);
  }
  return dist;
}

/** 4 × 32-bit lanes. */
@inline export function edit4(s2: usize, len2: i32, l1V: v128, lastV: v128, osa: bool): v128 {
  let VP = i32x4.splat(-1), VN = i32x4.splat(0), D0 = i32x4.splat(0), PMold = i32x4.splat(0);
  let dist = l1V;
  const zero = i32x4.splat(0);
  const one = i32x4.splat(1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const PMj = mpGet(load<u32>(s2 + t));
    if (osa) {
      const TR = v128.and(i32x4.shl(v128.andnot(PMj, D0), 1), PMold);
      D0 = v128.or(v128.or(v128.or(v128.xor(i32x4.add(v128.and(PMj, VP), VP), VP), PMj), VN), TR);
      PMold = PMj;
    } else {
      const X = v128.or(PMj, VN);
      D0 = v128.or(v128.xor(i32x4.add(v128.and(X, VP), VP), VP), X);
    }
    let HP = v128.or(VN, v128.not(v128.or(D0, VP)));
    let HN = v128.and(VP, D0);
    dist = i32x4.sub(dist, i32x4.ne(v128.and(HP, lastV), zero));
    dist = i32x4.add(dist, i32x4.ne(v128.and(HN, lastV), zero));
    HP = v128.or(i32x4.shl(HP, 1), one);
    HN = i32x4.shl(HN, 1);
    VP = v128.or(HN, v128.not(v128.or(D0, HP)));
    VN = v128.and(HP, D0);
  }
  return dist;
}

/** 2 × 64-bit lanes. */
@inline export function edit2(s2: usize, len2: i32, l1V: v128, lastV: v128, osa: bool): v128 {
  let VP = i64x2.splat(-1), VN = i64x2.splat(0), D0 = i64x2.splat(0), PMold = i64x2.splat(0);
  let dist = l1V;
  const zero = i64x2.splat(0);
  const one = i64x2.splat(1);
  const end = <usize>len2 << 2;
  for (let t: usize = 0; t < end; t += 4) {
    const PMj = mpGet(load<u32>(s2 + t));
    if (osa) {
      const TR = v128.and(i64x2.shl(v128.andnot(PMj, D0), 1), PMold);
      D0 = v128.or(v128.or(v128.or(v128.xor(i64x2.add(v128.and(PMj, VP), VP), VP), PMj), VN), TR);
      PMold = PMj;
    } else {
      const X = v128.or(PMj, VN);
      D0 = v128.or(v128.xor(i64x2.add(v128.and(X, VP), VP), VP), X);
    }
    let HP = v128.or(VN, v128.not(v128.or(D0, VP)));
    let HN = v128.and(VP, D0);
    dist = i64x2.sub(dist, i64x2.ne(v128.and(HP, lastV), zero));
    dist = i64x2.add(dist, i64x2.ne(v128.and(HN, lastV), zero));
    HP = v128.or(i64x2.shl(HP, 1), one);
    HN = i64x2.shl(HN, 1);
    VP = v128.or(HN, v128.not(v128.or(D0, HP)));
    VN = v128.and(HP, D0);
  }
  return dist;
}
