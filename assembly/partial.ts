/**
 * Partial ratio (RapidFuzz semantics): the best normalized Indel similarity of the shorter string
 * against every window of the longer one of the shorter's length, plus the prefixes and suffixes of
 * the longer string shorter than that; for equal lengths both directions are tried. Windows whose
 * boundary character does not occur in the shorter string are skipped (they cannot be optimal).
 */
import { usePattern, pmHas } from './pattern';
import { lcsWithPattern } from './indel';

@inline function inPattern(c: u32): bool {
  return pmHas(c);
}

function best(needle: usize, m: i32, hay: usize, k: i32, start: f64): f64 {
  usePattern(needle, m);
  let res = start;
  for (let i = 1; i < m; i++) {
    if (!inPattern(load<u32>(hay + (<usize>(i - 1) << 2)))) continue;
    const r = <f64>(2 * lcsWithPattern(hay, i)) / <f64>(m + i);
    if (r > res) { res = r; if (res >= 1.0) return 1.0; }
  }
  for (let i = 0; i < k - m; i++) {
    if (!inPattern(load<u32>(hay + (<usize>(i + m - 1) << 2)))) continue;
    const r = <f64>(2 * lcsWithPattern(hay + (<usize>i << 2), m)) / <f64>(m + m);
    if (r > res) { res = r; if (res >= 1.0) return 1.0; }
  }
  for (let i = k - m; i < k; i++) {
    if (!inPattern(load<u32>(hay + (<usize>i << 2)))) continue;
    const r = <f64>(2 * lcsWithPattern(hay + (<usize>i << 2), k - i)) / <f64>(m + k - i);
    if (r > res) { res = r; if (res >= 1.0) return 1.0; }
  }
  return res;
}

/** Partial ratio of `s1` and `s2`; 0 when below `cutoff`. */
export function partialRatio(s1: usize, len1: i32, s2: usize, len2: i32, cutoff: f64): f64 {
  if (len1 == 0 && len2 == 0) return 1.0;
  if (len1 == 0 || len2 == 0) return 0;
  let res: f64;
  if (len1 <= len2) res = best(s1, len1, s2, len2, 0);
  else res = best(s2, len2, s1, len1, 0);
  if (res < 1.0 && len1 == len2) res = best(s2, len2, s1, len1, res);
  return res >= cutoff ? res : 0;
}
