import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_SETTINGS, decideCandidates, DECISION_CODE, type MatchResult } from '../../src/engine/match';
import { dedupe } from '../../src/engine/pipeline';
import { matchProbability } from '../../src/core/weights';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { peopleDataset } from '../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../fixtures/scorer';
import { generateList } from '../fixtures/generate/lists';
import { datasetOf } from '../fixtures/generate/evaluate';

let scorer: AsyncScorer;
beforeAll(async () => {
  scorer = await inlineWasmScorer();
});

const shown = (m: MatchResult) => Array.from(m.reasons.ids, (id) => JSON.stringify(m.reasons.lists[id]));

describe('the floor band, decided as one column pass', () => {
  it(
    'gives every pair the decision the profile gives it, calling the profile only above the floor',
    { timeout: 120_000 },
    async () => {
      const { ds } = peopleDataset(800, 5);
      const run = await dedupe(ds, { match: DEFAULT_MATCH_SETTINGS, exclude: new Set(['person']) }, scorer);
      const scored = run.match.scored;
      const prepared = scored.prepared;
      const use = prepared.weightUse;
      expect(use !== undefined && use !== 'none' && use.floor).toBe('distinct');
      const decide = prepared.decide;
      let calls = 0;
      prepared.decide = (pair) => (calls++, decide(pair));
      const columnar = decideCandidates(scored);
      const fastCalls = calls;
      // The same pairs decided one by one by the profile: the floor switched off.
      prepared.weightUse = { ...(use as Exclude<typeof use, 'none' | undefined>), floor: undefined };
      calls = 0;
      const perPair = decideCandidates(scored);
      prepared.weightUse = use;
      prepared.decide = decide;
      const below = Array.from(columnar.fs.pairWeights).filter(
        (w) => matchProbability(w) < (use as { edges: readonly number[] }).edges[0],
      ).length;
      expect(below).toBeGreaterThan(columnar.levels.length / 2);
      expect(fastCalls).toBeLessThanOrEqual(calls - below);
      expect(columnar.levels).toEqual(perPair.levels);
      expect(columnar.scores).toEqual(perPair.scores);
      expect(shown(columnar)).toEqual(shown(perPair));
      expect(columnar.levels.filter((l) => l === DECISION_CODE.merge).length).toBeGreaterThan(0);
    },
  );
});

describe('distinct and review pairs kept as their reason codes', () => {
  it(
    'reads back every pair exactly as the profile decided it, holding far fewer lists',
    { timeout: 120_000 },
    async () => {
      const list = generateList('listings', 1500, 3);
      const ds = datasetOf(list);
      const run = await dedupe(
        ds,
        // The products profile: its distinct pairs carry details («model-different: 16amn7 vs 16irx9»).
        {
          match: { ...DEFAULT_MATCH_SETTINGS, profile: 'products' },
          exclude: new Set([list.key, list.truth]),
          reviewBudget: 0,
        },
        scorer,
      );
      const scored = run.match.scored;
      const decide = scored.prepared.decide;
      const said = new Map<string, string>();
      scored.prepared.decide = (pair) => {
        const v = decide(pair);
        said.set(`${pair.left}:${pair.right}`, JSON.stringify(v.reasons));
        return v;
      };
      const result = decideCandidates(scored);
      scored.prepared.decide = decide;
      const read = { distinct: 0, review: 0 };
      const reviewLists = new Set<string>();
      for (let p = 0; p < result.levels.length; p++) {
        const key = `${result.pairs.left[p]}:${result.pairs.right[p]}`;
        if (result.levels[p] === DECISION_CODE.merge || !said.has(key)) continue;
        read[result.levels[p] === DECISION_CODE.distinct ? 'distinct' : 'review']++;
        if (result.levels[p] === DECISION_CODE.review) reviewLists.add(said.get(key)!);
        // A review pair may carry a reason the safety net or the learned boundary added after the profile's own.
        const own = JSON.parse(said.get(key)!) as unknown[];
        expect(JSON.parse(JSON.stringify(result.reasons.at(p).slice(0, own.length)))).toEqual(own);
      }
      expect(read.distinct).toBeGreaterThan(1000);
      expect(read.review).toBeGreaterThan(100);
      // The pairs' details made most lists unique; their codes repeat: fewer lists in all than the review pairs said.
      expect(result.reasons.lists.length * 10).toBeLessThan(new Set(said.values()).size);
      expect(result.reasons.lists.length).toBeLessThan(reviewLists.size);
    },
  );
});
