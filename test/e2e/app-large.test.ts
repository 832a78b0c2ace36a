/**
 * A 100,000-row generated supplier list in the app: import with Cancel, run with Cancel and run
 * again, while a PerformanceObserver on the page records long tasks of the main thread. The longest
 * task is printed (and written to docs/BENCHMARKS-app.md by hand), never asserted on time.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSuppliers } from '../fixtures/generate/suppliers';
import { toCsv } from '../fixtures/generate/random';
import { openApp, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-large';
const ROWS = Number(process.env.DOPPEL_E2E_ROWS ?? 100_000);
const app = appServer(OUT_DIR);

declare global {
  interface Window {
    __longTasks: number[];
    __maxTimerLag: number;
  }
}

describe(`${ROWS.toLocaleString('en')} rows in Chromium`, () => {
  it('imports and runs with Cancel, keeping the main thread free', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-')), 'suppliers-100k.csv');
    const csv = toCsv(
      ['website'],
      generateSuppliers(ROWS, 11).map((s) => [s.website]),
    );
    writeFileSync(path, csv);
    // A file six times longer for «Cancel» during the import (so the click lands before it ends).
    const longPath = path.replace('.csv', '-x6.csv');
    writeFileSync(longPath, csv + csv.slice(csv.indexOf('\n') + 1).repeat(5));
    const { page, context, offOrigin } = await openApp(app, { serviceWorkers: 'block' });
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const phases: Record<string, number[]> = {};
    const lags: Record<string, number> = {};
    const take = async (phase: string) => {
      phases[phase] = await page.evaluate(() => window.__longTasks.splice(0));
      lags[phase] = Math.round(
        await page.evaluate(() => {
          const lag = window.__maxTimerLag;
          window.__maxTimerLag = 0;
          return lag;
        }),
      );
    };

    // Import, cancelled at once: nothing is kept.
    await page.getByLabel('Open files').setInputFiles(longPath);
    await page.getByRole('progressbar', { name: 'Progress' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toMatch(/Import cancelled/);
    await page.goto(`${app.origin}/#/`);
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor();
    await expect.poll(() => page.getByText('No projects in this browser yet.').count()).toBe(1);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    // The observer sees a task we make long on purpose (so «no long task» below means something).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            const t = performance.now();
            while (performance.now() - t < 120);
            resolve();
          }),
        ),
    );
    await expect.poll(() => page.evaluate(() => window.__longTasks.length)).toBeGreaterThan(0);
    await page.evaluate(() => window.__longTasks.splice(0));
    // Below the 50 ms long-task threshold: the largest delay of a 10 ms timer (a bound on the longest task).
    await page.evaluate(() => {
      window.__maxTimerLag = 0;
      let last = performance.now();
      setInterval(() => {
        const t = performance.now();
        window.__maxTimerLag = Math.max(window.__maxTimerLag, t - last - 10);
        last = t;
      }, 10);
    });

    // Import for real.
    let started = Date.now();
    await page.getByLabel('Open files').setInputFiles(path);
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 300_000 });
    const importMs = Date.now() - started;
    await take('import');
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Sources' }).count()).toBe(0); // left the import screen
    await take('fields');

    // Run, cancel, run again.
    await page.getByRole('button', { name: 'Find duplicates' }).click();
    await page.getByRole('progressbar', { name: 'Progress' }).waitFor();
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => statusText(page), { timeout: 60_000 }).toMatch(/^Cancelled/);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await take('cancelled run');
    started = Date.now();
    await page.getByRole('button', { name: 'Find duplicates' }).click();
    await page.getByRole('list', { name: 'Counts' }).waitFor({ timeout: 600_000 });
    const runMs = Date.now() - started;
    await take('run');
    const counts = await page.getByRole('list', { name: 'Counts' }).innerText();
    expect(counts.replace(/\s+/g, ' ')).toContain(`${ROWS.toLocaleString('en')} records`);
    const longest = Object.fromEntries(
      Object.entries(phases).map(([k, v]) => [k, { tasks: v.length, longestMs: Math.round(Math.max(0, ...v)) }]),
    );
    console.log(
      JSON.stringify({
        rows: ROWS,
        importMs,
        runMs,
        longTasks: longest,
        maxTimerLagMs: lags,
        counts: counts.replace(/\s+/g, ' '),
      }),
    );
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 900_000);
});
