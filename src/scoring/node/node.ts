/**
 * The pool on Node's worker_threads, for the command line and the benchmark. Node modules are loaded
 * at run time so this file also type-checks in the worker project (which has no Node types).
 */
import { nodeEndpoint, type NodeEndpointSource } from './node-endpoint';
import { ScoringPool, type PoolOptions, type WorkerHandle } from '../pool/pool';

/** Options of the Node pool; `size` defaults to `os.availableParallelism()`. */
export interface NodePoolOptions extends Partial<PoolOptions> {
  /** Which WASM build the workers load from `build/`; default `release`. */
  wasm?: 'debug' | 'release';
  /** Worker entry module; default `node-worker.ts` beside this file (tests pass their own). */
  entry?: URL;
  /** Extra data passed to every worker as `workerData.extra`. */
  extra?: unknown;
}

/** The parts of `node:worker_threads`' Worker that the pool uses. */
interface NodeWorker {
  postMessage(message: unknown, transfer?: unknown[]): void;
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
  terminate(): Promise<number>;
}
type NodeWorkerConstructor = new (url: URL, options: { workerData?: unknown }) => NodeWorker;

/** Load a Node built-in without a static import (see the file comment). */
export function nodeBuiltin<T>(specifier: string): Promise<T> {
  return import(/* @vite-ignore */ specifier) as Promise<T>;
}

/** Start a pool of Node worker threads, each loading the WASM build from disk. */
export async function createNodeScoringPool(options: NodePoolOptions = {}): Promise<ScoringPool> {
  const { Worker } = await nodeBuiltin<{ Worker: NodeWorkerConstructor }>('node:worker_threads');
  const os = await nodeBuiltin<{ availableParallelism(): number }>('node:os');
  const entry = options.entry ?? new URL('./node-worker.ts', import.meta.url);
  // node-bootstrap.mjs registers tsx in the worker when the entry is TypeScript, then imports it.
  const bootstrap = new URL('./node-bootstrap.mjs', import.meta.url);
  const workerData = { entry: entry.href, wasm: options.wasm ?? 'release', extra: options.extra };
  const factory = (): WorkerHandle => {
    const worker = new Worker(bootstrap, { workerData });
    return {
      endpoint: nodeEndpoint(worker as unknown as NodeEndpointSource),
      onCrash(listener) {
        worker.on('error', (error: Error) => listener(error));
        worker.on('exit', (code: number) => listener(new Error(`exited with code ${code}`)));
      },
      terminate() {
        void worker.terminate();
      },
    };
  };
  return new ScoringPool(factory, { ...options, size: options.size ?? os.availableParallelism() });
}
