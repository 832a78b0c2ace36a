import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySafetyNet, agreeingGroups, prepareEvidence, type SafetyInput } from '../../../src/core/safety';
import { linkShares } from '../../../src/core/safety/one-to-one';
import { DECISION_CODE, type Reason } from '../../../src/domain/decision';
import type { InputColumn } from '../../../src/core/profiles';
import { netInput, WEIGHT } from '../../fixtures/safety-input';

const col = (name: string, kind: InputColumn['kind'], values: string[]): InputColumn => ({ name, kind, values });

describe('safety net: independent evidence', () => {
  // Thirty people; the full name holds the surname (one source of evidence), the birth date is another.
  const surnames = Array.from({ length: 30 }, (_, i) => `Surname${i}`);
  surnames[1] = surnames[2] = surnames[0];
  const people = [
    col(
      'full_name',
      'name',
      surnames.map((s) => `Anna ${s}`),
    ),
    col('surname', 'name', surnames),
    col(
      'dob',
      'date',
      surnames.map((_, i) => `19${50 + i}-01-02`).map((d, i) => (i === 1 ? '1950-01-02' : d)),
    ),
  ];

  it('a merge on two independent agreeing fields stays; one resting on one field (and a field derived from it) goes to review', () => {
    const input = netInput(people, [
      [0, 1],
      [0, 2],
    ]);
    const out = applySafetyNet(input);
    expect(input.levels[0]).toBe(DECISION_CODE.merge);
    expect(input.levels[1]).toBe(DECISION_CODE.review);
    expect(out.demoted.get(1)?.code).toBe('single-evidence');
  });

  it('a value most of the list shares is no evidence', () => {
    const n = 200;
    const cities = Array.from({ length: n }, () => 'Москва');
    const names = Array.from({ length: n }, (_, i) => `Name${i}`);
    names[1] = names[0];
    const ev = prepareEvidence([col('name', 'title', names), col('city', 'city', cities)], n);
    expect(agreeingGroups(ev, 0, 1)).toEqual(['name']);
  });

  it('agreement a rule pack states in its reasons counts for its kind of field (the same venue, the same start)', () => {
    // Written so that the raw values agree on nothing: the pack's own reading is what says they do.
    const cols = [
      col('title', 'title', ['Дюна', 'Dune']),
      col('venue', 'venue', ['Ленком', 'Театр им. Ленинского комсомола']),
      col('start', 'start', ['2026-12-05 19:00', '2026-12-05T16:00:00Z']),
    ];
    const bare = netInput(cols, [[0, 1]], { reasonsOf: () => [{ code: 'same-stems' }] });
    applySafetyNet(bare);
    expect(bare.levels[0]).toBe(DECISION_CODE.review);
    const stated = netInput(cols, [[0, 1]], {
      reasonsOf: () => [{ code: 'same-stems' }, { code: 'venue-name-subset' }, { code: 'same-start' }],
    });
    applySafetyNet(stated);
    expect(stated.levels[0]).toBe(DECISION_CODE.merge);
  });

  it('a strong key vouches on its own: the same valid e-mail', () => {
    const cols = [col('name', 'name', ['A B', 'X Y']), col('email', 'email', ['a@b.org', 'a@b.org'])];
    const input = netInput(cols, [[0, 1]], { keyColumns: [['a@b.org', 'a@b.org']] });
    applySafetyNet(input);
    expect(input.levels[0]).toBe(DECISION_CODE.merge);
  });
});

describe('safety net: the fit is checked', () => {
  it('property: a degenerate fit leaves no merge that rests on the weights', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(19), fc.nat(19)), { minLength: 1, maxLength: 40 }), (pairs) => {
        const values = Array.from({ length: 20 }, (_, i) => `v${i % 5}`);
        const input = netInput([col('a', 'title', values), col('b', 'city', values)], pairs, {
          fitProblems: ['prior λ = 0.9 is above 0.5'],
        });
        applySafetyNet(input);
        expect([...input.levels].every((l) => l !== DECISION_CODE.merge)).toBe(true);
      }),
      { seed: 3, numRuns: 100 },
    );
  });

  it('a degenerate fit does not undo a strong-key merge', () => {
    const input = netInput([col('t', 'title', ['x', 'y'])], [[0, 1]], {
      fitProblems: ['EM did not converge'],
      reasonsOf: () => [{ code: 'same-gtin' }],
    });
    applySafetyNet(input);
    expect(input.levels[0]).toBe(DECISION_CODE.merge);
  });
});

