/**
 * The import screen's reading settings are editable: changing the delimiter previews the file again
 * (the grid's column count changes) and the import uses the chosen delimiter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, startApp, type AppServer } from './app-page';

const OUT_DIR = 'dist-e2e-import-settings';
let app: AppServer;

beforeAll(async () => {
  app = await startApp(OUT_DIR);
});

afterAll(async () => {
  await app?.close();
});

describe('import settings', () => {
  it('changes the delimiter, sees the preview change, and imports with it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-')), 'people.csv');
    writeFileSync(path, ['name;city;born', 'Ann Lee;Oslo;1980', 'Bob Ray;Rome;1975', 'Cy Dunn;Lima;1990', ''].join('\n'));
    const { page, context, offOrigin } = await openApp(app);
    await page.getByLabel('Open files').setInputFiles(path);
    const grid = page.getByRole('grid', { name: 'Preview of people.csv' });
    await grid.waitFor();
    expect(await grid.getAttribute('aria-colcount')).toBe('4');
    const delimiter = page.getByLabel('Delimiter of people.csv');
    expect(await delimiter.inputValue()).toBe(';');
    expect(await page.getByLabel('Encoding of people.csv').inputValue()).toBe('utf-8');
    expect(await page.getByLabel('First row is the header').isChecked()).toBe(true);

    await delimiter.selectOption(',');
    await expect.poll(() => grid.getAttribute('aria-colcount')).toBe('2');
    expect(await grid.locator('thead th').nth(1).innerText()).toBe('name;city;born');

    await page.getByLabel('First row is the header').uncheck();
    await expect.poll(() => grid.locator('thead th').nth(1).innerText()).toBe('column_1');
    expect(await grid.locator('tbody tr').count()).toBe(4);

    const sources = page.getByRole('table', { name: 'Sources' });
    await sources.waitFor({ timeout: 60_000 });
    const row = sources.getByRole('row', { name: /people\.csv/ });
    await expect.poll(() => row.innerText()).toMatch(/\b4\s+1\s+utf-8\s+comma\b/);
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
    expect(await page.locator('.field-table').innerText()).toContain('column_1');

    // Only the last import is kept: the start page lists one project.
    await page.goto(app.origin);
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor();
    await page.getByRole('button', { name: 'Open people', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Open people', exact: true }).count()).toBe(1);
    expect(offOrigin).toEqual([]);
    await context.close();
  });
});
