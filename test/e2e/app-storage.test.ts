/**
 * Storage trouble in a real Chromium, driven over CDP: the origin's quota shrunk below what an
 * import or a run needs (Storage.overrideQuotaForOrigin), and the origin's IndexedDB cleared as a
 * browser eviction would (Storage.clearDataForOrigin). The person must get the app's clear message,
 * no half-written project or run afterwards, and a way back from the exported project file.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { findDuplicates, importFiles, openApp, pressAndWait, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-storage';
const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-storage-'));
const app = appServer(OUT_DIR, 300_000);

/** A people list of `rows` rows written to `name` in the temp dir. */
function peopleCsv(name: string, rows: number, seed: number): string {
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const path = join(dir, name);
  writeFileSync(
    path,
    toCsv(
      [...columns],
      generatePeople(rows, seed).map((p) => columns.map((c) => p[c])),
    ),
  );
  return path;
}

/** What the origin has stored, as the page's storage manager reports it. */
function usage(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
}

/** How many records each store of the app's database holds (read from the page, beside the worker's connection). */
function storedCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('doppel');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = ['projects', 'sources', 'rows', 'runs', 'pairs'];
          const tx = db.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const req = tx.objectStore(name).count();
            req.onsuccess = () => (counts[name] = req.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Shrink the origin's quota to `bytes` (CDP); without `bytes`, restore the browser's own quota. */
async function setQuota(cdp: CDPSession, bytes?: number): Promise<void> {
  await cdp.send(
    'Storage.overrideQuotaForOrigin',
    bytes === undefined ? { origin: app.origin } : { origin: app.origin, quotaSize: bytes },
  );
}

/*
 * Chromium's IndexedDB caches the space it may still use for a while after each check, so a quota
 * shrunk after writes bites only once that allowance runs out. Each test therefore shrinks the
 * quota before its first write, leaving room for what must succeed and not for what must fail.
 */
describe('storage quota exceeded in Chromium', () => {
  it('refuses an import that does not fit with the StorageFullError message, and keeps no half-imported project', async () => {
    const { page, context } = await openApp(app, { serviceWorkers: 'block' });
    const cdp = await context.newCDPSession(page);
    const path = peopleCsv('people-quota.csv', 20_000, 31);
    // Room for the project record, not for the rows (about 1 MB).
    await setQuota(cdp, (await usage(page)) + 256 * 1024);
    await page.getByLabel('Open files').setInputFiles(path);
    await page.getByRole('link', { name: 'Back to the start page' }).waitFor({ timeout: 60_000 });
    expect(await statusText(page)).toMatch(
      /^Storage is full: could not save source «people-quota\.csv» \(rows [\d–]+\)\. Nothing of this write was kept and earlier data is intact\. Delete old projects/,
    );
    expect(await page.getByRole('button', { name: 'Continue to fields' }).count()).toBe(0);
    // After a reload no project (and no part of one) is listed.
    await page.goto(`${app.origin}/#/`);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor();
    await expect.poll(() => page.getByText('No projects in this browser yet.').count()).toBe(1);
    expect(await storedCounts(page)).toEqual({ projects: 0, sources: 0, rows: 0, runs: 0, pairs: 0 });
    await setQuota(cdp);
    await context.close();
  }, 120_000);

  it('fails a run that does not fit with the StorageFullError message, shows no partial run after a reload, and runs once there is room', async () => {
    const { page, context } = await openApp(app, { serviceWorkers: 'block' });
    const cdp = await context.newCDPSession(page);
    // Room for the import (about 0.3 MB), not for the run's 1.3 M candidate pairs (several MB).
    await setQuota(cdp, (await usage(page)) + 1.5 * 2 ** 20);
    await importFiles(page, [peopleCsv('people-run.csv', 6_000, 32)]);
    const overview = page.url().replace(/\/fields$/, '/overview');
    await page.getByRole('button', { name: 'Find duplicates' }).click();
    await expect.poll(() => statusText(page), { timeout: 120_000 }).toMatch(/^(Storage is full|Done)/);
    expect(await statusText(page)).toMatch(
      /^Storage is full: could not save the run’s candidate pairs [\d–]+\. Nothing of this write was kept/,
    );
    await page.goto(overview);
    await page.reload();
    await page.getByText('No results yet.').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('list', { name: 'Counts' }).count()).toBe(0);
    expect(await storedCounts(page)).toMatchObject({ projects: 1, sources: 1, rows: 1, runs: 0, pairs: 0 });
    await setQuota(cdp);
    await page.getByRole('link', { name: 'Check the fields and run «Find duplicates».' }).click();
    await findDuplicates(page);
    await context.close();
  }, 240_000);
});

