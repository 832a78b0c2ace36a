import { describe, expect, it } from 'vitest';
import { safetySummary } from '../../src/engine/safety-summary';
import type { DedupeRun } from '../../src/engine/pipeline';

/** A run whose safety net demoted merges for the given reasons (only what the summary reads). */
function runWith(reasons: string[], extra: { oneToOne?: boolean; fitProblems?: string[] } = {}): DedupeRun {
  const demoted = new Map(reasons.map((code, k) => [k, { code, detail: '' }]));
  const safety = {
    demoted,
    fitProblems: extra.fitProblems ?? [],
    oneToOne: extra.oneToOne ?? false,
    maxClusterSize: 9,
  };
  return { match: { safety }, resolution: { cutLinks: {} } } as unknown as DedupeRun;
}

describe('the safety summary of a run', () => {
  it('counts demotions per reason and says why branches of one organisation wait for review', () => {
    const s = safetySummary(runWith(['addresses-differ', 'addresses-differ', 'single-evidence']));
    expect(s.demoted).toEqual({ 'addresses-differ': 2, 'single-evidence': 1 });
    expect(s.messages.some((m) => m.startsWith('2 merges joined records at two different street addresses'))).toBe(
      true,
    );
    expect(s.messages.some((m) => m.startsWith('1 merges rested on one field only'))).toBe(true);
  });

  it('says nothing of addresses when no merge was held for them', () => {
    const s = safetySummary(runWith(['single-evidence'], { oneToOne: true }));
    expect(s.messages.some((m) => m.includes('street addresses'))).toBe(false);
    expect(s.messages.some((m) => m.includes('at most one record of each other source'))).toBe(true);
  });
});
