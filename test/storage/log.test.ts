import { describe, expect, it, vi } from 'vitest';
import { replayLog } from '../../src/core/log';
import {
  appendLog,
  appendLogEntries,
  createProject,
  DB_VERSION,
  getProject,
  openDoppelDb,
  readLog,
  readRecordLog,
  StorageClosedError,
  type ClosedReport,
} from '../../src/storage';
import { freshDb } from './helpers';

describe('log store', () => {
  it('appends entries with increasing ids and reads them back in order, per project', async () => {
    const { db } = await freshDb();
    const a = await createProject(db, { name: 'a' });
    const b = await createProject(db, { name: 'b' });
    const e1 = await appendLog(db, a.id, { type: 'same', by: 'user', keys: ['x', 'y'], why: 'same phone' });
    await appendLog(db, b.id, { type: 'note', by: 'user', text: 'other project' });
    const e2 = await appendLog(db, a.id, {
      type: 'different',
      by: 'user',
      keys: ['y', 'z'],
      at: '2026-05-01T10:00:00.000Z',
    });
    const e3 = await appendLog(db, a.id, { type: 'undo', by: 'user', target: e1.id });
    expect(e1.id).toBeLessThan(e2.id);
    expect(e2.id).toBeLessThan(e3.id);
    expect(Date.parse(e1.at)).not.toBeNaN();
    expect(e2.at).toBe('2026-05-01T10:00:00.000Z');
    const log = await readLog(db, a.id);
    expect(log).toEqual([e1, e2, e3]);
    expect(log[0]).not.toHaveProperty('projectId');
    expect(replayLog(log).mustLinks).toHaveLength(0);
    expect((await getProject(db, a.id))?.counts.decisions).toBe(3);
    db.close();
  });

  it('writes a refit mark with the entries, naming the last one, in the same transaction', async () => {
    const { db } = await freshDb();
    const a = await createProject(db, { name: 'a' });
    const [, e2] = await appendLogEntries(
      db,
      a.id,
      [
        { type: 'same', by: 'user', keys: ['x', 'y'] },
        { type: 'different', by: 'user', keys: ['y', 'z'] },
      ],
      (through) => ({ runId: 7, through, fittedOn: 2, refits: 1 }),
    );
    const p = await getProject(db, a.id);
    expect(p?.refit).toEqual({ runId: 7, through: e2.id, fittedOn: 2, refits: 1 });
    expect(p?.counts.decisions).toBe(2);
    db.close();
  });

  it('finds the entries about one record through the byRecord index', async () => {
    const { db } = await freshDb();
    const a = await createProject(db, { name: 'a' });
    const b = await createProject(db, { name: 'b' });
    const [s, , g] = await appendLogEntries(db, a.id, [
      { type: 'same', by: 'user', keys: ['x', 'y'] },
      { type: 'different', by: 'user', keys: ['y', 'z'] },
      { type: 'golden-field', by: 'user', members: ['x', 'y', 'w'], field: 'name', value: 'Acme', from: 'x' },
    ]);
    await appendLog(db, b.id, { type: 'same', by: 'user', keys: ['x', 'q'] });
    expect((await readRecordLog(db, a.id, 'x')).map((e) => e.id)).toEqual([s.id, g.id]);
    expect(await readRecordLog(db, a.id, 'nobody')).toEqual([]);
    db.close();
  });

  it('rejects invalid entries and entries for a missing project without writing', async () => {
    const { db } = await freshDb();
    const a = await createProject(db, { name: 'a' });
    await expect(appendLog(db, a.id, { type: 'same', by: 'user', keys: ['x', 'x'] })).rejects.toThrow(/itself/);
    await expect(appendLog(db, 999, { type: 'note', by: 'user', text: 'hi' })).rejects.toThrow(
      /project 999 does not exist/,
    );
    await expect(
      appendLogEntries(db, a.id, [{ type: 'note', by: 'user', text: 'ok' }, { type: 'undo', by: 'user' } as never]),
    ).rejects.toThrow(/target/);
    expect(await readLog(db, a.id)).toEqual([]);
    db.close();
  });

  it('keeps every entry when two connections (two tabs) append at once', async () => {
    const { db: tab1, factory } = await freshDb();
    const tab2 = await openDoppelDb('doppel-test', { factory });
    const p = await createProject(tab1, { name: 'shared' });
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      writes.push(appendLog(tab1, p.id, { type: 'same', by: 'user', keys: ['t1', `r${i}`] }));
      writes.push(appendLog(tab2, p.id, { type: 'different', by: 'user', keys: ['t2', `r${i}`] }));
    }
    await Promise.all(writes);
    const log = await readLog(tab2, p.id);
    expect(log).toHaveLength(80);
    expect(new Set(log.map((e) => e.id)).size).toBe(80);
    const fromTab = (k: string) =>
      log
        .filter((e) => 'keys' in e && e.keys?.includes(k))
        .map((e) => (e as { keys: string[] }).keys.find((x) => x !== k));
    expect(fromTab('t1')).toEqual(Array.from({ length: 40 }, (_, i) => `r${i}`));
    expect(fromTab('t2')).toEqual(Array.from({ length: 40 }, (_, i) => `r${i}`));
    // The project's counter is updated in the same transactions: no lost update either.
    expect((await getProject(tab1, p.id))?.counts.decisions).toBe(80);
    tab1.close();
    tab2.close();
  });

  it('closes and reports when another tab opens a newer schema, then fails writes clearly', async () => {
    const reports: ClosedReport[] = [];
    const { db, factory } = await freshDb({ onClosed: (r) => reports.push(r) });
    const p = await createProject(db, { name: 'old tab' });
    const blocked = vi.fn();
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open('doppel-test', DB_VERSION + 1);
      req.onblocked = blocked;
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    expect(blocked).not.toHaveBeenCalled();
    expect(reports).toEqual([
      expect.objectContaining({ reason: 'versionchange', oldVersion: DB_VERSION, newVersion: DB_VERSION + 1 }),
    ]);
    expect(reports[0].message).toMatch(/another tab/);
    await expect(appendLog(db, p.id, { type: 'note', by: 'user', text: 'late' })).rejects.toBeInstanceOf(
      StorageClosedError,
    );
    newer.close();
  });
});
