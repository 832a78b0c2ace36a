/**
 * Columns in linear memory: code points + offsets as handed over by the host, and derived data
 * built lazily on first use by a kernel (sorted tokens, bigrams, character histograms, length index).
 * A column handle is the address of its `Column` record.
 */
import { zalloc, scratch, S_TOK, S_TOK2 } from './mem';

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
  /** Per string: u64 Bloom bits of its token hashes (no common bit ⇒ no common token). */
  tokBloom: usize;
  setStart: usize;
  tokOff: usize;
  tokLen: usize;
  /** Sorted bigram keys (u64) per string, offsets (n + 1). */
  grams: usize;
  gramOffsets: usize;
  /** Character-bucket signatures (length-index order) of raw (0) and token-sorted (1) strings: u64 presence bits, 64 byte histograms. */
  sig0: usize;
  hist0: usize;
  sig1: usize;
  hist1: usize;
  /** Length index of raw strings (0) and token-sorted strings (1), see `LengthIndex`. */
  lenIndex0: usize;
  lenIndex1: usize;
}

/** Takes ownership of `chars` and `offsets` (allocated with `alloc`) and returns a column handle. */
export function columnCreate(chars: usize, offsets: usize, count: i32): Column {
  const col = changetype<Column>(zalloc(offsetof<Column>()));
  col.count = count;
  col.chars = chars;
  col.offsets = offsets;
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
  freeLenIndex(col.lenIndex0); freeLenIndex(col.lenIndex1);
  heap.free(changetype<usize>(col));
}

@inline export function strPtr(col: Column, i: i32): usize {
  return col.chars + (<usize>load<u32>(col.offsets + (<usize>i << 2)) << 2);
}

