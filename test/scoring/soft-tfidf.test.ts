/**
 * Soft TF-IDF (assembly/tfidf.ts): what the kernel means, on small columns where every figure can be
 * worked by hand. The contract suite checks WASM against the reference; this one checks the reference's
 * meaning and that the WASM build keeps it (weights from the columns compared, replaced columns).
 */
import { describe, expect, it } from 'vitest';
import { encodeColumn } from '../../src/scoring/column';
import { ReferenceScorer } from '../../src/scoring/reference';
import type { SyncScorer } from '../../src/scoring/types';
import { wasmScorer } from './helpers';

/** Scores (column[i], column[j]) pairs of one column: the column is the collection of documents. */
function within(scorer: SyncScorer, values: string[], pairs: [number, number][]): number[] {
  scorer.loadColumn('T', encodeColumn(values));
  const left = Uint32Array.from(pairs, (p) => p[0]);
  const right = Uint32Array.from(pairs, (p) => p[1]);
  return Array.from(scorer.scorePairs('softTfIdf', 'T', 'T', { left, right }, 0));
}

// «photoshop» is rare, «win» and «pro» are on most rows.
const TITLES = [
  'photoshop cs3 win',
  'win cs3 photoshop',
  'photoshop cs3 mac',
  'photoshp cs3 win',
  'photoshop cs4 win',
  'office pro win',
  'office pro mac',
  'visio pro win',
  'project pro win',
  'works pro win',
];

describe.each([
  ['reference', async () => new ReferenceScorer() as SyncScorer],
  ['WASM', wasmScorer],
])('soft TF-IDF (%s)', (_, open) => {
  it('is 1 for the same words in another order, and symmetric', async () => {
    const s = within(await open(), TITLES, [
      [0, 1],
      [1, 0],
      [0, 2],
      [2, 0],
    ]);
    expect(s[0]).toBe(1);
    expect(s[1]).toBe(1);
    expect(s[2]).toBeCloseTo(s[3], 6);
  });

  it('weighs a rare word agreeing more than a common one', async () => {
    // Both pairs share one word of two: «zebra» is on 2 rows, «red» on 4.
    const values = ['zebra red', 'zebra blue', 'lion red', 'tiger red', 'horse red', 'eagle blue'];
    const [rare, common] = within(await open(), values, [
      [0, 1],
      [0, 2],
    ]);
    expect(rare).toBeGreaterThan(common);
    // A common word alone («win», on 8 of 10 titles) says little.
    const [win] = within(await open(), TITLES, [[7, 8]]);
    expect(win).toBeLessThan(0.5);
  });

  it('lets a typo in a word count, but never a changed number', async () => {
    const [typo, version] = within(await open(), TITLES, [
      [0, 3],
      [0, 4],
    ]);
    // «photoshp» is within Jaro–Winkler 0.9 of «photoshop»: nearly the whole weight agrees.
    expect(typo).toBeGreaterThan(0.9);
    expect(typo).toBeLessThan(1);
    // «cs3» / «cs4» hold digits: they must be equal, so their weight is lost.
    expect(version).toBeLessThan(typo);
  });

  it('is 0 when a value has no words, and uses both columns as documents in a link', async () => {
    const scorer = await open();
    expect(within(scorer, ['', 'a b', '   '], [[1, 2]])[0]).toBe(0);
    // In a link the weights come from both sources: «acme» is on every record of both, «anvil» on two.
    scorer.loadColumn('A', encodeColumn(['acme anvil', 'acme rocket', 'acme magnet']));
    scorer.loadColumn('B', encodeColumn(['acme anvil', 'acme glue', 'acme paint']));
    const one = (l: number, r: number) =>
      scorer.scorePairs('softTfIdf', 'A', 'B', { left: Uint32Array.of(l), right: Uint32Array.of(r) }, 0)[0];
    expect(one(0, 0)).toBe(1);
    const w = (df: number) => Math.log(1 + 6 / df);
    // «acme rocket» / «acme glue» share only «acme»: w(6)² over the two norms.
    const norm = Math.sqrt(w(6) ** 2 + w(1) ** 2);
    expect(one(1, 1)).toBeCloseTo(w(6) ** 2 / (norm * norm), 6);
  });

  it('weighs a column against the partner of each call, not the one before', async () => {
    const scorer = await open();
    const pair = { left: Uint32Array.of(0), right: Uint32Array.of(0) };
    scorer.loadColumn('A', encodeColumn(['red apple', 'red car', 'red hat']));
    scorer.loadColumn('B', encodeColumn(['red pear', 'red car', 'red hat']));
    scorer.loadColumn('C', encodeColumn(['red pear', 'blue car', 'green hat', 'grey cat', 'pink pig']));
    const withB = scorer.scorePairs('softTfIdf', 'A', 'B', pair, 0)[0];
    const withC = scorer.scorePairs('softTfIdf', 'A', 'C', pair, 0)[0];
    // A's «red» weighs less beside B (on every row of both) than beside C: each partner counts its own documents.
    expect(withC).toBeGreaterThan(withB);
    // The same figure as a scorer that never saw B.
    const fresh = new ReferenceScorer();
    fresh.loadColumn('A', encodeColumn(['red apple', 'red car', 'red hat']));
    fresh.loadColumn('C', encodeColumn(['red pear', 'blue car', 'green hat', 'grey cat', 'pink pig']));
    expect(withC).toBeCloseTo(fresh.scorePairs('softTfIdf', 'A', 'C', pair, 0)[0], 6);
    expect(scorer.scorePairs('softTfIdf', 'A', 'B', pair, 0)[0]).toBe(withB);
  });

  it('counts the documents again when a column is replaced', async () => {
    const scorer = await open();
    const pair = { left: Uint32Array.of(0), right: Uint32Array.of(0) };
    scorer.loadColumn('A', encodeColumn(['red apple', 'red car', 'red hat']));
    scorer.loadColumn('B', encodeColumn(['red pear', 'red car', 'red hat']));
    const before = scorer.scorePairs('softTfIdf', 'A', 'B', pair, 0)[0];
    // Now «red» is rare in B: the shared word weighs more and the pair scores higher.
    scorer.dropColumn('B');
    scorer.loadColumn('B', encodeColumn(['red pear', 'blue car', 'green hat', 'grey cat', 'pink pig']));
    const after = scorer.scorePairs('softTfIdf', 'A', 'B', pair, 0)[0];
    expect(after).toBeGreaterThan(before);
  });
});
