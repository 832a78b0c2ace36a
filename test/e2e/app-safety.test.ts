/**
 * What must hold whatever the data and the host: markup and `javascript:` URLs in cells are shown
 * as text; no request leaves the origin; a worker that cannot start or a WASM that cannot load is
 * reported (and a retry works); the app works without cross-origin isolation.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspViolations, findDuplicates, guardOrigin, openApp, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-safety';
const IMG = '<img src="https://evil.example/x.png" onerror="window.__pwned = 1">';
const SCRIPT = '<script>window.__pwned = 2</script>';
const JS_URL = 'javascript:window.__pwned=3';
const app = appServer(OUT_DIR);

const q = (s: string) => `"${s.replaceAll('"', '""')}"`;

describe('the app with hostile data and hostile hosts', () => {
  it('shows markup and javascript: URLs from cells as text, and nothing leaves the origin', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-')), 'hostile.csv');
    writeFileSync(
      path,
      [
        'name,website,note',
        `${q(IMG)},${JS_URL},${q(SCRIPT)}`,
        `${q(IMG + ' ')},${JS_URL},${q('=HYPERLINK("https://evil.example")')}`,
        `Jonathan Smith,https://example.com/a,${q('<b>bold</b>')}`,
        'Jonathon Smith,https://example.com/a,plain',
        '',
      ].join('\n'),
    );
    const { page, context, offOrigin } = await openApp(app);
    const scripts = await page.locator('script').count();
    await page.getByLabel('Open files').setInputFiles(path);
    const grid = page.getByRole('grid', { name: 'Preview of hostile.csv' });
    await grid.waitFor();
    const cells = await grid.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual(['1', IMG, JS_URL, SCRIPT]);
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
    expect(await page.locator('.field-table').innerText()).toContain('<img src=');
    await findDuplicates(page);
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    await expect.poll(() => page.locator('.export-preview').innerText()).toContain('<img src=');
    for (const screen of ['History', 'Overview', 'Fields']) {
      await page.getByRole('link', { name: screen, exact: true }).click();
      await page.waitForTimeout(300);
    }
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(scripts);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The page runs under a CSP of its own origin only, and nothing in the app trips it.
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
      "default-src 'self'",
    );
    expect(await cspViolations(page)).toEqual([]);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 180_000);

  it('detects a Windows-1251 file with semicolons, and keeps a 10,000-column file to a small grid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-'));
    // Windows-1251: А..я are 0xC0..0xFF, Ё 0xA8, ё 0xB8.
    const cp1251 = (text: string) =>
      Uint8Array.from(
        [...text].map((ch) => {
          const c = ch.codePointAt(0)!;
          if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
          if (c === 0x401) return 0xa8;
          if (c === 0x451) return 0xb8;
          if (c > 0x7f) throw new Error(`not in the test encoder: ${ch}`);
          return c;
        }),
      );
    const cyrillic = join(dir, 'afisha-1251.csv');
    writeFileSync(
      cyrillic,
      cp1251(
        'название;площадка;город\r\nГамлет;Ленком;Москва\r\nГамлет.;Театр Ленком;Москва\r\nЁлка;Кремль;Москва\r\n',
      ),
    );
    const wide = join(dir, 'wide.csv');
    const header = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',');
    const row = Array.from({ length: 10_000 }, (_, i) => String(i)).join(',');
    writeFileSync(wide, [header, row, row, ''].join('\n'));
    const { page, context, offOrigin } = await openApp(app);
    await page.getByLabel('Open files').setInputFiles([cyrillic, wide]);
    const sources = page.getByRole('table', { name: 'Sources' });
    await sources.waitFor({ timeout: 60_000 });
    const rows = (await sources.locator('tbody tr').allInnerTexts()).map((r) => r.split('\t').slice(0, 5));
    expect(rows).toEqual([
      ['afisha-1251.csv', '3', '3', 'windows-1251', 'semicolon'],
      ['wide.csv', '2', '10,000', 'utf-8', 'comma'],
    ]);
    const grid = page.getByRole('grid', { name: 'Preview of afisha-1251.csv' });
    expect(await grid.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      '1',
      'Гамлет',
      'Ленком',
      'Москва',
    ]);
    await page.getByRole('combobox', { name: 'Preview of' }).selectOption('wide.csv');
    const wideGrid = page.getByRole('grid', { name: 'Preview of wide.csv' });
    await wideGrid.waitFor();
    expect(await wideGrid.locator('thead th').count()).toBeLessThanOrEqual(51);
    expect(await page.getByText('The first 50 of 10,000 columns are shown.').count()).toBe(1);
    expect(await page.locator('td, th').count()).toBeLessThan(2_000);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 180_000);

  it('works without cross-origin isolation (a static host without COOP/COEP headers)', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const offOrigin: string[] = [];
    await guardOrigin(context, app.origin, offOrigin);
    await context.route(
      (url) => url.origin === app.origin,
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['cross-origin-opener-policy'];
        delete headers['cross-origin-embedder-policy'];
        await route.fulfill({ response, headers });
      },
    );
    const page = await context.newPage();
    await page.goto(app.origin);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await page.getByRole('combobox', { name: 'Sample data set' }).selectOption('products');
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await findDuplicates(page);
    expect((await page.getByRole('list', { name: 'Counts' }).innerText()).replace(/\s+/g, ' ')).toContain(
      '300 records',
    );
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 180_000);

  it('says so when its worker cannot start, instead of waiting forever', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    // Point the page's Worker at a script that does not exist, by rewriting the page's own bundle.
    await context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/project\.worker-[\w-]+\.js/g, 'no-such-worker.js');
      expect(body).toContain('no-such-worker.js');
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await page.goto(app.origin);
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toContain("The app's worker stopped");
    await context.close();
  });

  it('shows the error when the scoring workers cannot load the WASM, and runs again once it can', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    let failWasm = true;
    await context.route(/\.wasm$/, (route) =>
      failWasm ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
    );
    const page = await context.newPage();
    await page.goto(app.origin);
    await page.getByRole('combobox', { name: 'Sample data set' }).selectOption('people');
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Find duplicates' }).click();
    await expect
      .poll(() => statusText(page), { timeout: 60_000 })
      .toMatch(/compileStreaming|HTTP status|404|WebAssembly/i);
    expect(await page.getByRole('list', { name: 'Counts' }).count()).toBe(0);
    // The pool retires workers whose WASM failed to load; the next run starts fresh ones.
    failWasm = false;
    await findDuplicates(page);
    await page.getByRole('list', { name: 'Counts' }).waitFor();
    await context.close();
  }, 180_000);
});
