/**
 * Q-gram Jaccard similarity with q = 2 on the raw string (no padding): the multiset Jaccard index
 * |A ∩ B| / |A ∪ B| of the two strings' bigram bags. Strings shorter than 2 characters have no
 * bigrams: two such strings score 1 when equal and 0 otherwise; one such string against a longer
 * one scores 0. Bigrams are prepared (sorted) once per column.
 */
import { Column, strPtr, strLen } from './column';

/** Upper bound of the bigram Jaccard index from the two lengths. */
export function qgramLengthBound(len1: i32, len2: i32): f64 {
  if (len1 < 2 || len2 < 2) return 1.0;
  const a = len1 - 1;
  const b = len2 - 1;
  return a < b ? <f64>a / <f64>b : <f64>b / <f64>a;
}

/** Bigram Jaccard of string `i` of `a` and string `j` of `b`; 0 when below `cutoff`. */
export function qgramJaccard(a: Column, i: i32, b: Column, j: i32, cutoff: f64): f64 {
  const la = strLen(a, i);
  const lb = strLen(b, j);
  if (la < 2 || lb < 2) {
    if (la != lb) return 0;
    if (la == 1 && load<u32>(strPtr(a, i)) != load<u32>(strPtr(b, j))) return 0;
    return 1.0;
  }
  if (qgramLengthBound(la, lb) < cutoff) return 0;
  let pa = a.grams + (<usize>load<u32>(a.gramOffsets + (<usize>i << 2)) << 3);
  let pb = b.grams + (<usize>load<u32>(b.gramOffsets + (<usize>j << 2)) << 3);
  const ea = pa + (<usize>(la - 1) << 3);
  const eb = pb + (<usize>(lb - 1) << 3);
  let inter = 0;
  while (pa < ea && pb < eb) {
    const x = load<u64>(pa);
    const y = load<u64>(pb);
    if (x == y) { inter++; pa += 8; pb += 8; }
    else if (x < y) pa += 8;
    else pb += 8;
  }
  const score = <f64>inter / <f64>(la - 1 + lb - 1 - inter);
  return score >= cutoff ? score : 0;
}
