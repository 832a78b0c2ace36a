/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? listFiles(path, root) : [relative(root, path).split('\\').join('/')];
  });
}

/**
 * After a build, writes `sw.js` (from src/worker/sw-template.js) with the list of every built file
 * to precache and a version derived from that list, so the app works offline after one visit.
 */
function precacheServiceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'doppel-precache-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(join(outDir, 'index.html'))) return; // a failed build, or a worker sub-build
      const files = listFiles(outDir)
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map'))
        .sort();
      const urls = ['./', ...files.map((f) => `./${f}`)];
      const template = readFileSync(resolve(config.root, 'src/worker/sw-template.js'), 'utf8');
      const hash = createHash('sha256').update(template);
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      const sw = template
        .replace('__DOPPEL_VERSION__', hash.digest('hex').slice(0, 16))
        .replace('__DOPPEL_PRECACHE__', JSON.stringify(urls));
      writeFileSync(join(outDir, 'sw.js'), sw);
    },
  };
}

/**
 * The Content Security Policy of the built page: only this origin, no inline script or style, no
 * connections elsewhere (issue 6 §3). Added at build time only: the dev server injects <style> tags.
 */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  "worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

function contentSecurityPolicy(): Plugin {
  return {
    name: 'doppel-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  plugins: [contentSecurityPolicy(), precacheServiceWorker()],
  worker: { format: 'es' },
  optimizeDeps: { include: ['comlink', 'idb', 'papaparse', 'xlsx', 'hyparquet', 'hyparquet-compressors'] },
  server: { headers: isolation },
  preview: { headers: isolation },
  build: { target: 'es2022', outDir: process.env.DOPPEL_OUT_DIR ?? 'dist' },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 120000,
  },
});
