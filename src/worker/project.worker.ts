/**
 * Entry of the project worker: owns the IndexedDB database and the scoring pool (nested workers),
 * and exposes the app API (src/engine/service/app-api.ts) plus the import preview to the page over
 * comlink. The API is exposed synchronously (calls wait for the database inside): a message that
 * arrives while the database opens must not find the worker without a listener.
 */
import * as Comlink from 'comlink';
import { namedError, toPlainError } from '../domain/errors';
import { createBrowserScoringPool } from '../scoring/pool/browser';
import { createAppApi, type AppApi } from '../engine/service/app-api';
import { openDoppelDb } from '../storage';
import type { ScoringPool } from '../scoring/pool/pool';
import type { PageApi } from './page-api';
import { previewFile } from './preview';
import { useWorkbookReader } from '../io';
import { readWorkbookInWorker } from './workbook-sandbox';

// SheetJS runs in a throwaway worker per workbook, never in this one (docs/DECISIONS.md).
useWorkbookReader(readWorkbookInWorker);

let pool: ScoringPool | undefined;
const ready: Promise<AppApi> = openDoppelDb().then((db) =>
  createAppApi(db, () => (pool ??= createBrowserScoringPool())),
);
ready.catch(() => undefined);

const previewFiles: PageApi['previewFiles'] = (files, limit) =>
  Promise.all(
    files.map(async ({ name, blob, options }) => {
      try {
        return await previewFile(name, blob, limit, options);
      } catch (e) {
        return { name, error: e instanceof Error ? e.message : String(e) };
      }
    }),
  );

/** Every AppApi method, forwarded once the database is open. */
const api = new Proxy({ previewFiles } as PageApi, {
  get(target, name: string) {
    if (name === 'previewFiles') return target.previewFiles;
    if (name === 'then') return undefined; // not a thenable
    return async (...args: unknown[]) => {
      let inner: AppApi;
      try {
        inner = await ready;
      } catch (e) {
        throw namedError('StorageError', `This browser's storage could not be opened: ${toPlainError(e).message}`);
      }
      return (inner[name as keyof AppApi] as (...a: unknown[]) => unknown)(...args);
    };
  },
});
Comlink.expose(api);
