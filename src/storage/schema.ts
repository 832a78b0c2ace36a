/**
 * Schema versions and upgrades. Each version has one migration from the version before it; opening
 * an older database runs every migration in turn, inside the versionchange transaction.
 *
 * v1: projects, sources, rows, runs, pairs, log (see schema-v1.ts, frozen).
 * v2: log entries carry `recordRefs` (`[projectId, recordKey]` per record they are about) and a
 *     multiEntry index `byRecord` on them, so the pair card and cluster detail can show a record's
 *     earlier decisions without reading the whole log; existing entries are back-filled.
 * v3: a `predictions` store (key `[projectId, chunk]`, index `byProject`) holding the Splink
 *     predictions of a project imported from Splink's results as typed-array chunks; projects that
 *     stored them earlier as a `splink:predictions` text source keep working from that source.
 */
import { entryRecords } from '../core/log/undo';
import type { LogEntry } from '../domain/log';
import { createV1Stores } from './schema-v1';

/** The current schema version. */
export const DB_VERSION = 3;

/** The `[projectId, recordKey]` refs of a log entry (unique, sorted). */
export function recordRefs(projectId: number, entry: LogEntry): [number, string][] {
  return [...new Set(entryRecords(entry))].sort().map((k) => [projectId, k]);
}

function v1ToV2(tx: IDBTransaction): void {
  const log = tx.objectStore('log');
  log.createIndex('byRecord', 'recordRefs', { multiEntry: true });
  const cursorRequest = log.openCursor();
  cursorRequest.onsuccess = () => {
    const cursor = cursorRequest.result;
    if (!cursor) return;
    const entry = cursor.value as LogEntry & { projectId: number };
    cursor.update({ ...entry, recordRefs: recordRefs(entry.projectId, entry) });
    cursor.continue();
  };
}

/** Migration to version `v` (index v − 1). */
const MIGRATIONS: ((db: IDBDatabase, tx: IDBTransaction) => void)[] = [
  (db) => createV1Stores(db),
  (_db, tx) => v1ToV2(tx),
  (db) =>
    db.createObjectStore('predictions', { keyPath: ['projectId', 'chunk'] }).createIndex('byProject', 'projectId'),
];

/** Bring a database from `oldVersion` to `newVersion` (run inside `upgradeneeded`). */
export function upgrade(db: IDBDatabase, oldVersion: number, newVersion: number, tx: IDBTransaction): void {
  if (newVersion > MIGRATIONS.length) throw new Error(`No migration to schema version ${newVersion}.`);
  for (let v = oldVersion + 1; v <= newVersion; v++) MIGRATIONS[v - 1](db, tx);
}
