/**
 * Stable ordering of indices by numeric keys without a comparator callback: each key is replaced by
 * its rank among the distinct values (a native typed-array sort), then a counting sort by rank keeps
 * equal keys in their current order. The result is the order `(keys[a] - keys[b]) || (a - b)` gives.
 */

/** Ranks of `values` among their distinct values (−0 and 0 are one value), and how many there are. */
function ranks(values: Float64Array): { rank: Uint32Array; distinct: number } {
  const sorted = Float64Array.from(values).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i];
  const rank = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    rank[i] = lo;
  }
  return { rank, distinct };
}

/** Stable counting sort of `order` by `keyOf(order[i])` ascending. */
function stablePass(order: Uint32Array, keyOf: Float64Array): Uint32Array {
  const values = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) values[i] = keyOf[order[i]];
  const { rank, distinct } = ranks(values);
  const start = new Uint32Array(distinct + 1);
  for (let i = 0; i < rank.length; i++) start[rank[i] + 1]++;
  for (let d = 0; d < distinct; d++) start[d + 1] += start[d];
  const out = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) out[start[rank[i]]++] = order[i];
  return out;
}

/**
 * `indices` (ascending) ordered by several keys, most significant first, each ascending; ties keep
 * the indices ascending. `keys[k][i]` is key k of index i. Null when a key is NaN (a comparator's
 * answer to NaN depends on the sort algorithm: callers fall back to theirs).
 */
export function orderByKeys(indices: Uint32Array, keys: readonly Float64Array[]): Uint32Array | null {
  for (const key of keys) for (const i of indices) if (Number.isNaN(key[i])) return null;
  let order = indices;
  for (let k = keys.length - 1; k >= 0; k--) order = stablePass(order, keys[k]);
  return order;
}

/** 0 … count − 1. */
export function identityOrder(count: number): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  return order;
}
