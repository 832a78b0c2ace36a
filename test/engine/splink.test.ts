import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsvText } from '../../src/io';
import { combineTables } from '../../src/engine/dataset';
import { DEFAULT_MATCH_SETTINGS } from '../../src/engine/match';
import { dedupe, type DedupeRun } from '../../src/engine/pipeline';
import { splinkSettings } from '../../src/engine/splink';
import { allowedPairCount } from '../../src/core/block';
import { generatePeople } from '../fixtures/generate/people';
import { inlineWasmScorer } from '../fixtures/scorer';
import { peopleCsv } from '../fixtures/generate/people-dataset';

let run: DedupeRun;
const N = 1200;

beforeAll(async () => {
  const people = generatePeople(N, 5);
  const header = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const ds = combineTables([parseCsvText(peopleCsv(people, header), { sourceName: 'people.csv' })]);
  const scorer = await inlineWasmScorer('release');
  run = await dedupe(ds, { match: { ...DEFAULT_MATCH_SETTINGS, mode: 'dedupe' } }, scorer);
});

describe('Splink settings export', () => {
  it('carries every weighed comparison with its levels, m and u, and the prior over all pairs', () => {
    const { fs, pairs } = run.match;
    const out = splinkSettings(fs, { mode: 'dedupe', uniqueId: 'id', ruleNames: pairs.ruleNames });
    expect(fs.allPairs).toBe(allowedPairCount(N, { mode: 'dedupe' }));
    const s = out.settings;
    expect(s.link_type).toBe('dedupe_only');
    expect(s.comparisons.map((c) => c.output_column_name)).toEqual(fs.comparisons.map((c) => c.field));
    for (const [f, c] of s.comparisons.entries()) {
      expect(c.comparison_levels[0]).toMatchObject({ is_null_level: true });
      expect(c.comparison_levels.at(-1)!.sql_condition).toBe('ELSE');
      const m = c.comparison_levels.slice(1).reduce((a, l) => a + l.m_probability!, 0);
      const u = c.comparison_levels.slice(1).reduce((a, l) => a + l.u_probability!, 0);
      expect(m).toBeCloseTo(1, 9);
      expect(u).toBeCloseTo(1, 9);
      expect(c.comparison_levels[1].m_probability).toBe(fs.parameters.m[f][1]);
    }
    // The fit here is by training sessions, so its prior is already over all pairs.
    expect(fs.method).toBe('sessions');
    expect(s.probability_two_random_records_match).toBe(fs.parameters.lambda);
    expect(s.blocking_rules_to_generate_predictions.map((r) => r.blocking_rule)).toContain('l."email" = r."email"');
    expect(out.unexportedRules.length).toBeGreaterThan(0);
    expect(out.unexportedRules).not.toContain('exact-row');
  });

  it('writes Jaro–Winkler and edit-distance levels as SQL, and converts a prior fitted over the candidates', () => {
    const { fs } = run.match;
    const candidates = {
      ...fs,
      method: 'candidates' as const,
      parameters: { ...fs.parameters, lambda: 0.2 },
      pairWeights: new Float64Array(1000),
      allPairs: 100_000,
    };
    const out = splinkSettings(candidates, { mode: 'link', uniqueId: 'id', ruleNames: [] });
    expect(out.settings.link_type).toBe('link_only');
    expect(out.settings.probability_two_random_records_match).toBeCloseTo(0.002, 12);
    const sql = out.settings.comparisons.flatMap((c) => c.comparison_levels.map((l) => l.sql_condition)).join('\n');
    expect(sql).toMatch(/jaro_winkler_similarity\("first_name_l", "first_name_r"\) >= 0\.92/);
    expect(sql).toMatch(
      /1 - levenshtein\("dob_l", "dob_r"\) \/ greatest\(length\("dob_l"\), length\("dob_r"\)\) >= 0\.9/,
    );
  });

  it('counts the record pairs a link mode allows', () => {
    const sourceOf = Uint16Array.of(0, 0, 0, 1, 1);
    expect(allowedPairCount(4, { mode: 'dedupe' })).toBe(6);
    expect(allowedPairCount(5, { mode: 'link', sourceOf })).toBe(6);
    expect(allowedPairCount(5, { mode: 'link-and-dedupe', sourceOf })).toBe(10);
  });
});
