import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildStrongKeyColumn,
  edgeList,
  keyConflictMasks,
  keyConflicts,
  strongKeyEdges,
  type KeyColumn,
} from '../../../src/core/keys';

/** Connected components by a naive flood fill over an edge list (the oracle). */
function components(n: number, edges: { left: number; right: number }[]): number[] {
  const label = Array.from({ length: n }, (_, i) => i);
  for (let changed = true; changed;) {
    changed = false;
    for (const e of edges) {
      const m = Math.min(label[e.left], label[e.right]);
      if (label[e.left] !== m || label[e.right] !== m) {
        label[e.left] = label[e.right] = m;
        changed = true;
      }
    }
  }
  return label;
}

describe('strongKeyEdges', () => {
  it('n records sharing a key give n − 1 edges (a star), not n² pairs', () => {
    const edges = edgeList(strongKeyEdges([{ kind: 'gtin', keys: ['a', 'b', 'a', null, 'a', 'a', 'b'] }]));
    expect(edges).toEqual([
      { left: 0, right: 2, reason: 'same-gtin' },
      { left: 0, right: 4, reason: 'same-gtin' },
      { left: 0, right: 5, reason: 'same-gtin' },
      { left: 1, right: 6, reason: 'same-gtin' },
    ]);
  });

  it('no keys, empty keys and unique keys give no edges', () => {
    expect(strongKeyEdges([]).left.length).toBe(0);
    expect(strongKeyEdges([{ kind: 'email', keys: [null, '', 'x', 'y'] }]).left.length).toBe(0);
  });

  it('each column gives its own reason', () => {
    const edges = edgeList(
      strongKeyEdges([
        { kind: 'gtin', keys: ['g', 'g', null] },
        { kind: 'url', keys: ['u', 'u', 'u'] },
      ]),
    );
    expect(edges).toEqual([
      { left: 0, right: 1, reason: 'same-gtin' },
      { left: 0, right: 1, reason: 'same-canonical-url' },
      { left: 0, right: 2, reason: 'same-canonical-url' },
    ]);
  });

  it('a key shared by too many records is skipped as a placeholder', () => {
    const result = strongKeyEdges([{ kind: 'phone', keys: ['p', 'p', 'p', 'q', 'q'] }], { maxGroupSize: 2 });
    expect(edgeList(result)).toEqual([{ left: 3, right: 4, reason: 'same-phone' }]);
    expect(result.skippedGroups).toEqual([{ column: 0, key: 'p', size: 3 }]);
  });

  it('joins exactly the records that share a key (property, against a flood-fill oracle)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null }), { maxLength: 60 }),
        (keys) => {
          const result = strongKeyEdges([{ kind: 'email', keys }]);
          const label = components(keys.length, edgeList(result));
          for (let i = 0; i < keys.length; i++) {
            for (let j = i + 1; j < keys.length; j++) {
              expect(label[i] === label[j]).toBe(keys[i] !== null && keys[i] === keys[j]);
            }
          }
          const groups = new Map<string, number>();
          for (const k of keys) if (k !== null) groups.set(k, (groups.get(k) ?? 0) + 1);
          const expectedEdges = [...groups.values()].reduce((s, n) => s + n - 1, 0);
          expect(result.left.length).toBe(expectedEdges);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('buildStrongKeyColumn', () => {
  it('normalizes each kind and reports invalid values', () => {
    const gtin = buildStrongKeyColumn('gtin', ['614141210220', '', '614141210221', 'abc']);
    expect(gtin.keys).toEqual(['00614141210220', null, null, null]);
    expect(gtin.findings).toEqual([
      { row: 2, value: '614141210221', problem: 'check digit' },
      { row: 3, value: 'abc', problem: 'not digits' },
    ]);
    expect(buildStrongKeyColumn('url', ['http://www.Shop.com/p/1/?utm_source=x', 'mailto:x@y.z']).keys).toEqual([
      'shop.com/p/1',
      null,
    ]);
    expect(buildStrongKeyColumn('email', [' A@B.com ', 'nope']).keys).toEqual(['a@b.com', null]);
    expect(
      buildStrongKeyColumn('phone', ['+7 495 123-45-67', '8 (495) 1234567'], { phone: { defaultCountry: 'RU' } }).keys,
    ).toEqual(['+74951234567', '+74951234567']);
    expect(buildStrongKeyColumn('registration', ['7707-083893', '7707083893', '00', '0000']).keys).toEqual([
      '7707083893',
      '7707083893',
      null,
      null,
    ]);
  });

  it('shared platforms give no domain key', () => {
    const col = buildStrongKeyColumn('domain', [
      'https://facebook.com/acme',
      'https://www.facebook.com/other',
      'acme.com',
    ]);
    expect(col.keys).toEqual([null, null, 'acme.com']);
    expect(col.findings.map((f) => f.problem)).toEqual(['shared platform', 'shared platform']);
  });

  it('a scope keeps registration numbers of different countries apart', () => {
    const col = buildStrongKeyColumn('registration', ['12345678', '12345678', '12345678'], {
      scope: ['GB', 'gb', 'US'],
    });
    expect(edgeList(strongKeyEdges([col]))).toEqual([{ left: 0, right: 1, reason: 'same-registration-id' }]);
  });

  it('caps stored findings but counts them all', () => {
    const col = buildStrongKeyColumn(
      'gtin',
      Array.from({ length: 10 }, () => '123'),
      { maxFindings: 3 },
    );
    expect(col.findings.length).toBe(3);
    expect(col.invalidCount).toBe(10);
  });
});

describe('key conflicts', () => {
  const columns: KeyColumn[] = [
    { kind: 'gtin', keys: ['g1', 'g2', null, 'g1'] },
    { kind: 'domain', keys: ['a.com', 'a.com', 'b.com', 'c.com'] },
  ];
  it('lists different valid keys per kind with their strength', () => {
    expect(keyConflicts(columns, 0, 1).map((c) => [c.reason, c.strong])).toEqual([['different-valid-gtin', true]]);
    expect(keyConflicts(columns, 0, 2).map((c) => [c.reason, c.strong])).toEqual([
      ['different-registered-domain', false],
    ]);
    expect(keyConflicts(columns, 0, 3).map((c) => c.reason)).toEqual(['different-registered-domain']);
    expect(keyConflicts(columns, 1, 1)).toEqual([]);
  });
  it('batch masks agree with the one-pair function', () => {
    const left = Uint32Array.from([0, 0, 0, 1, 2]);
    const right = Uint32Array.from([1, 2, 3, 3, 3]);
    const masks = keyConflictMasks(columns, left, right);
    for (let p = 0; p < left.length; p++) {
      const expected = keyConflicts(columns, left[p], right[p]).reduce((m, c) => m | (1 << c.column), 0);
      expect(masks[p]).toBe(expected);
    }
  });
});
