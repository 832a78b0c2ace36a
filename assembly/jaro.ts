/**
 * Jaro and Jaro–Winkler similarity with RapidFuzz's conventions: match window
 * max(len1, len2) / 2 − 1 (at least 0), each character of s2 matched greedily to the first unmatched
 * equal character of s1 inside the window; Winkler boost for a common prefix of up to 4 characters
 * with weight 0.1 when the Jaro similarity exceeds 0.7. Two empty strings are identical (1).
 */
import { scratch, S_FLAGS1, S_FLAGS2 } from './mem';
import { usePattern, pm1 } from './pattern';

@inline function jaroFormula(len1: i32, len2: i32, common: i32, trans: i32): f64 {
  if (common == 0) return 0;
  const c = <f64>common;
  return (c / <f64>len1 + c / <f64>len2 + (c - <f64>(trans >> 1)) / c) / 3.0;
}

/**
 * Upper bound of Jaro–Winkler when at most `common` characters can match (no transpositions, the
 * largest Winkler boost). Monotone in `common`, so it can gate candidates by matchable characters.
 */
export function jaroWinklerBound(common: i32, len1: i32, len2: i32): f64 {
  if (len1 == 0 || len2 == 0) return len1 == len2 ? 1.0 : 0.0;
  const j = jaroFormula(len1, len2, common, 0);
  return j > 0.7 ? j + 0.4 * (1.0 - j) : j;
}

/** Upper bound of Jaro–Winkler from the lengths alone. */
export function jaroWinklerLengthBound(len1: i32, len2: i32): f64 {
  if (len1 == 0 || len2 == 0) return len1 == len2 ? 1.0 : 0.0;
  const j = jaroFormula(len1, len2, len1 < len2 ? len1 : len2, 0);
  return j + 0.4 * (1.0 - j);
}

/** Jaro–Winkler similarity (prefix weight 0.1); 0 when below `cutoff`. */
export function jaroWinkler(s1: usize, len1: i32, s2: usize, len2: i32, cutoff: f64): f64 {
  if (len1 == 0 || len2 == 0) return len1 == len2 ? 1.0 : 0.0;
  if (jaroWinklerLengthBound(len1, len2) < cutoff) return 0;
  let bound = (len1 > len2 ? len1 : len2) >> 1;
  if (bound > 0) bound--;
  if (len1 <= 64) {
    usePattern(s1, len1);
    return winkler(s1, len1, s2, len2, jaroBits(len1, s2, len2, bound), cutoff);
  }
  const f1 = scratch(S_FLAGS1, <usize>len1);
  const f2 = scratch(S_FLAGS2, <usize>len2);
  memory.fill(f1, 0, <usize>len1);
  memory.fill(f2, 0, <usize>len2);
  let common = 0;
  for (let i = 0; i < len2; i++) {
    const c = load<u32>(s2 + (<usize>i << 2));
    const lo = i >= bound ? i - bound : 0;
    let hi = i + bound;
    if (hi > len1 - 1) hi = len1 - 1;
    for (let j = lo; j <= hi; j++) {
      if (load<u8>(f1 + <usize>j) == 0 && load<u32>(s1 + (<usize>j << 2)) == c) {
        store<u8>(f1 + <usize>j, 1);
        store<u8>(f2 + <usize>i, 1);
        common++;
        break;
      }
    }
  }
  if (common == 0) return 0;
  let trans = 0;
  let k = 0;
  for (let i = 0; i < len2; i++) {
    if (load<u8>(f2 + <usize>i) == 0) continue;
    while (load<u8>(f1 + <usize>k) == 0) k++;
    if (load<u32>(s1 + (<usize>k << 2)) != load<u32>(s2 + (<usize>i << 2))) trans++;
    k++;
  }
  return winkler(s1, len1, s2, len2, jaroFormula(len1, len2, common, trans), cutoff);
}

/** Bit-parallel Jaro of the current pattern (<= 64 characters) and s2, same greedy matching. */
function jaroBits(len1: i32, s2: usize, len2: i32, bound: i32): f64 {
  let pFlag: u64 = 0;
  let common = 0;
  // matched characters of s2 in order, as pattern masks (at most len1 of them)
  const matched = scratch(S_FLAGS2, (len1 > 0 ? <usize>len1 : <usize>1) << 3);
  // window of position i: bits [i - bound, i + bound]; bits >= len1 never occur in pattern masks
  let win: u64 = bound >= 63 ? ~(<u64>0) : ((<u64>1) << (<u64>(bound + 1))) - 1;
  const end = len2 < len1 + bound ? len2 : len1 + bound;
  for (let i = 0; i < end; i++) {
    const M = pm1(load<u32>(s2 + (<usize>i << 2)));
    const cand = M & win & ~pFlag;
    if (cand != 0) {
      pFlag |= cand & (~cand + 1);
      store<u64>(matched + (<usize>common << 3), M);
      common++;
    }
    win = i < bound ? (win << 1) | 1 : win << 1;
  }
  if (common == 0) return 0;
  let trans = 0;
  let pf = pFlag;
  for (let k = 0; k < common; k++) {
    const bit = pf & (~pf + 1);
    pf ^= bit;
    if ((load<u64>(matched + (<usize>k << 3)) & bit) == 0) trans++;
  }
  return jaroFormula(len1, len2, common, trans);
}

/** Applies the Winkler prefix boost and the cutoff to a Jaro similarity. */
function winkler(s1: usize, len1: i32, s2: usize, len2: i32, jaro: f64, cutoff: f64): f64 {
  let sim = jaro;
  if (sim > 0.7) {
    const maxPrefix = len1 < len2 ? (len1 < 4 ? len1 : 4) : (len2 < 4 ? len2 : 4);
    let prefix = 0;
    while (prefix < maxPrefix && load<u32>(s1 + (<usize>prefix << 2)) == load<u32>(s2 + (<usize>prefix << 2))) prefix++;
    sim += <f64>prefix * 0.1 * (1.0 - sim);
  }
  return sim >= cutoff ? sim : 0;
}
