// Bootstrap of a Node scoring worker: Node cannot start a worker from a .ts file, and tsx's
// `--import` flag is not honoured in a worker's execArgv, so register tsx here, then load the entry.
import { workerData } from 'node:worker_threads';

if (/\.[mc]?ts$/.test(new URL(workerData.entry).pathname)) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
