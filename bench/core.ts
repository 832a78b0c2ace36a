/**
 * The WASM core without the SyncScorer wrapper: the same exports (`matrixScores` for cutoff 0,
 * `matrix` otherwise), but results stay in WASM memory (not copied into JS typed arrays). The
 * difference to the wrapper's figure is the cost of handing the result back to JavaScript.
 */
import type { EncodedColumn, KernelName } from '../src/scoring/types';
import { KERNELS } from '../src/scoring/types';

interface RawCore {
  memory: WebAssembly.Memory;
  alloc(size: number): number;
  columnLoad(chars: number, offsets: number, count: number): number;
  columnDrop(handle: number): void;
  matrix(
    kernel: number,
    a: number,
    b: number,
    r0: number,
    r1: number,
    c0: number,
    c1: number,
    upper: number,
    cutoff: number,
    denseIndexes: number,
  ): number;
  matrixScores(
    kernel: number,
    a: number,
    b: number,
    r0: number,
    r1: number,
    c0: number,
    c1: number,
    upper: number,
  ): number;
}

/**
 * Loads `column` into a fresh raw instance and returns a function scoring its full n × n matrix in blocks of 32 rows
 * (returns the hit count).
 */
export async function rawMatrixRunner(
  module: WebAssembly.Module,
  column: EncodedColumn,
): Promise<(kernel: KernelName, cutoff: number) => number> {
  const instance = await WebAssembly.instantiate(module, {
    env: {
      abort: () => {
        throw new Error('WASM abort');
      },
    },
  });
  const core = instance.exports as unknown as RawCore;
  const chars = core.alloc(column.chars.byteLength) >>> 0;
  const offsets = core.alloc(column.offsets.byteLength) >>> 0;
  new Uint32Array(core.memory.buffer, chars, column.chars.length).set(column.chars);
  new Uint32Array(core.memory.buffer, offsets, column.offsets.length).set(column.offsets);
  const n = column.offsets.length - 1;
  const h = core.columnLoad(chars, offsets, n);
  return (kernel, cutoff) => {
    let hits = 0;
    const k = KERNELS.indexOf(kernel);
    for (let r = 0; r < n; r += 32) {
      const r1 = Math.min(n, r + 32);
      if (cutoff <= 0) {
        core.matrixScores(k, h, h, r, r1, 0, n, 0);
        hits += (r1 - r) * n;
      } else {
        hits += core.matrix(k, h, h, r, r1, 0, n, 0, cutoff, 1);
      }
    }
    return hits;
  };
}
