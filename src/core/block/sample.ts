import { seededRandom } from '../random';
import type { CandidatePairs } from '../../domain/pair';

/** Index of (left, right) with left < right among sorted candidate pairs (binary search), -1 when absent. */
export function pairIndex(pairs: Pick<CandidatePairs, 'left' | 'right'>, left: number, right: number): number {
  let lo = 0;
  let hi = pairs.left.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const l = pairs.left[mid];
    const cmp = l !== left ? l - left : pairs.right[mid] - right;
    if (cmp === 0) return mid;
    if (cmp < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Whether (left, right) with left < right is among sorted candidate pairs (binary search). */
export function hasPair(pairs: Pick<CandidatePairs, 'left' | 'right'>, left: number, right: number): boolean {
  return pairIndex(pairs, left, right) >= 0;
}

/**
 * A seeded random sample of pairs that blocking did *not* produce (left < right), to estimate what
 * blocking misses by scoring them. `allowed` filters pairs the link mode forbids.
 */
export function sampleCrossBlockPairs(
  pairs: CandidatePairs,
  recordCount: number,
  size: number,
  seed: number,
  allowed: (a: number, b: number) => boolean = () => true,
): { left: Uint32Array; right: Uint32Array } {
  const rnd = seededRandom(seed);
  const left: number[] = [];
  const right: number[] = [];
  const seen = new Set<number>();
  const maxTries = size * 20 + 100;
  for (let t = 0; t < maxTries && left.length < size && recordCount > 1; t++) {
    const a = Math.floor(rnd() * recordCount);
    const b = Math.floor(rnd() * recordCount);
    if (a === b) continue;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const code = lo * recordCount + hi;
    if (seen.has(code) || !allowed(lo, hi) || hasPair(pairs, lo, hi)) continue;
    seen.add(code);
    left.push(lo);
    right.push(hi);
  }
  return { left: Uint32Array.from(left), right: Uint32Array.from(right) };
}
