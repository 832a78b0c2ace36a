/**
 * Independent evidence for an automatic merge: how many independent source columns agree on a
 * value that is not common. Read from the raw mapped columns (not a profile's comparisons), so a
 * title compared three ways is still one column, and columns derived from one another (a full name
 * and its surname) count once. A value shared by many records (a city of the whole list, an
 * occupation) is no evidence of identity; common values of several columns are, when few records
 * share their combination.
 */
import type { InputColumn } from '../profiles/types';
import { foldToAscii, splitWords } from '../normalize/fold';
import { parseInstant } from '../normalize/datetime';
import { companyTokens } from '../normalize/company';
import { UnionFind } from '../cluster/union-find';

/** A value shared by more than this share of the records (and more than two) says nothing about identity. */
export const MAX_EVIDENCE_SHARE = 0.01;
/** Below this many records, value frequencies are not measured (every agreement counts). */
const MIN_RECORDS_FOR_SHARES = 50;
/** Two columns are one source of evidence when one's words contain the other's on this share of rows. */
const DERIVED_SHARE = 0.8;
/** Rows sampled to find derived columns. */
const DERIVED_SAMPLE = 2000;

/** The prepared columns of {@link agreeingGroups}. */
export interface EvidenceColumns {
  names: string[];
  /** Field kind per column. */
  kinds: InputColumn['kind'][];
  /** Per column: value id per record (-1 empty). */
  codes: Int32Array[];
  /** Per column: the normalized text of each value id. */
  texts: string[][];
  /** Per column: whether each value id is rare enough to be evidence. */
  rare: Uint8Array[];
  /** Independent group of each column. */
  groupOf: Int32Array;
  groupCount: number;
  /** Most records that may share a value (or a combination of values) for it to be evidence. */
  maxShared: number;
  /** Per set of columns (a bit mask), how many records share each combination of their values; made on demand. */
  combinations: Map<number, Map<string, number>>;
}

/** A cell as the safety net compares it: instants for dates, else folded words in sorted order. */
function normalizeForEvidence(raw: string, kind: InputColumn['kind']): string {
  const v = raw.trim();
  if (v === '') return '';
  if (kind === 'start' || kind === 'date') {
    const t = parseInstant(v);
    if (t !== null) return `@${t}`;
  }
  // Legal forms are no part of a name («Acme Widgets Ltd» / «ACME WIDGETS LIMITED»).
  const words = kind === 'company' || kind === 'name' ? companyTokens(v) : splitWords(foldToAscii(v));
  return (words.length > 0 ? words : splitWords(foldToAscii(v))).sort().join(' ');
}

/** Whether every word of `a` is among the words of `b`. */
function wordsWithin(a: string, b: string): boolean {
  if (a === '') return false;
  const set = new Set(b.split(' '));
  return a.split(' ').every((w) => set.has(w));
}

/** Prepare the mapped columns (a `source` column is no evidence) for {@link agreeingGroups}. */
export function prepareEvidence(columns: readonly InputColumn[], recordCount: number): EvidenceColumns {
  const used = columns.filter((c) => c.kind !== 'source');
  const maxShared = recordCount >= MIN_RECORDS_FOR_SHARES ? Math.max(2, MAX_EVIDENCE_SHARE * recordCount) : Infinity;
  const codes: Int32Array[] = [];
  const texts: string[][] = [];
  const rare: Uint8Array[] = [];
  for (const c of used) {
    const ids = new Map<string, number>();
    const counts: number[] = [];
    const code = new Int32Array(recordCount).fill(-1);
    for (let r = 0; r < recordCount; r++) {
      const v = normalizeForEvidence(c.values[r] ?? '', c.kind);
      if (v === '') continue;
      let id = ids.get(v);
      if (id === undefined) ids.set(v, (id = counts.push(0) - 1));
      counts[id]++;
      code[r] = id;
    }
    codes.push(code);
    texts.push([...ids.keys()]);
    rare.push(Uint8Array.from(counts, (n) => (n <= maxShared ? 1 : 0)));
  }
  const groups = new UnionFind(used.length);
  const step = Math.max(1, Math.floor(recordCount / DERIVED_SAMPLE));
  for (let i = 0; i < used.length; i++) {
    for (let j = i + 1; j < used.length; j++) {
      let both = 0;
      let within = 0;
      for (let r = 0; r < recordCount; r += step) {
        const [a, b] = [codes[i][r], codes[j][r]];
        if (a < 0 || b < 0) continue;
        both++;
        const [ta, tb] = [texts[i][a], texts[j][b]];
        if (wordsWithin(ta, tb) || wordsWithin(tb, ta)) within++;
      }
      if (both >= 10 && within >= DERIVED_SHARE * both) groups.union(i, j);
    }
  }
  const roots = new Map<number, number>();
  const groupOf = Int32Array.from(
    used.map((_, i) => {
      const root = groups.find(i);
      if (!roots.has(root)) roots.set(root, roots.size);
      return roots.get(root)!;
    }),
  );
  return {
    names: used.map((c) => c.name),
    kinds: used.map((c) => c.kind),
    codes,
    texts,
    rare,
    groupOf,
    groupCount: roots.size,
    maxShared,
    combinations: new Map(),
  };
}

