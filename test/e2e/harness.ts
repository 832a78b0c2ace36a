/**
 * End-to-end harness: a production build of the app in its own folder, served by `vite preview` on a
 * free port, and Debian's Chromium driven by playwright-core. Nothing here reaches the network.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Build the app with NODE_ENV=production into `<repo>/<outDir>` (a child process: vitest sets NODE_ENV=test). */
export function buildApp(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url)), 'build', '--emptyOutDir'],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DOPPEL_OUT_DIR: outDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${output}`)),
    );
  });
}

/** Serve a build with `vite preview` (COOP/COEP headers from vite.config.ts) on a free port of 127.0.0.1. */
export async function serveApp(outDir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Launch Debian's Chromium headless, with the flags that keep it off the (closed) network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
