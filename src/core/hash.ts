/** Small non-cryptographic 32-bit hashes shared by the core (block keys, cluster ids). */

/** murmur3's 32-bit finalizer: a well-mixed integer hash of a 32-bit value. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units from `seed` (FNV's offset basis by default), finalized by {@link mix32}. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}
