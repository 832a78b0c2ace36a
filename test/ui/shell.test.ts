import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/ui/router';
import { clampThreshold, movedBands, pairsBetween, totals } from '../../src/ui/overview/bands';
import { describeEntry, undoable, undoOf } from '../../src/ui/history/describe';
import { projectNameOf } from '../../src/ui/pending';
import { nextTheme } from '../../src/ui/theme';
import { announce, currentStatus, onAnnounce } from '../../src/ui/status';
import type { HistoryEntryView } from '../../src/client/app-client';

describe('hash routes', () => {
  it('parses start, import and project screens with query parameters', () => {
    expect(parseRoute('')).toEqual({ screen: 'start', params: {} });
    expect(parseRoute('#/')).toEqual({ screen: 'start', params: {} });
    expect(parseRoute('#/import')).toEqual({ screen: 'import', params: {} });
    expect(parseRoute('#/p/12')).toEqual({ screen: 'fields', projectId: 12, params: {} });
    expect(parseRoute('#/p/3/clusters?id=c1%202&sort=size')).toEqual({
      screen: 'clusters',
      projectId: 3,
      params: { id: 'c1 2', sort: 'size' },
    });
    expect(parseRoute('#/p/x/review')).toEqual({ screen: 'start', params: {} });
  });
});

describe('threshold bands from histogram bins', () => {
  const histogram = {
    merge: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5],
    review: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0],
    distinct: [10, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  };
  const t = totals(histogram);
  const run = { merge: 7, review: 7, distinct: 30 };
  it('sums the levels per bin and spreads a bin evenly over its width', () => {
    expect(t.reduce((a, b) => a + b, 0)).toBe(44);
    expect(pairsBetween(t, 0, 1)).toBeCloseTo(44, 9);
    expect(pairsBetween(t, 0.95, 1)).toBeCloseTo(5, 9);
    expect(pairsBetween(t, 0.975, 1)).toBeCloseTo(2.5, 9);
    expect(pairsBetween(t, 0.7, 0.8)).toBeCloseTo(7, 9);
    expect(pairsBetween(t, 0.5, 0.5)).toBe(0);
  });
  it("gives the run's own counts at its thresholds and moves pairs between bands when a marker moves", () => {
    expect(movedBands(t, run, 0.7, 0.7, 0.9, 0.9)).toEqual(run);
    // Merge threshold down from 0.9 to 0.75: the 4 + 0 + 0 pairs of [0.75, 0.9) would merge too.
    expect(movedBands(t, run, 0.7, 0.7, 0.9, 0.75)).toEqual({ merge: 11, review: 3, distinct: 30 });
    // Review threshold up from 0.7 to 0.75: the 3 pairs of [0.7, 0.75) become distinct.
    expect(movedBands(t, run, 0.7, 0.75, 0.9, 0.9)).toEqual({ merge: 7, review: 4, distinct: 33 });
    // Everything merges at 0; nothing is negative or lost.
    expect(movedBands(t, run, 0.7, 0, 0.9, 0)).toEqual({ merge: 44, review: 0, distinct: 0 });
    // Rule profiles (no merge threshold): merges stay.
    expect(movedBands(t, run, 0.7, 1, undefined, undefined)).toEqual({ merge: 7, review: 0, distinct: 37 });
  });
  it('clamps thresholds to [0, 1] in steps of 0.01', () => {
    expect(clampThreshold(-0.2)).toBe(0);
    expect(clampThreshold(1.3)).toBe(1);
    expect(clampThreshold(0.876)).toBe(0.88);
  });
});

describe('history entries', () => {
  const at = '2026-01-01T00:00:00Z';
  const entries: HistoryEntryView[] = [
    { id: 4, at, by: 'user', type: 'undo', target: 2, undone: false },
    {
      id: 3,
      at,
      by: 'user',
      type: 'golden-field',
      members: ['a', 'b'],
      field: 'city',
      value: '<b>x</b>',
      undone: false,
    },
    { id: 2, at, by: 'user', type: 'same', keys: ['a', 'b'], undone: true },
    {
      id: 1,
      at,
      by: 'auto',
      type: 'run',
      runId: 1,
      settingsVersion: 'v',
      counts: { records: 2, pairs: 1, merge: 1, review: 0, distinct: 0, clusters: 1 },
      undone: false,
    },
  ];
  it('describes each entry as text and offers Undo on entries in effect, Redo on undone ones', () => {
    expect(describeEntry(entries[2])).toBe('Same: a and b');
    // With the records' display labels, the entry names them by their values.
    expect(describeEntry({ ...entries[2], labels: { a: 'Ann Lee · Leeds', b: 'Anne Lee' } })).toBe(
      'Same: «Ann Lee · Leeds» (a) and «Anne Lee» (b)',
    );
    expect(describeEntry(entries[1])).toBe('Golden record: city set to «<b>x</b>»');
    expect(describeEntry(entries[0])).toBe('Undid entry #2');
    // With the log, an undo names what it undid, by the records' values.
    const labelled = entries.map((e) => (e.id === 2 ? { ...e, labels: { a: 'Ann Lee', b: 'Anne Lee' } } : e));
    expect(describeEntry(labelled[0], labelled)).toBe('Undid entry #2 (Same: «Ann Lee» (a) and «Anne Lee» (b))');
    const lock: HistoryEntryView = { id: 5, at, by: 'user', type: 'lock', members: ['a', 'b', 'c'], undone: false };
    expect(describeEntry({ ...lock, labels: { a: 'Ann Lee' } })).toBe(
      'Locked a cluster of 3 records: «Ann Lee» (a) and 2 others',
    );
    expect(entries.map(undoable)).toEqual([true, true, false, false]);
    expect(undoOf(entries, 2)?.id).toBe(4);
    expect(undoOf(entries, 3)).toBeUndefined();
  });
});

describe('shell helpers', () => {
  it('names projects from files, cycles themes, and announces to subscribers', () => {
    const f = (name: string) => ({ name }) as File;
    expect(projectNameOf([f('a.csv')])).toBe('a');
    expect(projectNameOf([f('a.csv'), f('b.TSV')])).toBe('a + b');
    expect(projectNameOf([f('a.csv'), f('b.csv'), f('c.csv')])).toBe('a + 2 more');
    expect([nextTheme('system'), nextTheme('light'), nextTheme('dark')]).toEqual(['light', 'dark', 'system']);
    const heard: string[] = [];
    const off = onAnnounce((t) => heard.push(t));
    announce('Marked same.');
    off();
    announce('not heard');
    expect(heard).toEqual(['Marked same.']);
    expect(currentStatus()).toBe('not heard');
  });
});
