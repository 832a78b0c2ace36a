/**
 * One-to-one linking: when sources are free of internal duplicates, a record is one thing and has at
 * most one match in each other source. An automatic link is kept only when each record is the
 * other's single best link into its source (mutual best, ties are no best); the runners-up go to
 * review. Whether the sources are clean is measured, not assumed.
 */

/** A source with more than this share of its records written twice within it is not duplicate-free. */
export const MAX_INTERNAL_DUPLICATE_SHARE = 0.01;

/**
 * Share of records, per source, that have an equal twin within their own source: the same row
 * (`exactClass`, 0 = none) or the same strong key (per key column, null = none).
 */
export function internalDuplicateShares(
  sourceOf: Uint16Array,
  exactClass: Uint32Array,
  keyColumns: ReadonlyArray<readonly (string | null)[]>,
): number[] {
  const sources = sourceOf.reduce((a, s) => Math.max(a, s + 1), 0);
  const dup = new Uint8Array(sourceOf.length);
  const mark = (key: (r: number) => string | null) => {
    const first = new Map<string, number>();
    for (let r = 0; r < sourceOf.length; r++) {
      const k = key(r);
      if (k === null) continue;
      const scoped = `${sourceOf[r]}|${k}`;
      const f = first.get(scoped);
      if (f === undefined) first.set(scoped, r);
      else dup[r] = dup[f] = 1;
    }
  };
  mark((r) => (exactClass[r] === 0 ? null : String(exactClass[r])));
  for (const keys of keyColumns) mark((r) => keys[r]);
  const size = new Float64Array(sources);
  const twice = new Float64Array(sources);
  for (let r = 0; r < sourceOf.length; r++) ((size[sourceOf[r]] += 1), (twice[sourceOf[r]] += dup[r]));
  return Array.from(size, (n, s) => (n === 0 ? 0 : twice[s] / n));
}

/**
 * For the links `edges` (indices into left/right), 1 where the link is each end's single best into
 * the other's source by `rank` (higher is better), else 0.
 */
export function mutualBest(
  left: Uint32Array,
  right: Uint32Array,
  rank: ArrayLike<number>,
  sourceOf: Uint16Array,
  edges: Uint32Array,
): Uint8Array {
  // Best rank and how many links reach it, per (record, other source).
  const best = new Map<number, { rank: number; count: number }>();
  const sources = sourceOf.reduce((a, s) => Math.max(a, s + 1), 0);
  const note = (r: number, s: number, x: number) => {
    const k = r * sources + s;
    const b = best.get(k);
    if (!b || x > b.rank) best.set(k, { rank: x, count: 1 });
    else if (x === b.rank) b.count++;
  };
  for (const e of edges) {
    const [a, b] = [left[e], right[e]];
    note(a, sourceOf[b], rank[e]);
    note(b, sourceOf[a], rank[e]);
  }
  const isBest = (r: number, s: number, x: number) => {
    const b = best.get(r * sources + s)!;
    return b.rank === x && b.count === 1;
  };
  return Uint8Array.from(edges, (e) =>
    isBest(left[e], sourceOf[right[e]], rank[e]) && isBest(right[e], sourceOf[left[e]], rank[e]) ? 1 : 0,
  );
}

/**
 * Per link of `edges`, the probability that it is the one match of both its records, when each record has at most one
 * match in the other's source: its odds 2^weight over 1 plus the odds of every link of that record into that source,
 * the smaller of its two ends. Two candidates equally likely on their own make each at most one half.
 */
export function linkShares(
  left: Uint32Array,
  right: Uint32Array,
  weights: ArrayLike<number>,
  sourceOf: Uint16Array,
  edges: Uint32Array,
): Float64Array {
  const sources = sourceOf.reduce((a, s) => Math.max(a, s + 1), 0);
  // Odds summed per (record, other source), each scaled by the record's largest weight so 2^w stays finite.
  const top = new Map<number, number>();
  const sum = new Map<number, number>();
  const keyOf = (r: number, other: number) => r * sources + sourceOf[other];
  const raise = (k: number, w: number) => top.set(k, Math.max(top.get(k) ?? -Infinity, w));
  const add = (k: number, w: number) => sum.set(k, (sum.get(k) ?? 0) + 2 ** (w - top.get(k)!));
  const share = (k: number, w: number) => 2 ** (w - top.get(k)!) / (2 ** -top.get(k)! + sum.get(k)!);
  for (const e of edges) (raise(keyOf(left[e], right[e]), weights[e]), raise(keyOf(right[e], left[e]), weights[e]));
  for (const e of edges) (add(keyOf(left[e], right[e]), weights[e]), add(keyOf(right[e], left[e]), weights[e]));
  return Float64Array.from(edges, (e) =>
    Math.min(share(keyOf(left[e], right[e]), weights[e]), share(keyOf(right[e], left[e]), weights[e])),
  );
}
