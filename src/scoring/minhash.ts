/**
 * MinHash locality-sensitive keys over character q-grams. Two strings whose q-gram sets have
 * Jaccard similarity J share at least one band key with probability 1 − (1 − J^rows)^bands, so a
 * typo in the first character (xolartravelmag / solartravelmag, J ≈ 0.85 on 3-grams) is still
 * paired, unlike a prefix key. Band keys feed the ordinary key blocking.
 */
export interface MinHashOptions {
  /** Gram length in code points. */
  q: number;
  bands: number;
  rows: number;
  /** Seed of the hash family, so keys are reproducible. */
  seed: number;
}

/** Defaults: 3-grams, 20 bands of 3 rows (pairs at J = 0.5 meet with p ≈ 0.93, at J = 0.2 with p ≈ 0.15). */
export const DEFAULT_MINHASH: MinHashOptions = { q: 3, bands: 20, rows: 3, seed: 0x5eed };

/** Murmur3's 32-bit finalizer: a fast, well-mixed integer hash. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Hash every q-gram of a string (code points); a string shorter than q is one gram. */
export function gramHashes(value: string, q: number): Uint32Array {
  const cps = Array.from(value, (c) => c.codePointAt(0) as number);
  if (cps.length === 0) return new Uint32Array(0);
  const count = Math.max(1, cps.length - q + 1);
  const out = new Uint32Array(count);
  for (let g = 0; g < count; g++) {
    let h = 0x811c9dc5;
    for (let k = g; k < Math.min(g + q, cps.length); k++) h = Math.imul(h ^ cps[k], 0x01000193);
    out[g] = fmix32(h >>> 0);
  }
  return out;
}

/** The band keys of one string: `bands` strings, empty for an empty value. */
export function minHashKeys(value: string, opts: MinHashOptions = DEFAULT_MINHASH): string[] {
  const grams = gramHashes(value, opts.q);
  if (grams.length === 0) return [];
  const keys: string[] = [];
  for (let b = 0; b < opts.bands; b++) {
    let bandHash = 0x9e3779b9 ^ b;
    for (let r = 0; r < opts.rows; r++) {
      const salt = fmix32(opts.seed + b * opts.rows + r + 1);
      let min = 0xffffffff;
      for (let g = 0; g < grams.length; g++) {
        const h = fmix32(grams[g] ^ salt);
        if (h < min) min = h;
      }
      bandHash = fmix32(Math.imul(bandHash, 31) ^ min);
    }
    keys.push(`${b}:${bandHash.toString(36)}`);
  }
  return keys;
}

/** Probability that two strings at q-gram Jaccard similarity j share a band key. */
export function lshMeetProbability(j: number, opts: MinHashOptions = DEFAULT_MINHASH): number {
  return 1 - Math.pow(1 - Math.pow(j, opts.rows), opts.bands);
}
