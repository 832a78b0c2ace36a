import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleRulePairs, type BlockingRule } from '../../src/core/block';
import type { ProfileComparison } from '../../src/core/profiles';
import { trainingOnlySessions } from '../../src/engine/training-only';
import type { RuleSession } from '../../src/engine/training-rules';
import { runList } from '../fixtures/generate/evaluate';
import { generateList } from '../fixtures/generate/lists';

/** A rule of one key per record (a date of one of `days`), record r on day r mod days. */
const dates = (n: number, days: number): BlockingRule => ({
  name: 'exact:posted',
  keys: Array.from({ length: n }, (_, r) => [`d${r % days}`]),
  conditions: ['posted'],
});

describe('a rule that trains without blocking (D167)', () => {
  it('samples pairs of its own blocks, across sources in a link, and counts them all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 60 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (n, days, link) => {
        const rule = dates(n, days);
        const sourceOf = Uint16Array.from({ length: n }, (_, r) => (r * 7) % 3);
        const opts = { mode: link ? ('link' as const) : ('dedupe' as const), sourceOf, maxBlockPairs: 1e9 };
        const { left, right, count } = sampleRulePairs(rule, opts, 200, 1);
        let pairs = 0;
        for (let a = 0; a < n; a++)
          for (let b = a + 1; b < n; b++) if (a % days === b % days && (!link || sourceOf[a] !== sourceOf[b])) pairs++;
        expect(count).toBe(pairs);
        for (let i = 0; i < left.length; i++) {
          expect(left[i]).toBeLessThan(right[i]);
          expect(left[i] % days).toBe(right[i] % days);
          if (link) expect(sourceOf[left[i]]).not.toBe(sourceOf[right[i]]);
        }
        if (pairs > 0) expect(left.length).toBe(200);
        // Seeded: the same sample again.
        expect(Array.from(sampleRulePairs(rule, opts, 200, 1).left)).toEqual(Array.from(left));
      }),
    );
  });

  const comparisons = ['title', 'salary', 'posted'].map((name) => ({ name }) as ProfileComparison);
  const session = (name: string, conditions: string[], count: number): RuleSession => ({
    name,
    pairs: Uint32Array.from({ length: 500 }, (_, i) => i),
    conditions,
    count,
  });
  const n = 20_000;
  const opts = { mode: 'dedupe' as const, maxBlockPairs: 1e9 };

  it('is sampled where no blocking rule frees a field, and only then', () => {
    // An amount within a week conditions salary and date: nothing measures either.
    const week = session('amount-week:salary+posted', ['salary', 'posted'], 120_000);
    const training = (rule: BlockingRule) => ({ name: rule.name, conditions: rule.conditions, rule: () => rule });
    const prepared = { comparisons, trainingRules: [training(dates(n, 180))] };
    const extra = trainingOnlySessions(prepared, n, opts, [week]);
    expect(extra?.sessions.map((s) => s.name)).toEqual(['train:exact:posted']);
    expect(extra!.pairs.left.length).toBe(extra!.sessions[0].pairs.length);
    expect(extra!.sessions[0].count).toBeGreaterThan(1_000_000);
    // A blocking rule on the title frees salary and date: no sample is drawn.
    const title = session('exact:title', ['title'], 40_000);
    expect(trainingOnlySessions(prepared, n, opts, [week, title])).toBeUndefined();
    // A training rule that conditions on every unfreed field frees none of them.
    const useless = { comparisons, trainingRules: [training({ ...dates(n, 180), conditions: ['salary', 'posted'] })] };
    expect(trainingOnlySessions(useless, n, opts, [week])).toBeUndefined();
  });

  it('gives job ads of 20,000 rows back their date session, so their duplicates merge again', async () => {
    // At 20,000 rows the exact posting date pairs more than the blocking budget: before, the one session left (salary
    // within a week) conditioned on both salary and date, and no pair merged automatically (R 0.000).
    const { figures, run } = await runList(generateList('jobs', 20_000, 1));
    expect(run.match.fs.sessions?.some((s) => s.name === 'train:exact:posted' && !s.doubt)).toBe(true);
    expect(figures.auto.precision).toBeGreaterThanOrEqual(0.99);
    expect(figures.auto.recall).toBeGreaterThanOrEqual(0.8);
  }, 180_000);
});
