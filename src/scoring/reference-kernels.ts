/**
 * Plain, obviously-correct implementations of every kernel on code point arrays (full dynamic
 * programmes, brute-force windows, no bit tricks). They define the expected results of the WASM
 * kernels; semantics follow RapidFuzz's scorers of the same name, as similarities 0..1.
 */

type Cps = ArrayLike<number>;

/** Longest common subsequence length by full DP. */
export function lcsLength(a: Cps, b: Cps): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    prev = cur;
  }
  return prev[b.length];
}

/** Normalized Indel similarity (RapidFuzz `ratio` / 100). */
export function ratio(a: Cps, b: Cps): number {
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * lcsLength(a, b)) / total;
}

/** Levenshtein distance, or optimal string alignment distance when `osa`. */
export function editDistance(a: Cps, b: Cps, osa: boolean): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push(new Array<number>(b.length + 1).fill(0));
    d[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (osa && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, d[i - 2][j - 2] + 1);
      }
      d[i][j] = v;
    }
  }
  return d[a.length][b.length];
}

/** Normalized edit similarity: 1 − distance / the longer length (1 for two empty strings). */
export function normEdit(a: Cps, b: Cps, osa: boolean): number {
  const maxLen = Math.max(a.length, b.length);
  return maxLen === 0 ? 1 : 1 - editDistance(a, b, osa) / maxLen;
}

/** Jaro–Winkler: window max/2 − 1, greedy matching of s2's characters into s1, prefix weight 0.1. */
export function jaroWinkler(a: Cps, b: Cps): number {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  const bound = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const fa = new Array<boolean>(a.length).fill(false);
  const fb = new Array<boolean>(b.length).fill(false);
  let common = 0;
  for (let i = 0; i < b.length; i++) {
    for (let j = Math.max(0, i - bound); j <= Math.min(a.length - 1, i + bound); j++) {
      if (!fa[j] && a[j] === b[i]) {
        fa[j] = fb[i] = true;
        common++;
        break;
      }
    }
  }
  if (common === 0) return 0;
  const ma = a.length > 0 ? Array.from(a).filter((_, k) => fa[k]) : [];
  const mb = Array.from(b).filter((_, k) => fb[k]);
  let trans = 0;
  for (let k = 0; k < common; k++) if (ma[k] !== mb[k]) trans++;
  const t = Math.floor(trans / 2);
  let sim = (common / a.length + common / b.length + (common - t) / common) / 3;
  if (sim > 0.7) {
    let prefix = 0;
    while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
    sim += prefix * 0.1 * (1 - sim);
  }
  return sim;
}

const SPACE = new Set([
  9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/** Python's str.isspace() for one code point (RapidFuzz splits tokens with str.split()). */
export function isSpace(c: number): boolean {
  return SPACE.has(c) || (c >= 0x2000 && c <= 0x200a);
}

/** Whitespace-separated tokens. */
export function tokensOf(s: Cps): number[][] {
  const out: number[][] = [];
  let cur: number[] = [];
  for (let k = 0; k < s.length; k++) {
    if (isSpace(s[k])) {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push(s[k]);
  }
  if (cur.length) out.push(cur);
  return out;
}

/** Code point lexicographic order (Python's order for str). */
export function compareCps(a: Cps, b: Cps): number {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k] - b[k];
  return a.length - b.length;
}

function joinTokens(tokens: number[][]): number[] {
  const out: number[] = [];
  tokens.forEach((t, k) => {
    if (k > 0) out.push(32);
    out.push(...t);
  });
  return out;
}

function sortedTokens(s: Cps): number[][] {
  return tokensOf(s).sort(compareCps);
}

function uniqueSorted(s: Cps): number[][] {
  const out: number[][] = [];
  for (const t of sortedTokens(s)) if (!out.length || compareCps(out[out.length - 1], t) !== 0) out.push(t);
  return out;
}

/** Token sort ratio: ratio of the token-sorted strings. */
export function tokenSortRatio(a: Cps, b: Cps): number {
  return ratio(joinTokens(sortedTokens(a)), joinTokens(sortedTokens(b)));
}

/** Token set ratio, as RapidFuzz's fuzz.token_set_ratio (0 when either side has no token). */
export function tokenSetRatio(a: Cps, b: Cps): number {
  const ta = uniqueSorted(a);
  const tb = uniqueSorted(b);
  if (!ta.length || !tb.length) return 0;
  const inB = (t: number[]) => tb.some((u) => compareCps(t, u) === 0);
  const inA = (t: number[]) => ta.some((u) => compareCps(t, u) === 0);
  const sect = ta.filter(inB);
  const ab = ta.filter((t) => !inB(t));
  const ba = tb.filter((t) => !inA(t));
  if (sect.length && (!ab.length || !ba.length)) return 1;
  const abJ = joinTokens(ab);
  const baJ = joinTokens(ba);
  const sectLen = joinTokens(sect).length;
  const sep = sectLen ? 1 : 0;
  const sectAb = sectLen + sep + abJ.length;
  const sectBa = sectLen + sep + baJ.length;
  const norm = (dist: number, lensum: number) => (lensum ? 1 - dist / lensum : 1);
  const indel = abJ.length + baJ.length - 2 * lcsLength(abJ, baJ);
  let res = norm(indel, sectAb + sectBa);
  if (sectLen) res = Math.max(res, norm(sep + abJ.length, sectLen + sectAb), norm(sep + baJ.length, sectLen + sectBa));
  return res;
}

function partialOneWay(needle: Cps, hay: Cps): number {
  const m = needle.length;
  const k = hay.length;
  const arr = Array.from(hay);
  let best = 0;
  for (let i = 1; i < m; i++) best = Math.max(best, ratio(needle, arr.slice(0, i)));
  for (let i = 0; i < k - m; i++) best = Math.max(best, ratio(needle, arr.slice(i, i + m)));
  for (let i = Math.max(0, k - m); i < k; i++) best = Math.max(best, ratio(needle, arr.slice(i)));
  return best;
}

/** Partial ratio: best ratio of the shorter string against windows of the longer (both ways if equal). */
export function partialRatio(a: Cps, b: Cps): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length < b.length) return partialOneWay(a, b);
  if (a.length > b.length) return partialOneWay(b, a);
  return Math.max(partialOneWay(a, b), partialOneWay(b, a));
}

function bigrams(s: Cps): Map<string, number> {
  const m = new Map<string, number>();
  for (let k = 0; k + 1 < s.length; k++) {
    const key = `${s[k]},${s[k + 1]}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return m;
}

/** Multiset Jaccard of bigrams (q = 2, no padding); strings under 2 characters: 1 if equal, else 0. */
export function qgramJaccard(a: Cps, b: Cps): number {
  if (a.length < 2 || b.length < 2) return a.length === b.length && compareCps(a, b) === 0 ? 1 : 0;
  const ga = bigrams(a);
  const gb = bigrams(b);
  let inter = 0;
  for (const [key, n] of ga) inter += Math.min(n, gb.get(key) ?? 0);
  return inter / (a.length - 1 + b.length - 1 - inter);
}