@inline export function strLen(col: Column, i: i32): i32 {
  const at = col.offsets + (<usize>i << 2);
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

/** Start (char index into setChars) and length of string i's unique sorted tokens joined by spaces. */
@inline export function setJoinedStart(col: Column, i: i32): u32 {
  const t = load<u32>(col.setStart + (<usize>i << 2));
  return load<u32>(col.tokOff + (<usize>t << 2));
}

/** Builds the sorted-token data of a column (idempotent). */
export function ensureTokens(col: Column): void {
  if (col.sortChars != 0) return;
  const n = col.count;
  const total = <usize>load<u32>(col.offsets + (<usize>n << 2));
  col.sortChars = zalloc((total + 1) << 2);
  col.sortOffsets = zalloc(<usize>(n + 1) << 2);
  col.setChars = zalloc((total + 1) << 2);
  col.setStart = zalloc(<usize>(n + 1) << 2);
  col.tokBloom = zalloc((n > 0 ? <usize>n : <usize>1) << 3);
  // at most one token per character
  const maxTok = total + 1;
  col.tokOff = zalloc(maxTok << 2);
  col.tokLen = zalloc(maxTok << 2);
  let sortAt: u32 = 0;
  let setAt: u32 = 0;
  let tokCount: u32 = 0;
  for (let i = 0; i < n; i++) {
    const p = strPtr(col, i);
    const len = strLen(col, i);
    // scan tokens: starts (u32 char index) and lengths
    const starts = scratch(S_TOK, <usize>(len + 1) << 3);
    let k = 0;
    let j = 0;
    while (j < len) {
      while (j < len && isSpace(load<u32>(p + (<usize>j << 2)))) j++;
      if (j >= len) break;
      const s = j;
      while (j < len && !isSpace(load<u32>(p + (<usize>j << 2)))) j++;
      store<u32>(starts + (<usize>k << 3), s);
      store<u32>(starts + (<usize>k << 3) + 4, j - s);
      k++;
    }
    // insertion sort of the (start, len) records by token text (token counts are small)
    for (let a = 1; a < k; a++) {
      const s = load<u32>(starts + (<usize>a << 3));
      const l = load<u32>(starts + (<usize>a << 3) + 4);
      let b = a - 1;
      while (b >= 0) {
        const sb = load<u32>(starts + (<usize>b << 3));
        const lb = load<u32>(starts + (<usize>b << 3) + 4);
        if (compareTok(p + (<usize>sb << 2), lb, p + (<usize>s << 2), l) <= 0) break;
        store<u64>(starts + (<usize>(b + 1) << 3), load<u64>(starts + (<usize>b << 3)));
        b--;
      }
      store<u32>(starts + (<usize>(b + 1) << 3), s);
      store<u32>(starts + (<usize>(b + 1) << 3) + 4, l);
    }
    store<u32>(col.sortOffsets + (<usize>i << 2), sortAt);
    store<u32>(col.setStart + (<usize>i << 2), tokCount);
    let prevS: u32 = 0;
    let prevL: i32 = -1;
    let bloom: u64 = 0;
    let firstTok = true;
    for (let a = 0; a < k; a++) {
      const s = load<u32>(starts + (<usize>a << 3));
      const l = load<u32>(starts + (<usize>a << 3) + 4);
      if (a > 0) { store<u32>(col.sortChars + (<usize>sortAt << 2), 32); sortAt++; }
      memory.copy(col.sortChars + (<usize>sortAt << 2), p + (<usize>s << 2), <usize>l << 2);
      sortAt += l;
      if (prevL >= 0 && compareTok(p + (<usize>prevS << 2), prevL, p + (<usize>s << 2), l) == 0) continue;
      if (!firstTok) { store<u32>(col.setChars + (<usize>setAt << 2), 32); setAt++; }
      firstTok = false;
      memory.copy(col.setChars + (<usize>setAt << 2), p + (<usize>s << 2), <usize>l << 2);
      bloom |= (<u64>1) << (<u64>(tokenHash(p + (<usize>s << 2), <i32>l) >>> 26));
      store<u32>(col.tokOff + (<usize>tokCount << 2), setAt);
      store<u32>(col.tokLen + (<usize>tokCount << 2), l);
      setAt += l;
      tokCount++;
      prevS = s;
      prevL = <i32>l;
    }
    store<u64>(col.tokBloom + (<usize>i << 3), bloom);
  }
  store<u32>(col.sortOffsets + (<usize>n << 2), sortAt);
  store<u32>(col.setStart + (<usize>n << 2), tokCount);
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

/**
 * Builds the character signatures of the raw (or token-sorted) strings, stored in the order of the
 * length index (entry p describes string order[p]) so filters scan them sequentially (idempotent).
 */
export function ensureSignatures(col: Column, tokenSorted: bool): void {
  if ((tokenSorted ? col.sig1 : col.sig0) != 0) return;
  const idx = lenIndex(col, tokenSorted);
  const distinct = load<i32>(idx);
  const order = idx + 4 + (<usize>distinct << 2) + (<usize>(distinct + 1) << 2);
  const n = col.count;
  const rows: usize = n > 0 ? <usize>n : 1;
  const sig = zalloc(rows << 3);
  const hist = zalloc(rows << 6);
  for (let p = 0; p < n; p++) {
    const i = <i32>load<u32>(order + (<usize>p << 2));
    const sp = tokenSorted ? sortPtr(col, i) : strPtr(col, i);
    const len = tokenSorted ? sortLen(col, i) : strLen(col, i);
    signatureOf(sp, len, sig + (<usize>p << 3), hist + (<usize>p << 6));
  }
  if (tokenSorted) { col.sig1 = sig; col.hist1 = hist; } else { col.sig0 = sig; col.hist0 = hist; }
}

/** Builds the sorted bigram keys of every string. */
export function ensureGrams(col: Column): void {
  if (col.grams != 0) return;
  const n = col.count;
  const total = <usize>load<u32>(col.offsets + (<usize>n << 2));
  col.grams = zalloc((total + 1) << 3);
  col.gramOffsets = zalloc(<usize>(n + 1) << 2);
  let at: u32 = 0;
  for (let i = 0; i < n; i++) {
    const p = strPtr(col, i);
    const len = strLen(col, i);
    store<u32>(col.gramOffsets + (<usize>i << 2), at);
    const base = col.grams + (<usize>at << 3);
    const g = len > 1 ? len - 1 : 0;
    for (let j = 0; j < g; j++) {
      const key = (<u64>load<u32>(p + (<usize>j << 2)) << 21) | <u64>load<u32>(p + (<usize>(j + 1) << 2));
      // insertion into the sorted prefix
      let b = j - 1;
      while (b >= 0 && load<u64>(base + (<usize>b << 3)) > key) {
        store<u64>(base + (<usize>(b + 1) << 3), load<u64>(base + (<usize>b << 3)));
        b--;
      }
      store<u64>(base + (<usize>(b + 1) << 3), key);
    }
    at += g;
  }
  store<u32>(col.gramOffsets + (<usize>n << 2), at);
}

/**
 * Length index: string indices sorted by (length, index). Layout at the pointer: i32 distinct
 * length count D, then D u32 lengths, D + 1 u32 bucket starts, n u32 indices.
 */
export function buildLenIndex(col: Column, tokenSorted: bool): usize {
  const n = col.count;
  const offs = tokenSorted ? col.sortOffsets : col.offsets;
  let maxLen: u32 = 0;
  for (let i = 0; i < n; i++) {
    const l = load<u32>(offs + (<usize>(i + 1) << 2)) - load<u32>(offs + (<usize>i << 2));
    if (l > maxLen) maxLen = l;
  }
  const counts = scratch(S_TOK2, <usize>(maxLen + 2) << 2);
  memory.fill(counts, 0, <usize>(maxLen + 2) << 2);
  let distinct = 0;
  for (let i = 0; i < n; i++) {
    const l = load<u32>(offs + (<usize>(i + 1) << 2)) - load<u32>(offs + (<usize>i << 2));
    const at = counts + (<usize>l << 2);
    const c = load<u32>(at);
    if (c == 0) distinct++;
    store<u32>(at, c + 1);
  }
  const idx = zalloc(4 + (<usize>distinct << 2) + (<usize>(distinct + 1) << 2) + (<usize>n << 2));
  store<i32>(idx, distinct);
  const lens = idx + 4;
  const starts = lens + (<usize>distinct << 2);
  const order = starts + (<usize>(distinct + 1) << 2);
  let d = 0;
  let pos: u32 = 0;
  for (let l: u32 = 0; l <= maxLen; l++) {
    const c = load<u32>(counts + (<usize>l << 2));
    if (c == 0) continue;
    store<u32>(lens + (<usize>d << 2), l);
    store<u32>(starts + (<usize>d << 2), pos);
    store<u32>(counts + (<usize>l << 2), pos); // becomes the fill cursor
    pos += c;
    d++;
  }
  store<u32>(starts + (<usize>distinct << 2), pos);
  for (let i = 0; i < n; i++) {
    const l = load<u32>(offs + (<usize>(i + 1) << 2)) - load<u32>(offs + (<usize>i << 2));
    const at = counts + (<usize>l << 2);
    const cur = load<u32>(at);
    store<u32>(order + (<usize>cur << 2), i);
    store<u32>(at, cur + 1);
  }
  return idx;
}

function freeLenIndex(p: usize): void {
  if (p != 0) heap.free(p);
}

/** The length index of the raw (0) or token-sorted (1) strings, built on first use. */
export function lenIndex(col: Column, tokenSorted: bool): usize {
  if (tokenSorted) {
    ensureTokens(col);
    if (col.lenIndex1 == 0) col.lenIndex1 = buildLenIndex(col, true);
    return col.lenIndex1;
  }
  if (col.lenIndex0 == 0) col.lenIndex0 = buildLenIndex(col, false);
  return col.lenIndex0;
}

/** First position in the ascending u32 run [lo, hi) of `arr` whose value is >= `key`. */
export function lowerBound(arr: usize, lo: i32, hi: i32, key: u32): i32 {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<u32>(arr + (<usize>mid << 2)) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
