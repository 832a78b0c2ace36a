/**
 * The reference soft TF-IDF (assembly/tfidf.ts states the semantics): unique whitespace tokens weighted
 * ln(1 + N / df) by the documents of the columns compared, a token's best partner equal or, without
 * digits, within Jaro–Winkler 0.9; the mean of both directions over the product of the norms.
 */
import { columnSize, valueAt } from './column';
import { compareCps, jaroWinkler, tokensOf } from './reference-kernels';
import type { EncodedColumn } from './types';

type Cps = ArrayLike<number>;

/** The columns a pair comes from: the documents that weigh its tokens. */
export interface KernelColumns {
  a: EncodedColumn;
  b: EncodedColumn;
}

const SOFT = 0.9;

const uniqueTokens = (s: Cps): number[][] =>
  tokensOf(s)
    .sort(compareCps)
    .filter((t, k, all) => k === 0 || compareCps(all[k - 1], t) !== 0);

const key = (t: readonly number[]) => String.fromCodePoint(...t);

const counted = new WeakMap<EncodedColumn, Map<string, number>>();

/** Per token, the number of the column's values that hold it. */
function documentCounts(column: EncodedColumn): Map<string, number> {
  let counts = counted.get(column);
  if (counts) return counts;
  counts = new Map();
  for (let i = 0; i < columnSize(column); i++)
    for (const t of uniqueTokens(valueAt(column, i))) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  counted.set(column, counts);
  return counts;
}

const hasDigit = (t: readonly number[]) => t.some((c) => c >= 48 && c <= 57);

/** Soft TF-IDF of `a` and `b`; without columns the pair itself is the collection of documents. */
export function softTfIdf(a: Cps, b: Cps, columns?: KernelColumns): number {
  const ta = uniqueTokens(a);
  const tb = uniqueTokens(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  let df: (t: number[]) => number;
  let docs: number;
  if (columns) {
    const ca = documentCounts(columns.a);
    const cb = columns.b === columns.a ? null : documentCounts(columns.b);
    docs = columnSize(columns.a) + (cb ? columnSize(columns.b) : 0);
    df = (t) => (ca.get(key(t)) ?? 0) + (cb?.get(key(t)) ?? 0);
  } else {
    const own = [new Set(ta.map(key)), new Set(tb.map(key))];
    docs = 2;
    df = (t) => own.filter((s) => s.has(key(t))).length;
  }
  const weigh = (ts: number[][]) => ts.map((t) => Math.log(1 + docs / df(t)));
  const [wa, wb] = [weigh(ta), weigh(tb)];
  const norm = (w: number[]) => Math.sqrt(w.reduce((s, x) => s + x * x, 0));
  const direction = (tx: number[][], wx: number[], ty: number[][], wy: number[]) => {
    let sum = 0;
    let allEqual = true;
    tx.forEach((t, k) => {
      let best = 0;
      let equal = false;
      ty.forEach((u, l) => {
        let s: number;
        if (compareCps(t, u) === 0) ((s = 1), (equal = true));
        else if (!hasDigit(t) && !hasDigit(u)) s = jaroWinkler(t, u);
        else return;
        if (s < SOFT) return;
        best = Math.max(best, wx[k] * wy[l] * s);
      });
      allEqual &&= equal;
      sum += best;
    });
    return { sum, allEqual };
  };
  const ab = direction(ta, wa, tb, wb);
  const ba = direction(tb, wb, ta, wa);
  if (ab.allEqual && ba.allEqual) return 1;
  return Math.min(1, (ab.sum + ba.sum) / (2 * norm(wa) * norm(wb)));
}
