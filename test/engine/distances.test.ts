import { beforeAll, describe, expect, it } from 'vitest';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { countDistances } from '../../src/engine/distances';
import { runMatching, DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { PROFILES, DEFAULT_PROFILE_SETTINGS, type PreparedProfile, type ProfileInput } from '../../src/core/profiles';
import { inlineWasmScorer } from '../fixtures/scorer';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

const prepared = (values: string[], max: number, kernel: 'osa' | 'levenshtein' = 'osa') =>
  ({
    comparisons: [
      { name: 'plain', kernel: 'ratio', values, thresholds: [0.9] },
      { name: 'counted', kernel, values, thresholds: [0.9], distance: { kernel, max } },
    ],
  }) as unknown as PreparedProfile;

const pairsOf = (list: Array<[number, number]>) => ({
  left: Uint32Array.from(list, ([l]) => l),
  right: Uint32Array.from(list, ([, r]) => r),
});

describe('countDistances', () => {
  it('counts edits in code points, caps at max + 1, NaN for empty values and for comparisons that ask none', async () => {
    const values = ['abcd', 'abdc', '𝔸bcd', 'wxyz', '', 'abcd'];
    const set = pairsOf([
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
    ]);
    const [columns] = await countDistances(prepared(values, 1), [set], scorer);
    expect(columns[0]).toBeUndefined();
    // A transposition is one OSA edit; the astral 𝔸 is one code point (two UTF-16 units) replaced.
    expect(Array.from(columns[1]!)).toEqual([1, 1, 2, NaN, 0]);
    const [wide] = await countDistances(prepared(values, 9), [set], scorer);
    expect(wide[1]![2]).toBe(4);
    const [lev] = await countDistances(prepared(values, 9, 'levenshtein'), [set], scorer);
    expect(lev[1]![0]).toBe(2);
  });

  it('gives one column per pair set, in the sets’ order', async () => {
    const values = ['kitten', 'sitting', 'kitten'];
    const out = await countDistances(
      prepared(values, 5, 'levenshtein'),
      [pairsOf([[0, 1]]), pairsOf([[0, 2]])],
      scorer,
    );
    expect(out.map((columns) => columns[1]![0])).toEqual([3, 0]);
  });
});

describe('the suppliers profile reads edit counts, not scores', () => {
  const input = (domains: string[]): ProfileInput => ({
    recordCount: domains.length,
    columns: [{ name: 'website', kind: 'domain', values: domains }],
  });

  it('sends one-edit neighbours to review (a transposition is one edit) and not a candidate two edits apart', async () => {
    const domains = ['quantumleap.io', 'quantumleep.io', 'quantumlaep.io', 'xquantumleap.io', 'quantumleapx.io'];
    const run = await runMatching(
      input([...domains, 'acme.com', 'www.acme.com']),
      { ...DEFAULT_MATCH_SETTINGS, profile: 'suppliers' },
      scorer,
    );
    const reasonOf = (a: number, b: number) => {
      for (let p = 0; p < run.pairs.left.length; p++)
        if (run.pairs.left[p] === a && run.pairs.right[p] === b) return run.reasons.at(p).map((r) => r.code);
      return undefined;
    };
    expect(reasonOf(0, 1)).toContain('one-edit-neighbour');
    expect(reasonOf(0, 2)).toContain('one-edit-neighbour');
    expect(reasonOf(0, 3)).toContain('one-edit-neighbour');
    // xquantumleap / quantumleapx share a deletion key, so they are compared, but are two edits apart.
    expect(reasonOf(3, 4)).toBeDefined();
    expect(reasonOf(3, 4)).not.toContain('one-edit-neighbour');
    expect(reasonOf(5, 6)).toContain('same-registered-domain');
  });

  it('never calls a pair a neighbour when no edit count reaches decide()', () => {
    const p = PROFILES.suppliers.prepare(input(['quantumleap.io', 'quantumleep.io']), DEFAULT_PROFILE_SETTINGS);
    const d = p.decide({ left: 0, right: 1, similarities: [13 / 14, 0.9] });
    expect(d.reasons.map((r) => r.code)).not.toContain('one-edit-neighbour');
    const counted = p.decide({ left: 0, right: 1, similarities: [13 / 14, 0.9], distances: [1, NaN] });
    expect(counted.reasons.map((r) => r.code)).toContain('one-edit-neighbour');
  });
});
