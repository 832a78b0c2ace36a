/**
 * FROZEN: the version 1 schema exactly as it shipped. Never edit this file; later versions migrate
 * from what it creates (see schema.ts). Upgrade tests create v1 databases with it.
 */

/** Create the v1 object stores and indexes on a fresh database. */
export function createV1Stores(db: IDBDatabase): void {
  db.createObjectStore('projects', { keyPath: 'id', autoIncrement: true });
  const sources = db.createObjectStore('sources', { keyPath: 'id', autoIncrement: true });
  sources.createIndex('byProject', 'projectId');
  const rows = db.createObjectStore('rows', { keyPath: ['sourceId', 'chunk'] });
  rows.createIndex('byProject', 'projectId');
  const runs = db.createObjectStore('runs', { keyPath: 'id', autoIncrement: true });
  runs.createIndex('byProject', 'projectId');
  const pairs = db.createObjectStore('pairs', { keyPath: ['runId', 'chunk'] });
  pairs.createIndex('byProject', 'projectId');
  const log = db.createObjectStore('log', { keyPath: 'id', autoIncrement: true });
  log.createIndex('byProject', 'projectId');
}
