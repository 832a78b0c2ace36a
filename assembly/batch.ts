/**
 * The filtered block-matrix path (Indel `ratio` / `tokenSortRatio`, Levenshtein, OSA, Jaro–Winkler) with a cutoff
 * (cutoff 0 goes to dense.ts):
 * per row, the left string's pattern is built once; right strings are visited by length bucket (length filter), then
 * cheap character
 * filters (presence bits, bucket histogram) drop pairs that cannot reach the cutoff, and the
 * survivors of one length are aligned several at a time with SIMD (simd.ts).
 */
import { Column, V_RAW, V_SORT, varPtr, varLen, varChars, varOffsets, lowerBound, signatureOf } from './column';
import { lenIndex, ensureSignatures } from './derived';
import { usePattern } from './pattern';
import { lcsWithPattern } from './indel';
import { editSimilarity } from './levenshtein';
import { ratioFromLcs, simFromDist, M_INDEL, M_OSA, M_JARO_WINKLER } from './metrics';
import { jaroWinkler, jaroWinklerBound } from './jaro';
import { hitCount, pushHit, sortRowHits } from './hits';
import { indelDense } from './dense';
import { lanePtrs, laneLcs, lanesFor, lcs16x8, lcs32x4, lcs64x2 } from './simd';

const rowSig: usize = memory.data(8, 8);
const rowHist: usize = memory.data(64, 16);
const laneJ: usize = memory.data(8 * 4);
let needLcs = 0;

let batchN = 0;
let lanesWanted = 1;
let curRow = 0;
let curL1 = 0;
let curP1: usize = 0;
let curL2 = 0;
let curCutoff: f64 = 0;

/** Upper bound of LCS from the bucket histograms of the row string and right string `h`. */
@inline function bagBound(h: usize, a0: v128, a1: v128, a2: v128, a3: v128): i32 {
  let acc = i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(a0, v128.load(h)));
  acc = i16x8.add(acc, i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(a1, v128.load(h, 16))));
  acc = i16x8.add(acc, i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(a2, v128.load(h, 32))));
  acc = i16x8.add(acc, i16x8.extadd_pairwise_i8x16_u(i8x16.min_u(a3, v128.load(h, 48))));
  const s = i32x4.extadd_pairwise_i16x8_u(acc);
  return i32x4.extract_lane(s, 0) + i32x4.extract_lane(s, 1) + i32x4.extract_lane(s, 2) + i32x4.extract_lane(s, 3);
}

/** Metric of the filtered path (metrics.ts): Indel ratio, Levenshtein, OSA or Jaro-Winkler similarity. */
let kind = M_INDEL;

/** Best score reachable when at most `common` characters can be matched. */
@inline function boundScore(common: i32, l1: i32, l2: i32): f64 {
  if (kind == M_INDEL) return ratioFromLcs(common, l1, l2);
  if (kind == M_JARO_WINKLER) return jaroWinklerBound(common, l1, l2);
  const m = l1 > l2 ? l1 : l2;
  return simFromDist(m - common, m);
}

/** Sets the minimal number of matchable characters reaching the cutoff for lengths (curL1, curL2). */
function enterBucket(): void {
  const m = curL1 < curL2 ? curL1 : curL2;
  let x = 0;
  if (kind == M_INDEL) {
    x = <i32>Math.floor(curCutoff * <f64>(curL1 + curL2) / 2.0) - 1;
    if (x < 0) x = 0;
  }
  while (x <= m && boundScore(x, curL1, curL2) < curCutoff) x++;
  needLcs = x;
}

@inline function emit(j: i32, lcs: i32): void {
  if (lcs >= needLcs) pushHit(curRow, j, ratioFromLcs(lcs, curL1, curL2));
}

function flush(): void {
  const n = batchN;
  batchN = 0;
  if (kind == M_JARO_WINKLER) {
    for (let k = 0; k < n; k++) {
      const s = jaroWinkler(curP1, curL1, load<usize>(lanePtrs + (<usize>k << 3)), curL2, curCutoff);
      if (s >= curCutoff) pushHit(curRow, load<i32>(laneJ + (<usize>k << 2)), s);
    }
    return;
  }
  if (kind != M_INDEL) {
    for (let k = 0; k < n; k++) {
      const s = editSimilarity(curP1, curL1, load<usize>(lanePtrs + (<usize>k << 3)), curL2, curCutoff, kind == M_OSA);
      if (s >= curCutoff) pushHit(curRow, load<i32>(laneJ + (<usize>k << 2)), s);
    }
    return;
  }
  if (curL1 == 0 || curL2 == 0) {
    for (let k = 0; k < n; k++) emit(load<i32>(laneJ + (<usize>k << 2)), 0);
    return;
  }
  if (lanesWanted == 1) {
    usePattern(curP1, curL1);
    for (let k = 0; k < n; k++) {
      emit(load<i32>(laneJ + (<usize>k << 2)), lcsWithPattern(load<usize>(lanePtrs + (<usize>k << 3)), curL2));
    }
    return;
  }
  usePattern(curP1, curL1); // built on the row's first survivor only (cached afterwards)
  const first = load<usize>(lanePtrs);
  for (let k = n; k < lanesWanted; k++) store<usize>(lanePtrs + (<usize>k << 3), first);
  if (lanesWanted == 8) lcs16x8(curL1, curL2);
  else if (lanesWanted == 4) lcs32x4(curL1, curL2);
  else lcs64x2(curL1, curL2);
  for (let k = 0; k < n; k++) emit(load<i32>(laneJ + (<usize>k << 2)), load<i32>(laneLcs + (<usize>k << 2)));
}

