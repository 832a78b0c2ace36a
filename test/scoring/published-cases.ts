/**
 * Values published by RapidFuzz (docs and test suites, 0–100 scale there, 0..1 here). Each case
 * names its source. Every scorer (reference, WASM debug and release, the pool) must reproduce them:
 * test/scoring/contract.test.ts.
 */
import type { KernelName } from '../../src/scoring/types';

/** One published value: the kernel, the two strings, the value, how many digits it is given to, and where from. */
export interface Published {
  kernel: KernelName;
  a: string;
  b: string;
  value: number;
  digits: number;
  source: string;
}

const zeros = (n: number) => '0'.repeat(n);

/** The published cases. */
export const PUBLISHED: Published[] = [
  // rapidfuzz/fuzz_py.py docstrings (RapidFuzz documentation)
  {
    kernel: 'ratio',
    a: 'this is a test',
    b: 'this is a test!',
    value: 0.9655172,
    digits: 6,
    source: 'fuzz.ratio docs',
  },
  {
    kernel: 'partialRatio',
    a: 'this is a test',
    b: 'this is a test!',
    value: 1,
    digits: 6,
    source: 'fuzz.partial_ratio docs',
  },
  {
    kernel: 'tokenSortRatio',
    a: 'fuzzy wuzzy was a bear',
    b: 'wuzzy fuzzy was a bear',
    value: 1,
    digits: 6,
    source: 'fuzz.token_sort_ratio docs',
  },
  // (The same docstring's token_sort_ratio example, 83.87, is not reproducible: the sorted strings have
  // 16 + 22 characters and LCS 16, so the ratio is 32/38 = 84.21; fuzzball also gives 84. Not used.)
  {
    kernel: 'tokenSetRatio',
    a: 'fuzzy was a bear',
    b: 'fuzzy fuzzy was a bear',
    value: 1,
    digits: 6,
    source: 'fuzz.token_set_ratio docs',
  },
  {
    kernel: 'tokenSetRatio',
    a: 'fuzzy was a bear but not a dog',
    b: 'fuzzy was a bear',
    value: 1,
    digits: 6,
    source: 'fuzz.token_set_ratio docs',
  },
  {
    kernel: 'tokenSetRatio',
    a: 'fuzzy was a bear but not a dog',
    b: 'fuzzy was a bear but not a cat',
    value: 0.923076923,
    digits: 6,
    source: 'fuzz.token_set_ratio docs',
  },
  {
    kernel: 'partialRatio',
    a: 'a certain string',
    b: 'cetain',
    value: 0.8333333,
    digits: 6,
    source: 'fuzz.partial_ratio_alignment docs',
  },
  // RapidFuzz tests/test_fuzz.py (issues 76 and 90) and rapidfuzz-cpp tests (testPartialRatioShortNeedle)
  {
    kernel: 'partialRatio',
    a: 'physics 2 vid',
    b: 'study physics physics 2',
    value: 0.8181818,
    digits: 5,
    source: 'test_fuzz.py issue 76',
  },
  {
    kernel: 'partialRatio',
    a: 'physics 2 vid',
    b: 'study physics physics 2 video',
    value: 1,
    digits: 6,
    source: 'test_fuzz.py issue 76',
  },
  { kernel: 'partialRatio', a: 'ax b', b: 'a b a c b', value: 0.8571428, digits: 5, source: 'test_fuzz.py issue 90' },
  { kernel: 'partialRatio', a: '001', b: '220222', value: 0.3333333, digits: 5, source: 'rapidfuzz-cpp tests' },
  // RapidFuzz tests/distance/test_JaroWinkler.py (4 places)
  { kernel: 'jaroWinkler', a: '0', b: '00', value: 0.85, digits: 4, source: 'test_JaroWinkler.py' },
  { kernel: 'jaroWinkler', a: zeros(65), b: zeros(65), value: 1, digits: 4, source: 'test_JaroWinkler.py' },
  { kernel: 'jaroWinkler', a: zeros(64), b: zeros(65), value: 0.9969, digits: 4, source: 'test_JaroWinkler.py' },
  { kernel: 'jaroWinkler', a: zeros(63), b: zeros(65), value: 0.9938, digits: 4, source: 'test_JaroWinkler.py' },
  {
    kernel: 'jaroWinkler',
    a: '1' + zeros(62) + '20',
    b: zeros(65),
    value: 0.97948,
    digits: 4,
    source: 'test_JaroWinkler.py',
  },
  {
    kernel: 'jaroWinkler',
    a: zeros(78) + '1',
    b: zeros(14) + '1' + zeros(24) + '1' + zeros(25),
    value: 0.95333,
    digits: 4,
    source: 'test_JaroWinkler.py',
  },
  {
    kernel: 'jaroWinkler',
    a: '01' + zeros(126),
    b: zeros(65),
    value: 0.85234,
    digits: 4,
    source: 'test_JaroWinkler.py',
  },
  // RapidFuzz tests/distance/test_OSA.py: distances CA/ABC = 3, CA/AC = 1, long case = 3
  { kernel: 'osa', a: 'CA', b: 'ABC', value: 0, digits: 6, source: 'test_OSA.py' },
  { kernel: 'osa', a: 'CA', b: 'AC', value: 0.5, digits: 6, source: 'test_OSA.py' },
  {
    kernel: 'osa',
    a: 'a'.repeat(65) + 'CA' + 'a'.repeat(65),
    b: 'b' + 'a'.repeat(64) + 'AC' + 'a'.repeat(64) + 'b',
    value: 1 - 3 / 132,
    digits: 6,
    source: 'test_OSA.py',
  },
  { kernel: 'osa', a: 'ÁÄ', b: 'ABCD', value: 0, digits: 6, source: 'test_OSA.py' },
  // RapidFuzz Levenshtein docs: distance("lewenstein", "levenshtein") = 2
  {
    kernel: 'levenshtein',
    a: 'lewenstein',
    b: 'levenshtein',
    value: 1 - 2 / 11,
    digits: 6,
    source: 'Levenshtein.distance docs',
  },
];
