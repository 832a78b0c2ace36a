/**
 * Columns in linear memory: code points + offsets as handed over by the host, plus derived data
 * built lazily by derived.ts. A column handle is the address of its `Column` record. Kernels see a
 * column through one of three string variants: raw, token-sorted, and set-joined (unique sorted
 * tokens joined by single spaces).
 */
import { zalloc } from './mem';

/** One column and its lazily derived data (all pointers owned by the column; 0 = not built). */
@unmanaged export class Column {
  count: i32;
  chars: usize;
  offsets: usize;
  /** Token-sorted strings: tokens sorted and joined by one space (token sort ratio). */
  sortChars: usize;
  sortOffsets: usize;
  /**
   * Unique sorted tokens: per string, tokens [setStart[i], setStart[i+1]) of tokOff/tokLen into
   * setChars, where each string's unique tokens are stored joined by single spaces.
   */
  setChars: usize;
  /** Start of each string's joined unique tokens in setChars (n + 1): the "set-joined" strings. */
  setOffsets: usize;
  /** Per string: u64 Bloom bits of its token hashes (no common bit ⇒ no common token). */
  tokBloom: usize;
  /** Per unique token (setStart ranges): its hash, sorted ascending within each string. */
  tokHash: usize;
  setStart: usize;
  tokOff: usize;
  tokLen: usize;
  /** Sorted bigram keys (u64) per string, offsets (n + 1). */
  grams: usize;
  gramOffsets: usize;
  /** Character-bucket signatures (length-index order) per variant: u64 presence bits, 64 byte histograms. */
  sig0: usize;
  hist0: usize;
  sig1: usize;
  hist1: usize;
  sig2: usize;
  hist2: usize;
  /** Length index per variant (raw, token-sorted, set-joined), see derived.ts. */
  lenIndex0: usize;
  lenIndex1: usize;
  lenIndex2: usize;
  /** A number no other column of this instance had: tells a replaced partner from the one it replaced. */
  serial: i32;
  /** Token counts (documents holding each token hash): open-addressed table of `idfCap` (hash, count) u32 pairs. */
  idfCap: i32;
  idfTable: usize;
  /** Per unique token (setStart ranges): its hash (u32) and whether it holds a digit (u8), read once. */
  idfHash: usize;
  idfDigit: usize;
  /** Inverse document frequency (f64) of each unique token (setStart ranges), against the column `idfPartner`. */
  idfW: usize;
  /** Per string: the Euclidean norm (f64) of its tokens' weights. */
  idfNorm: usize;
  /** Serial of the column the weights were counted with (0: none yet). */
  idfPartner: i32;
}

/** The serial of the last column created. */
let lastSerial: i32 = 0;

/** Takes ownership of `chars` and `offsets` (allocated with `alloc`) and returns a column handle. */
export function columnCreate(chars: usize, offsets: usize, count: i32): Column {
  const col = changetype<Column>(zalloc(offsetof<Column>()));
  col.count = count;
  col.chars = chars;
  col.offsets = offsets;
  col.serial = ++lastSerial;
  return col;
}

function freeIf(p: usize): void {
  if (p != 0) heap.free(p);
}

/** Frees a column and everything derived from it. */
export function columnFree(col: Column): void {
  freeIf(col.chars); freeIf(col.offsets);
  freeIf(col.sortChars); freeIf(col.sortOffsets);
  freeIf(col.setChars); freeIf(col.tokBloom); freeIf(col.setStart); freeIf(col.tokOff); freeIf(col.tokLen);
  freeIf(col.grams); freeIf(col.gramOffsets);
  freeIf(col.sig0); freeIf(col.hist0); freeIf(col.sig1); freeIf(col.hist1);
  freeIf(col.lenIndex0); freeIf(col.lenIndex1); freeIf(col.lenIndex2);
  freeIf(col.setOffsets); freeIf(col.tokHash); freeIf(col.sig2); freeIf(col.hist2);
  freeIf(col.idfTable); freeIf(col.idfHash); freeIf(col.idfDigit); freeIf(col.idfW); freeIf(col.idfNorm);
  heap.free(changetype<usize>(col));
}

@inline export function strPtr(col: Column, i: i32): usize {
  return col.chars + (<usize>load<u32>(col.offsets + (<usize>i << 2)) << 2);
}

