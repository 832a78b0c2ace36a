import { afterEach, describe, expect, it } from 'vitest';
import {
  appendLog,
  exportProject,
  importProject,
  listProjects,
  writeTx,
  completeRun,
  createProject,
  getProject,
  latestRun,
  listSources,
  putSourceTable,
  readLog,
  readRunPairs,
  readSourceTable,
  saveRun,
  StorageFullError,
  type RunPairs,
} from '../../src/storage';
import { failWritesFrom, freshDb, makeTable } from './helpers';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function pairsOf(n: number): RunPairs {
  return {
    left: Uint32Array.from({ length: n }, (_, p) => p),
    right: Uint32Array.from({ length: n }, (_, p) => p + 1),
    levels: new Uint8Array(n).fill(1),
    scores: new Float32Array(n).fill(0.5),
    reasons: Array.from({ length: n }, () => [{ code: 'review-band' }]),
  };
}
const summary = { records: 10, pairs: 10, merge: 0, review: 10, distinct: 0, clusters: 10 };

describe('a full disk', () => {
  it('aborts a source write with a clear message, removes its chunks and keeps earlier data', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'q' });
    const a = await putSourceTable(db, p.id, makeTable('a.csv', 30), { chunkRows: 10 });
    restore = failWritesFrom(3); // meta (1), first chunk (2), second chunk fails
    const error = await putSourceTable(db, p.id, makeTable('b.csv', 50), { chunkRows: 10, chunksPerTx: 1 }).catch(
      (e: unknown) => e,
    );
    restore();
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toMatch(/Storage is full: could not save source «b\.csv» \(rows 11–20\)/);
    expect((await listSources(db, p.id)).map((s) => s.id)).toEqual([a.id]);
    expect((await db.getAll('rows')).every((c) => c.sourceId === a.id)).toBe(true);
    expect((await readSourceTable(db, a.id)).keys).toEqual(makeTable('a.csv', 30).keys);
    expect((await getProject(db, p.id))?.counts).toMatchObject({ sources: 1, records: 30 });
    db.close();
  });

  it('leaves no partial run visible and the previous run intact', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'q' });
    const first = await saveRun(db, p.id, { settings: {}, settingsVersion: 'a', pairs: pairsOf(25), chunkPairs: 10 });
    await completeRun(db, first, summary);
    for (const failAt of [3, 5]) {
      restore = failWritesFrom(failAt); // run (1), then pairs chunks two per transaction
      const error = await saveRun(db, p.id, {
        settings: {},
        settingsVersion: 'b',
        pairs: pairsOf(100),
        chunkPairs: 10,
        chunksPerTx: 2,
      }).catch((e: unknown) => e);
      restore();
      expect(error).toBeInstanceOf(StorageFullError);
      expect((error as Error).message).toMatch(/candidate pairs/);
    }
    expect((await db.getAll('runs')).map((r) => r.id)).toEqual([first]);
    expect((await db.getAll('pairs')).every((c) => c.runId === first)).toBe(true);
    expect((await latestRun(db, p.id))?.id).toBe(first);
    expect((await readRunPairs(db, first, 0, 100)).left.length).toBe(25);
    db.close();
  });

  it('keeps a run invisible when its completion cannot be written', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'q' });
    const id = await saveRun(db, p.id, { settings: {}, settingsVersion: 'a', pairs: pairsOf(5) });
    restore = failWritesFrom(1);
    await expect(completeRun(db, id, summary)).rejects.toBeInstanceOf(StorageFullError);
    restore();
    expect(await latestRun(db, p.id)).toBeUndefined();
    expect(await readLog(db, p.id)).toEqual([]);
    db.close();
  });

  it('rejects a decision that cannot be stored, so the UI never confirms it', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'q' });
    const kept = await appendLog(db, p.id, { type: 'same', by: 'user', keys: ['a', 'b'] });
    restore = failWritesFrom(1);
    const error = await appendLog(db, p.id, { type: 'different', by: 'user', keys: ['c', 'd'] }).catch(
      (e: unknown) => e,
    );
    restore();
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as StorageFullError).what).toBe('the decision «different» on c / d');
    expect(await readLog(db, p.id)).toEqual([kept]);
    expect((await getProject(db, p.id))?.counts.decisions).toBe(1);
    db.close();
  });

  it('rolls back a whole transaction when a request fails asynchronously', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'q' });
    const error = await writeTx(db, ['projects'], 'two projects', async (tx) => {
      const store = tx.objectStore('projects');
      await store.put({ ...p, name: 'renamed' });
      await store.add({ ...p }); // the key exists: ConstraintError after the put succeeded
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/Could not save two projects/);
    expect((await getProject(db, p.id))?.name).toBe('q');
    db.close();
  });

  it('leaves no half-imported project when a project file does not fit', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'original' });
    await putSourceTable(db, p.id, makeTable('a.csv', 30), { chunkRows: 10 });
    await appendLog(db, p.id, { type: 'same', by: 'user', keys: ['a.csv:1', 'a.csv:2'] });
    const file = await exportProject(db, p.id, { rows: true });
    restore = failWritesFrom(4); // project, source meta, first chunk, then full
    await expect(importProject(db, file)).rejects.toBeInstanceOf(StorageFullError);
    restore();
    expect((await listProjects(db)).map((x) => x.id)).toEqual([p.id]);
    expect((await db.getAll('rows')).every((c) => c.projectId === p.id)).toBe(true);
    expect((await db.getAll('log')).every((e) => e.projectId === p.id)).toBe(true);
    db.close();
  });
});
