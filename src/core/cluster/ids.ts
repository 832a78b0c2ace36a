/**
 * Stable cluster ids: a short hash of the smallest record key in the cluster, so the same records give
 * the same ids whatever the input order or run.
 */
import { fnv1a } from '../hash';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

/** A 53-bit hash of a record key (two 32-bit FNV-1a passes with different seeds, avalanched). */
export function keyHash(key: string): number {
  return fnv1a(key, 0x811c9dc5) * 2 ** 21 + (fnv1a(key, 0x9e3779b9) >>> 11);
}

/** The id of a 53-bit hash: `c` + 11 base-32 digits. */
function idOfHash(hash: number): string {
  let out = '';
  let low = hash % 2 ** 28;
  let high = Math.floor(hash / 2 ** 28);
  for (let k = 0; k < 6; k++) {
    out = DIGITS[low & 31] + out;
    low >>>= 5;
  }
  for (let k = 0; k < 5; k++) {
    out = DIGITS[high & 31] + out;
    high >>>= 5;
  }
  return `c${out}`;
}

/** A 12-character id for a record key: `c` + 11 base-32 digits of a 53-bit hash. */
export function clusterIdOfKey(key: string): string {
  return idOfHash(keyHash(key));
}

/**
 * Ids of clusters from their members' record keys. A hash collision between two different smallest
 * keys is resolved by suffixing `~1`, `~2` … in the order of those keys, which is itself stable.
 */
export function stableClusterIds(
  clusterOf: Uint32Array,
  clusterCount: number,
  recordKeys: readonly string[],
  hash: (key: string) => number = keyHash,
): string[] {
  if (recordKeys.length !== clusterOf.length) throw new Error('one record key per record');
  const smallest: (string | undefined)[] = new Array(clusterCount);
  for (let r = 0; r < clusterOf.length; r++) {
    const c = clusterOf[r];
    const key = recordKeys[r];
    const current = smallest[c];
    if (current === undefined || key < current) smallest[c] = key;
  }
  const ids: string[] = new Array(clusterCount);
  const firstWithHash = new Map<number, number>();
  let collisions: Map<number, number[]> | undefined;
  for (let c = 0; c < clusterCount; c++) {
    const h = hash(smallest[c] ?? '');
    ids[c] = idOfHash(h);
    const first = firstWithHash.get(h);
    if (first === undefined) firstWithHash.set(h, c);
    else {
      collisions ??= new Map();
      const list = collisions.get(h) ?? [first];
      list.push(c);
      collisions.set(h, list);
    }
  }
  for (const clusters of (collisions ?? new Map<number, number[]>()).values()) {
    clusters.sort((x, y) => ((smallest[x] ?? '') < (smallest[y] ?? '') ? -1 : 1));
    clusters.forEach((c, k) => {
      if (k > 0) ids[c] = `${ids[c]}~${k}`;
    });
  }
  return ids;
}

/** Dense cluster indices (ordered by each cluster's smallest record index) from any per-record labels. */
export function denseClusters(labels: ArrayLike<number>): { clusterOf: Uint32Array; clusterCount: number } {
  const clusterOf = new Uint32Array(labels.length);
  const dense = new Map<number, number>();
  for (let r = 0; r < labels.length; r++) {
    let c = dense.get(labels[r]);
    if (c === undefined) {
      c = dense.size;
      dense.set(labels[r], c);
    }
    clusterOf[r] = c;
  }
  return { clusterOf, clusterCount: dense.size };
}
