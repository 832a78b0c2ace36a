/**
 * The import screen's reading settings are editable: changing the delimiter previews the file again
 * (the grid's column count changes) and the import uses the chosen delimiter; quick changes build on
 * each other, and a threshold being typed survives the answers that arrive meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, appServer, holdWorkerAnswers, setWorkerHold } from './app-page';

const OUT_DIR = 'dist-e2e-import-settings';
const app = appServer(OUT_DIR);

describe('import settings', () => {
  it('changes the delimiter, sees the preview change, and imports with it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-')), 'people.csv');
    writeFileSync(
      path,
      ['name;city;born', 'Ann Lee;Oslo;1980', 'Bob Ray;Rome;1975', 'Cy Dunn;Lima;1990', ''].join('\n'),
    );
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

  it('keeps two quick changes: a second choice made before the first preview arrives builds on it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-settings-')), 'quick.csv');
    writeFileSync(path, ['name;city;born', 'Ann Lee;Oslo;1980', 'Bob Ray;Rome;1975', ''].join('\n'));
    const { page, context } = await openApp(app);
    // The app worker's answers are held back, so the second change surely lands before the first preview.
    await holdWorkerAnswers(page);
    await page.reload();
    await page.getByLabel('Open files').setInputFiles(path);
    const grid = page.getByRole('grid', { name: 'Preview of quick.csv' });
    await grid.waitFor();
    await setWorkerHold(page, 1500);
    // No wait between the two: the header box must not spring back, nor the delimiter revert.
    await page.getByLabel('Delimiter of quick.csv').selectOption(',');
    await page.getByLabel('First row is the header').uncheck();
    await setWorkerHold(page, 0);
    await expect.poll(() => grid.getAttribute('aria-colcount'), { timeout: 15_000 }).toBe('2');
    await expect.poll(() => grid.locator('thead th').nth(1).innerText(), { timeout: 15_000 }).toBe('column_1');
    expect(await page.getByLabel('Delimiter of quick.csv').inputValue()).toBe(',');
    expect(await page.getByLabel('First row is the header').isChecked()).toBe(false);
    await context.close();
  });

  it('keeps a threshold typed while an answer arrives: the field is not reset until it is left', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-draft-')), 'draft.csv');
    writeFileSync(
      path,
      ['name,city,born', 'Ann Lee,Oslo,1980', 'Ann Lee,Oslo,1980', 'Bob Ray,Rome,1975', ''].join('\n'),
    );
    const { page, context } = await openApp(app);
    await holdWorkerAnswers(page);
    await page.reload();
    await page.getByLabel('Open files').setInputFiles(path);
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.locator('.choice-profile').waitFor({ timeout: 60_000 });
    const merge = page.getByRole('spinbutton', { name: 'Merge probability' });
    const before = await merge.inputValue();
    // The profile change is saved (and the choice read again) while the threshold is being typed.
    await setWorkerHold(page, 1500);
    await page.getByRole('combobox', { name: /^Profile/ }).selectOption('suppliers');
    await merge.fill('0.987');
    await setWorkerHold(page, 0);
    await expect.poll(() => page.locator('.choice-profile').innerText(), { timeout: 15_000 }).toMatch(/suppliers/);
    expect(await merge.inputValue()).toBe('0.987');
    expect(before).not.toBe('0.987');
    await merge.press('Tab');
    await page.reload();
    await expect.poll(() => merge.inputValue(), { timeout: 30_000 }).toBe('0.987');
    expect(await page.getByRole('combobox', { name: /^Profile/ }).inputValue()).toBe('suppliers');
    await context.close();
  }, 90_000);
});
