/**
 * Derived column data, built lazily on first use by a kernel: sorted tokens (token-sorted and
 * set-joined variants, token hashes), character signatures, bigrams, and length indexes.
 */
import {
  Column, V_RAW, V_SORT, varOffsets, varPtr, varLen, strPtr, strLen, isSpace, compareTok, tokenHash, signatureOf,
} from './column';
import { zalloc, scratch, S_TOK, S_TOK2 } from './mem';

/** Builds the sorted-token data of a column (idempotent). */
export function ensureTokens(col: Column): void {
  if (col.sortChars != 0) return;
  const n = col.count;
  const total = <usize>load<u32>(col.offsets + (<usize>n << 2));
  col.sortChars = zalloc((total + 1) << 2);
  col.sortOffsets = zalloc(<usize>(n + 1) << 2);
  col.setChars = zalloc((total + 1) << 2);
  col.setStart = zalloc(<usize>(n + 1) << 2);
  col.setOffsets = zalloc(<usize>(n + 1) << 2);
  col.tokBloom = zalloc((n > 0 ? <usize>n : <usize>1) << 3);
  // at most one token per character
  const maxTok = total + 1;
  col.tokOff = zalloc(maxTok << 2);
  col.tokLen = zalloc(maxTok << 2);
  col.tokHash = zalloc(maxTok << 2);
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
    store<u32>(col.setOffsets + (<usize>i << 2), setAt);
    const firstTokOfString = tokCount;
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
      const th = tokenHash(p + (<usize>s << 2), <i32>l);
      bloom |= (<u64>1) << (<u64>(th >>> 26));
      // keep this string's token hashes sorted (insertion; token counts are small)
      let h = <i32>tokCount - 1;
      while (h >= <i32>firstTokOfString && load<u32>(col.tokHash + (<usize>h << 2)) > th) {
        store<u32>(col.tokHash + (<usize>(h + 1) << 2), load<u32>(col.tokHash + (<usize>h << 2)));
        h--;
      }
      store<u32>(col.tokHash + (<usize>(h + 1) << 2), th);
      store<u32>(col.tokOff + (<usize>tokCount << 2), setAt);
      store<u32>(col.tokLen + (<usize>tokCount << 2), l);
      setAt += l;
      tokCount++;
      prevS = s;
      prevL = <i32>l;
    }
    // a string without tokens overlaps everything, so pair filters send it to the exact path
    store<u64>(col.tokBloom + (<usize>i << 3), tokCount == firstTokOfString ? ~(<u64>0) : bloom);
  }
  store<u32>(col.sortOffsets + (<usize>n << 2), sortAt);
  store<u32>(col.setStart + (<usize>n << 2), tokCount);
  store<u32>(col.setOffsets + (<usize>n << 2), setAt);
}

/**
 * Builds the character signatures of variant `v`'s strings, stored in the order of the
 * length index (entry p describes string order[p]) so filters scan them sequentially (idempotent).
 */
export function ensureSignatures(col: Column, v: i32): void {
  if ((v == V_RAW ? col.sig0 : v == V_SORT ? col.sig1 : col.sig2) != 0) return;
  const idx = lenIndex(col, v);
  const distinct = load<i32>(idx);
  const order = idx + 4 + (<usize>distinct << 2) + (<usize>(distinct + 1) << 2);
  const n = col.count;
  const rows: usize = n > 0 ? <usize>n : 1;
  const sig = zalloc(rows << 3);
  const hist = zalloc(rows << 6);
  for (let p = 0; p < n; p++) {
    const i = <i32>load<u32>(order + (<usize>p << 2));
    const sp = varPtr(col, v, i);
    const len = varLen(col, v, i);
    signatureOf(sp, len, sig + (<usize>p << 3), hist + (<usize>p << 6));
  }
  if (v == V_RAW) { col.sig0 = sig; col.hist0 = hist; }
  else if (v == V_SORT) { col.sig1 = sig; col.hist1 = hist; }
  else { col.sig2 = sig; col.hist2 = hist; }
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
function buildLenIndex(col: Column, v: i32): usize {
  const n = col.count;
  const offs = varOffsets(col, v);
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

/** The length index of variant `v`'s strings, built on first use (with the tokens it needs). */
export function lenIndex(col: Column, v: i32): usize {
  if (v == V_RAW) {
    if (col.lenIndex0 == 0) col.lenIndex0 = buildLenIndex(col, v);
    return col.lenIndex0;
  }
  ensureTokens(col);
  if (v == V_SORT) {
    if (col.lenIndex1 == 0) col.lenIndex1 = buildLenIndex(col, v);
    return col.lenIndex1;
  }
  if (col.lenIndex2 == 0) col.lenIndex2 = buildLenIndex(col, v);
  return col.lenIndex2;
}
