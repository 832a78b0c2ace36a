import { describe, expect, it } from 'vitest';
import { goldenOverridesFor, isInEffect, humanDecisionOn, replayLog } from '../../../src/core/log';
import { stamp } from './helpers';

describe('replayLog', () => {
  it('lets the latest decision on a pair win, whatever the key order', () => {
    const log = stamp([
      { type: 'same', by: 'user', keys: ['a', 'b'] },
      { type: 'different', by: 'user', keys: ['b', 'a'] },
      { type: 'unsure', by: 'user', keys: ['c', 'd'] },
    ]);
    const s = replayLog(log);
    expect(humanDecisionOn(s, 'a', 'b')).toMatchObject({ decision: 'different', entryId: 2 });
    expect(s.mustLinks).toHaveLength(0);
    expect(s.cannotLinks.map((p) => p.keys)).toEqual([['a', 'b']]);
    expect(s.unsure.map((p) => p.keys)).toEqual([['c', 'd']]);
  });

  it('undoes any entry selectively: the earlier decision on that pair comes back', () => {
    const log = stamp([
      { type: 'same', by: 'user', keys: ['a', 'b'] },
      { type: 'same', by: 'user', keys: ['c', 'd'] },
      { type: 'different', by: 'user', keys: ['a', 'b'] },
      { type: 'undo', by: 'user', target: 3 },
    ]);
    const s = replayLog(log);
    expect(humanDecisionOn(s, 'a', 'b')).toMatchObject({ decision: 'same', entryId: 1 });
    expect(humanDecisionOn(s, 'c', 'd')?.decision).toBe('same');
    expect([...s.undone]).toEqual([3]);
  });

  it('treats an undo of an undo as a redo', () => {
    const base = stamp([
      { type: 'same', by: 'user', keys: ['a', 'b'] },
      { type: 'undo', by: 'user', target: 1 },
    ]);
    expect(humanDecisionOn(replayLog(base), 'a', 'b')).toBeUndefined();
    const redone = [...base, ...stamp([{ type: 'undo', by: 'user', target: 2 }], 3)];
    expect(humanDecisionOn(replayLog(redone), 'a', 'b')?.decision).toBe('same');
    expect(isInEffect(redone, 1)).toBe(true);
    expect(isInEffect(redone, 2)).toBe(false);
  });

  it('expands a split into cannot-links to the members at the time; a later «same» overrides one', () => {
    const log = stamp([
      { type: 'split', by: 'user', key: 'x', others: ['a', 'b', 'c'] },
      { type: 'same', by: 'user', keys: ['b', 'x'] },
    ]);
    const s = replayLog(log);
    expect(s.cannotLinks.map((p) => `${p.keys.join('-')}:${p.via}`)).toEqual(['a-x:split', 'c-x:split']);
    expect(s.mustLinks.map((p) => p.keys.join('-'))).toEqual(['b-x']);
  });

  it('turns a merge of clusters into a must-link and keeps locks', () => {
    const log = stamp([
      { type: 'merge-clusters', by: 'user', keys: ['a', 'd'], members: [['a', 'b'], ['d']] },
      { type: 'lock', by: 'user', members: ['a', 'b', 'd'] },
      {
        type: 'run',
        by: 'auto',
        runId: 7,
        settingsVersion: 'v1',
        counts: { records: 3, pairs: 2, merge: 1, review: 1, distinct: 0, clusters: 2 },
      },
      { type: 'note', by: 'user', text: 'checked by phone' },
    ]);
    const s = replayLog(log);
    expect(s.mustLinks.map((p) => `${p.keys.join('-')}:${p.via}`)).toEqual(['a-d:merge-clusters']);
    expect(s.locks).toEqual([{ entryId: 2, members: ['a', 'b', 'd'] }]);
    expect(s.runs.map((r) => r.runId)).toEqual([7]);
    expect(s.notes).toHaveLength(1);
  });

  it('keeps the latest golden choice per cluster and field, and applies it to a cluster holding most of its members', () => {
    const log = stamp([
      { type: 'golden-field', by: 'user', members: ['a', 'b', 'c'], field: 'name', value: 'Acme', from: 'a' },
      { type: 'golden-field', by: 'user', members: ['c', 'b', 'a'], field: 'name', value: 'ACME Ltd', from: 'b' },
      { type: 'golden-field', by: 'user', members: ['a', 'b', 'c'], field: 'city', value: 'Riga' },
    ]);
    const s = replayLog(log);
    expect(s.golden.map((g) => g.id)).toEqual([2, 3]);
    expect(goldenOverridesFor(s, ['a', 'b', 'z']).get('name')?.value).toBe('ACME Ltd');
    // The source record left the cluster: its value no longer applies; a typed value still does.
    expect(goldenOverridesFor(s, ['a', 'c', 'z']).has('name')).toBe(false);
    expect(goldenOverridesFor(s, ['a', 'c', 'z']).get('city')?.value).toBe('Riga');
    // Only one of three members left: not the same cluster any more.
    expect(goldenOverridesFor(s, ['b', 'y']).size).toBe(0);
  });

  it('reports, and skips, undo entries that target unknown or later entries, duplicates and self pairs', () => {
    const log = stamp(
      [
        { type: 'undo', by: 'user', target: 2 },
        { type: 'same', by: 'user', keys: ['a', 'a'] },
        { type: 'undo', by: 'user', target: 13 },
        { type: 'same', by: 'user', keys: ['a', 'b'] },
      ],
      10,
    );
    const s = replayLog([...log, log[3]]);
    expect(s.problems.map((p) => p.problem).sort()).toEqual([
      'duplicate-id',
      'self-pair',
      'undo-later-target',
      'undo-unknown-target',
    ]);
    expect(humanDecisionOn(s, 'a', 'b')?.decision).toBe('same');
  });
});
