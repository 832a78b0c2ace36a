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
