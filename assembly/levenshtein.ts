/**
 * Levenshtein and optimal string alignment (OSA) distances. Patterns up to 64 characters use
 * Hyyrö's bit-parallel algorithms (Myers 1999 as formulated by Hyyrö; Hyyrö 2003 for OSA); longer
 * ones a plain two- or three-row dynamic programme. Similarities are 1 − dist / max(len1, len2).
 */
import { usePattern, pm1, pmLen } from './pattern';
import { scratch, S_ROW0, S_ROW1, S_ROW2 } from './mem';
import { editLengthBound, simFromDist } from './metrics';

function levBits(s2: usize, len2: i32): i32 {
  const m = pmLen;
  let VP: u64 = ~(<u64>0);
  let VN: u64 = 0;
  const last: u64 = (<u64>1) << (<u64>(m - 1));
  let dist = m;
  for (let j = 0; j < len2; j++) {
    const X = pm1(load<u32>(s2 + (<usize>j << 2))) | VN;
    const D0 = (((X & VP) + VP) ^ VP) | X;
    let HP = VN | ~(D0 | VP);
    let HN = VP & D0;
    if (HP & last) dist++;
    if (HN & last) dist--;
    HP = (HP << 1) | 1;
    HN = HN << 1;
    VP = HN | ~(D0 | HP);
    VN = HP & D0;
  }
  return dist;
}

function osaBits(s2: usize, len2: i32): i32 {
  const m = pmLen;
  let VP: u64 = ~(<u64>0);
  let VN: u64 = 0;
  let D0: u64 = 0;
  let PMold: u64 = 0;
  const last: u64 = (<u64>1) << (<u64>(m - 1));
  let dist = m;
  for (let j = 0; j < len2; j++) {
    const PMj = pm1(load<u32>(s2 + (<usize>j << 2)));
    const TR = (((~D0) & PMj) << 1) & PMold;
    D0 = ((((PMj & VP) + VP) ^ VP) | PMj | VN) | TR;
    let HP = VN | ~(D0 | VP);
    let HN = D0 & VP;
    if (HP & last) dist++;
    if (HN & last) dist--;
    HP = (HP << 1) | 1;
    HN = HN << 1;
    VP = HN | ~(D0 | HP);
    VN = HP & D0;
    PMold = PMj;
  }
  return dist;
}

/** Plain DP distance; `transpositions` adds the OSA rule. */
function dpDistance(s1: usize, len1: i32, s2: usize, len2: i32, transpositions: bool): i32 {
  const bytes = <usize>(len1 + 1) << 2;
  let prev2 = scratch(S_ROW2, bytes);
  let prev = scratch(S_ROW0, bytes);
  let cur = scratch(S_ROW1, bytes);
  for (let i = 0; i <= len1; i++) store<i32>(prev + (<usize>i << 2), i);
  for (let j = 1; j <= len2; j++) {
    const cj = load<u32>(s2 + (<usize>(j - 1) << 2));
    store<i32>(cur, j);
    for (let i = 1; i <= len1; i++) {
      const ci = load<u32>(s1 + (<usize>(i - 1) << 2));
      const cost = ci == cj ? 0 : 1;
      let v = load<i32>(prev + (<usize>(i - 1) << 2)) + cost;
      const del = load<i32>(prev + (<usize>i << 2)) + 1;
      const ins = load<i32>(cur + (<usize>(i - 1) << 2)) + 1;
      if (del < v) v = del;
      if (ins < v) v = ins;
      if (transpositions && i > 1 && j > 1 && cost == 1) {
        if (ci == load<u32>(s2 + (<usize>(j - 2) << 2)) && load<u32>(s1 + (<usize>(i - 2) << 2)) == cj) {
          const t = load<i32>(prev2 + (<usize>(i - 2) << 2)) + 1;
          if (t < v) v = t;
        }
      }
      store<i32>(cur + (<usize>i << 2), v);
    }
    const tmp = prev2;
    prev2 = prev;
    prev = cur;
    cur = tmp;
  }
  return load<i32>(prev + (<usize>len1 << 2));
}


/** Levenshtein (or OSA when `osa`) distance in code points, by the bit-parallel or the DP path. */
function rawDistance(s1: usize, len1: i32, s2: usize, len2: i32, osa: bool): i32 {
  if (len1 == 0 || len2 == 0) return len1 > len2 ? len1 : len2;
  if (len1 <= 64) {
    usePattern(s1, len1);
    return osa ? osaBits(s2, len2) : levBits(s2, len2);
  }
  return dpDistance(s1, len1, s2, len2, osa);
}

/** Normalized Levenshtein (or OSA when `osa`) similarity; 0 when below `cutoff`. */
export function editSimilarity(s1: usize, len1: i32, s2: usize, len2: i32, cutoff: f64, osa: bool): f64 {
  const maxLen = len1 > len2 ? len1 : len2;
  if (maxLen == 0) return 1.0;
  if (editLengthBound(len1, len2) < cutoff) return 0;
  const score = simFromDist(rawDistance(s1, len1, s2, len2, osa), maxLen);
  return score >= cutoff ? score : 0;
}

/**
 * Levenshtein (or OSA) distance with a cutoff, as RapidFuzz's `distance(…, score_cutoff)`: the edit
 * count when it is at most `maxDistance`, else `maxDistance + 1` (a length difference beyond it is
 * not computed).
 */
export function editDistance(s1: usize, len1: i32, s2: usize, len2: i32, maxDistance: i32, osa: bool): i32 {
  const diff = len1 > len2 ? len1 - len2 : len2 - len1;
  if (diff > maxDistance) return maxDistance + 1;
  const dist = rawDistance(s1, len1, s2, len2, osa);
  return dist > maxDistance ? maxDistance + 1 : dist;
}
