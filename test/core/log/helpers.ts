import fc from 'fast-check';
import type { LogEntry, LogEntryDraft } from '../../../src/domain/log';
import type { HumanState } from '../../../src/core/log';

/** Give drafts ids 1.. and times, as the store would. */
export function stamp(drafts: LogEntryDraft[], firstId = 1): LogEntry[] {
  return drafts.map(
    (d, i) => ({ ...d, id: firstId + i, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }) as LogEntry,
  );
}

/** A comparable summary of a human state. */
export function summary(s: HumanState): unknown {
  const pairs = (list: HumanState['mustLinks']) => list.map((p) => `${p.keys[0]}|${p.keys[1]}#${p.entryId}`);
  return {
    same: pairs(s.mustLinks),
    different: pairs(s.cannotLinks),
    unsure: pairs(s.unsure),
    locks: s.locks.map((l) => `${l.entryId}:${[...l.members].sort().join(',')}`),
    golden: s.golden.map((g) => g.id),
    runs: s.runs.map((r) => r.id),
  };
}

const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const pair = fc.tuple(key, key).filter(([x, y]) => x !== y);

/** One random draft; `undo` targets are picked later from earlier ids. */
const draftArb: fc.Arbitrary<LogEntryDraft | { type: 'undo-pick'; pick: number }> = fc.oneof(
  fc.record({
    type: fc.constantFrom('same' as const, 'different' as const, 'unsure' as const),
    by: fc.constant('user' as const),
    keys: pair,
  }),
  fc.record({
    type: fc.constant('split' as const),
    by: fc.constant('user' as const),
    key,
    others: fc.uniqueArray(key, { maxLength: 4 }),
  }),
  fc.record({
    type: fc.constant('lock' as const),
    by: fc.constant('user' as const),
    members: fc.uniqueArray(key, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    type: fc.constant('golden-field' as const),
    by: fc.constant('user' as const),
    members: fc.uniqueArray(key, { minLength: 1, maxLength: 3 }),
    field: fc.constantFrom('name', 'city'),
    value: fc.string({ maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('undo-pick' as const), pick: fc.nat() }),
);

/** A random valid log of up to `max` entries (undos target earlier entries). */
export const logArb = (max = 30): fc.Arbitrary<LogEntry[]> =>
  fc.array(draftArb, { maxLength: max }).map((items) => {
    const drafts: LogEntryDraft[] = [];
    for (const item of items) {
      if (item.type === 'undo-pick') {
        if (drafts.length > 0)
          drafts.push({ type: 'undo', by: 'user', target: 1 + ((item as { pick: number }).pick % drafts.length) });
      } else drafts.push(item as LogEntryDraft);
    }
    return stamp(drafts);
  });
