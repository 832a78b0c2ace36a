import { describe, expect, it } from 'vitest';
import type { ClusterDetailView } from '../../src/client/app-client';
import { ruleChanges } from '../../src/engine/service/cluster-ops';
import { INITIAL_RULE, SCREEN_RULES } from '../../src/ui/golden/rules';

describe('the golden screen rule select', () => {
  // A golden record as the engine builds it: the most frequent value of each field.
  const members = [
    { key: 'r1', source: 's', row: 1, label: 'Ann Lee', values: { name: 'Ann Lee', city: 'Leeds' } },
    { key: 'r2', source: 's', row: 2, label: 'Ann Lee', values: { name: 'Ann Lee', city: 'Leeds' } },
    { key: 'r3', source: 't', row: 3, label: 'Annabel Lee', values: { name: 'Annabel Lee', city: 'Leeds, UK' } },
  ];
  const detail: ClusterDetailView = {
    id: 'c',
    members,
    links: [],
    golden: [
      {
        column: 'name',
        value: 'Ann Lee',
        fromKey: 'r1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
      {
        column: 'city',
        value: 'Leeds',
        fromKey: 'r1',
        overridden: false,
        rule: 'most-frequent' as const,
        candidates: [],
      },
    ],
    compared: [],
    differs: {},
    locked: false,
  };

  it('starts on the rule the shown golden record was built by, so it proposes no change', () => {
    expect(SCREEN_RULES.some((r) => r.rule === INITIAL_RULE)).toBe(true);
    expect(ruleChanges(detail, INITIAL_RULE)).toEqual([]);
    // The rule it used to start on would rewrite both fields of the same record.
    expect(ruleChanges(detail, 'longest').map((c) => c.column)).toEqual(['name', 'city']);
  });
});
