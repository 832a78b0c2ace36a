import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBytes } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const root = fileURLToPath(new URL('../..', import.meta.url));

type Summary = {
  name: string;
  rows?: number;
  columns?: string[];
  encoding?: string;
  delimiter?: string;
  firstRow?: string[];
  issues?: string[];
  progressCalls?: number;
  error?: string;
};

describe.skipIf(!existsSync(CHROMIUM))('importer inside a real Chromium module worker', () => {
  let server: ViteDevServer;
  let browser: Browser;
  let origin: string;
  // Our own dependency cache, so this dev server never races another one over node_modules/.vite.
  const cacheDir = mkdtempSync(join(tmpdir(), 'doppel-io-vite-'));

  beforeAll(async () => {
    server = await createServer({
      root,
      cacheDir,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
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
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  async function runInWorker(files: { name: string; bytes: Uint8Array }[], abortFirst = false): Promise<Summary[]> {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/test/io/browser/page.html`);
      return await page.evaluate(
        async ({ files, abortFirst }) => {
          const worker = new Worker('/test/io/browser/worker.ts', { type: 'module' });
          const result = new Promise<Summary[]>((resolve, reject) => {
            worker.onmessage = (e) => resolve(e.data as Summary[]);
            worker.onerror = (e) => reject(new Error(e.message));
          });
          worker.postMessage({ files: files.map((f) => new File([new Uint8Array(f.bytes)], f.name)), abortFirst });
          const out = await result;
          worker.terminate();
          return out;
        },
        { files: files.map((f) => ({ name: f.name, bytes: Array.from(f.bytes) })), abortFirst },
      );
    } finally {
      await page.close();
    }
  }

  it('decodes and parses File streams (Windows-1251, UTF-16, UTF-8 BOM) and rejects a PNG', async () => {
    const big = new TextEncoder().encode(
      `id;name\n${Array.from({ length: 20000 }, (_, i) => `${i + 1};"Дюна; ${i}"`).join('\n')}\n`,
    );
    const out = await runInWorker([
      { name: 'ru.csv', bytes: fixtureBytes('cyrillic-windows-1251.csv') },
      { name: 'w.tsv', bytes: fixtureBytes('utf16le-bom.tsv') },
      { name: 'b.csv', bytes: fixtureBytes('utf8-bom-semicolon.csv') },
      { name: 'big.csv', bytes: big },
      { name: 'logo.csv', bytes: fixtureBytes('image-renamed.csv') },
    ]);
    expect(out[0]).toMatchObject({
      name: 'ru.csv',
      rows: 3,
      encoding: 'windows-1251',
      delimiter: ';',
      columns: ['Название', 'Город', 'Площадка'],
      firstRow: ['Дюна 2', 'Москва', 'Большой зал'],
    });
    expect(out[1]).toMatchObject({ rows: 3, encoding: 'utf-16le', delimiter: '\t', firstRow: ['1', 'Анна', 'Москва'] });
    expect(out[2]).toMatchObject({
      rows: 2,
      encoding: 'utf-8',
      delimiter: ';',
      firstRow: ['Ёжик; большой', '12,50', 'Тверь'],
      issues: [],
    });
    expect(out[3]).toMatchObject({ rows: 20000, columns: ['id', 'name'], firstRow: ['1', 'Дюна; 0'], issues: [] });
    expect(out[3].progressCalls).toBeGreaterThan(0);
    expect(out[4].error).toBe('ImportError: logo.csv: not a text file; it looks like a PNG image');
  });

  it('stops with an AbortError when the signal is already aborted', async () => {
    const out = await runInWorker([{ name: 'a.csv', bytes: new TextEncoder().encode('a\n1\n') }], true);
    expect(out[0].error).toMatch(/^AbortError/);
  });
});