describe('safety net: one-to-one links between duplicate-free sources', () => {
  it('property: no record is linked automatically twice into one source', () => {
    const arb = fc.record({
      pairs: fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.integer({ min: 90, max: 100 })), {
        minLength: 1,
        maxLength: 60,
      }),
      sources: fc.integer({ min: 2, max: 3 }),
    });
    fc.assert(
      fc.property(arb, ({ pairs, sources }) => {
        const n = 30;
        const sourceOf = Uint16Array.from({ length: n }, (_, r) => r % sources);
        // Record a of source 0 paired with record b of another source.
        const list = pairs.map(([a, b, s]) => [a * sources, b * sources + 1 + (s % (sources - 1)), s] as const);
        const values = Array.from({ length: n }, (_, r) => `r${r}`);
        const input = netInput(
          [col('id', 'title', values)],
          list.map(([a, b]) => [a, b]),
          {
            mode: 'link',
            sourceOf,
            scores: Float32Array.from(list, (p) => p[2] / 100),
            reasonsOf: () => [{ code: 'exact-duplicate' }],
          },
        );
        const out = applySafetyNet(input);
        expect(out.oneToOne).toBe(true);
        const seen = new Set<string>();
        input.levels.forEach((l, p) => {
          if (l !== DECISION_CODE.merge) return;
          const [a, b] = [input.left[p], input.right[p]];
          for (const key of [`${a}>${sourceOf[b]}`, `${b}>${sourceOf[a]}`]) {
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        });
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  it('sources with internal duplicates are not linked one-to-one', () => {
    const sourceOf = Uint16Array.from([0, 0, 1]);
    const input = netInput(
      [col('t', 'title', ['a', 'a', 'a'])],
      [
        [0, 2],
        [1, 2],
      ],
      {
        mode: 'link',
        sourceOf,
        exactClass: Uint32Array.from([1, 1, 1]),
        reasonsOf: () => [{ code: 'exact-duplicate' }],
      },
    );
    const out = applySafetyNet(input);
    expect(out.oneToOne).toBe(false);
    expect([...input.levels]).toEqual([DECISION_CODE.merge, DECISION_CODE.merge]);
  });
});

describe('safety net: one list whose rows name sources that each list a thing once', () => {
  it('links a record automatically to one record of each other source; a row without a source is left alone', () => {
    // Record 0 of source 0; records 1 and 2 of source 1 (two cars of one spec at one dealer); record 3 names no source.
    const input = (listsOnce?: number[]) =>
      netInput(
        [col('t', 'title', ['golf gti', 'golf gti grey', 'golf gti black', 'golf'])],
        [
          [0, 1],
          [0, 2],
          [0, 3],
        ],
        {
          scores: Float32Array.of(0.9995, 0.999, 0.999),
          reasonsOf: () => [{ code: 'exact-duplicate' }],
          ...(listsOnce ? { listsOnce } : {}),
        },
      );
    const once = input([0, 1, 1, -1]);
    const out = applySafetyNet(once);
    expect([...once.levels]).toEqual([DECISION_CODE.merge, DECISION_CODE.review, DECISION_CODE.merge]);
    expect(out.demoted.get(1)?.code).toBe('one-to-one');
    // Nothing says where the rows come from: every merge stands.
    const unknown = input();
    applySafetyNet(unknown);
    expect([...unknown.levels]).toEqual([DECISION_CODE.merge, DECISION_CODE.merge, DECISION_CODE.merge]);
  });
});

describe('safety net: a pair a rule calls two things is no rival of a link', () => {
  it('the next house in review leaves the house linked; a runner-up in review for the score alone does not', () => {
    // Record 0 of the CRM; records 1 (the same house) and 2 (the next house) of billing, at one score.
    const input = (rival: Reason[]) =>
      netInput(
        [col('address', 'address', ['77 station cres', '77 station crescent', '79 station crescent'])],
        [
          [0, 1],
          [0, 2],
        ],
        {
          mode: 'link',
          sourceOf: Uint16Array.of(0, 1, 1),
          levels: Uint8Array.of(DECISION_CODE.merge, DECISION_CODE.review),
          reasonsOf: (p) => (p === 0 ? [{ code: 'exact-duplicate' }] : rival),
        },
      );
    const differ = input([...WEIGHT, { code: 'addresses-differ', detail: '77 vs 79' }]);
    applySafetyNet(differ);
    expect(differ.levels[0]).toBe(DECISION_CODE.merge);
    const unsure = input(WEIGHT);
    expect(applySafetyNet(unsure).demoted.get(0)?.code).toBe('one-to-one');
  });

  it('a rival told apart by an identifier the link does not know stays a rival (a car without its plate)', () => {
    // Record 0 (plate AB12 CDE) of one portal; record 1 (no plate) and record 2 (another plate) of the other.
    const plates = ['AB12 CDE', '', 'XY71 ZZZ'];
    const net = netInput(
      [col('title', 'title', ['golf gti', 'golf gti', 'golf gti']), col('plate', 'id', plates)],
      [
        [0, 1],
        [0, 2],
      ],
      {
        mode: 'link',
        sourceOf: Uint16Array.of(0, 1, 1),
        levels: Uint8Array.of(DECISION_CODE.merge, DECISION_CODE.review),
        reasonsOf: (p) =>
          p === 0 ? [{ code: 'exact-duplicate' }] : [...WEIGHT, { code: 'different-registration-id', detail: 'plate' }],
        comparisons: [{ column: 'plate', similarities: Float64Array.of(NaN, 0.2), threshold: 0.8 }],
      },
    );
    expect(applySafetyNet(net).demoted.get(0)?.code).toBe('one-to-one');
  });
});

describe('safety net: a one-to-one link needs a lead over its runner-up', () => {
  // Two instalments of one amount to one payee a few days apart, in each of two systems: the ledger's
  // second (record 0) is as close to the bank's first (record 2) as its own posting (record 3).
  function instalments(weights: [number, number, number]) {
    const values = ['x', 'x', 'x', 'x'];
    const pairs: Array<[number, number]> = [
      [0, 2],
      [0, 3],
      [1, 2],
    ];
    const dates = ['2024-03-01', '2024-03-08', '2024-03-02', '2024-03-09'];
    return netInput(
      [col('amount', 'amount', values), col('payee', 'company', values), col('date', 'date', dates)],
      pairs,
      {
        mode: 'link',
        sourceOf: Uint16Array.from([0, 0, 1, 1]),
        weights: Float64Array.from(weights),
        scores: Float32Array.from(weights, (w) => 1 - 2 ** -w),
        mergeProbability: 0.99,
      },
    );
  }

  it('the best of two automatic links whose odds are within a hundredfold goes to review too', () => {
    const input = instalments([12.5, 8.8, 10.3]);
    const out = applySafetyNet(input);
    expect(out.oneToOne).toBe(true);
    expect([...input.levels]).toEqual([DECISION_CODE.review, DECISION_CODE.review, DECISION_CODE.review]);
    expect(out.demoted.get(0)?.detail).toMatch(/runner-up of that source is close/);
  });

  it('a link far ahead of its runner-up stays automatic', () => {
    const input = instalments([20, 8.8, 10.3]);
    applySafetyNet(input);
    expect(input.levels[0]).toBe(DECISION_CODE.merge);
  });

  it('linkShares: two links equally likely each get at most one half; a lone link keeps its own odds', () => {
    const shares = linkShares(
      Uint32Array.from([0, 0, 4]),
      Uint32Array.from([2, 3, 5]),
      [10, 10, 1],
      Uint16Array.from([0, 0, 1, 1, 0, 1]),
      Uint32Array.from([0, 1, 2]),
    );
    expect(shares[0]).toBeLessThanOrEqual(0.5);
    expect(shares[1]).toBeCloseTo(shares[0], 12);
    expect(shares[2]).toBeCloseTo(2 / 3, 12);
  });
});

describe('safety net: branches of one organisation (issue 10)', () => {
  // Seeded: organisations with several sites each; every site listed twice (a spelling variant of its
  // address), all sites of an organisation sharing its name and its switchboard phone.
  const streets = [
    'Foster Ave',
    'Broadway',
    'Ainslie St',
    'Laramie Ave',
    'Pierce St',
    'Kedzie Ave',
    'Central Park Ave',
  ];
  function branches(seed: number) {
    let s = seed;
    const rnd = (n: number) => ((s = (s * 48271) % 2147483647), s % n);
    const names: string[] = [];
    const phones: string[] = [];
    const addresses: string[] = [];
    const site: number[] = [];
    for (let o = 0; o < 12; o++) {
      const sites = 2 + rnd(3);
      for (let k = 0; k < sites; k++) {
        const number = 100 + o * 500 + k * 97 + rnd(90);
        const street = streets[(o + k) % streets.length];
        for (const spelling of [`${number} W ${street}`, `${number} W. ${street.toUpperCase()}`]) {
          names.push(`Organisation ${o} Centre`);
          phones.push(`${5550000 + o * 37}`);
          addresses.push(spelling);
          site.push(o * 10 + k);
        }
      }
    }
    return { names, phones, addresses, site };
  }

  it('property: same name and phone at clearly different addresses is not merged; the same site is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const { names, phones, addresses, site } = branches(seed);
        const n = names.length;
        const pairs: Array<[number, number]> = [];
        for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (names[a] === names[b]) pairs.push([a, b]);
        const cols = [col('name', 'name', names), col('phone', 'phone', phones), col('address', 'address', addresses)];
        const input = netInput(cols, pairs);
        const out = applySafetyNet(input);
        pairs.forEach(([a, b], p) => {
          if (site[a] !== site[b]) {
            expect(input.levels[p]).toBe(DECISION_CODE.review);
            expect(out.demoted.get(p)?.code).toBe('addresses-differ');
          } else expect(out.demoted.get(p)?.code).not.toBe('addresses-differ');
        });
      }),
      { seed: 10, numRuns: 20 },
    );
  });
});

