import wasmUrl from '../../build/doppel.wasm?url';

/** Compiles the release WASM core in a browser (main thread or worker), streaming from its URL. */
export async function loadWasmModuleInBrowser(): Promise<WebAssembly.Module> {
  return WebAssembly.compileStreaming(fetch(wasmUrl));
}
