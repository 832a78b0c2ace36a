/**
 * Combined pattern-match vectors of up to 8 left strings ("several rows per v128", as RapidFuzz's
 * SIMD batch scorers do): for each code point one v128 whose lane k holds the position bits of that
 * code point in left string k (8 × 16, 4 × 32 or 2 × 64 bits). One table load then serves all lanes,
 * so scoring several rows against one right string needs no gather.
 */
import { DIRECT } from './pattern';
import { scratch, S_MP_KEYS, S_MP_ROWS } from './mem';

const tab: usize = memory.data(<i32>DIRECT * 16, 16);
const EXT_CAP: i32 = 1024; // > 8 × 64 characters, load factor <= 1/2
const MAX_ROWS: i32 = 8 * 64 + 1;
let extKeys: usize = 0; // u32 keys, u32 row numbers, u32 used-slot list
let extRows: usize = 0; // v128 rows; row 0 stays zero
let extUsed = 0;

const lanePtr: usize = memory.data(8 * 8);
const laneLen: usize = memory.data(8 * 4);
let laneCount = 0;

@inline function hashCp(c: u32): u32 {
  return ((c * 0x9E3779B1) >>> 8) & <u32>(EXT_CAP - 1);
}

function ensureExt(): void {
  if (extKeys != 0) return;
  extKeys = scratch(S_MP_KEYS, <usize>EXT_CAP * 12);
  memory.fill(extKeys, 0, <usize>EXT_CAP * 8);
  extRows = scratch(S_MP_ROWS, <usize>MAX_ROWS * 16);
  v128.store(extRows, i64x2.splat(0));
}

function extFind(c: u32): u32 {
  if (extUsed == 0) return 0;
  let i = hashCp(c);
  while (true) {
    const k = load<u32>(extKeys + (<usize>i << 2));
    if (k == c) return load<u32>(extKeys + (<usize>EXT_CAP << 2) + (<usize>i << 2));
    if (k == 0) return 0;
    i = (i + 1) & <u32>(EXT_CAP - 1);
  }
  return 0;
}

function entryFor(c: u32): usize {
  if (c < DIRECT) return tab + (<usize>c << 4);
  let i = hashCp(c);
  while (true) {
    const at = extKeys + (<usize>i << 2);
    const k = load<u32>(at);
    if (k == c) return extRows + (<usize>load<u32>(at + (<usize>EXT_CAP << 2)) << 4);
    if (k == 0) {
      extUsed++;
      const row = <u32>extUsed;
      store<u32>(at, c);
      store<u32>(at + (<usize>EXT_CAP << 2), row);
      store<u32>(extKeys + (<usize>EXT_CAP << 3) + (<usize>(extUsed - 1) << 2), i);
      v128.store(extRows + (<usize>row << 4), i64x2.splat(0));
      return extRows + (<usize>row << 4);
    }
    i = (i + 1) & <u32>(EXT_CAP - 1);
  }
  return 0;
}

/** The combined vector of code point `c` (zero when no lane contains it). */
@inline export function mpGet(c: u32): v128 {
  if (c < DIRECT) return v128.load(tab + (<usize>c << 4));
  return v128.load(extRows + (<usize>extFind(c) << 4));
}

/** Adds left string `ptr[0..len)` (len <= 64 / laneBytes * 8) as lane `k` with `laneBytes` bytes per lane. */
export function addLane(k: i32, laneBytes: i32, ptr: usize, len: i32): void {
  ensureExt();
  store<usize>(lanePtr + (<usize>k << 3), ptr);
  store<i32>(laneLen + (<usize>k << 2), len);
  if (k + 1 > laneCount) laneCount = k + 1;
  for (let p = 0; p < len; p++) {
    const at = entryFor(load<u32>(ptr + (<usize>p << 2))) + <usize>(k * laneBytes);
    const bit16: i32 = 1 << (p & 15);
    if (laneBytes == 2) store<u16>(at, load<u16>(at) | <u16>bit16);
    else if (laneBytes == 4) store<u32>(at, load<u32>(at) | (<u32>1 << <u32>p));
    else store<u64>(at, load<u64>(at) | ((<u64>1) << (<u64>p)));
  }
}

/** Clears the table (every lane added since the last clear). */
export function clearLanes(): void {
  for (let k = 0; k < laneCount; k++) {
    const ptr = load<usize>(lanePtr + (<usize>k << 3));
    const len = load<i32>(laneLen + (<usize>k << 2));
    for (let p = 0; p < len; p++) {
      const c = load<u32>(ptr + (<usize>p << 2));
      if (c < DIRECT) v128.store(tab + (<usize>c << 4), i64x2.splat(0));
    }
  }
  for (let u = 0; u < extUsed; u++) {
    const slot = load<u32>(extKeys + (<usize>EXT_CAP << 3) + (<usize>u << 2));
    store<u32>(extKeys + (<usize>slot << 2), 0);
  }
  extUsed = 0;
  laneCount = 0;
}
