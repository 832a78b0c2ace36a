import { describe, expect, it } from 'vitest';
import { blockingScores, truthFromColumn } from '../../src/core/evaluate';
import { chooseProfile, DEFAULT_PROFILE_SETTINGS, PROFILES } from '../../src/core/profiles';
import { findCandidates } from '../../src/engine/candidates';
import { columnValues, detectKinds, profileInput } from '../../src/engine/dataset';
import { datasetOf } from '../fixtures/generate/evaluate';
import { generateList } from '../fixtures/generate/lists';
import { inlineWasmScorer } from '../fixtures/scorer';

/** A generated list's prepared profile and truth, blocked with and without a per-record bound. */
async function blockBoth(kind: 'people-ru' | 'listings', size: number, perRecord: number) {
  const list = generateList(kind, size, 4);
  const ds = datasetOf(list);
  const input = profileInput(
    ds,
    new Map(detectKinds(ds).map((d) => [d.column, d.kind])),
    new Set([list.key, list.truth]),
  );
  const prepared = PROFILES[chooseProfile(input.columns)].prepare(input, DEFAULT_PROFILE_SETTINGS);
  const scorer = await inlineWasmScorer();
  const { entityOf } = truthFromColumn(columnValues(ds, list.truth));
  const opts = { mode: list.mode, sourceOf: input.sourceOf, maxBlockPairs: 2_000_000 };
  const all = await findCandidates(prepared, input, opts, scorer, {});
  const bounded = await findCandidates(
    prepared,
    input,
    { ...opts, bound: { perRecord, visitBudget: 2000, minPairs: 0 } },
    scorer,
    {},
  );
  const pc = (c: typeof all) => blockingScores(c.pairs, entityOf, 'dedupe').pairCompleteness;
  return { all, bounded, pcAll: pc(all), pcBounded: pc(bounded), records: ds.recordCount };
}

describe('findCandidates with a per-record bound', () => {
  it('keeps at most perRecord pairs per record beside strong keys, and the true pairs the rules find', async () => {
    const { all, bounded, pcAll, pcBounded, records } = await blockBoth('people-ru', 3000, 10);
    expect(all.pairs.left.length / records).toBeGreaterThan(40); // the unbounded rules pair far more than the bound
    const report = bounded.bound!;
    expect(report.applied).toBe(true);
    expect(report.pairs).toBe(bounded.pairs.left.length);
    const keptByBound = bounded.pairs.left.length - report.strongPairs + overlap(bounded);
    expect(report.droppedPairs).toBe(Math.max(0, report.weighedPairs - keptByBound));
    expect(keptByBound).toBeLessThanOrEqual(10 * records);
    expect(pcBounded).toBeGreaterThan(pcAll - 0.02);
    // Every bounded pair is a pair of the unbounded rules, with the same rule bits.
    const bits = new Map(Array.from(all.pairs.left, (l, p) => [`${l},${all.pairs.right[p]}`, all.pairs.rules[p]]));
    for (let p = 0; p < bounded.pairs.left.length; p++)
      expect(bits.get(`${bounded.pairs.left[p]},${bounded.pairs.right[p]}`)).toBe(bounded.pairs.rules[p]);
  }, 60_000);
});

/**
 * Pairs both a strong key (exact-row, the only star rule here) and the bound kept: they carry both kinds of rule bits.
 */
function overlap(c: Awaited<ReturnType<typeof findCandidates>>): number {
  const strongBits = c.pairs.ruleNames.reduce((m, name, r) => (name === 'exact-row' ? m | (1 << r) : m), 0);
  let both = 0;
  for (let p = 0; p < c.pairs.rules.length; p++)
    if (c.pairs.rules[p] & strongBits && c.pairs.rules[p] & ~strongBits) both++;
  return both;
}