@inline export function strLen(col: Column, i: i32): i32 {
  const at = col.offsets + (<usize>i << 2);
  return <i32>(load<u32>(at + 4) - load<u32>(at));
}

/** String variants of a column. */
export const V_RAW = 0;
export const V_SORT = 1;
export const V_SET = 2;

/** Character array of a variant. */
@inline export function varChars(col: Column, v: i32): usize {
  return v == V_RAW ? col.chars : v == V_SORT ? col.sortChars : col.setChars;
}

/** Offsets array (n + 1) of a variant. */
@inline export function varOffsets(col: Column, v: i32): usize {
  return v == V_RAW ? col.offsets : v == V_SORT ? col.sortOffsets : col.setOffsets;
}

/** Pointer to string i of a variant. */
@inline export function varPtr(col: Column, v: i32, i: i32): usize {
  return varChars(col, v) + (<usize>load<u32>(varOffsets(col, v) + (<usize>i << 2)) << 2);
}

/** Length of string i of a variant. */
@inline export function varLen(col: Column, v: i32, i: i32): i32 {
  const at = varOffsets(col, v) + (<usize>i << 2);
  return <i32>(load<u32>(at + 4) - load<u32>(at));
}

@inline export function sortPtr(col: Column, i: i32): usize {
  return col.sortChars + (<usize>load<u32>(col.sortOffsets + (<usize>i << 2)) << 2);
}

@inline export function sortLen(col: Column, i: i32): i32 {
  const at = col.sortOffsets + (<usize>i << 2);
  return <i32>(load<u32>(at + 4) - load<u32>(at));
}

/** Python's str.isspace() set, the separator of RapidFuzz's token scorers. */
export function isSpace(c: u32): bool {
  if (c <= 32) return c == 32 || (c >= 9 && c <= 13) || (c >= 28 && c <= 31);
  if (c < 0x85) return false;
  return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
    c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

/** Lexicographic code point comparison of two tokens. */
export function compareTok(a: usize, la: i32, b: usize, lb: i32): i32 {
  const n = la < lb ? la : lb;
  for (let k = 0; k < n; k++) {
    const x = load<u32>(a + (<usize>k << 2));
    const y = load<u32>(b + (<usize>k << 2));
    if (x != y) return x < y ? -1 : 1;
  }
  return la - lb;
}

/** FNV-1a style hash of a token's code points. */
export function tokenHash(p: usize, len: i32): u32 {
  let h: u32 = 0x811C9DC5;
  for (let k = 0; k < len; k++) h = (h ^ load<u32>(p + (<usize>k << 2))) * 0x01000193;
  return h * 0x9E3779B1;
}

/** Bucket of a code point in the 64-bucket character histogram. */
@inline export function bucketOf(c: u32): u32 {
  if (c >= 97 && c <= 122) return c - 97;
  if (c >= 48 && c <= 57) return c - 22;
  if (c >= 0x430 && c <= 0x44F) return c - 0x430;
  return 36 + ((c * 0x9E3779B1) >>> 5) % 28;
}

/** Presence bits and histogram (counts saturate at 255) of `p[0..len)` into `sig` / `hist`. */
export function signatureOf(p: usize, len: i32, sig: usize, hist: usize): void {
  memory.fill(hist, 0, 64);
  let bits: u64 = 0;
  for (let j = 0; j < len; j++) {
    const b = bucketOf(load<u32>(p + (<usize>j << 2)));
    bits |= (<u64>1) << (<u64>b);
    const at = hist + <usize>b;
    const v = load<u8>(at);
    if (v < 255) store<u8>(at, v + 1);
  }
  store<u64>(sig, bits);
}

/** First position in the ascending u32 run [lo, hi) of `arr` whose value is >= `key`. */
export function lowerBound(arr: usize, lo: i32, hi: i32, key: u32): i32 {
  // common cases in full blocks: the key precedes or follows the whole run
  if (lo >= hi || load<u32>(arr + (<usize>lo << 2)) >= key) return lo;
  if (load<u32>(arr + (<usize>(hi - 1) << 2)) < key) return hi;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<u32>(arr + (<usize>mid << 2)) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
