/** Seeded pseudo-random numbers for reproducible samples and fixtures (mulberry32, 32-bit state). */

/** A function returning uniform floats in [0, 1). */
export type Random = () => number;

/** A seeded uniform generator in [0, 1); the same seed gives the same sequence on every platform. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}