/** Block matrix of the Indel ratio on variant `v` (raw, token-sorted, set-joined) of both columns. */
export function indelMatrix(
  a: Column,
  b: Column,
  v: i32,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
  cutoff: f64,
): void {
  if (cutoff <= 0) {
    indelDense(a, b, v, r0, r1, c0, c1, upper);
    return;
  }
  filteredMatrix(M_INDEL, a, b, v, r0, r1, c0, c1, upper, cutoff);
}

/** Block matrix with a cutoff > 0 of kernel kind `k` (M_INDEL, M_LEV, M_OSA) on variant `v`. */
export function filteredMatrix(
  k: i32,
  a: Column,
  b: Column,
  v: i32,
  r0: i32,
  r1: i32,
  c0: i32,
  c1: i32,
  upper: bool,
  cutoff: f64,
): void {
  kind = k;
  const idx = lenIndex(b, v);
  ensureSignatures(b, v);
  const sigB = v == V_RAW ? b.sig0 : v == V_SORT ? b.sig1 : b.sig2;
  const histB = v == V_RAW ? b.hist0 : v == V_SORT ? b.hist1 : b.hist2;
  const distinct = load<i32>(idx);
  const lens = idx + 4;
  const starts = lens + (<usize>distinct << 2);
  const order = starts + (<usize>(distinct + 1) << 2);
  const bOffsets = varOffsets(b, v);
  const bChars = varChars(b, v);
  curCutoff = cutoff;
  for (let i = r0; i < r1; i++) {
    const jMin = upper ? (i + 1 > c0 ? i + 1 : c0) : c0;
    if (jMin >= c1) continue;
    const p1 = varPtr(a, v, i);
    const l1 = varLen(a, v, i);
    curRow = i;
    curP1 = p1;
    curL1 = l1;
    lanesWanted = lanesFor(l1);
    signatureOf(p1, l1, rowSig, rowHist);
    const bitsA = load<u64>(rowSig);
    const a0 = v128.load(rowHist), a1 = v128.load(rowHist, 16);
    const a2 = v128.load(rowHist, 32), a3 = v128.load(rowHist, 48);
    const rowFrom = hitCount;
    let buckets = 0;
    for (let d = 0; d < distinct; d++) {
      const l2 = <i32>load<u32>(lens + (<usize>d << 2));
      if (boundScore(l1 < l2 ? l1 : l2, l1, l2) < cutoff) continue;
      const hi = <i32>load<u32>(starts + (<usize>(d + 1) << 2));
      let p = lowerBound(order, <i32>load<u32>(starts + (<usize>d << 2)), hi, <u32>jMin);
      if (p >= hi || <i32>load<u32>(order + (<usize>p << 2)) >= c1) continue;
      buckets++;
      curL2 = l2;
      enterBucket();
      const need = needLcs;
      const useBag = l1 <= 255 && l2 <= 255;
      const pEnd = lowerBound(order, p, hi, <u32>c1);
      // a pair survives the presence filter when at most `slack` buckets of either side are missing
      // from the other (each missing bucket is at least one unmatched character)
      const slackB = l2 - need;
      const slackA = l1 - need;
      const slackSum = slackA + slackB;
      for (; p < pEnd; p++) {
        const bitsB = load<u64>(sigB + (<usize>p << 3));
        // one popcount on the symmetric difference first (missing on either side), then each side
        if (<i32>popcnt<u64>(bitsB ^ bitsA) > slackSum) continue;
        if (<i32>popcnt<u64>(bitsB & ~bitsA) > slackB || <i32>popcnt<u64>(bitsA & ~bitsB) > slackA) continue;
        if (useBag && bagBound(histB + (<usize>p << 6), a0, a1, a2, a3) < need) continue;
        const j = <i32>load<u32>(order + (<usize>p << 2));
        store<i32>(laneJ + (<usize>batchN << 2), j);
        store<usize>(lanePtrs + (<usize>batchN << 3), bChars + (<usize>load<u32>(bOffsets + (<usize>j << 2)) << 2));
        batchN++;
        if (batchN == lanesWanted) flush();
      }
      if (batchN > 0) flush();
    }
    if (buckets > 1) sortRowHits(rowFrom);
  }
}
