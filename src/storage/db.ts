/** Opening the Doppel database, and the transaction helper every store module writes through. */
import { wrap, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { DB_VERSION, upgrade } from './schema';
import { StorageError, toStorageError } from './errors';
import type { DoppelSchema } from './types';

/** An open connection to the Doppel database. */
export type DoppelDb = IDBPDatabase<DoppelSchema>;

/** Default database name. */
export const DEFAULT_DB_NAME = 'doppel';

/** Why a connection was closed under the app. */
export interface ClosedReport {
  reason: 'versionchange' | 'terminated';
  oldVersion?: number;
  newVersion?: number | null;
  message: string;
}

/** Options of {@link openDoppelDb}. */
export interface OpenOptions {
  /** The IndexedDB factory (tests pass an isolated one); defaults to the global `indexedDB`. */
  factory?: IDBFactory;
  /**
   * Called after the connection was closed because another tab opened a newer schema version
   * (this connection closes itself so the other tab is not blocked), or because the browser closed
   * it (storage cleared). Every later call on this connection fails with a StorageClosedError.
   */
  onClosed?: (report: ClosedReport) => void;
  /** Called while an older connection in another tab blocks this upgrade. */
  onBlocked?: () => void;
}

/** Open (creating or upgrading as needed) the Doppel database. */
export async function openDoppelDb(name: string = DEFAULT_DB_NAME, options: OpenOptions = {}): Promise<DoppelDb> {
  const factory = options.factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  if (!factory)
    throw new StorageError('This browser offers no IndexedDB storage (private mode may disable it).', 'database');
  const request = factory.open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    upgrade(request.result, event.oldVersion, event.newVersion ?? DB_VERSION, request.transaction as IDBTransaction);
  });
  if (options.onBlocked) request.addEventListener('blocked', () => options.onBlocked?.());
  const db = (await wrap(request)) as unknown as DoppelDb;
  db.addEventListener('versionchange', (event) => {
    db.close();
    options.onClosed?.({
      reason: 'versionchange',
      oldVersion: event.oldVersion,
      newVersion: event.newVersion,
      message:
        'Doppel was updated or its data deleted in another tab; this tab closed its storage connection. Reload to continue.',
    });
  });
  db.addEventListener('close', () => {
    options.onClosed?.({
      reason: 'terminated',
      message:
        'The browser closed Doppel’s storage (it may have been cleared). Reload; if projects are gone, import the last project file.',
    });
  });
  return db;
}

type Stores = StoreNames<DoppelSchema>;
/** A read-write transaction over some stores. */
export type WriteTx<S extends Stores[]> = IDBPTransaction<DoppelSchema, S, 'readwrite'>;

/**
 * Run `body` in one read-write transaction and resolve only after it commits. On any failure the
 * transaction is aborted (nothing of it is kept) and the error is mapped (quota → StorageFullError
 * naming `what`).
 */
export async function writeTx<S extends Stores[], T>(
  db: DoppelDb,
  stores: S,
  what: string,
  body: (tx: WriteTx<S>) => Promise<T>,
): Promise<T> {
  let tx: WriteTx<S>;
  try {
    tx = db.transaction(stores, 'readwrite');
  } catch (e) {
    throw toStorageError(e, what);
  }
  const done = tx.done;
  done.catch(() => undefined);
  try {
    const result = await body(tx);
    await done;
    return result;
  } catch (e) {
    try {
      tx.abort();
    } catch {
      // Already finished or aborted.
    }
    await done.catch(() => undefined);
    throw toStorageError(e, what, tx.error);
  }
}

/**
 * Start every request, then await them all. If one throws synchronously (a full disk in some
 * browsers) the error propagates at once — so the caller's transaction is aborted before it can
 * commit — and the requests already started are marked handled (no unhandled rejections).
 */
export function startAll(starts: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  const started: Promise<unknown>[] = [];
  for (const start of starts) {
    const p = start();
    p.catch(() => undefined);
    started.push(p);
  }
  return Promise.all(started);
}
