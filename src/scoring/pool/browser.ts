/** The pool on Web Workers: one module worker per core, each compiling its own WASM instance. */
import { ScoringPool, type PoolOptions, type WorkerHandle } from './pool';

/** Start a pool of scoring workers; `size` defaults to `navigator.hardwareConcurrency`. */
export function createBrowserScoringPool(options: Partial<PoolOptions> = {}): ScoringPool {
  const size = options.size ?? Math.max(1, navigator.hardwareConcurrency || 1);
  const factory = (): WorkerHandle => {
    const worker = new Worker(new URL('../../worker/scoring.worker.ts', import.meta.url), { type: 'module' });
    return {
      endpoint: worker,
      onCrash(listener) {
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          listener(new Error(event.message || 'the worker failed to start'));
        });
        worker.addEventListener('messageerror', () => listener(new Error('a message could not be deserialized')));
      },
      terminate: () => worker.terminate(),
    };
  };
  return new ScoringPool(factory, { ...options, size });
}