/** The number shown in the overview's counts list next to `label`. */
async function countOf(page: Page, label: string): Promise<number> {
  const items = await page.getByRole('list', { name: 'Counts' }).locator('li').allInnerTexts();
  const item = items.find((t) => t.replace(/\s+/g, ' ').trim().endsWith(` ${label}`));
  if (!item) throw new Error(`no count «${label}» in ${JSON.stringify(items)}`);
  return Number(item.trim().split(/\s/)[0].replaceAll(',', ''));
}

describe('storage evicted in Chromium', () => {
  it('says the open project is gone and restores it from the exported project file imported on that screen', async () => {
    const { page, context, offOrigin } = await openApp(app, { serviceWorkers: 'block' });
    page.on('dialog', (dialog) => void dialog.accept());
    const cdp = await context.newCDPSession(page);
    // Two sources of one people list (as in the durability suite, it gives pairs to review).
    const people = generatePeople(300, 21);
    const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const paths = [people.slice(0, 150), people.slice(150)].map((rows, i) => {
      const path = join(dir, `evicted-${'ab'[i]}.csv`);
      writeFileSync(
        path,
        toCsv(
          [...columns],
          rows.map((p) => columns.map((c) => p[c])),
        ),
      );
      return path;
    });
    await importFiles(page, paths);
    await findDuplicates(page);
    const project = /#(\/p\/\d+)/.exec(page.url())![1];
    // One human decision, so the project file carries the log back.
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await pressAndWait(page, 'n', /^Marked different\./);
    const overview = `${app.origin}/#${project}/overview`;
    // A run after the decision learns from it (DECISIONS: human decisions refine the weights at the
    // next «Find duplicates»), as the run after the restore will: count the clusters of such a run.
    await page.goto(`${app.origin}/#${project}/fields`);
    await findDuplicates(page);
    const clusters = await countOf(page, 'clusters');
    // Save the project file the way a person does: «Export» in the start page's project list.
    await page.getByRole('link', { name: 'Doppel' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export evicted-a + evicted-b' }).click(),
    ]);
    const saved = join(dir, 'evicted.doppel.json');
    writeFileSync(saved, readFileSync((await download.path())!));
    await page.goto(overview);
    await page.getByRole('list', { name: 'Counts' }).waitFor();

    // The browser evicts the origin's IndexedDB while the project is open.
    await cdp.send('Storage.clearDataForOrigin', { origin: app.origin, storageTypes: 'indexeddb' });
    await page.getByRole('link', { name: 'Fields', exact: true }).click();
    // The page cannot reach storage any more: it says so and offers a reload and the project file.
    await page.getByText("This page lost its connection to Doppel's storage").waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Import a project file').count()).toBe(1);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    // After the reload the project is gone: the screen says so and offers the project file again.
    await page.getByText("The project is no longer in this browser's storage").waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Project');
    await page.getByLabel('Import a project file').setInputFiles(saved);
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor({ timeout: 60_000 });
    expect(await statusText(page)).toBe('Project file evicted.doppel.json opened.');
    await findDuplicates(page);
    expect(await countOf(page, 'records')).toBe(300);
    expect(await countOf(page, 'clusters')).toBe(clusters);
    // The human decision came back with the project file.
    const restored = /#(\/p\/\d+)/.exec(page.url())![1];
    await page.goto(`${app.origin}/#${restored}/history`);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('pairs');
    const log = page.getByRole('table', { name: 'Decision log' });
    await log.waitFor({ timeout: 60_000 });
    expect(await log.locator('tbody tr').count()).toBe(1);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 240_000);
});
