/** Entry of one browser scoring worker (a pool member): its own WASM instance behind comlink. */
import * as Comlink from 'comlink';
import { loadWasmModuleInBrowser } from '../scoring/browser';
import { createWasmScorer } from '../scoring/wasm';
import { createScoringWorkerApi } from '../scoring/pool/host';

Comlink.expose(createScoringWorkerApi(loadWasmModuleInBrowser().then(createWasmScorer)));
