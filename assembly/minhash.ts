/**
 * MinHash-LSH band hashes over character q-grams, the same hash family as src/core/block/minhash.ts
 * (`minHashKeys`): FNV-1a over a gram's code points then murmur3 fmix32 per gram; per (band, row) a
 * salt fmix32(seed + b·rows + r + 1) and the minimum of fmix32(gram ^ salt); a band folds its rows
 * as fmix32(imul(h, 31) ^ min) from 0x9e3779b9 ^ b. Four salts share one v128, four vectors per
 * pass over the grams. An empty string has no grams: its band hashes are written as 0.
 */
import { Column, strPtr, strLen } from './column';
import { scratch, S_MH_SALTS, S_MH_GRAMS, S_MH_MINS } from './mem';

@inline function fmix32(h: u32): u32 {
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  return h ^ (h >>> 16);
}

@inline function fmix32x4(h: v128): v128 {
  h = v128.xor(h, i32x4.shr_u(h, 16));
  h = i32x4.mul(h, i32x4.splat(<i32>0x85ebca6b));
  h = v128.xor(h, i32x4.shr_u(h, 13));
  h = i32x4.mul(h, i32x4.splat(<i32>0xc2b2ae35));
  return v128.xor(h, i32x4.shr_u(h, 16));
}

/** Hashes the q-grams of `len` code points at `p` into `grams`; returns the gram count (0 for an empty string). */
function gramHashes(p: usize, len: i32, q: i32, grams: usize): i32 {
  if (len == 0) return 0;
  const count = len - q + 1 > 1 ? len - q + 1 : 1;
  for (let g = 0; g < count; g++) {
    const end = g + q < len ? g + q : len;
    let h: u32 = 0x811c9dc5;
    for (let k = g; k < end; k++) h = (h ^ load<u32>(p + (<usize>k << 2))) * 0x01000193;
    store<u32>(grams + (<usize>g << 2), fmix32(h));
  }
  return count;
}

/**
 * Band hashes of values [start, end) of `col` into `out` (u32, (end − start) × bands, row-major).
 * `q`, `bands` and `rows` are at least 1; `seed` is taken modulo 2^32.
 */
export function minhashBandsImpl(
  col: Column,
  q: i32,
  bands: i32,
  rows: i32,
  seed: u32,
  start: i32,
  end: i32,
  out: usize,
): void {
  const total = bands * rows;
  const vectors = ((total + 15) >> 4) << 2; // salts in groups of four v128 (16 lanes), padding lanes unused
  const salts = scratch(S_MH_SALTS, <usize>vectors << 4);
  const mins = scratch(S_MH_MINS, <usize>vectors << 4);
  for (let s = 0; s < vectors << 2; s++) store<u32>(salts + (<usize>s << 2), s < total ? fmix32(seed + <u32>s + 1) : 0);
  let maxLen = 1;
  for (let i = start; i < end; i++) { const l = strLen(col, i); if (l > maxLen) maxLen = l; }
  const grams = scratch(S_MH_GRAMS, <usize>maxLen << 2);
  const ones = i32x4.splat(-1);
  for (let i = start; i < end; i++) {
    const row = out + (<usize>((i - start) * bands) << 2);
    const count = gramHashes(strPtr(col, i), strLen(col, i), q, grams);
    if (count == 0) {
      memory.fill(row, 0, <usize>bands << 2);
      continue;
    }
    for (let v = 0; v < vectors; v += 4) {
      const at = salts + (<usize>v << 4);
      const s0 = v128.load(at), s1 = v128.load(at, 16), s2 = v128.load(at, 32), s3 = v128.load(at, 48);
      let m0 = ones, m1 = ones, m2 = ones, m3 = ones;
      for (let g = 0; g < count; g++) {
        const x = i32x4.splat(load<i32>(grams + (<usize>g << 2)));
        m0 = i32x4.min_u(m0, fmix32x4(v128.xor(x, s0)));
        m1 = i32x4.min_u(m1, fmix32x4(v128.xor(x, s1)));
        m2 = i32x4.min_u(m2, fmix32x4(v128.xor(x, s2)));
        m3 = i32x4.min_u(m3, fmix32x4(v128.xor(x, s3)));
      }
      const out = mins + (<usize>v << 4);
      v128.store(out, m0);
      v128.store(out, m1, 16);
      v128.store(out, m2, 32);
      v128.store(out, m3, 48);
    }
    for (let b = 0; b < bands; b++) {
      let h: u32 = 0x9e3779b9 ^ <u32>b;
      const at = mins + (<usize>(b * rows) << 2);
      for (let r = 0; r < rows; r++) h = fmix32((h * 31) ^ load<u32>(at + (<usize>r << 2)));
      store<u32>(row + (<usize>b << 2), h);
    }
  }
}