/** How many records give the values record `a` has in every column of `cols` (at most 31 columns). */
function sharedCombination(ev: EvidenceColumns, cols: readonly number[], a: number): number {
  const mask = cols.reduce((m, c) => m | (1 << c), 0);
  let counts = ev.combinations.get(mask);
  if (!counts) {
    counts = new Map();
    const n = ev.codes[0]?.length ?? 0;
    for (let r = 0; r < n; r++) {
      if (cols.some((c) => ev.codes[c][r] < 0)) continue;
      const key = cols.map((c) => ev.codes[c][r]).join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    ev.combinations.set(mask, counts);
  }
  return counts.get(cols.map((c) => ev.codes[c][a]).join(' ')) ?? 0;
}

/** Normalized edit similarity of two strings (1 − distance / longer length), 0 when below `min`. */
export function editSimilarity(a: string, b: string, min = 0): number {
  const n = Math.max(a.length, b.length);
  if (n === 0) return 1;
  const budget = Math.floor((1 - min) * n);
  if (Math.abs(a.length - b.length) > budget) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(
        prev[j] + 1,
        cur[j - 1] + 1,
        prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1),
      );
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > budget) return 0;
    prev = cur;
  }
  const s = 1 - prev[b.length] / n;
  return s >= min ? s : 0;
}

/** Whether two values of one column agree as evidence: equal, one slip apart, or one's words within the other's. */
function valuesAgree(ta: string, tb: string): boolean {
  if (ta === tb) return true;
  if (ta.startsWith('@') || tb.startsWith('@')) return false; // instants agree only when equal
  if (Math.min(ta.length, tb.length) >= 4 && editSimilarity(ta, tb, 0.85) > 0) return true;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  return short.replace(/ /g, '').length >= 4 && wordsWithin(short, long);
}

/** A profile comparison read as evidence for its source column: a similarity at or above `threshold` agrees. */
export interface ComparisonEvidence {
  /** Index into the prepared columns (see {@link columnIndex}). */
  column: number;
  similarities: ArrayLike<number>;
  threshold: number;
}

/** The prepared column index of a column name, or -1. */
export function columnIndex(ev: EvidenceColumns, name: string | undefined): number {
  return name === undefined ? -1 : ev.names.indexOf(name);
}

/**
 * The independent column groups on which records a and b (candidate pair p) agree on a value that
 * is not common: by the column's own values (equal, one slip, words within), or by a profile
 * comparison of that column reaching its lowest level (`byComparison`, per column: pair p agrees).
 */
export function agreeingGroups(
  ev: EvidenceColumns,
  a: number,
  b: number,
  comparisons: readonly ComparisonEvidence[] = [],
  p = -1,
  stated: readonly InputColumn['kind'][] = [],
): string[] {
  const seen = new Set<number>();
  const names: string[] = [];
  // Agreement a profile's rules stated in its reasons (the same venue, the same start): the first
  // column of that kind agrees.
  for (const kind of stated) {
    const c = ev.kinds.indexOf(kind);
    if (c < 0 || seen.has(ev.groupOf[c])) continue;
    seen.add(ev.groupOf[c]);
    names.push(ev.names[c]);
  }
  const compared = new Uint8Array(ev.codes.length);
  // Per independent group, its first column agreeing on a common value.
  const commonGroups = new Map<number, number>();
  for (const c of comparisons) if (p >= 0 && c.similarities[p] >= c.threshold) compared[c.column] = 1;
  for (let c = 0; c < ev.codes.length; c++) {
    const g = ev.groupOf[c];
    if (seen.has(g)) continue;
    const [x, y] = [ev.codes[c][a], ev.codes[c][b]];
    if (x < 0 || y < 0) continue;
    // A common value shared is no evidence; a similar pair of values counts when it reached a
    // comparison level or looks alike by itself and is not a pair of common values.
    if (x === y) {
      if (ev.rare[c][x] === 0) {
        if (c < 31 && !commonGroups.has(g)) commonGroups.set(g, c);
        continue;
      }
    } else if (
      !compared[c] &&
      (ev.rare[c][x] === 0 || ev.rare[c][y] === 0 || !valuesAgree(ev.texts[c][x], ev.texts[c][y]))
    )
      continue;
    seen.add(g);
    names.push(ev.names[c]);
  }
  // Common values of independent columns together («Oliver» + «Atkinson» + «London»): evidence when
  // few records give the combination, as a rare value is when few records give it (measured).
  const common = [...commonGroups].filter(([g]) => !seen.has(g)).map(([, c]) => c);
  if (common.length >= 2 && sharedCombination(ev, common, a) <= ev.maxShared)
    for (const c of common) names.push(ev.names[c]);
  return names;
}
