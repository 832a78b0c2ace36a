/** The kernel ids of the TypeScript side (KERNELS order) and of the AssemblyScript metrics table agree. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISTANCE_KERNELS, KERNELS } from '../../src/domain/kernel';
import { REFERENCE_KERNELS } from '../../src/scoring/reference';
import { createWasmScorer } from '../../src/scoring/wasm';
import { loadWasmModule } from '../../src/scoring/node/load';
import { encodeColumn } from '../../src/scoring/column';

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

const AS_NAMES: Record<string, string> = {
  RATIO: 'ratio',
  LEVENSHTEIN: 'levenshtein',
  OSA: 'osa',
  JARO_WINKLER: 'jaroWinkler',
  TOKEN_SORT: 'tokenSortRatio',
  TOKEN_SET: 'tokenSetRatio',
  PARTIAL: 'partialRatio',
  QGRAM: 'qgramJaccard',
  SOFT_TFIDF: 'softTfIdf',
};

describe('kernel ids', () => {
  it('assembly/metrics.ts numbers the kernels in the order of KERNELS', () => {
    const text = readFileSync(new URL('../../assembly/metrics.ts', import.meta.url), 'utf8');
    const ids = [...text.matchAll(/^export const K_([A-Z_]+) = (\d+);/gm)].map((m) => [Number(m[2]), m[1]] as const);
    expect(ids.length).toBe(KERNELS.length);
    const byId = [...ids].sort((a, b) => a[0] - b[0]);
    expect(byId.map(([id]) => id)).toEqual(KERNELS.map((_, i) => i));
    expect(byId.map(([, name]) => AS_NAMES[name] ?? name)).toEqual([...KERNELS]);
  });

  it('assembly/metrics.ts lists the kernels with a distance form that src/domain/kernel.ts names', () => {
    const text = readFileSync(new URL('../../assembly/metrics.ts', import.meta.url), 'utf8');
    const list = /DISTANCE_KERNELS: StaticArray<i32> = \[([^\]]*)\]/.exec(text);
    expect(list, 'DISTANCE_KERNELS in assembly/metrics.ts').not.toBeNull();
    const names = list![1].split(',').map((k) => AS_NAMES[k.trim().replace(/^K_/, '')]);
    expect(names).toEqual([...DISTANCE_KERNELS]);
  });

  it('each name reaches the kernel of that name (WASM equals its own reference and differs from the others somewhere)', async () => {
    const wasm = await createWasmScorer(await loadWasmModule('debug'));
    const values = [
      'martha',
      'marhta',
      'new york mets',
      'mets new york',
      'new york',
      'new york mets',
      'dixon',
      'dicksonx',
      'abcd',
      'acbd',
      'jones',
      'johnson',
    ];
    const column = encodeColumn(values);
    const columns = { a: column, b: column };
    wasm.loadColumn('V', column);
    const left = Uint32Array.from({ length: values.length / 2 }, (_, i) => 2 * i);
    const right = Uint32Array.from(left, (i) => i + 1);
    const pairs = Array.from(left, (l, k) => [values[l], values[right[k]]] as const);
    const scores = new Map(KERNELS.map((k) => [k, Array.from(wasm.scorePairs(k, 'V', 'V', { left, right }, 0))]));
    for (const kernel of KERNELS) {
      const own = pairs.map(([a, b]) => REFERENCE_KERNELS[kernel](cps(a), cps(b), columns));
      scores.get(kernel)!.forEach((s, i) => expect(Math.abs(s - own[i]), `${kernel} ${pairs[i]}`).toBeLessThan(1e-6));
      for (const other of KERNELS) {
        if (other === kernel) continue;
        const theirs = pairs.map(([a, b]) => REFERENCE_KERNELS[other](cps(a), cps(b), columns));
        expect(
          theirs.some((t, i) => Math.abs(t - own[i]) > 1e-6),
          `${kernel} vs ${other}`,
        ).toBe(true);
      }
    }
  });
});
