import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import {
  appendLog,
  DB_VERSION,
  getProject,
  listSources,
  openDoppelDb,
  readLog,
  readRecordLog,
  readSourceTable,
  upgrade,
} from '../../src/storage';
import { createV1Stores } from '../../src/storage/schema-v1';
import { makeTable } from './helpers';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** A database as version 1 wrote it: one project, one source, a few log entries (no recordRefs). */
async function writeV1(factory: IDBFactory, name: string): Promise<void> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => createV1Stores(open.result);
  await writeRows(await request(open));
}

/** The same project written into a database already at `version` (created before). */
async function writeV1Rows(factory: IDBFactory, name: string, version: number): Promise<void> {
  await writeRows(await request(factory.open(name, version)));
}

async function writeRows(db: IDBDatabase): Promise<void> {
  const tx = db.transaction(['projects', 'sources', 'rows', 'log'], 'readwrite');
  const at = '2026-01-02T03:04:05.000Z';
  const projectId = (await request(
    tx.objectStore('projects').add({
      name: 'v1 project',
      created: at,
      lastOpened: at,
      counts: { sources: 1, records: 3, runs: 0, decisions: 3 },
      settings: { profile: 'suppliers' },
    }),
  )) as number;
  const table = makeTable('old.csv', 3);
  const sourceId = (await request(
    tx.objectStore('sources').add({
      projectId,
      status: 'complete',
      source: table.source,
      format: table.format,
      issues: [],
      issueCounts: {},
      rowCount: 3,
      chunkRows: 10_000,
      chunkCount: 1,
      created: at,
    }),
  )) as number;
  await request(
    tx
      .objectStore('rows')
      .add({ projectId, sourceId, chunk: 0, cells: table.cells, keys: table.keys, lines: table.lines }),
  );
  const log = tx.objectStore('log');
  await request(log.add({ projectId, type: 'same', by: 'user', at, keys: ['old.csv:1', 'old.csv:2'] }));
  await request(log.add({ projectId, type: 'split', by: 'user', at, key: 'old.csv:3', others: ['old.csv:1'] }));
  await request(log.add({ projectId, type: 'undo', by: 'user', at, target: 1 }));
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

describe('schema upgrades', () => {
  it('is at version 3', () => {
    expect(DB_VERSION).toBe(3);
  });

  it('upgrades a v1 database: data intact, old log entries indexed by record, appends continue', async () => {
    const factory = new IDBFactory();
    await writeV1(factory, 'doppel-old');
    const db = await openDoppelDb('doppel-old', { factory });
    expect(db.version).toBe(3);
    expect([...db.objectStoreNames].sort()).toEqual([
      'log',
      'pairs',
      'predictions',
      'projects',
      'rows',
      'runs',
      'sources',
    ]);
    const [project] = await db.getAll('projects');
    expect(project).toMatchObject({ name: 'v1 project', settings: { profile: 'suppliers' } });
    const [source] = await listSources(db, project.id);
    expect((await readSourceTable(db, source.id)).keys).toEqual(['old.csv:1', 'old.csv:2', 'old.csv:3']);
    const log = await readLog(db, project.id);
    expect(log.map((e) => e.type)).toEqual(['same', 'split', 'undo']);
    expect((await readRecordLog(db, project.id, 'old.csv:1')).map((e) => e.id)).toEqual([1, 2]);
    expect((await readRecordLog(db, project.id, 'old.csv:3')).map((e) => e.type)).toEqual(['split']);
    const next = await appendLog(db, project.id, { type: 'different', by: 'user', keys: ['old.csv:2', 'old.csv:3'] });
    expect(next.id).toBe(4);
    expect((await readRecordLog(db, project.id, 'old.csv:2')).map((e) => e.id)).toEqual([1, 4]);
    expect((await getProject(db, project.id))?.counts.decisions).toBe(4);
    db.close();
    // Opening again at the same version changes nothing.
    const again = await openDoppelDb('doppel-old', { factory });
    expect(await readLog(again, project.id)).toHaveLength(4);
    again.close();
  });

  it('upgrades a v2 database to v3: a predictions store indexed by project, the sources as they were', async () => {
    const factory = new IDBFactory();
    const open = factory.open('doppel-v2', 2);
    open.onupgradeneeded = (e) => upgrade(open.result, e.oldVersion, 2, open.transaction!);
    const v2 = await request(open);
    expect([...v2.objectStoreNames]).not.toContain('predictions');
    v2.close();
    await writeV1Rows(factory, 'doppel-v2', 2);
    const db = await openDoppelDb('doppel-v2', { factory });
    expect(db.version).toBe(3);
    expect([...db.transaction('predictions').store.indexNames]).toEqual(['byProject']);
    const [project] = await db.getAll('projects');
    const [source] = await listSources(db, project.id);
    expect((await readSourceTable(db, source.id)).cells[0]).toEqual([
      'old.csv-name-0',
      'old.csv-name-1',
      'old.csv-name-2',
    ]);
    expect(await db.count('predictions')).toBe(0);
    db.close();
  });

  it('creates the current schema on an empty factory', async () => {
    const factory = new IDBFactory();
    const db = await openDoppelDb('fresh', { factory });
    expect(db.version).toBe(DB_VERSION);
    expect([...db.transaction('log').store.indexNames].sort()).toEqual(['byProject', 'byRecord']);
    db.close();
  });

  it('waits for an older tab that does not close, telling the app it is blocked', async () => {
    const factory = new IDBFactory();
    await writeV1(factory, 'doppel-busy');
    const old = await request(factory.open('doppel-busy', 1)); // an old tab that ignores versionchange
    let blocked = 0;
    const opening = openDoppelDb('doppel-busy', { factory, onBlocked: () => blocked++ });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(blocked).toBe(1);
    old.close();
    const db = await opening;
    expect(db.version).toBe(DB_VERSION);
    db.close();
  });
});
