/**
 * The first page's simple blocking: small columns are scored as the full upper-triangle matrix;
 * larger ones only as pairs sharing the first or the last three characters (so a typo in the first
 * letter is still caught). Later stages replace this with the profile's blocking rules.
 */
import type { PairBatch } from '../scoring/types';

/** Up to this many values, every pair is scored (about 4.5 M pairs). */
export const FULL_MATRIX_LIMIT = 3000;
/** Blocks larger than this are skipped: their key says too little. */
export const MAX_BLOCK = 400;

/** Lowercase, trim and collapse spaces: what the first page compares. */
export function normalizeValue(value: string): string {
  return value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Candidate pairs (left < right), sorted by left then right, of values sharing a 3-character prefix or suffix. */
export function sharedKeyPairs(values: readonly string[]): PairBatch {
  const blocks = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const block = blocks.get(key);
    if (block) block.push(i);
    else blocks.set(key, [i]);
  };
  values.forEach((value, i) => {
    const chars = [...value];
    add(`^${chars.slice(0, 3).join('')}`, i);
    add(`$${chars.slice(-3).join('')}`, i);
  });
  const n = values.length;
  const seen = new Set<number>();
  for (const block of blocks.values()) {
    if (block.length < 2 || block.length > MAX_BLOCK) continue;
    for (let x = 0; x < block.length; x++) for (let y = x + 1; y < block.length; y++) seen.add(block[x] * n + block[y]);
  }
  const codes = Float64Array.from(seen).sort();
  const pairs: PairBatch = { left: new Uint32Array(codes.length), right: new Uint32Array(codes.length) };
  codes.forEach((code, i) => {
    pairs.left[i] = Math.floor(code / n);
    pairs.right[i] = code % n;
  });
  return pairs;
}
