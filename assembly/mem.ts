/**
 * Memory helpers. Doppel manages WASM memory itself: the host allocates input buffers with the
 * exported `alloc`/`free` (TLSF heap of the incremental runtime, no managed objects), and kernels use
 * growable scratch slots that live for the whole instance.
 */

/** Number of independent scratch slots. */
const SLOTS: i32 = 24;
const slotPtr: usize = memory.data(SLOTS * 8);
const slotCap: usize = memory.data(SLOTS * 8);

/** Named scratch slots (each kernel uses its own so buffers never alias). */
export const S_WORDS: i32 = 0;
export const S_ROW0: i32 = 1;
export const S_ROW1: i32 = 2;
export const S_ROW2: i32 = 3;
export const S_FLAGS1: i32 = 4;
export const S_FLAGS2: i32 = 5;
export const S_JOIN1: i32 = 6;
export const S_JOIN2: i32 = 7;
export const S_PMROWS: i32 = 8;
export const S_PMKEYS: i32 = 9;
export const S_PMCOPY: i32 = 10;
export const S_TOK: i32 = 11;
export const S_TOK2: i32 = 12;
export const S_HITS_L: i32 = 14;
export const S_HITS_R: i32 = 15;
export const S_HITS_S: i32 = 16;
export const S_MP_KEYS: i32 = 17;
export const S_MP_ROWS: i32 = 18;
/** Dense matrix bookkeeping (row slot bases, lane classes): never used by kernels. */
export const S_DENSE_BASES: i32 = 19;
export const S_DENSE_CLASSES: i32 = 20;
/** MinHash band hashes (minhash.ts): salts, one string's gram hashes, per-salt minima. */
export const S_MH_SALTS: i32 = 21;
export const S_MH_GRAMS: i32 = 22;
export const S_MH_MINS: i32 = 23;

/** Returns a scratch buffer of at least `bytes` bytes for `slot`; contents are not preserved. */
export function scratch(slot: i32, bytes: usize): usize {
  const at = <usize>slot << 3;
  let cap = load<usize>(slotCap + at);
  let ptr = load<usize>(slotPtr + at);
  if (cap >= bytes && ptr != 0) return ptr;
  let next = cap < 256 ? <usize>256 : cap;
  while (next < bytes) next <<= 1;
  if (ptr != 0) heap.free(ptr);
  ptr = heap.alloc(next);
  store<usize>(slotPtr + at, ptr);
  store<usize>(slotCap + at, next);
  return ptr;
}

/** Grows a scratch buffer to at least `bytes`, keeping its contents. */
export function scratchGrow(slot: i32, bytes: usize): usize {
  const at = <usize>slot << 3;
  let cap = load<usize>(slotCap + at);
  let ptr = load<usize>(slotPtr + at);
  if (cap >= bytes && ptr != 0) return ptr;
  let next = cap < 256 ? <usize>256 : cap;
  while (next < bytes) next <<= 1;
  ptr = ptr == 0 ? heap.alloc(next) : heap.realloc(ptr, next);
  store<usize>(slotPtr + at, ptr);
  store<usize>(slotCap + at, next);
  return ptr;
}

/** Allocates zeroed memory. */
export function zalloc(bytes: usize): usize {
  const p = heap.alloc(bytes > 0 ? bytes : 8);
  memory.fill(p, 0, bytes);
  return p;
}
