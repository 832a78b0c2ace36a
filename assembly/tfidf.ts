/**
 * Soft TF-IDF (Cohen, Ravikumar & Fienberg 2003) over whitespace tokens: each unique token of a string
 * weighs its inverse document frequency in the columns compared, ln(1 + N / df), so a rare word agreeing
 * says more than a common one. A token meets its best partner on the other side: the same token (1), or,
 * when neither holds a digit, a token within Jaro–Winkler 0.9 (a typo); numbers and model codes must be
 * equal. The score is the mean of the two directions' weighted sums over the product of the norms, 1
 * exactly when the two token sets are equal.
 */
import { Column, compareTok, tokenHash } from './column';
import { ensureTokens } from './derived';
import { jaroWinkler } from './jaro';
import { zalloc } from './mem';

/** Two different tokens count as one when their Jaro–Winkler similarity reaches this (Cohen et al.'s θ). */
const SOFT: f64 = 0.9;

@inline function tokStart(c: Column, i: i32): i32 {
  return <i32>load<u32>(c.setStart + (<usize>i << 2));
}

@inline function tokPtr(c: Column, k: i32): usize {
  return c.setChars + (<usize>load<u32>(c.tokOff + (<usize>k << 2)) << 2);
}

@inline function tokLength(c: Column, k: i32): i32 {
  return <i32>load<u32>(c.tokLen + (<usize>k << 2));
}

@inline function weightOf(c: Column, k: i32): f64 {
  return load<f64>(c.idfW + (<usize>k << 3));
}

function hasDigit(p: usize, len: i32): bool {
  for (let k = 0; k < len; k++) {
    const ch = load<u32>(p + (<usize>k << 2));
    if (ch >= 48 && ch <= 57) return true;
  }
  return false;
}

/**
 * Counts, per token hash, the strings of `c` holding it (each string's tokens are unique), and reads each token's hash
 * and digit flag once for the weights and the pairs; idempotent.
 */
function ensureCounts(c: Column): void {
  if (c.idfTable != 0) return;
  const tokens = tokStart(c, c.count);
  let cap = 16;
  while (cap < tokens * 2) cap <<= 1;
  c.idfCap = cap;
  c.idfTable = zalloc(<usize>cap << 3);
  const rows: i32 = tokens > 0 ? tokens : 1;
  c.idfHash = zalloc(<usize>rows << 2);
  c.idfDigit = zalloc(<usize>rows);
  for (let k = 0; k < tokens; k++) {
    const p = tokPtr(c, k);
    const len = tokLength(c, k);
    const h = tokenHash(p, len);
    store<u32>(c.idfHash + (<usize>k << 2), h);
    store<u8>(c.idfDigit + <usize>k, hasDigit(p, len) ? 1 : 0);
    let at = <i32>(h & <u32>(cap - 1));
    while (true) {
      const slot = c.idfTable + (<usize>at << 3);
      const n = load<u32>(slot + 4);
      if (n == 0) { store<u32>(slot, h); store<u32>(slot + 4, 1); break; }
      if (load<u32>(slot) == h) { store<u32>(slot + 4, n + 1); break; }
      at = (at + 1) & (cap - 1);
    }
  }
}

@inline function digitIn(c: Column, k: i32): bool {
  return load<u8>(c.idfDigit + <usize>k) != 0;
}

/** The number of strings of `c` holding a token of hash `h`. */
function countOf(c: Column, h: u32): u32 {
  const cap = c.idfCap;
  let at = <i32>(h & <u32>(cap - 1));
  while (true) {
    const slot = c.idfTable + (<usize>at << 3);
    const n = load<u32>(slot + 4);
    if (n == 0) return 0;
    if (load<u32>(slot) == h) return n;
    at = (at + 1) & (cap - 1);
  }
}

/** Weights and norms of `c`'s tokens with the documents of `c` and, when it is another column, of `other`. */
function weigh(c: Column, other: Column): void {
  if (c.idfPartner == other.serial && c.idfW != 0) return;
  const same = c == other;
  const docs = <f64>c.count + (same ? 0 : <f64>other.count);
  const tokens = tokStart(c, c.count);
  const tokenRows: i32 = tokens > 0 ? tokens : 1;
  const stringRows: i32 = c.count > 0 ? c.count : 1;
  if (c.idfW == 0) c.idfW = zalloc(<usize>tokenRows << 3);
  if (c.idfNorm == 0) c.idfNorm = zalloc(<usize>stringRows << 3);
  for (let i = 0; i < c.count; i++) {
    let sum = 0.0;
    for (let k = tokStart(c, i), e = tokStart(c, i + 1); k < e; k++) {
      const h = load<u32>(c.idfHash + (<usize>k << 2));
      const df = <f64>countOf(c, h) + (same ? 0 : <f64>countOf(other, h));
      const w = Math.log(1.0 + docs / df);
      store<f64>(c.idfW + (<usize>k << 3), w);
      sum += w * w;
    }
    store<f64>(c.idfNorm + (<usize>i << 3), Math.sqrt(sum));
  }
  c.idfPartner = other.serial;
}

/** Builds the token weights of columns `a` and `b` for scoring against each other. */
export function ensureIdf(a: Column, b: Column): void {
  ensureTokens(a);
  ensureTokens(b);
  ensureCounts(a);
  ensureCounts(b);
  weigh(a, b);
  if (b != a) weigh(b, a);
}

/** Whether the last `direction` call met every token with an equal one. */
let allEqual = true;

/** Σ over the tokens [sx, ex) of `x` of their best weighted similarity to a token of [sy, ey) of `y`. */
function direction(x: Column, sx: i32, ex: i32, y: Column, sy: i32, ey: i32): f64 {
  let sum = 0.0;
  allEqual = true;
  for (let k = sx; k < ex; k++) {
    const pk = tokPtr(x, k);
    const lk = tokLength(x, k);
    const wk = weightOf(x, k);
    const digits = digitIn(x, k);
    let best = 0.0;
    let equal = false;
    for (let l = sy; l < ey; l++) {
      const pl = tokPtr(y, l);
      const ll = tokLength(y, l);
      let s = 0.0;
      if (compareTok(pk, lk, pl, ll) == 0) {
        s = 1.0;
        equal = true;
      } else if (!digits && !digitIn(y, l)) {
        s = jaroWinkler(pk, lk, pl, ll, SOFT);
        if (s < SOFT) continue;
      } else continue;
      const v = wk * weightOf(y, l) * s;
      if (v > best) best = v;
    }
    if (!equal) allEqual = false;
    sum += best;
  }
  return sum;
}

/** Soft TF-IDF of string `i` of `a` and string `j` of `b` (ensureIdf first); 0 when below `cutoff`. */
export function softTfIdf(a: Column, i: i32, b: Column, j: i32, cutoff: f64): f64 {
  const sa = tokStart(a, i);
  const ea = tokStart(a, i + 1);
  const sb = tokStart(b, j);
  const eb = tokStart(b, j + 1);
  if (sa == ea || sb == eb) return 0;
  const ab = direction(a, sa, ea, b, sb, eb);
  const abEqual = allEqual;
  const ba = direction(b, sb, eb, a, sa, ea);
  let s: f64;
  if (abEqual && allEqual) s = 1.0;
  else {
    s = (ab + ba) / (2.0 * load<f64>(a.idfNorm + (<usize>i << 3)) * load<f64>(b.idfNorm + (<usize>j << 3)));
    if (s > 1.0) s = 1.0;
  }
  return s >= cutoff ? s : 0;
}
