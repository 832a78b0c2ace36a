/**
 * Stable cluster ids: a short hash of the smallest record key in the cluster, so the same records give
 * the same ids whatever the input order or run.
 */

function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // final avalanche (murmur3 fmix32)
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 14-character id for a record key: `c` + two 32-bit hashes in base 36 (about 62 bits). */
export function clusterIdOfKey(key: string): string {
  const a = fnv1a(key, 0x811c9dc5).toString(36).padStart(7, '0');
  const b = fnv1a(key, 0x9e3779b9).toString(36).padStart(6, '0').slice(-6);
  return `c${a}${b}`;
}

/**
 * Ids of clusters from their members' record keys. A hash collision between two different smallest
 * keys is resolved by suffixing `~1`, `~2` … in the order of those keys, which is itself stable.
 */
export function stableClusterIds(clusterOf: Uint32Array, clusterCount: number, recordKeys: readonly string[]): string[] {
  if (recordKeys.length !== clusterOf.length) throw new Error('one record key per record');
  const smallest: (string | undefined)[] = new Array(clusterCount);
  for (let r = 0; r < clusterOf.length; r++) {
    const c = clusterOf[r];
    const key = recordKeys[r];
    const current = smallest[c];
    if (current === undefined || key < current) smallest[c] = key;
  }
  const ids = smallest.map((key) => clusterIdOfKey(key ?? ''));
  const byId = new Map<string, number[]>();
  ids.forEach((id, c) => {
    const list = byId.get(id);
    if (list) list.push(c);
    else byId.set(id, [c]);
  });
  for (const [id, clusters] of byId) {
    if (clusters.length < 2) continue;
    clusters.sort((x, y) => ((smallest[x] ?? '') < (smallest[y] ?? '') ? -1 : 1));
    clusters.forEach((c, k) => { if (k > 0) ids[c] = `${id}~${k}`; });
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