describe('safety net: sources read from the merges', () => {
  // 90 postings, each listed on two of three boards (rows 2k, 2k+1), and one pair of rows of one board.
  const boards = ['jobhub', 'careerline', 'workfinder'];
  const rows = 180;
  const board = Array.from({ length: rows + 2 }, (_, r) => boards[(r + (r >> 1)) % 3]);
  board[rows] = board[rows + 1] = 'careerline';
  const titles = Array.from({ length: rows + 2 }, (_, r) => `Post ${r >> 1}`);
  const employers = Array.from({ length: rows + 2 }, (_, r) => `Employer ${r >> 1}`);
  const columns = [
    col('title', 'title', titles),
    col('employer', 'company', employers),
    col('board', 'category', board),
  ];
  const crossBoard = Array.from({ length: rows / 2 }, (_, k): [number, number] => [2 * k, 2 * k + 1]);

  it('merges that never share a board say each board lists a post once: a merge of two rows of one board goes to review', () => {
    const input = netInput(columns, [...crossBoard, [rows, rows + 1]]);
    const out = applySafetyNet(input);
    expect(out.demoted.get(crossBoard.length)?.code).toBe('one-source');
    expect(crossBoard.every((_, p) => input.levels[p] === DECISION_CODE.merge)).toBe(true);
  });

  it('a board the merges share as often as chance says nothing: every merge stays', () => {
    const shared = Array.from({ length: rows + 2 }, (_, r) => boards[(r >> 1) % 3]);
    const input = netInput(
      [columns[0], columns[1], col('board', 'category', shared)],
      [...crossBoard, [rows, rows + 1]],
    );
    applySafetyNet(input);
    expect(Array.from(input.levels).every((l) => l === DECISION_CODE.merge)).toBe(true);
  });
});

describe('safety net: a level the matches almost never show', () => {
  // Two people agreeing on their full name and their birth date.
  const cols = [
    col('full_name', 'name', ['Anna Karlsson', 'Anna Karlsson', 'Maria Lind', 'Ivan Petrov']),
    col('dob', 'date', ['1961-02-03', '1961-02-03', '1970-05-06', '1980-07-08']),
  ];
  const unlike = (p: number): Reason | null => (p === 1 ? { code: 'unlike-matches', detail: 'mileage: else' } : null);

  it('sends a merge resting on the weights to review, never one a strong key made', () => {
    const input = netInput(cols, [
      [0, 1],
      [0, 1],
    ]);
    const out = applySafetyNet({ ...input, unlike });
    expect(out.demoted.get(1)?.code).toBe('unlike-matches');
    expect(out.demoted.has(0)).toBe(false);
    const strong = netInput(cols, [[0, 1]], { reasonsOf: () => [{ code: 'same-gtin' }] });
    expect(applySafetyNet({ ...strong, unlike: () => unlike(1) }).demoted.size).toBe(0);
  });
});
