import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  constraintsFor,
  dependentsOf,
  indexKeys,
  LogError,
  replayLog,
  undoDraft,
  validateLogDraft,
  validateLogEntry,
} from '../../../src/core/log';
import type { LogEntry } from '../../../src/domain/log';
import { logArb, stamp, summary } from './helpers';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Constraint pairs mapped back to record keys, as sorted strings. */
function asKeys(result: ReturnType<typeof constraintsFor>, keys: readonly string[]) {
  const named = (l: Uint32Array, r: Uint32Array) =>
    Array.from(l, (x, i) => [keys[x], keys[r[i]]].sort().join('|')).sort();
  return {
    same: named(result.same.left, result.same.right),
    different: named(result.different.left, result.different.right),
  };
}

describe('constraintsFor', () => {
  it('maps key decisions onto record indices, left < right, sorted', () => {
    const state = replayLog(
      stamp([
        { type: 'same', by: 'user', keys: ['c', 'a'] },
        { type: 'different', by: 'user', keys: ['b', 'd'] },
        { type: 'unsure', by: 'user', keys: ['a', 'b'] },
      ]),
    );
    const keys = ['d', 'c', 'b', 'a'];
    const c = constraintsFor(state, indexKeys(keys));
    expect(Array.from(c.same.left)).toEqual([1]);
    expect(Array.from(c.same.right)).toEqual([3]);
    expect(Array.from(c.different.left)).toEqual([0]);
    expect(Array.from(c.different.right)).toEqual([2]);
    expect(Array.from(c.sameEntries)).toEqual([1]);
    expect(c.orphaned).toEqual([]);
  });

  it('keeps decisions on records missing after a re-import and reports them as orphaned', () => {
    const state = replayLog(
      stamp([
        { type: 'same', by: 'user', keys: ['a', 'b'] },
        { type: 'different', by: 'user', keys: ['a', 'gone'] },
        { type: 'lock', by: 'user', members: ['a', 'b', 'lost'] },
      ]),
    );
    const c = constraintsFor(state, (k) => (k === 'a' ? 0 : k === 'b' ? 1 : undefined));
    expect(c.orphaned).toEqual([
      { entryId: 2, decision: 'different', missing: ['gone'] },
      { entryId: 3, decision: 'lock', missing: ['lost'] },
    ]);
    expect(c.different.left.length).toBe(0);
    expect(state.cannotLinks).toHaveLength(1);
    // The lock's present members stay together; its must-link a–b already has its own decision.
    expect(c.locked).toEqual([{ entryId: 3, records: Uint32Array.from([0, 1]) }]);
    expect(c.same.left.length).toBe(1);
  });

  it('turns a lock into must-links from its smallest key unless the pair has a decision', () => {
    const state = replayLog(
      stamp([
        { type: 'lock', by: 'user', members: ['c', 'a', 'b'] },
        { type: 'different', by: 'user', keys: ['a', 'c'] },
      ]),
    );
    const c = constraintsFor(state, indexKeys(['a', 'b', 'c']));
    expect(asKeys(c, ['a', 'b', 'c'])).toEqual({ same: ['a|b'], different: ['a|c'] });
  });

  it('keeps decisions across any permutation of record order (keys, not indices)', () => {
    fc.assert(
      fc.property(logArb(), fc.shuffledSubarray(KEYS, { minLength: KEYS.length }), (log, order) => {
        const state = replayLog(log);
        const base = asKeys(constraintsFor(state, indexKeys(KEYS)), KEYS);
        expect(asKeys(constraintsFor(state, indexKeys(order)), order)).toEqual(base);
      }),
      { numRuns: 200 },
    );
  });
});

describe('replay properties', () => {
  it('is deterministic: the same entries in any input order give the same state', () => {
    fc.assert(
      fc.property(logArb(), fc.infiniteStream(fc.nat()), (log, seeds) => {
        const shuffled = [...log];
        const it = seeds[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (it.next().value as number) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        expect(summary(replayLog(shuffled))).toEqual(summary(replayLog(log)));
      }),
      { numRuns: 200 },
    );
  });

  it('restores the state after undo(x) then undo(undo(x))', () => {
    fc.assert(
      fc.property(logArb(), fc.nat(), (log, pick) => {
        const state = replayLog(log);
        const live = log.filter((e) => !state.undone.has(e.id));
        fc.pre(live.length > 0);
        const x = live[pick % live.length];
        const u = stamp([undoDraft(log, x.id).draft], log.length + 1)[0];
        const afterUndo = [...log, u];
        const redo = stamp([undoDraft(afterUndo, u.id).draft], u.id + 1)[0];
        expect(replayLog(afterUndo).undone.has(x.id)).toBe(true);
        expect(summary(replayLog([...afterUndo, redo]))).toEqual(summary(state));
      }),
      { numRuns: 200 },
    );
  });
});

describe('undo helpers', () => {
  const log: LogEntry[] = stamp([
    { type: 'same', by: 'user', keys: ['a', 'b'] },
    { type: 'golden-field', by: 'user', members: ['a', 'b', 'c'], field: 'name', value: 'Acme', from: 'a' },
    { type: 'golden-field', by: 'user', members: ['a', 'c'], field: 'city', value: 'Riga' },
    { type: 'lock', by: 'user', members: ['b', 'a'] },
    { type: 'undo', by: 'user', target: 4 },
  ]);

  it('reports later in-effect cluster decisions built on a link', () => {
    expect(dependentsOf(log, 1).map((e) => e.id)).toEqual([2]);
    expect(undoDraft(log, 1, 'wrong call')).toEqual({
      draft: { type: 'undo', by: 'user', target: 1, why: 'wrong call' },
      dependents: [log[1]],
    });
  });

  it('refuses to undo an absent or already undone entry, naming the undo to revert', () => {
    expect(() => undoDraft(log, 99)).toThrow(LogError);
    expect(() => undoDraft(log, 4)).toThrow(/already undone by entry 5/);
    expect(undoDraft(log, 5).draft).toEqual({ type: 'undo', by: 'user', target: 5 });
  });
});

describe('validation', () => {
  it('accepts well-formed drafts and entries and names the problem of bad ones', () => {
    expect(validateLogDraft({ type: 'same', by: 'user', keys: ['a', 'b'] })).toBeTruthy();
    expect(validateLogEntry({ ...stamp([{ type: 'note', by: 'user', text: 'x' }])[0] })).toBeTruthy();
    expect(() => validateLogDraft({ type: 'same', by: 'user', keys: ['a'] })).toThrow(/two record keys/);
    expect(() => validateLogDraft({ type: 'merge', by: 'user' })).toThrow(/unknown type/);
    expect(() => validateLogDraft({ type: 'undo', by: 'robot', target: 1 })).toThrow(/by must be/);
    expect(() => validateLogEntry({ type: 'undo', by: 'user', target: 1, id: -1, at: '2026-01-01T00:00:00Z' })).toThrow(
      /positive integer/,
    );
  });
});
