import { describe, expect, it } from 'vitest';
import { KERNELS } from '../../src/scoring/types';
import { encodeColumn } from '../../src/scoring/column';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { randomStrings, wasmScorer } from './helpers';

describe('release build (-O3, no assertions) equals the debug build', () => {
  it('on matrices of every kernel, with and without a cutoff', async () => {
    const debug = await wasmScorer();
    const release = await createWasmScorer(await loadWasmModule('release'));
    const values = randomStrings(4242, 80, 70);
    for (const s of [debug, release]) s.loadColumn('V', encodeColumn(values));
    const range = { rowStart: 0, rowEnd: 80, colStart: 0, colEnd: 80, upperTriangle: true };
    for (const kernel of KERNELS) {
      for (const cutoff of [0, 0.7]) {
        expect(release.matrix(kernel, 'V', 'V', range, cutoff), `${kernel} cutoff ${cutoff}`).toEqual(
          debug.matrix(kernel, 'V', 'V', range, cutoff),
        );
      }
    }
    debug.dropColumn('V');
  });
});
