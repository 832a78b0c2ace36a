/** Entry of one Node scoring worker: loads the WASM build from disk and exposes the scoring worker API. */
import * as Comlink from 'comlink';
import { nodeEndpoint, type NodeEndpointSource } from './node-endpoint';
import type { SyncScorer } from '../types';
import { createScoringWorkerApi } from './host';
import { nodeBuiltin } from './node';

interface WorkerThreads {
  parentPort: NodeEndpointSource;
  workerData: { wasm: 'debug' | 'release' };
}
interface NodeLoad {
  loadWasmModule(kind: 'debug' | 'release'): Promise<WebAssembly.Module>;
}

async function loadScorer(kind: 'debug' | 'release'): Promise<SyncScorer> {
  // src/scoring/node is Node-only code, outside the worker project: import it at run time.
  const { loadWasmModule } = await nodeBuiltin<NodeLoad>(new URL('../node/load.ts', import.meta.url).href);
  const { createWasmScorer } = await import('../wasm');
  return createWasmScorer(await loadWasmModule(kind));
}

const { parentPort, workerData } = await nodeBuiltin<WorkerThreads>('node:worker_threads');
Comlink.expose(createScoringWorkerApi(loadScorer(workerData.wasm)), nodeEndpoint(parentPort));
