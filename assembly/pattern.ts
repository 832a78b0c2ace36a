/**
 * Pattern-match vectors of one string (the "pattern"): for each code point, the bit set of the
 * positions where it occurs, in 64-bit words. Code points below 0x500 use direct tables; the others an
 * open-addressing map. The current pattern is cached by (pointer, length) so a row of pairs sharing
 * the left string builds it once; `invalidatePattern` must be called whenever column memory changes.
 */
import { scratch, scratchGrow, S_PMROWS, S_PMKEYS, S_PMCOPY } from './mem';

/** Code points below this use direct tables (Latin, Latin-1, Latin Extended, IPA, Greek, Cyrillic). */
export const DIRECT: u32 = 0x500;
const asciiMask: usize = memory.data(<i32>DIRECT * 8);
const asciiIdx: usize = memory.data(<i32>DIRECT * 4);

let extCap: i32 = 0;
let extKeys: usize = 0; // u32 keys (0 = empty), then u32 values, then u32 used-slot list
let extUsed: i32 = 0;

/** Words per bit vector of the current pattern. */
export let pmWords: i32 = 0;
/** Length of the current pattern. */
export let pmLen: i32 = 0;
/** Row storage: (distinct + 1) rows of pmWords u64; row 0 is all zero. */
export let pmRows: usize = 0;
let pmPtr: usize = 0;
let pmValid: bool = false;
let rowsUsed: i32 = 0;
let copyPtr: usize = 0;
let copyLen: i32 = 0;

@inline function hashCp(c: u32, mask: u32): u32 {
  return ((c * 0x9E3779B1) >>> 8) & mask;
}

function extFind(c: u32): u32 {
  if (extUsed == 0) return 0;
  const mask = <u32>extCap - 1;
  let i = hashCp(c, mask);
  while (true) {
    const k = load<u32>(extKeys + (<usize>i << 2));
    if (k == c) return load<u32>(extKeys + (<usize>extCap << 2) + (<usize>i << 2));
    if (k == 0) return 0;
    i = (i + 1) & mask;
  }
  return 0;
}

function newRow(): u32 {
  rowsUsed++;
  memory.fill(pmRows + <usize>rowsUsed * <usize>pmWords * 8, 0, <usize>pmWords * 8);
  return <u32>rowsUsed;
}

function extInsert(c: u32): u32 {
  const mask = <u32>extCap - 1;
  let i = hashCp(c, mask);
  while (true) {
    const at = extKeys + (<usize>i << 2);
    const k = load<u32>(at);
    if (k == c) return load<u32>(at + (<usize>extCap << 2));
    if (k == 0) {
      const r = newRow();
      store<u32>(at, c);
      store<u32>(at + (<usize>extCap << 2), r);
      store<u32>(extKeys + (<usize>extCap << 3) + (<usize>extUsed << 2), i);
      extUsed++;
      return r;
    }
    i = (i + 1) & mask;
  }
  return 0;
}

function clearPattern(): void {
  for (let i = 0; i < copyLen; i++) {
    const c = load<u32>(copyPtr + (<usize>i << 2));
    if (c < DIRECT) {
      store<u64>(asciiMask + (<usize>c << 3), 0);
      store<u32>(asciiIdx + (<usize>c << 2), 0);
    }
  }
  for (let k = 0; k < extUsed; k++) {
    const slot = load<u32>(extKeys + (<usize>extCap << 3) + (<usize>k << 2));
    store<u32>(extKeys + (<usize>slot << 2), 0);
  }
  extUsed = 0;
  copyLen = 0;
  rowsUsed = 0;
}

/** Forgets the cached pattern (call after any column is loaded or dropped). */
export function invalidatePattern(): void {
  pmValid = false;
}

/** Makes `ptr[0..len)` the current pattern (no-op when it already is). */
export function usePattern(ptr: usize, len: i32): void {
  if (pmValid && ptr == pmPtr && len == pmLen) return;
  clearPattern();
  pmPtr = ptr;
  pmLen = len;
  pmValid = true;
  const words = len <= 64 ? 1 : (len + 63) >> 6;
  pmWords = words;
  // copy of the pattern, used to clear the tables later even if the source memory changes
  copyPtr = scratch(S_PMCOPY, (len > 0 ? <usize>len : <usize>1) << 2);
  memory.copy(copyPtr, ptr, <usize>len << 2);
  copyLen = len;
  // ext map capacity: power of two >= 2 * len, at least 64
  let cap = 64;
  while (cap < len * 2) cap <<= 1;
  if (cap > extCap) {
    extKeys = scratch(S_PMKEYS, <usize>cap * 12);
    memory.fill(extKeys, 0, <usize>cap * 8);
    extCap = cap;
  }
  pmRows = scratchGrow(S_PMROWS, <usize>(len + 1) * <usize>words * 8);
  memory.fill(pmRows, 0, <usize>words * 8);
  rowsUsed = 0;
  for (let i = 0; i < len; i++) {
    const c = load<u32>(ptr + (<usize>i << 2));
    const bit: u64 = (<u64>1) << (<u64>(i & 63));
    if (words == 1) {
      if (c < DIRECT) {
        const at = asciiMask + (<usize>c << 3);
        store<u64>(at, load<u64>(at) | bit);
      } else {
        const r = extInsert(c);
        const at = pmRows + (<usize>r << 3);
        store<u64>(at, load<u64>(at) | bit);
      }
    } else {
      let r: u32;
      if (c < DIRECT) {
        r = load<u32>(asciiIdx + (<usize>c << 2));
        if (r == 0) {
          r = newRow();
          store<u32>(asciiIdx + (<usize>c << 2), r);
        }
      } else {
        r = extInsert(c);
      }
      const at = pmRows + ((<usize>r * <usize>words + <usize>(i >> 6)) << 3);
      store<u64>(at, load<u64>(at) | bit);
    }
  }
}

/** Single-word mask of code point `c` (pattern length <= 64). */
@inline export function pm1(c: u32): u64 {
  if (c < DIRECT) return load<u64>(asciiMask + (<usize>c << 3));
  return load<u64>(pmRows + (<usize>extFind(c) << 3));
}

/** Row pointer of code point `c` in a multi-word pattern. */
@inline export function pmRow(c: u32): usize {
  const r = c < DIRECT ? load<u32>(asciiIdx + (<usize>c << 2)) : extFind(c);
  return pmRows + ((<usize>r * <usize>pmWords) << 3);
}

/** Whether code point `c` occurs in the current pattern. */
@inline export function pmHas(c: u32): bool {
  if (pmWords == 1) return pm1(c) != 0;
  return (c < DIRECT ? load<u32>(asciiIdx + (<usize>c << 2)) : extFind(c)) != 0;
}
