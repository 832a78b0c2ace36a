import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUARD_CODES, REASONS, reasonInfo, type ReasonCode } from '../../src/domain/reasons';
import { countDecisions, decisionOf, DECISIONS, DECISION_CODE } from '../../src/domain/decision';
import { reasonText, reasonTone } from '../../src/ui/review/format';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('the reason registry', () => {
  it('vetoes exactly the guards the engine has always vetoed', () => {
    expect([...GUARD_CODES].sort()).toEqual([
      'antonym',
      'different-city',
      'different-country',
      'different-valid-gtin',
      'far-apart',
      'issue-number',
      'numbers-differ',
      'part-number',
      'sequel-number',
      'years-differ',
    ]);
    for (const code of GUARD_CODES) expect(REASONS[code as ReasonCode].tone).toBe('guard');
  });

  it('registers every reason code written in the source as a literal', () => {
    const written = new Set<string>();
    for (const file of sources('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bcode: '([a-z0-9-]+)'/g)) written.add(m[1]);
    }
    expect(written.size).toBeGreaterThan(50);
    expect([...written].filter((c) => reasonInfo(c) === undefined)).toEqual([]);
  });

  it('gives the UI the registry words and tone, and falls back to the weight for comparisons', () => {
    expect(reasonText({ code: 'different-valid-gtin', detail: '1 vs 2' })).toBe('different valid GTINs: 1 vs 2');
    expect(reasonTone({ code: 'birth-dates-differ' })).toBe('guard');
    expect(reasonTone({ code: 'same-gtin' })).toBe('support');
    expect(reasonTone({ code: 'name: exact', weight: 3 })).toBe('support');
    expect(reasonTone({ code: 'name: else', weight: -2 })).toBe('guard');
    expect(reasonTone({ code: 'prior', weight: 0 })).toBe('neutral');
    // A code from an older run's stored decisions is shown, not dropped.
    expect(reasonText({ code: 'retired-code' as ReasonCode })).toBe('retired code');
  });
});

describe('the decision codec', () => {
  it('decodes and counts the columnar decision codes', () => {
    for (const level of DECISIONS) expect(decisionOf(DECISION_CODE[level])).toBe(level);
    expect(countDecisions(Uint8Array.of(0, 2, 2, 1, 2))).toEqual({ distinct: 1, review: 1, merge: 3 });
    expect(() => decisionOf(3)).toThrow(/decision code 3/);
    expect(() => countDecisions([0, 7])).toThrow(/decision code 7/);
  });
});
