import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildStrongKeyColumn,
  edgeList,
  haveStrongKeyConflict,
  keyConflicts,
  strongKeyEdges,
  type StrongKeyKind,
} from '../../../src/core/keys';

interface SeedPair {
  id: string;
  profile: string;
  expect: 'merge' | 'review' | 'distinct' | 'not-merge' | 'not-distinct';
  a: Record<string, string | number>;
  b: Record<string, string | number>;
}

const seeds = (
  JSON.parse(readFileSync(new URL('../../../../shared/seed-cases/pairs.json', import.meta.url), 'utf8')) as {
    cases: SeedPair[];
  }
).cases;
const byId = (id: string) => {
  const found = seeds.find((c) => c.id === id);
  if (!found) throw new Error(`seed pair ${id} missing`);
  return found;
};

/** The strong-key column each profile field feeds (suppliers: registered domain; companies: canonical URL). */
const KEY_FIELDS: Record<string, [string, StrongKeyKind][]> = {
  suppliers: [['website', 'domain']],
  companies: [['url', 'url']],
  products: [['gtin', 'gtin']],
};

function decide(id: string) {
  const pair = byId(id);
  const columns = KEY_FIELDS[pair.profile].map(([field, kind]) =>
    buildStrongKeyColumn(kind, [String(pair.a[field] ?? ''), String(pair.b[field] ?? '')]),
  );
  return { pair, columns, edges: edgeList(strongKeyEdges(columns)), conflicts: keyConflicts(columns, 0, 1) };
}

describe('seed pairs decided by strong keys alone', () => {
  it.each([
    ['S01', 'same-registered-domain'],
    ['S02', 'same-registered-domain'],
    ['S09', 'same-registered-domain'],
    ['P02', 'same-canonical-url'],
    ['P04', 'same-gtin'],
  ])('%s merges with %s', (id, reason) => {
    const { pair, edges } = decide(id);
    expect(pair.expect).toBe('merge');
    expect(edges).toEqual([{ left: 0, right: 1, reason }]);
  });

  it('P05: an invalid GTIN is no key (a data-quality finding), so no merge edge', () => {
    const { pair, edges, columns, conflicts } = decide('P05');
    expect(pair.expect).toBe('not-merge');
    expect(edges).toEqual([]);
    expect(columns[0].keys).toEqual([null, null]);
    expect(columns[0].invalidCount).toBe(2);
    expect(columns[0].findings.map((f) => f.problem)).toEqual(['check digit', 'check digit']);
    expect(conflicts).toEqual([]);
  });

  it('S10: alpha.co.uk and beta.co.uk are different registered domains (weak counter-evidence)', () => {
    const { pair, edges, columns, conflicts } = decide('S10');
    expect(pair.expect).toBe('not-merge');
    expect(edges).toEqual([]);
    expect(columns[0].keys).toEqual(['alpha.co.uk', 'beta.co.uk']);
    expect(conflicts).toMatchObject([{ reason: 'different-registered-domain', strong: false }]);
    expect(haveStrongKeyConflict(columns, 0, 1)).toBe(false);
  });

  it('P06: two valid different GTINs are strong counter-evidence', () => {
    const { pair, edges, columns, conflicts } = decide('P06');
    expect(pair.expect).toBe('distinct');
    expect(edges).toEqual([]);
    expect(conflicts).toMatchObject([{ reason: 'different-valid-gtin', strong: true }]);
    expect(haveStrongKeyConflict(columns, 0, 1)).toBe(true);
  });
});
