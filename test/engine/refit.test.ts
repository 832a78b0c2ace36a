import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_SETTINGS, decideCandidates, DECISION_CODE, type MatchResult } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { labelsForPairs } from '../../src/core/weights';
import { seededRandom } from '../../src/core/random';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { peopleDataset } from '../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../fixtures/scorer';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

async function people(records: number, seed: number) {
  const { ds, entityOf } = peopleDataset(records, seed);
  const run = await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['person']) }, scorer);
  return { ds, truth: { entityOf }, run };
}

/** Seeded answers from the truth on `count` review or merge pairs of a run. */
function answers(match: MatchResult, entityOf: Uint32Array, count: number, seed: number) {
  const rnd = seededRandom(seed);
  const shown: number[] = [];
  for (let p = 0; p < match.levels.length; p++) if (match.levels[p] !== DECISION_CODE.distinct) shown.push(p);
  const same = { left: [] as number[], right: [] as number[] };
  const different = { left: [] as number[], right: [] as number[] };
  for (let k = 0; k < count && shown.length > 0; k++) {
    const p = shown.splice(Math.floor(rnd() * shown.length), 1)[0];
    const [a, b] = [match.pairs.left[p], match.pairs.right[p]];
    const to = entityOf[a] === entityOf[b] ? same : different;
    to.left.push(a);
    to.right.push(b);
  }
  const pairs = (x: { left: number[]; right: number[] }) => ({
    left: Uint32Array.from(x.left),
    right: Uint32Array.from(x.right),
  });
  return labelsForPairs(match.pairs, pairs(same), pairs(different));
}

describe('an incremental refit', () => {
  it('decides every pair as a refit from scratch does, on a generated people list', { timeout: 120_000 }, async () => {
    const { truth, run } = await people(800, 3);
    for (const [count, seed] of [
      [20, 1],
      [60, 2],
    ]) {
      const labels = answers(run.match, truth.entityOf, count, seed);
      // Count the profile's decisions: the incremental refit decides few pairs afresh.
      const prepared = run.match.scored.prepared;
      const decide = prepared.decide;
      let calls = 0;
      prepared.decide = (pair) => (calls++, decide(pair));
      const incremental = decideCandidates(run.match.scored, labels, undefined, run.match);
      prepared.decide = decide;
      expect(calls).toBeLessThan(labels.length / 10);
      const scratch = decideCandidates(run.match.scored, labels);
      expect(incremental.fs.pairWeights).toEqual(scratch.fs.pairWeights);
      expect(incremental.levels).toEqual(scratch.levels);
      expect(incremental.scores).toEqual(scratch.scores);
      const shown = (m: MatchResult) => Array.from(m.reasons.ids, (id) => JSON.stringify(m.reasons.lists[id]));
      expect(shown(incremental)).toEqual(shown(scratch));
      // A second refit starts from the first.
      const again = decideCandidates(run.match.scored, labels, undefined, incremental);
      expect(again.levels).toEqual(scratch.levels);
    }
  });
});
