/**
 * The WASM scorer: one instance of build/doppel*.wasm behind the `SyncScorer` contract. Works in a
 * browser worker and in Node (the module is compiled by the caller). Memory is managed explicitly
 * through the module's `alloc`/`free`; typed-array views are created after every allocation
 * (memory.grow detaches them) and results are copied out before returning.
 */
import { KERNELS } from './types';
import type {
  DistanceKernel,
  EncodedColumn,
  KernelName,
  MatrixHits,
  MatrixRange,
  PairBatch,
  SyncScorer,
  ValueSpan,
} from './types';
import {
  checkDenseSize,
  checkDistance,
  checkMinHash,
  checkPairs,
  checkRange,
  checkScoresSize,
  MAX_DENSE_HITS,
  resolveSpan,
  scoresTarget,
} from './validate';

/** The raw exports of the AssemblyScript core (see assembly/index.ts). */
interface CoreExports {
  memory: WebAssembly.Memory;
  alloc(size: number): number;
  free(ptr: number): void;
  columnLoad(chars: number, offsets: number, count: number): number;
  columnDrop(handle: number): void;
  scorePairs(
    kernel: number,
    a: number,
    b: number,
    left: number,
    right: number,
    n: number,
    cutoff: number,
    out: number,
  ): void;
  distancePairs(
    kernel: number,
    a: number,
    b: number,
    left: number,
    right: number,
    n: number,
    maxDistance: number,
    out: number,
  ): void;
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
  minhashBands(
    a: number,
    q: number,
    bands: number,
    rows: number,
    seed: number,
    start: number,
    end: number,
    out: number,
  ): void;
  hitsLeftPtr(): number;
  hitsRightPtr(): number;
  hitsScoresPtr(): number;
}

const KERNEL_IDS = new Map<KernelName, number>(KERNELS.map((k, i) => [k, i]));

function kernelId(kernel: KernelName): number {
  const id = KERNEL_IDS.get(kernel);
  if (id === undefined) throw new Error(`unknown kernel: ${kernel}`);
  return id;
}

function decodeAbortMessage(memory: WebAssembly.Memory, ptr: number): string {
  if (!ptr) return '';
  const len = new Uint32Array(memory.buffer, ptr - 4, 1)[0] >>> 1;
  return String.fromCharCode(...new Uint16Array(memory.buffer, ptr, len));
}

/** Instantiates the core with raw bindings and returns a synchronous scorer over it. */
export async function createWasmScorer(module: WebAssembly.Module): Promise<SyncScorer> {
  let memory: WebAssembly.Memory | undefined;
  const instance = await WebAssembly.instantiate(module, {
    env: {
      abort(msg: number, file: number, line: number, col: number): never {
        const m = memory ? decodeAbortMessage(memory, msg) : '';
        const f = memory ? decodeAbortMessage(memory, file) : '';
        throw new Error(`WASM abort: ${m} at ${f}:${line}:${col}`);
      },
    },
  });
  const core = instance.exports as unknown as CoreExports;
  memory = core.memory;
  return new WasmScorer(core);
}

class WasmScorer implements SyncScorer {
  private readonly handles = new Map<string, { handle: number; size: number }>();

  constructor(private readonly core: CoreExports) {}

  loadColumn(id: string, column: EncodedColumn): void {
    const count = column.offsets.length - 1;
    if (count < 0) throw new Error('column offsets must have length n + 1');
    const chars = this.core.alloc(column.chars.byteLength) >>> 0;
    const offsets = this.core.alloc(column.offsets.byteLength) >>> 0;
    new Uint32Array(this.core.memory.buffer, chars, column.chars.length).set(column.chars);
    new Uint32Array(this.core.memory.buffer, offsets, column.offsets.length).set(column.offsets);
    const handle = this.core.columnLoad(chars, offsets, count) >>> 0;
    this.dropColumn(id);
    this.handles.set(id, { handle, size: count });
  }

  dropColumn(id: string): void {
    const entry = this.handles.get(id);
    if (entry === undefined) return;
    this.core.columnDrop(entry.handle);
    this.handles.delete(id);
  }

