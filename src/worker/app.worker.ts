/** Entry of the app worker: parses files and runs jobs for the page; scoring goes to a pool of nested workers. */
import * as Comlink from 'comlink';
import { createBrowserScoringPool } from '../scoring/pool/browser';
import { createAppWorkerApi } from './app-api';

Comlink.expose(createAppWorkerApi(() => createBrowserScoringPool()));
