/**
 * The WASM core without the SyncScorer wrapper: the same `matrix` export, but hits stay in WASM
 * memory (not copied into JS typed arrays). The difference to the wrapper's figure is the cost of
 * handing 12 bytes per hit back to JavaScript, which dominates dense (cutoff 0) matrices.
 */
import type { EncodedColumn, KernelName } from '../src/scoring/types';
import { KERNELS } from '../src/scoring/types';

interface RawCore {
  memory: WebAssembly.Memory;
  alloc(size: number): number;
  columnLoad(chars: number, offsets: number, count: number): number;
  columnDrop(handle: number): void;
  matrix(kernel: number, a: number, b: number, r0: number, r1: number, c0: number, c1: number, upper: number, cutoff: number, denseIndexes: number): number;
}

/** Loads `column` into a fresh raw instance and returns a function scoring its full n × n matrix in blocks. */
export async function rawMatrixRunner(module: WebAssembly.Module, column: EncodedColumn): Promise<(kernel: KernelName, cutoff: number) => number> {
  const instance = await WebAssembly.instantiate(module, { env: { abort: () => { throw new Error('WASM abort'); } } });
  const core = instance.exports as unknown as RawCore;
  const chars = core.alloc(column.chars.byteLength) >>> 0;
  const offsets = core.alloc(column.offsets.byteLength) >>> 0;
  new Uint32Array(core.memory.buffer, chars, column.chars.length).set(column.chars);
  new Uint32Array(core.memory.buffer, offsets, column.offsets.length).set(column.offsets);
  const n = column.offsets.length - 1;
  const h = core.columnLoad(chars, offsets, n);
  return (kernel, cutoff) => {
    let hits = 0;
    for (let r = 0; r < n; r += 32) hits += core.matrix(KERNELS.indexOf(kernel), h, h, r, Math.min(n, r + 32), 0, n, 0, cutoff, 1);
    return hits;
  };
}