  scorePairs(kernel: KernelName, a: string, b: string, pairs: PairBatch, cutoff: number): Float32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkPairs(pairs, ca.size, cb.size);
    if (pairs.left.length === 0) return new Float32Array(0);
    return this.overPairs(pairs, (left, right, n, out) => {
      this.core.scorePairs(kernelId(kernel), ca.handle, cb.handle, left, right, n, cutoff, out);
      return copyF32(this.core.memory.buffer, out, n);
    });
  }

  distancePairs(kernel: DistanceKernel, a: string, b: string, pairs: PairBatch, maxDistance: number): Int32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkPairs(pairs, ca.size, cb.size);
    checkDistance(kernel, maxDistance);
    if (pairs.left.length === 0) return new Int32Array(0);
    return this.overPairs(pairs, (left, right, n, out) => {
      this.core.distancePairs(kernelId(kernel), ca.handle, cb.handle, left, right, n, maxDistance, out);
      return new Int32Array(this.core.memory.buffer, out, n).slice();
    });
  }

  /** Copies the pair indexes into WASM memory with a 4-byte-per-pair output, runs `op`, frees all three. */
  private overPairs<T>(pairs: PairBatch, op: (left: number, right: number, n: number, out: number) => T): T {
    const n = pairs.left.length;
    const left = this.core.alloc(n * 4) >>> 0;
    const right = this.core.alloc(n * 4) >>> 0;
    const out = this.core.alloc(n * 4) >>> 0;
    try {
      new Uint32Array(this.core.memory.buffer, left, n).set(pairs.left);
      new Uint32Array(this.core.memory.buffer, right, n).set(pairs.right);
      return op(left, right, n, out);
    } finally {
      this.core.free(left);
      this.core.free(right);
      this.core.free(out);
    }
  }

  matrix(kernel: KernelName, a: string, b: string, range: MatrixRange, cutoff: number): MatrixHits {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, ca.size, cb.size);
    checkDenseSize(range, cutoff);
    // with cutoff <= 0 every pair is a hit: the core skips writing indexes and they are rebuilt here
    const dense = cutoff <= 0;
    const count = this.core.matrix(
      kernelId(kernel),
      ca.handle,
      cb.handle,
      range.rowStart,
      range.rowEnd,
      range.colStart,
      range.colEnd,
      range.upperTriangle ? 1 : 0,
      cutoff,
      dense ? 0 : 1,
    );
    const buf = this.core.memory.buffer;
    const scores = copyF32(buf, this.core.hitsScoresPtr() >>> 0, count);
    if (dense) return { ...denseIndexes(range, count), scores };
    return {
      left: copyU32(buf, this.core.hitsLeftPtr() >>> 0, count),
      right: copyU32(buf, this.core.hitsRightPtr() >>> 0, count),
      scores,
    };
  }

  matrixScores(kernel: KernelName, a: string, b: string, range: MatrixRange, out?: Float32Array): Float32Array {
    const ca = this.column(a);
    const cb = this.column(b);
    checkRange(range, ca.size, cb.size);
    checkScoresSize(range, MAX_DENSE_HITS);
    const cells = (range.rowEnd - range.rowStart) * (range.colEnd - range.colStart);
    const target = scoresTarget(out, cells);
    const ptr =
      this.core.matrixScores(
        kernelId(kernel),
        ca.handle,
        cb.handle,
        range.rowStart,
        range.rowEnd,
        range.colStart,
        range.colEnd,
        range.upperTriangle ? 1 : 0,
      ) >>> 0;
    target.set(new Float32Array(this.core.memory.buffer, ptr, cells));
    return target;
  }

  minhashBands(columnId: string, q: number, bands: number, rows: number, seed: number, span?: ValueSpan): Uint32Array {
    const col = this.column(columnId);
    checkMinHash(q, bands, rows, seed);
    const { start, end } = resolveSpan(span, col.size);
    const n = (end - start) * bands;
    if (n === 0) return new Uint32Array(0);
    const out = this.core.alloc(n * 4) >>> 0;
    try {
      this.core.minhashBands(col.handle, q, bands, rows, seed >>> 0, start, end, out);
      return copyU32(this.core.memory.buffer, out, n);
    } finally {
      this.core.free(out);
    }
  }

  private column(id: string): { handle: number; size: number } {
    const c = this.handles.get(id);
    if (c === undefined) throw new Error(`unknown column: ${id}`);
    return c;
  }
}

/** Left/right indexes of a block whose every pair is a hit, row-major with columns ascending. */
function denseIndexes(range: MatrixRange, count: number): { left: Uint32Array; right: Uint32Array } {
  const left = new Uint32Array(count);
  const right = new Uint32Array(count);
  const width = Math.max(0, range.colEnd - range.colStart);
  const iota = new Uint32Array(width);
  for (let k = 0; k < width; k++) iota[k] = range.colStart + k;
  let at = 0;
  for (let i = range.rowStart; i < range.rowEnd; i++) {
    const jMin = range.upperTriangle ? Math.max(range.colStart, i + 1) : range.colStart;
    if (jMin >= range.colEnd) continue;
    const n = range.colEnd - jMin;
    left.fill(i, at, at + n);
    right.set(iota.subarray(jMin - range.colStart), at);
    at += n;
  }
  if (at !== count) throw new Error(`WASM core returned ${count} dense hits, expected ${at}`);
  return { left, right };
}

/** Copies `n` f32 out of WASM memory into a fresh array (new + set: a memcpy, unlike TypedArray#slice in V8). */
function copyF32(buf: ArrayBufferLike, ptr: number, n: number): Float32Array {
  const out = new Float32Array(n);
  out.set(new Float32Array(buf, ptr, n));
  return out;
}

/** Copies `n` u32 out of WASM memory into a fresh array. */
function copyU32(buf: ArrayBufferLike, ptr: number, n: number): Uint32Array {
  const out = new Uint32Array(n);
  out.set(new Uint32Array(buf, ptr, n));
  return out;
}
