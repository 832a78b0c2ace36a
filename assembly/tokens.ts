/**
 * Token kernels (RapidFuzz semantics, tokens split on whitespace, no other preprocessing):
 * token sort ratio is `ratio` of the token-sorted strings (prepared once per column); token set
 * ratio compares the sorted unique tokens: their intersection and the two differences.
 */
import { Column, compareTok } from './column';
import { indelDistance, ratio } from './indel';
import { invalidatePattern } from './pattern';
import { scratch, S_JOIN1, S_JOIN2 } from './mem';
import { ratioFromIndelDistance } from './metrics';


function appendTok(buf: usize, at: i32, src: usize, len: i32): i32 {
  if (at > 0) { store<u32>(buf + (<usize>at << 2), 32); at++; }
  memory.copy(buf + (<usize>at << 2), src, <usize>len << 2);
  return at + len;
}

/** Length of the joined unique tokens [p, e) (tokens are stored joined by single spaces). */
@inline function joinedSpan(c: Column, p: i32, e: i32): i32 {
  const last = <usize>(e - 1) << 2;
  return <i32>(load<u32>(c.tokOff + last) + load<u32>(c.tokLen + last) - load<u32>(c.tokOff + (<usize>p << 2)));
}

/**
 * Whether strings i of `a` and j of `b` may share a token: Bloom bits first, then a merge of the
 * sorted token hashes (false means certainly no common token; true is exact up to hash collisions,
 * which only send a pair to the exact path).
 */
@inline export function sharesToken(a: Column, i: i32, b: Column, j: i32): bool {
  if ((load<u64>(a.tokBloom + (<usize>i << 3)) & load<u64>(b.tokBloom + (<usize>j << 3))) == 0) return false;
  let pa = a.tokHash + (<usize>load<u32>(a.setStart + (<usize>i << 2)) << 2);
  const ea = a.tokHash + (<usize>load<u32>(a.setStart + (<usize>(i + 1) << 2)) << 2);
  let pb = b.tokHash + (<usize>load<u32>(b.setStart + (<usize>j << 2)) << 2);
  const eb = b.tokHash + (<usize>load<u32>(b.setStart + (<usize>(j + 1) << 2)) << 2);
  if (pa == ea || pb == eb) return true;
  while (pa < ea && pb < eb) {
    const x = load<u32>(pa);
    const y = load<u32>(pb);
    if (x == y) return true;
    if (x < y) pa += 4; else pb += 4;
  }
  return false;
}

/** Token set ratio of string `i` of `a` and string `j` of `b`; 0 when below `cutoff`. */
export function tokenSetRatio(a: Column, i: i32, b: Column, j: i32, cutoff: f64): f64 {
  let pa = <i32>load<u32>(a.setStart + (<usize>i << 2));
  const ea = <i32>load<u32>(a.setStart + (<usize>(i + 1) << 2));
  let pb = <i32>load<u32>(b.setStart + (<usize>j << 2));
  const eb = <i32>load<u32>(b.setStart + (<usize>(j + 1) << 2));
  if (pa == ea || pb == eb) return 0;
  if (!sharesToken(a, i, b, j)) {
    // no common token: the score is the ratio of the two set-joined strings, whose addresses are
    // stable, so the left pattern is reused along a row
    return ratio(a.setChars + (<usize>load<u32>(a.tokOff + (<usize>pa << 2)) << 2), joinedSpan(a, pa, ea),
      b.setChars + (<usize>load<u32>(b.tokOff + (<usize>pb << 2)) << 2), joinedSpan(b, pb, eb), cutoff);
  }
  const capA = (<usize>joinedSpan(a, pa, ea) + <usize>(ea - pa)) << 2;
  const capB = (<usize>joinedSpan(b, pb, eb) + <usize>(eb - pb)) << 2;
  const ab = scratch(S_JOIN1, capA);
  const ba = scratch(S_JOIN2, capB);
  let abLen = 0;
  let baLen = 0;
  let sectCount = 0;
  let sectChars = 0;
  while (pa < ea || pb < eb) {
    let cmp: i32;
    const ta = pa < ea ? a.setChars + (<usize>load<u32>(a.tokOff + (<usize>pa << 2)) << 2) : 0;
    const la = pa < ea ? <i32>load<u32>(a.tokLen + (<usize>pa << 2)) : 0;
    const tb = pb < eb ? b.setChars + (<usize>load<u32>(b.tokOff + (<usize>pb << 2)) << 2) : 0;
    const lb = pb < eb ? <i32>load<u32>(b.tokLen + (<usize>pb << 2)) : 0;
    if (pa >= ea) cmp = 1;
    else if (pb >= eb) cmp = -1;
    else cmp = compareTok(ta, la, tb, lb);
    if (cmp == 0) {
      sectCount++;
      sectChars += la;
      pa++; pb++;
    } else if (cmp < 0) {
      abLen = appendTok(ab, abLen, ta, la);
      pa++;
    } else {
      baLen = appendTok(ba, baLen, tb, lb);
      pb++;
    }
  }
  if (sectCount > 0 && (abLen == 0 || baLen == 0)) return 1.0;
  const sectLen = sectCount > 0 ? sectChars + sectCount - 1 : 0;
  const sep = sectLen != 0 ? 1 : 0;
  const sectAbLen = sectLen + sep + abLen;
  const sectBaLen = sectLen + sep + baLen;
  invalidatePattern(); // the scratch buffer's content changed under the same address
  const dist = indelDistance(ab, abLen, ba, baLen);
  let res = ratioFromIndelDistance(dist, sectAbLen + sectBaLen);
  if (sectLen != 0) {
    const r1 = ratioFromIndelDistance(sep + abLen, sectLen + sectAbLen);
    const r2 = ratioFromIndelDistance(sep + baLen, sectLen + sectBaLen);
    if (r1 > res) res = r1;
    if (r2 > res) res = r2;
  }
  return res >= cutoff ? res : 0;
}
