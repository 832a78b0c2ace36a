/**
 * Workbooks, Parquet and random bytes through the page, as a person opens them with «Open files»:
 * random bytes of 1 KB – 10 MB named .csv are refused as «not a text file» naming the file; a
 * two-sheet workbook shows its sheets and reads the chosen one (in the throwaway workbook worker);
 * .ods and Parquet lists import with their counts; a 100,000-row .xlsx imports, and its progress
 * and the page's long tasks are printed (figures in docs/RELIABILITY.md, not asserted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, startApp, statusText, type AppPage, type AppServer } from './app-page';
import { seededBytes } from '../io/fuzz-import';
import { peopleWorkbook } from '../fixtures/generate/workbook';

const OUT_DIR = 'dist-e2e-app-workbook';
const fixture = (name: string) => new URL(`../fixtures/io/${name}`, import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-workbook-'));
let app: AppServer;
let session: AppPage;

declare global {
  interface Window {
    __longTasks: number[];
  }
}

beforeAll(async () => {
  app = await startApp(OUT_DIR);
  session = await openApp(app);
}, 300_000);

afterAll(async () => {
  await session?.context.close();
  await app?.close();
});

/** Opens files on the start page and waits for the import's outcome; returns the page's text lines. */
async function open(paths: string[]): Promise<string[]> {
  const { page } = session;
  await page.goto(`${app.origin}/#/`);
  await page.getByLabel('Open files').setInputFiles(paths);
  const next = page.getByRole('button', { name: 'Continue to fields' });
  const back = page.getByRole('link', { name: 'Back to the start page' });
  await next.or(back).first().waitFor({ timeout: 120_000 });
  return (await page.locator('body').innerText()).split('\n');
}

async function sourceRows(): Promise<string[][]> {
  const rows = await session.page.getByRole('table', { name: 'Sources' }).locator('tbody tr').allInnerTexts();
  return rows.map((r) => r.split('\t').slice(0, 3));
}

describe('workbooks, Parquet and binary files in the app', () => {
  it('refuses random bytes of 1 KB, 1 MB and 10 MB named .csv as «not a text file», naming the file', async () => {
    for (const [i, size] of [1024, 1 << 20, 10 << 20].entries()) {
      const name = `random-${size}.csv`;
      writeFileSync(join(dir, name), seededBytes(size, 1000 + i));
      const lines = await open([join(dir, name)]);
      expect(
        lines.filter((l) => l.includes(`${name}: not a text file; it looks like`)),
        lines.join(' | '),
      ).not.toEqual([]);
      expect(await session.page.getByRole('button', { name: 'Continue to fields' }).count()).toBe(0);
    }
  }, 180_000);

  it('a two-sheet workbook: the sheet with data is read and shown as the sheet shows it; choosing the other sheet reads that one', async () => {
    const lines = await open([fixture('sheets.xlsx')]);
    expect(await sourceRows(), lines.join(' | ')).toEqual([['sheets.xlsx', '3', '6']]);
    const { page } = session;
    const sheet = page.getByRole('combobox', { name: 'Sheet of sheets.xlsx' });
    expect(await sheet.inputValue()).toBe('People');
    const grid = page.getByRole('grid', { name: 'Preview of sheets.xlsx' });
    const cells = await grid
      .locator('tbody tr')
      .first()
      .evaluate((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(1));
    expect(cells).toEqual(['Ann Lee', '05.12.2026', '1,234.50', '25.0%', '007 123', '7']);
    await sheet.selectOption('Notes');
    await expect
      .poll(async () => (await page.locator('body').innerText()).split('\n'), { timeout: 60_000 })
      .toContain('sheets.xlsx: no data rows to deduplicate (the file has a header but no rows).');
    // The preview now shows the Notes sheet: its one cell is the header.
    await expect
      .poll(() => page.getByRole('grid', { name: 'Preview of sheets.xlsx' }).locator('th').allInnerTexts(), {
        timeout: 60_000,
      })
      .toContain('People are on the next sheet');
  }, 120_000);

  it('an .ods list and a Parquet list import with their rows and columns', async () => {
    await open([fixture('fake_1000.ods'), fixture('fake_1000.parquet')]);
    expect(await sourceRows()).toEqual([
      ['fake_1000.ods', '1,000', '7'],
      ['fake_1000.parquet', '1,000', '7'],
    ]);
  }, 120_000);

  it('a 100,000-row .xlsx imports; progress and long tasks are printed', async () => {
    const rows = 100_000;
    const path = join(dir, 'people-100k.xlsx');
    writeFileSync(path, peopleWorkbook(rows));

    const { page } = session;
    await page.goto(`${app.origin}/#/`);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.getByLabel('Open files').setInputFiles(path);
    const seen: string[] = [];
    const done = page
      .getByRole('button', { name: 'Continue to fields' })
      .or(page.getByRole('link', { name: 'Back to the start page' }));
    while (!(await done.count())) {
      const label = (await page.locator('.progress-text').allInnerTexts())[0];
      if (label && seen.at(-1) !== label) seen.push(label);
      if (Date.now() - started > 600_000) throw new Error(`no outcome after 10 min; seen ${seen.join(' | ')}`);
      await page.waitForTimeout(200);
    }
    const ms = Date.now() - started;
    const longTasks = await page.evaluate(() => window.__longTasks);
    console.log(
      JSON.stringify({
        rows,
        ms,
        progressSeen: seen,
        longTasks: longTasks.length,
        longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      }),
    );
    expect(await statusText(page)).toBe('Imported 100,000 rows from 1 source.');
    expect(await sourceRows()).toEqual([['people-100k.xlsx', '100,000', '6']]);
    const grid = page.getByRole('grid', { name: 'Preview of people-100k.xlsx' });
    const first = await grid
      .locator('tbody tr')
      .first()
      .evaluate((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(1));
    expect(first[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 900_000);
});
