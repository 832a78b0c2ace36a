import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { ReferenceScorer } from '../../src/scoring/reference';
import type { KernelName, SyncScorer } from '../../src/scoring/types';

let cached: Promise<SyncScorer> | undefined;

/** One WASM scorer (debug build) shared by a test file. */
export function wasmScorer(): Promise<SyncScorer> {
  cached ??= loadWasmModule('debug').then(createWasmScorer);
  return cached;
}

/** Scores every (a[k], b[k]) pair with a scorer, loading the two columns under fresh ids. */
export function scoreZip(scorer: SyncScorer, kernel: KernelName, a: string[], b: string[], cutoff = 0): Float32Array {
  scorer.loadColumn('zipA', encodeColumn(a));
  scorer.loadColumn('zipB', encodeColumn(b));
  const idx = Uint32Array.from(a.keys());
  return scorer.scorePairs(kernel, 'zipA', 'zipB', { left: idx, right: idx }, cutoff);
}

/** Reference similarities (unrounded f64) of zipped pairs. */
export function referenceZip(kernel: KernelName, a: string[], b: string[]): number[] {
  const ref = new ReferenceScorer();
  return Array.from(scoreZip(ref, kernel, a, b));
}

/** The core's seeded PRNG (mulberry32), so workloads and test data stay reproducible. */
export { seededRandom as rng } from '../../src/core/random';
import { seededRandom as rng } from '../../src/core/random';

/** `n` random strings over a small alphabet (frequent shared characters and edits). */
export function randomStrings(seed: number, n: number, maxLen: number): string[] {
  const next = rng(seed);
  const alphabet = ['a', 'b', 'c', 'd', ' ', 'я', 'ж', '😀'];
  const base = Array.from({ length: 6 }, () =>
    Array.from({ length: 1 + Math.floor(next() * maxLen) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(
      '',
    ),
  );
  return Array.from({ length: n }, () => {
    const chars = Array.from(base[Math.floor(next() * base.length)]);
    const edits = Math.floor(next() * 4);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(next() * (chars.length + 1));
      const c = alphabet[Math.floor(next() * alphabet.length)];
      const op = next();
      if (op < 0.4) chars.splice(at, 0, c);
      else if (op < 0.7) chars.splice(at, 1);
      else chars[at] = c;
    }
    return chars.join('');
  });
}
