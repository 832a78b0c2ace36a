import { describe, expect, it } from 'vitest';
import { applySafetyNet, type SafetyInput } from '../../../src/core/safety';
import { sourceRepeats } from '../../../src/core/safety/listed-several';
import { recordSources } from '../../../src/core/profiles/list-sources';
import { DECISION_CODE, type Reason } from '../../../src/domain/decision';
import type { InputColumn } from '../../../src/core/profiles';
import { seededRandom, randomInt } from '../../../src/core/random';
import { netInput, WEIGHT } from '../../fixtures/safety-input';

const col = (name: string, kind: InputColumn['kind'], values: string[]): InputColumn => ({ name, kind, values });
const EXACT: Reason[] = [{ code: 'exact-duplicate' }];

/** The net over given columns and merge pairs; `exact` pairs carry the exact-duplicate reason. */
function net(columns: InputColumn[], pairs: Array<[number, number]>, exact: ReadonlySet<number> = new Set()) {
  const out = applySafetyNet(netInput(columns, pairs, { reasonsOf: (p) => (exact.has(p) ? EXACT : WEIGHT) }));
  return pairs.map((_, p) => out.demoted.get(p)?.code ?? 'merge');
}

describe('sources that each list a thing several times', () => {
  it('reads sources from a source column and from files, and none from a list of one source', () => {
    const site = col('site', 'source', ['a', 'A ', 'b', 'a']);
    expect(Array.from(recordSources([site], 4)!)).toEqual([0, 0, 1, 0]);
    expect(recordSources([col('site', 'source', ['a', 'a'])], 2)).toBeNull();
    expect(recordSources([col('title', 'title', ['x', 'y'])], 2)).toBeNull();
    expect(Array.from(recordSources([col('title', 'title', ['x', 'y'])], 2, Uint16Array.of(0, 1))!)).toEqual([0, 1]);
  });

  it('groups the rows one source holds alike in every column, case and spacing aside', () => {
    const columns = [
      col('site', 'source', ['a', 'a', 'b', 'b', 'a', 'a']),
      col('title', 'title', ['Дюна', 'дюна ', 'Дюна', 'Дюна', 'Дюна', '']),
      col('city', 'city', ['Москва', 'Москва', 'Москва', 'Москва', 'Казань', '']),
    ];
    const r = sourceRepeats(columns, 6)!;
    expect(r.group[0]).toBeGreaterThan(0);
    expect(r.group[0]).toBe(r.group[1]);
    expect(r.group[2]).toBe(r.group[3]);
    expect(r.group[2]).not.toBe(r.group[0]);
    // Alone in its source (another city), and an empty row: no group.
    expect([r.group[4], r.group[5]]).toEqual([0, 0]);
    expect(r.size[r.group[0]]).toBe(2);
  });

  it('sends to review every merge touching rows that two sources each hold twice, the exact duplicates too', () => {
    // Two sites list one play at one theatre twice each (two showings, no start column), a third once.
    const columns = [
      col('site', 'source', ['a', 'a', 'b', 'b', 'c']),
      col('title', 'title', ['Дюна', 'Дюна', 'Дюна', 'Дюна', 'Дюна 12+']),
      col('venue', 'venue', ['Октябрь', 'Октябрь', 'Октябрь', 'Октябрь', 'Октябрь']),
    ];
    const pairs: Array<[number, number]> = [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 4],
    ];
    expect(net(columns, pairs, new Set([0]))).toEqual(Array(4).fill('listed-several-times'));
  });

  it('keeps the duplicates one source holds when no other source repeats them (a customer file)', () => {
    const columns = [
      col('system', 'source', ['crm', 'crm', 'erp', 'erp']),
      col('name', 'name', ['Ann Lee', 'Ann Lee', 'Ann Lee', 'Bo Chan']),
      col('email', 'email', ['ann@x.org', 'ann@x.org', 'ann@x.org', 'bo@y.org']),
    ];
    expect(
      net(
        columns,
        [
          [0, 1],
          [0, 2],
          [1, 2],
        ],
        new Set([0]),
      ),
    ).toEqual(['merge', 'merge', 'merge']);
  });

  it('where the profile holds that a shop lists a product once, its rows alike are two products', () => {
    // One shop writes two memory variants alike once their prices are gone; another shop once.
    const title = col('title', 'title', [
      'TECNO CAMON 20 PRO 128GB',
      'TECNO CAMON 20 PRO 128GB',
      'Tecno Camon 20 Pro 8/128',
    ]);
    const pairs: Array<[number, number]> = [
      [0, 1],
      [0, 2],
    ];
    const input = (listsOnce?: number[]): SafetyInput =>
      netInput([title], pairs, { reasonsOf: (p) => (p === 0 ? EXACT : WEIGHT), ...(listsOnce ? { listsOnce } : {}) });
    const once = applySafetyNet(input([0, 0, 1]));
    // Two rows of the shop: two products (or its own slip); the other shop's row may be either.
    expect([0, 1].map((p) => once.demoted.get(p)?.code)).toEqual(['one-source', 'listed-several-times']);
    // Nothing says the rows' sources: one row written twice.
    expect([...applySafetyNet(input()).demoted.values()].map((r) => r.code)).not.toContain('listed-several-times');
  });

  it('never demotes a merge in a list without sources, whatever its repeats (seeded)', () => {
    const random = seededRandom(7);
    const n = 60;
    const titles = Array.from({ length: n }, () => `t${randomInt(random, 8)}`);
    const pairs: Array<[number, number]> = Array.from({ length: 80 }, () => [
      randomInt(random, n),
      randomInt(random, n),
    ]);
    const out = net(
      [
        col('title', 'title', titles),
        col(
          'city',
          'city',
          titles.map((t) => `c${t}`),
        ),
      ],
      pairs,
    );
    expect(out.filter((c) => c === 'listed-several-times')).toEqual([]);
  });
});

describe('two different valid GTINs', () => {
  it('are two products: the merge becomes distinct whatever the weight', () => {
    const columns = [
      col('title', 'title', ['Ibuprofen 400 mg Tablets', 'Ibuprofen 400 mg Tablets', 'Ibuprofen 400 mg']),
    ];
    const input = netInput(
      columns,
      [
        [0, 1],
        [0, 2],
      ],
      {
        weights: new Float64Array(2).fill(30),
        vetoKeyOf: Int32Array.of(0, 1, -1),
        vetoKeys: ['5045413601630', '5015335421708'],
      },
    );
    const out = applySafetyNet(input);
    expect(input.levels[0]).toBe(DECISION_CODE.distinct);
    expect(out.demoted.get(0)).toEqual({ code: 'different-valid-gtin', detail: '5045413601630 vs 5015335421708' });
    // One side without a GTIN: nothing to veto.
    expect(out.demoted.get(1)?.code).not.toBe('different-valid-gtin');
  });
});
