import { describe, expect, it } from 'vitest';
import { matchWeightReason, type Reason } from '../../src/domain/decision';
import { isElided, ReasonInterner, withReason } from '../../src/engine/reason-table';

describe('ReasonInterner', () => {
  it('stores each distinct list once and gives pairs back their own reasons', () => {
    const interner = new ReasonInterner();
    const a: Reason[] = [{ code: 'years-differ', detail: '2025 vs 2026' }];
    const b: Reason[] = [{ code: 'match-weight', detail: '-3.1', weight: -3.1 }];
    const ids = Uint32Array.from([
      interner.intern(a),
      interner.intern(b),
      interner.intern([{ ...a[0] }]),
      interner.intern([]),
    ]);
    const column = interner.column(ids);
    expect(column.lists).toHaveLength(3);
    expect(ids[0]).toBe(ids[2]);
    expect(column.at(1)).toEqual(b);
    expect(column.at(3)).toEqual([]);
    expect(column.slice(0, 2)).toEqual([a, b]);
  });

  it('tells apart lists that differ in a value, a property, its type, the order or -0', () => {
    const interner = new ReasonInterner();
    const lists = [
      [{ code: 'x', weight: 0 }],
      [{ code: 'x', weight: -0 }],
      [{ code: 'x', detail: '0' }],
      [{ code: 'x' }],
      [{ code: 'x', detail: undefined }],
      [{ code: 'x' }, { code: 'y' }],
      [{ code: 'y' }, { code: 'x' }],
      [{ code: 'x;y' }],
      [{ code: 'x', detail: '' }],
      [{ detail: '0', code: 'x' }],
      [{ code: 'x', detail: '0', weight: 1 }],
      [{ code: 'y', detail: '0' }],
      [{ code: 'x', detail: '0', weight: 0 }],
      [{ code: 'x', detail: '0', weight: -0 }],
      [{ code: 'x', detail: '0\u0000n1', weight: 1 }],
      [{ code: 'x', weight: 1, detail: '0' }],
    ] as unknown as Reason[][]; // codes outside the registry: the interner keys any list
    const ids = lists.map((l) => interner.intern(l));
    expect(new Set(ids).size).toBe(lists.length);
    // The same lists again (fresh objects) find their ids.
    expect(lists.map((l) => interner.intern(l.map((r) => ({ ...r }))))).toEqual(ids);
  });

  it('hands out frozen shared lists, so a consumer cannot change another pair', () => {
    const interner = new ReasonInterner();
    const column = interner.column(Uint32Array.of(interner.intern([{ code: 'prior' }])));
    expect(Object.isFrozen(column.at(0))).toBe(true);
    expect(Object.isFrozen(column.at(0)[0])).toBe(true);
  });
});

describe('elided reason lists', () => {
  it('keeps codes (and the match weight) once per code list, and reads the details of each pair again', () => {
    const interner = new ReasonInterner();
    const pairs: Reason[][] = [
      [
        { code: 'model-different', detail: '16amn7 vs 16irx9' },
        { code: 'similar-name', detail: '0.71' },
      ],
      [
        { code: 'model-different', detail: 'a1 vs b2' },
        { code: 'similar-name', detail: '0.64' },
      ],
      [{ code: 'match-weight', detail: '-3.1', weight: -3.1 }],
    ];
    const ids = Uint32Array.from(pairs, (list) => interner.internCodes(list));
    expect(ids[0]).toBe(ids[1]);
    const column = interner.column(ids, (p) => pairs[p]);
    expect(column.lists).toHaveLength(2);
    expect(column.lists[ids[0]]).toEqual([{ code: 'model-different' }, { code: 'similar-name' }]);
    expect(column.lists[ids[2]]).toEqual(pairs[2]);
    expect(pairs.map((_, p) => column.at(p))).toEqual(pairs);
    expect(column.slice(0, 3)).toEqual(pairs);
    // Without a way to read the details again, the codes are what is shown.
    expect(interner.column(ids).at(1)).toEqual([{ code: 'model-different' }, { code: 'similar-name' }]);
  });

  it('stays elided when interned again or with one reason replaced', () => {
    const first = new ReasonInterner();
    const id = first.internCodes([{ code: 'years-differ', detail: 'a' }, matchWeightReason(2)]);
    const list = first.column(Uint32Array.of(id)).lists[id];
    expect(isElided(list)).toBe(true);
    const second = new ReasonInterner();
    expect(isElided(second.column(Uint32Array.of(second.intern(list))).lists[0])).toBe(true);
    const reshown = withReason(list, 1, matchWeightReason(3));
    expect(isElided(reshown)).toBe(true);
    expect(reshown).toEqual([{ code: 'years-differ' }, matchWeightReason(3)]);
    expect(isElided(withReason([{ code: 'years-differ', detail: 'a' }], 0, { code: 'antonym' }))).toBe(false);
  });
});
