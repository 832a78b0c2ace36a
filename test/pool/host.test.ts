import { afterEach, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import type { MatrixHits, SyncScorer } from '../../src/scoring/types';
import { createScoringWorkerApi } from '../../src/scoring/pool/host';
import type { ScoringWorkerApi } from '../../src/scoring/pool/protocol';

const channels: MessageChannel[] = [];
afterEach(() =>
  channels.splice(0).forEach((c) => {
    c.port1.close();
    c.port2.close();
  }),
);

/** The worker side and the pool side of one scoring worker, over a real MessageChannel. */
function connect(scorer: Partial<SyncScorer> | Promise<SyncScorer>): Comlink.Remote<ScoringWorkerApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(
    createScoringWorkerApi(scorer instanceof Promise ? scorer : Promise.resolve(scorer as SyncScorer)),
    channel.port1,
  );
  return Comlink.wrap<ScoringWorkerApi>(channel.port2);
}

describe('scoring worker host', () => {
  it('transfers a result that owns its buffer instead of copying it', async () => {
    const produced: Float32Array[] = [];
    const api = connect({
      scorePairs: (_k, _a, _b, pairs) => {
        const s = new Float32Array(pairs.left.length).fill(0.5);
        produced.push(s);
        return s;
      },
    });
    const scores = await api.scorePairs('ratio', 'a', 'a', { left: new Uint32Array(3), right: new Uint32Array(3) }, 0);
    expect(Array.from(scores)).toEqual([0.5, 0.5, 0.5]);
    expect(produced[0].buffer.byteLength).toBe(0); // detached: it was moved, not cloned
  });

  it('copies views into a larger buffer (such as WASM memory) and leaves that buffer intact', async () => {
    const memory = new ArrayBuffer(64);
    const hits = (): MatrixHits => ({
      left: new Uint32Array(memory, 0, 2).fill(1),
      right: new Uint32Array(memory, 8, 2).fill(2),
      scores: new Float32Array(memory, 16, 2).fill(0.75),
    });
    const api = connect({ matrix: hits });
    const out = await api.matrix(
      'ratio',
      'a',
      'a',
      { rowStart: 0, rowEnd: 1, colStart: 0, colEnd: 3, upperTriangle: false },
      0,
    );
    expect(out).toEqual({
      left: Uint32Array.of(1, 1),
      right: Uint32Array.of(2, 2),
      scores: Float32Array.of(0.75, 0.75),
    });
    expect(memory.byteLength).toBe(64);
  });

  it('sends errors as plain { name, message } objects, and a scorer that failed to load through ready()', async () => {
    const api = connect({
      dropColumn: () => {
        throw new RangeError('unknown column "x"');
      },
    });
    const error = await api.dropColumn('x').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(Error);
    expect(error).toEqual({ name: 'RangeError', message: 'unknown column "x"' });
    const broken = connect(Promise.reject(new Error('WASM failed to compile')));
    await expect(broken.ready()).rejects.toEqual({ name: 'Error', message: 'WASM failed to compile' });
  });
});
