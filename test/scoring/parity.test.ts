import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KERNELS } from '../../src/scoring/types';
import { REFERENCE_KERNELS } from '../../src/scoring/reference';
import { encodeColumn, valueAt } from '../../src/scoring/column';
import { scoreZip, wasmScorer } from './helpers';

const long64 = 'abcdefghij'.repeat(7); // 70 characters
const long128 = 'the quick brown fox jumps over the lazy dog '.repeat(3); // 132 characters

/** Edge cases: [a, b] pairs covering empty, one char, identical, transpositions, scripts, lengths. */
export const EDGE_PAIRS: Array<[string, string]> = [
  ['', ''],
  ['', 'a'],
  ['a', ''],
  ['a', 'a'],
  ['a', 'b'],
  ['ab', 'ba'],
  ['abc', 'acb'],
  ['this is a test', 'this is a test!'],
  ['this is a test', 'this is a test'],
  ['martha', 'marhta'],
  ['dixon', 'dicksonx'],
  ['jellyfish', 'smellyfish'],
  ['ca', 'abc'],
  ['Москва', 'Масква'],
  ['Санкт-Петербург', 'Петербург Санкт'],
  ['ООО Ромашка', 'Ромашка ООО'],
  ['東京都', '京都'],
  ['北京大学', '北京 大学'],
  ['😀😃😄', '😀😄😃'],
  ['a😀b', 'ab😀'],
  ['𝔘𝔫𝔦', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'],
  [long64, long64.slice(1) + 'x'],
  [long64, long64.split('').reverse().join('')],
  [long128, long128.replace('fox', 'cat')],
  [long128, 'lazy dog'],
  ['lazy dog', long128],
  [long128 + long128, long128],
  ['fuzzy wuzzy was a bear', 'wuzzy fuzzy was a bear'],
  ['fuzzy was a bear', 'fuzzy fuzzy was a bear'],
  ['fuzzy was a bear but not a dog', 'fuzzy was a bear but not a cat'],
  ['  a  b ', 'b a'],
  [' ', ' '],
  ['a\u3000b', 'b a'],
  ['x'.repeat(64), 'x'.repeat(63) + 'y'],
  ['ab'.repeat(40), 'ba'.repeat(40)],
  ['quantumleap.io', 'quantumleep.io'],
];

describe('WASM kernels equal the TypeScript reference', () => {
  for (const kernel of KERNELS) {
    it(`${kernel}: edge cases`, async () => {
      const scorer = await wasmScorer();
      const a = EDGE_PAIRS.map((p) => p[0]);
      const b = EDGE_PAIRS.map((p) => p[1]);
      const got = scoreZip(scorer, kernel, a, b);
      const ca = encodeColumn(a);
      const cb = encodeColumn(b);
      a.forEach((_, k) => {
        const want = REFERENCE_KERNELS[kernel](valueAt(ca, k), valueAt(cb, k));
        expect(
          Math.abs(got[k] - want),
          `${kernel}(${JSON.stringify(a[k])}, ${JSON.stringify(b[k])}) = ${got[k]}, want ${want}`,
        ).toBeLessThan(1e-6);
      });
    });

    it(`${kernel}: seeded random strings over small alphabets`, async () => {
      const scorer = await wasmScorer();
      const alphabet = fc.constantFrom('a', 'b', 'c', ' ', 'я', 'ж', '😀', '中');
      const str = fc.array(alphabet, { maxLength: 150 }).map((cs) => cs.join(''));
      fc.assert(
        fc.property(fc.array(fc.tuple(str, str), { minLength: 1, maxLength: 12 }), (pairs) => {
          const a = pairs.map((p) => p[0]);
          const b = pairs.map((p) => p[1]);
          const got = scoreZip(scorer, kernel, a, b);
          const ca = encodeColumn(a);
          const cb = encodeColumn(b);
          for (let k = 0; k < a.length; k++) {
            const want = REFERENCE_KERNELS[kernel](valueAt(ca, k), valueAt(cb, k));
            if (Math.abs(got[k] - want) >= 1e-6) {
              throw new Error(`${kernel}(${JSON.stringify(a[k])}, ${JSON.stringify(b[k])}) = ${got[k]}, want ${want}`);
            }
          }
        }),
        { seed: 20261129, numRuns: 60 },
      );
    });
  }
});
