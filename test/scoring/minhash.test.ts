import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeColumn } from '../../src/scoring/column';
import { ReferenceScorer } from '../../src/scoring/reference';
import { DEFAULT_MINHASH, minHashKeys, type MinHashOptions } from '../../src/scoring/minhash';
import type { SyncScorer } from '../../src/scoring/types';
import { rng, wasmScorer } from './helpers';

/** Seeded strings of every shape the blocking meets: Latin, Cyrillic, emoji, empty, shorter than q, long, mixed. */
function samples(seed: number, count: number): string[] {
  const next = rng(seed);
  const pick = (xs: string) => Array.from(xs)[Math.floor(next() * Array.from(xs).length)];
  const alphabets = [
    'abcdefghijklmnopqrstuvwxyz .-',
    'абвгдеёжзийклмнопрстуфхцчшщъыьэюя ',
    '😀😎🎉👍🏽✨中文字',
    'aя😀 1ß',
  ];
  const out = [
    '',
    'a',
    'ab',
    'abc',
    '😀',
    '😀😎',
    'xolartravelmag.com',
    'solartravelmag.com',
    'Ромашка',
    'ромашка',
    'x'.repeat(300),
  ];
  while (out.length < count) {
    const alphabet = alphabets[Math.floor(next() * alphabets.length)];
    const r = next();
    const len =
      r < 0.1
        ? 0
        : r < 0.25
          ? 1 + Math.floor(next() * 2)
          : r < 0.9
            ? 3 + Math.floor(next() * 40)
            : 100 + Math.floor(next() * 400);
    out.push(Array.from({ length: len }, () => pick(alphabet)).join(''));
  }
  return out;
}

/** The keys `minHashKeys` would give, rebuilt from a scorer's band hashes (none for an empty value). */
function keysFrom(scorer: SyncScorer, values: string[], opts: MinHashOptions): string[][] {
  scorer.loadColumn('mh', encodeColumn(values));
  const hashes = scorer.minhashBands('mh', opts.q, opts.bands, opts.rows, opts.seed);
  expect(hashes.length).toBe(values.length * opts.bands);
  return values.map((v, i) =>
    v.length === 0
      ? []
      : Array.from(hashes.subarray(i * opts.bands, (i + 1) * opts.bands), (h, b) => `${b}:${h.toString(36)}`),
  );
}

const OPTIONS: MinHashOptions[] = [
  DEFAULT_MINHASH,
  { q: 2, bands: 7, rows: 5, seed: 1 },
  { q: 4, bands: 3, rows: 1, seed: 0xfffffff0 },
  { q: 1, bands: 1, rows: 9, seed: -12345 },
  { q: 3, bands: 33, rows: 2, seed: 2 ** 40 + 3 },
];

describe('minhashBands: MinHash-LSH band hashes', () => {
  const values = samples(77, 400);

  for (const opts of OPTIONS) {
    it(`WASM equals minHashKeys of src/scoring/minhash.ts (q ${opts.q}, ${opts.bands} × ${opts.rows}, seed ${opts.seed})`, async () => {
      const wasm = await wasmScorer();
      expect(keysFrom(wasm, values, opts)).toEqual(values.map((v) => minHashKeys(v, opts)));
    });

    it(`the reference scorer equals the WASM scorer (q ${opts.q}, ${opts.bands} × ${opts.rows})`, async () => {
      const wasm = await wasmScorer();
      const ref = new ReferenceScorer();
      for (const s of [wasm, ref]) s.loadColumn('mh', encodeColumn(values));
      expect(ref.minhashBands('mh', opts.q, opts.bands, opts.rows, opts.seed)).toEqual(
        wasm.minhashBands('mh', opts.q, opts.bands, opts.rows, opts.seed),
      );
    });
  }

  it('any Unicode string (fast-check): WASM keys equal minHashKeys', async () => {
    const wasm = await wasmScorer();
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (xs, q) => {
          const opts = { ...DEFAULT_MINHASH, q };
          expect(keysFrom(wasm, xs, opts)).toEqual(xs.map((v) => minHashKeys(v, opts)));
        },
      ),
      { seed: 99, numRuns: 80 },
    );
  });

  it('an empty value gives a row of 0s; a span gives the same rows as the whole column', async () => {
    const wasm = await wasmScorer();
    wasm.loadColumn('mh', encodeColumn(values));
    const { q, bands, rows, seed } = DEFAULT_MINHASH;
    const whole = wasm.minhashBands('mh', q, bands, rows, seed);
    values.forEach((v, i) => {
      if (v === '') expect(Array.from(whole.subarray(i * bands, (i + 1) * bands))).toEqual(new Array(bands).fill(0));
    });
    expect(wasm.minhashBands('mh', q, bands, rows, seed, { start: 17, end: 230 })).toEqual(
      whole.subarray(17 * bands, 230 * bands),
    );
    expect(wasm.minhashBands('mh', q, bands, rows, seed, { start: 5, end: 5 })).toEqual(new Uint32Array(0));
  });

  it('a first-character typo still shares a band key', async () => {
    const wasm = await wasmScorer();
    wasm.loadColumn('typo', encodeColumn(['xolartravelmag.com', 'solartravelmag.com']));
    const h = wasm.minhashBands('typo', 3, 20, 3, DEFAULT_MINHASH.seed);
    expect(Array.from(h.subarray(0, 20)).some((x, b) => x === h[20 + b])).toBe(true);
  });

  it('rejects bad parameters and spans', async () => {
    const wasm = await wasmScorer();
    const ref = new ReferenceScorer();
    for (const s of [wasm, ref]) {
      s.loadColumn('mh', encodeColumn(['abc', 'abd']));
      for (const [q, bands, rows, seed] of [
        [0, 1, 1, 0],
        [3, 0, 1, 0],
        [3, 1, 0, 0],
        [1.5, 1, 1, 0],
        [3, 1, 1, 0.5],
        [3, 300, 300, 0],
      ]) {
        expect(() => s.minhashBands('mh', q, bands, rows, seed)).toThrow(RangeError);
      }
      expect(() => s.minhashBands('mh', 3, 2, 2, 0, { start: 1, end: 3 })).toThrow(RangeError);
      expect(() => s.minhashBands('nope', 3, 2, 2, 0)).toThrow(/unknown column/);
    }
  });
});
