import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp, launchChromium, serveApp } from './harness';

const OUT_DIR = 'dist-e2e-first-page';
const HOSTILE = '<img src=x onerror="window.__pwned = 1">';

let server: PreviewServer;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  await buildApp(OUT_DIR);
  ({ server, origin } = await serveApp(OUT_DIR));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh page that records (and refuses) every request leaving the app's origin. */
async function openPage(): Promise<{ page: Page; context: BrowserContext; offOrigin: string[] }> {
  const context = await browser.newContext();
  const offOrigin: string[] = [];
  await context.route((url) => url.origin !== origin, (route) => {
    offOrigin.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) offOrigin.push(url);
  });
  await page.goto(origin);
  return { page, context, offOrigin };
}

describe('first page in Chromium', () => {
  it('scores a chosen CSV column in the worker pool and shows the most similar pairs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-'));
    const csv = join(dir, 'people.csv');
    writeFileSync(csv, [
      'id,name,city',
      '1,Jonathan Smith,Leeds',
      '2,Maria Garcia,Madrid',
      '3,Jonathon Smith,Leeds',
      `4,"${HOSTILE.replaceAll('"', '""')}",Nowhere`,
      `5,"${HOSTILE.replaceAll('"', '""')} ",Nowhere`,
      '6,Иван Петров,Москва',
      '7,Иван Петрова,Москва',
      '8,Zoë 😀 Quinn,Paris',
      '',
    ].join('\n'));
    const { page, context, offOrigin } = await openPage();
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

    await page.getByLabel('Open files').setInputFiles(csv);
    await expect.poll(() => page.getByText('people.csv').count()).toBe(1);
    await page.getByLabel('Column').selectOption('name');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();

    const table = page.getByRole('table', { name: 'Most similar pairs' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    // Identical after normalization (trailing space) first, then one-letter differences.
    expect(rows[0]).toEqual(['100.0%', '4', HOSTILE, '5', `${HOSTILE} `]);
    expect(rows).toContainEqual([expect.stringMatching(/%$/), '1', 'Jonathan Smith', '3', 'Jonathon Smith']);
    expect(rows).toContainEqual([expect.stringMatching(/%$/), '6', 'Иван Петров', '7', 'Иван Петрова']);
    expect(rows.some((r) => r.includes('Maria Garcia'))).toBe(false);
    // The cell values are text: the markup was neither parsed nor run.
    expect(await page.locator('table img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(offOrigin).toEqual([]);
    await context.close();
  });

  it('opens the sample data with one click and finds its near-duplicates', async () => {
    const { page, context, offOrigin } = await openPage();
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByLabel('Column').selectOption('name');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    const table = page.getByRole('table', { name: 'Most similar pairs' });
    await table.waitFor();
    const text = await table.innerText();
    expect(text).toContain('Vandalay Industries');
    expect(text).toContain('Cyberdine Systems');
    expect(offOrigin).toEqual([]);
    await context.close();
  });

  it('opens a file dropped on the page', async () => {
    const { page, context } = await openPage();
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['city;country\nLyon;FR\nLyons;FR\n'], 'dropped.csv', { type: 'text/csv' }));
      return transfer;
    });
    await page.getByText('Drop a CSV file here').dispatchEvent('drop', { dataTransfer });
    await page.getByText('dropped.csv').waitFor();
    expect(await page.getByLabel('Column').locator('option').allTextContents()).toEqual(['city', 'country']);
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    const table = page.getByRole('table', { name: 'Most similar pairs' });
    await table.waitFor();
    expect(await table.locator('tbody td').allTextContents()).toEqual(['88.9%', '1', 'Lyon', '2', 'Lyons']);
    await context.close();
  });

  it('works without cross-origin isolation (a static host without COOP/COEP headers)', async () => {
    const context = await browser.newContext();
    await context.route((url) => url.origin === origin, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-opener-policy'];
      delete headers['cross-origin-embedder-policy'];
      await route.fulfill({ response, headers });
    });
    const page = await context.newPage();
    await page.goto(origin);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByLabel('Column').selectOption('name');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    await page.getByRole('table', { name: 'Most similar pairs' }).waitFor();
    expect(await page.getByRole('table', { name: 'Most similar pairs' }).innerText()).toContain('Umbrela Pharmaceuticals');
    await context.close();
  });

  it('says so when its worker cannot start, instead of waiting forever', async () => {
    const context = await browser.newContext();
    // Point the page's Worker at a script that does not exist, by rewriting the page's own bundle
    // (a worker's script request itself is not reliably routable).
    await context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/app\.worker-[\w-]+\.js/g, 'no-such-worker.js');
      expect(body).toContain('no-such-worker.js');
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await page.goto(origin);
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByRole('status').filter({ hasText: "The app's worker stopped" }).waitFor();
    await context.close();
  });

  it('shows the error when the scoring workers cannot load the WASM, and runs again once it can', async () => {
    const context = await browser.newContext();
    let failWasm = true;
    await context.route(/\.wasm$/, (route) => (failWasm ? route.fulfill({ status: 404, body: 'missing' }) : route.continue()));
    const page = await context.newPage();
    await page.goto(origin);
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByLabel('Column').selectOption('name');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    const status = page.getByRole('status');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/compileStreaming|HTTP status/);
    expect(await page.getByRole('table').count()).toBe(0);
    // The pool retires workers whose WASM failed to load; the next run starts fresh ones.
    failWasm = false;
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    await page.getByRole('table', { name: 'Most similar pairs' }).waitFor();
    await context.close();
  });

  it('shows progress, cancels a long run, and runs again on the same page', async () => {
    // 3,000 values of ~180 characters: partial ratio on all their pairs takes minutes, so Cancel comes first.
    let state = 42;
    const next = (k: number) => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % k;
    const word = () => Array.from({ length: 3 + next(6) }, () => 'abcdefghijklmnopqrstuvwxyz'[next(26)]).join('');
    const lines = ['name,text'];
    for (let i = 0; i < 3000; i++) lines.push(`name ${i % 50},${Array.from({ length: 30 }, word).join(' ')}`);
    const csv = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-')), 'long.csv');
    writeFileSync(csv, lines.join('\n'));

    const { page, context, offOrigin } = await openPage();
    await page.getByLabel('Open files').setInputFiles(csv);
    await page.getByLabel('Column').selectOption('text');
    await page.getByLabel('Similarity', { exact: true }).selectOption('partialRatio');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await expect.poll(() => progress.evaluate((bar) => (bar as HTMLProgressElement).value), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').filter({ hasText: 'Cancelled.' }).waitFor();
    expect(await progress.count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Most similar pairs' }).count()).toBe(0);

    // The pool replaced its busy workers; the next run works.
    await page.getByLabel('Column').selectOption('name');
    await page.getByLabel('Similarity', { exact: true }).selectOption('ratio');
    await page.getByRole('button', { name: 'Find similar pairs' }).click();
    await page.getByRole('table', { name: 'Most similar pairs' }).waitFor();
    expect(await page.getByText('3,000 values, 4,498,500 candidate pairs (all pairs)').count()).toBe(1);
    expect(offOrigin).toEqual([]);
    await context.close();
  });
});

