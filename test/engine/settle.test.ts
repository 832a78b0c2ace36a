import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockedPairs, decisionCounts, DEFAULT_MATCH_SETTINGS, DECISION_CODE } from '../../src/engine/match';
import { dedupe, type DedupeRun } from '../../src/engine/pipeline';
import { DEFAULT_BOUND, pairIndex } from '../../src/core/block';
import type { HumanConstraints } from '../../src/engine/resolve';
import { settleCandidates, settleWeight } from '../../src/engine/settle';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { peopleDataset } from '../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../fixtures/scorer';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

const saved = { ...DEFAULT_BOUND };
afterEach(() => Object.assign(DEFAULT_BOUND, saved));

const { ds } = peopleDataset(2500, 21);

/** A bounded run of the generated people, settled above `settleAbove` candidate pairs. */
async function run(settleAbove: number, human?: HumanConstraints): Promise<DedupeRun> {
  DEFAULT_BOUND.minPairs = 0; // bound this small list, so its weights are fitted on the training pairs
  const match = { ...DEFAULT_MATCH_SETTINGS, candidatesPerRecord: 20, settleAbove };
  return dedupe(ds, { match, exclude: new Set(['person']), human }, scorer);
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.from(a).every((x, i) => x === b[i]);

/** Equal element by element, NaN equal to NaN (a missing value's similarity). */
const identical = (a: Float32Array, b: Float32Array) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

describe('settling a large bounded run', () => {
  it('keeps every pair worth deciding, decided as an unsettled run decides it', async () => {
    const full = await run(Infinity);
    const settled = await run(0);
    expect(full.match.scored.settled).toBeUndefined();
    const info = settled.match.scored.settled!;
    const kept = settled.match.pairs;
    expect(info.count).toBeGreaterThan(0);
    expect(kept.left.length + info.count).toBe(full.match.pairs.left.length);
    // The blocking figures still read every candidate pair.
    expect(same(blockedPairs(settled.match).left, full.match.pairs.left)).toBe(true);
    expect(same(blockedPairs(settled.match).right, full.match.pairs.right)).toBe(true);
    expect(decisionCounts(settled.match)).toEqual(decisionCounts(full.match));
    const f = full.match;
    let dropped = 0;
    for (let p = 0; p < f.pairs.left.length; p++) {
      const k = pairIndex(kept, f.pairs.left[p], f.pairs.right[p]);
      if (k < 0) {
        // A settled pair: distinct in the full run, by its weight alone, far below the floor band.
        dropped++;
        expect(f.levels[p]).toBe(DECISION_CODE.distinct);
        expect(f.fs.pairWeights[p]).toBeLessThan(info.belowWeight);
        expect(f.reasons.at(p).map((r) => r.code)).toEqual(['match-weight']);
        continue;
      }
      expect(settled.match.levels[k]).toBe(f.levels[p]);
      expect(settled.match.scores[k]).toBe(f.scores[p]);
      expect(settled.match.fs.pairWeights[k]).toBeCloseTo(f.fs.pairWeights[p], 9);
      expect(settled.match.reasons.at(k)).toEqual(f.reasons.at(p));
      expect(settled.match.pairs.rules[k]).toBe(f.pairs.rules[p]);
      settled.match.similarities.forEach((column, c) =>
        expect(Object.is(column[k], f.similarities[c][p]) || column[k] === f.similarities[c][p]).toBe(true),
      );
    }
    expect(dropped).toBe(info.count);
    // Clusters and the review queue are those of the unsettled run.
    expect(same(settled.resolution.clustering.clusterOf, full.resolution.clustering.clusterOf)).toBe(true);
    const itemPairs = (r: DedupeRun) => r.resolution.queue.items.slice(0, Infinity).map((i) => JSON.stringify(i));
    expect(itemPairs(settled)).toEqual(itemPairs(full));
    expect(itemPairs(full).length).toBeGreaterThan(0);
    expect(decisionCounts(full.match).merge).toBeGreaterThan(0);
  }, 120_000);

  it('keeps a pair a person decided, however low its weight', async () => {
    const first = await run(0);
    const blocked = blockedPairs(first.match);
    let p = 0;
    while (pairIndex(first.match.pairs, blocked.left[p], blocked.right[p]) >= 0) p++;
    const pair = { left: Uint32Array.of(blocked.left[p]), right: Uint32Array.of(blocked.right[p]) };
    const none = { left: new Uint32Array(0), right: new Uint32Array(0) };
    const again = await run(0, { same: pair, different: none });
    expect(pairIndex(again.match.pairs, pair.left[0], pair.right[0])).toBeGreaterThanOrEqual(0);
    expect(again.match.scored.settled!.count).toBe(first.match.scored.settled!.count - 1);
  }, 120_000);

  it('keeps the same pairs and similarities however the candidates are chunked and sliced', async () => {
    const { match } = await run(Infinity);
    const { prepared } = match.scored;
    const below = settleWeight(prepared)!;
    const keep = (p: number) => p % 997 === 0;
    const whole = await settleCandidates(prepared, match.pairs, match.fs, below, keep, scorer);
    const pieces = await settleCandidates(prepared, match.pairs, match.fs, below, keep, scorer, {
      chunk: 5_003,
      slice: 1_001,
    });
    // Kept: the pairs the full run weighed at or above the line, and those `keep` names.
    const expected = Array.from(match.fs.pairWeights).flatMap((w, p) => (w >= below || keep(p) ? [p] : []));
    expect(Array.from(whole.keptFrom)).toEqual(expected);
    expect(same(pieces.keptFrom, whole.keptFrom)).toBe(true);
    expect(match.pairs.left.length).toBeGreaterThan(5 * 5_003);
    whole.similarities.forEach((column, c) => {
      expect(identical(pieces.similarities[c], column)).toBe(true);
      column.forEach((x, k) => expect(Object.is(x, match.similarities[c][whole.keptFrom[k]])).toBe(true));
    });
    expect(same(pieces.pairs.rules, whole.pairs.rules)).toBe(true);
    expect(pieces.settled.count).toBe(match.pairs.left.length - expected.length);
  }, 120_000);

  it('fails with the scorer when a chunk scored ahead fails, leaving no column loaded', async () => {
    const { match } = await run(Infinity);
    const { prepared } = match.scored;
    const loaded = new Set<string>();
    let calls = 0;
    const failing: AsyncScorer = {
      ...scorer,
      loadColumn: async (id, column) => (loaded.add(id), scorer.loadColumn(id, column)),
      dropColumn: async (id) => (loaded.delete(id), scorer.dropColumn(id)),
      // The third chunk's first string comparison fails while the second chunk is weighed.
      scorePairs: async (...args) => {
        if (++calls === 2 * prepared.comparisons.filter((c) => !c.numeric).length + 1) throw new Error('worker lost');
        return scorer.scorePairs(...args);
      },
    };
    const below = settleWeight(prepared)!;
    await expect(
      settleCandidates(prepared, match.pairs, match.fs, below, () => false, failing, { chunk: 5_003 }),
    ).rejects.toThrow('worker lost');
    expect(loaded.size).toBe(0);
  }, 120_000);
});
