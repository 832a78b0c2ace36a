/**
 * Indel (insertions and deletions only) via the longest common subsequence, bit-parallel
 * (Allison–Dix / Hyyrö): one 64-bit word for patterns up to 64 characters, word blocks with carry
 * beyond. `ratio` is RapidFuzz's normalized Indel similarity 2·LCS / (len1 + len2).
 */
import { usePattern, pm1, pmRow, pmWords, pmLen } from './pattern';
import { scratch, S_WORDS } from './mem';
import { ratioFromLcs } from './metrics';

/** LCS length of the current pattern and `s2[0..len2)`. */
export function lcsWithPattern(s2: usize, len2: i32): i32 {
  const m = pmLen;
  if (m == 0 || len2 == 0) return 0;
  if (pmWords == 1) {
    let S: u64 = ~(<u64>0);
    for (let j = 0; j < len2; j++) {
      const M = pm1(load<u32>(s2 + (<usize>j << 2)));
      const u = S & M;
      S = (S + u) | (S - u);
    }
    const all: u64 = m == 64 ? ~(<u64>0) : (((<u64>1) << (<u64>m)) - 1);
    return <i32>popcnt<u64>(~S & all);
  }
  const words = pmWords;
  const Sp = scratch(S_WORDS, <usize>words << 3);
  for (let w = 0; w < words; w++) store<u64>(Sp + (<usize>w << 3), ~(<u64>0));
  for (let j = 0; j < len2; j++) {
    const row = pmRow(load<u32>(s2 + (<usize>j << 2)));
    let carry: u64 = 0;
    for (let w = 0; w < words; w++) {
      const at = Sp + (<usize>w << 3);
      const S = load<u64>(at);
      const u = S & load<u64>(row + (<usize>w << 3));
      const t = S + carry;
      const c1: u64 = t < carry ? 1 : 0;
      const x = t + u;
      const c2: u64 = x < u ? 1 : 0;
      carry = c1 | c2;
      store<u64>(at, x | (S - u));
    }
  }
  let lcs = 0;
  for (let w = 0; w < words; w++) {
    let v = ~load<u64>(Sp + (<usize>w << 3));
    const bits = m - (w << 6);
    if (bits < 64) v &= ((<u64>1) << (<u64>bits)) - 1;
    lcs += <i32>popcnt<u64>(v);
  }
  return lcs;
}


/** Normalized Indel similarity of `s1` and `s2`; 0 when below `cutoff`. */
export function ratio(s1: usize, len1: i32, s2: usize, len2: i32, cutoff: f64): f64 {
  if (len1 + len2 == 0) return 1.0;
  const minLen = len1 < len2 ? len1 : len2;
  if (ratioFromLcs(minLen, len1, len2) < cutoff) return 0;
  usePattern(s1, len1);
  const score = ratioFromLcs(lcsWithPattern(s2, len2), len1, len2);
  return score >= cutoff ? score : 0;
}

/** Indel distance of two strings (used by token set ratio; no cutoff). */
export function indelDistance(s1: usize, len1: i32, s2: usize, len2: i32): i32 {
  if (len1 == 0 || len2 == 0) return len1 + len2;
  usePattern(s1, len1);
  return len1 + len2 - 2 * lcsWithPattern(s2, len2);
}
