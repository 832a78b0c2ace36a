import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { parseCsvText } from '../../src/io';
import { findDuplicates, openApp, screenshot, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-flow';
const app = appServer(OUT_DIR);

/** Two sources of one people list (the truth column left out). */
function twoSources(): string[] {
  const people = generatePeople(240, 21);
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-'));
  return [people.slice(0, 120), people.slice(120)].map((rows, i) => {
    const path = join(dir, `people-${'ab'[i]}.csv`);
    writeFileSync(
      path,
      toCsv(
        [...columns],
        rows.map((p) => columns.map((c) => p[c])),
      ),
    );
    return path;
  });
}

/** The number shown in the overview's counts list next to `label`. */
async function countOf(page: import('playwright-core').Page, label: string): Promise<number> {
  const items = await page.getByRole('list', { name: 'Counts' }).locator('li').allInnerTexts();
  const item = items.find((t) => t.replace(/\s+/g, ' ').trim().endsWith(` ${label}`));
  if (!item) throw new Error(`no count «${label}» in ${JSON.stringify(items)}`);
  return Number(item.trim().split(/\s/)[0].replaceAll(',', ''));
}

describe('the app in Chromium', () => {
  it('imports two sources, finds duplicates, keeps the project across a reload, exports cluster ids', async () => {
    const { page, context, offOrigin } = await openApp(app);
    await screenshot(page, 's0-start');
    await page.getByLabel('Open files').setInputFiles(twoSources());
    await page.getByRole('table', { name: 'Sources' }).waitFor({ timeout: 60_000 });
    const sources = await page.getByRole('table', { name: 'Sources' }).locator('tbody tr').allInnerTexts();
    expect(sources.map((r) => r.split('\t').slice(0, 5))).toEqual([
      ['people-a.csv', '120', '5', 'utf-8', 'comma'],
      ['people-b.csv', '120', '5', 'utf-8', 'comma'],
    ]);
    await screenshot(page, 's1-import');
    await page.getByRole('button', { name: 'Continue to fields' }).click();
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
    const kinds = page.getByRole('combobox', { name: /^Kind of / });
    expect(await kinds.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Kind of first_name',
      'Kind of surname',
      'Kind of dob',
      'Kind of city',
      'Kind of email',
    ]);
    expect(await page.getByRole('combobox', { name: 'Kind of email' }).inputValue()).toBe('email');
    await screenshot(page, 's2-fields');
    await findDuplicates(page);
    expect(await countOf(page, 'records')).toBe(240);
    const clusters = await countOf(page, 'clusters');
    // The numbers the page shows are the worker's; quality is measured elsewhere (docs/QUALITY.md).
    expect(clusters).toBeGreaterThan(0);
    expect(clusters).toBeLessThanOrEqual(240);
    await screenshot(page, 's4-overview');
    // The manual theme override: system → light → dark, kept on <html>.
    await page.getByRole('button', { name: 'Theme: system' }).click();
    await page.getByRole('button', { name: 'Theme: light' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(page, 's4-overview-dark');

    // A reload keeps the project: the overview comes back with the same numbers.
    await page.reload();
    await page.getByRole('list', { name: 'Counts' }).waitFor({ timeout: 60_000 });
    expect(await countOf(page, 'records')).toBe(240);
    expect(await countOf(page, 'clusters')).toBe(clusters);

    // Export CSV: one row per record; the rows of a cluster id number its cluster_size.
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const table = parseCsvText(text, { sourceName: 'export.csv' });
    const col = (name: string) => table.cells[table.source.columns.indexOf(name)];
    expect(table.rowCount).toBe(240);
    const ids = col('doppel_cluster_id');
    const sizes = col('doppel_cluster_size');
    const members = new Map<string, number>();
    for (const id of ids) members.set(id, (members.get(id) ?? 0) + 1);
    expect(members.size).toBe(clusters);
    ids.forEach((id, r) => expect(Number(sizes[r])).toBe(members.get(id)));
    expect(new Set(col('doppel_row')).size).toBe(240);
    await screenshot(page, 's10-export');

    // The merge threshold moves by keyboard: band counts follow live; on release it is stored and the results go stale.
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    const marker = page.getByRole('slider', { name: 'Merge threshold' });
    await marker.waitFor();
    const bands = page.getByTestId('band-counts');
    const before = await bands.innerText();
    const start = Number(await marker.getAttribute('aria-valuenow'));
    await marker.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    expect(Number(await marker.getAttribute('aria-valuenow'))).toBeCloseTo(Math.max(0, start - 0.15), 5);
    expect(await bands.innerText()).not.toBe(before);
    await expect.poll(() => statusText(page)).toMatch(/^Thresholds saved/);
    await page.getByText('these results are stale').waitFor();
    await page.getByRole('link', { name: 'Fields', exact: true }).click();
    expect(Number(await page.getByRole('spinbutton', { name: 'Merge probability' }).inputValue())).toBeCloseTo(
      Math.max(0, start - 0.15),
      5,
    );
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 240_000);

  it('saves a project file, deletes the project, and opens the file again', async () => {
    const { page, context, offOrigin } = await openApp(app);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('combobox', { name: 'Sample data set' }).selectOption('products');
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await findDuplicates(page);
    await page.getByRole('link', { name: 'Doppel' }).click();
    const name = 'Sample: Products with GTINs';
    await page.getByRole('button', { name: `Export ${name}` }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${name}` }).click(),
    ]);
    const saved = (await file.path())!;
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({ format: expect.any(String) });
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByText('No projects in this browser yet.').waitFor();
    await expect.poll(() => statusText(page)).toMatch(/deleted/);
    await page.getByLabel('Import a project file').setInputFiles(saved);
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor({ timeout: 60_000 });
    await findDuplicates(page);
    expect(await countOf(page, 'records')).toBe(300);
    // A project that is gone (deleted, or evicted by the browser) says so and points to its project file.
    await page.goto(`${app.origin}/#/p/9999/fields`);
    await page.getByText("The project is no longer in this browser's storage").waitFor();
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 240_000);
});
