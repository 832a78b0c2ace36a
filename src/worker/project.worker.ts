/**
 * Entry of the project worker: owns the IndexedDB database and the scoring pool (nested workers),
 * and exposes the app API (src/engine/service/app-api.ts) to the page over comlink.
 */
import * as Comlink from 'comlink';
import { createBrowserScoringPool } from '../scoring/pool/browser';
import { createAppApi } from '../engine/service/app-api';
import { openDoppelDb } from '../storage';
import type { ScoringPool } from '../scoring/pool/pool';

let pool: ScoringPool | undefined;
const db = await openDoppelDb();
Comlink.expose(createAppApi(db, () => (pool ??= createBrowserScoringPool())));
