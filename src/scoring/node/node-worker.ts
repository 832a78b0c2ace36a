/** Entry of one Node scoring worker: loads the WASM build from disk and exposes the scoring worker API. */
import * as Comlink from 'comlink';
import { nodeEndpoint, type NodeEndpointSource } from './node-endpoint';
import type { SyncScorer } from '../types';
import { createScoringWorkerApi } from '../pool/host';
import { nodeBuiltin } from './node';
import { loadWasmModule } from './load';

interface WorkerThreads {
  parentPort: NodeEndpointSource;
  workerData: { wasm: 'debug' | 'release' };
}

async function loadScorer(kind: 'debug' | 'release'): Promise<SyncScorer> {
  const { createWasmScorer } = await import('../wasm');
  return createWasmScorer(await loadWasmModule(kind));
}

const { parentPort, workerData } = await nodeBuiltin<WorkerThreads>('node:worker_threads');
Comlink.expose(createScoringWorkerApi(loadScorer(workerData.wasm)), nodeEndpoint(parentPort));
