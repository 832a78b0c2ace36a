import { readFile } from 'node:fs/promises';

/** Compiles build/doppel.debug.wasm ('debug') or build/doppel.wasm ('release') from disk (Node only). */
export async function loadWasmModule(kind: 'debug' | 'release'): Promise<WebAssembly.Module> {
  const file = kind === 'debug' ? 'doppel.debug.wasm' : 'doppel.wasm';
  const url = new URL(`../../../build/${file}`, import.meta.url);
  return WebAssembly.compile(await readFile(url));
}
