/**
 * Sample data and offline use: every bundled sample opens and runs; after one visit the service
 * worker has cached the app, so with the network off a reload still opens it and a sample still runs.
 */
import { describe, expect, it } from 'vitest';
import { findDuplicates, openApp, screenshot, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-offline';
const app = appServer(OUT_DIR);

const SAMPLES: Array<[string, number]> = [
  ['events', 75 + 79 + 70],
  ['suppliers', 400],
  ['products', 300],
  ['people', 400],
];

async function runSample(page: import('playwright-core').Page, id: string): Promise<string> {
  await page.getByRole('combobox', { name: 'Sample data set' }).selectOption(id);
  await page.getByRole('button', { name: 'Try sample data' }).click();
  await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
  await findDuplicates(page);
  return (await page.getByRole('list', { name: 'Counts' }).innerText()).replace(/\s+/g, ' ');
}

describe('samples and offline', () => {
  it('opens and runs every bundled sample', async () => {
    const { page, context, offOrigin } = await openApp(app);
    for (const [id, rows] of SAMPLES) {
      await page.getByRole('link', { name: 'Doppel' }).click();
      await page.getByRole('button', { name: 'Try sample data' }).waitFor();
      expect(await runSample(page, id)).toContain(`${rows} records`);
    }
    // The sources of the multi-source sample are its three files.
    await page.getByRole('link', { name: 'Doppel' }).click();
    const names = page.getByRole('table', { name: 'Recent projects' }).locator('tbody th');
    await expect.poll(() => names.count()).toBe(SAMPLES.length);
    expect(await names.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Russian event listings')]),
    );
    await screenshot(page, 's0-start-projects');
    // «Delete all local data» empties the list.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete all local data' }).click();
    await page.getByText('No projects in this browser yet.').waitFor();
    expect(await statusText(page)).toBe(`Deleted ${SAMPLES.length} projects and your preferences from this browser.`);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);

  it('reloads with the network off and still runs a sample', async () => {
    const { page, context, offOrigin } = await openApp(app);
    await page.getByText('Offline ready').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Try sample data' }).waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByText('Offline', { exact: true }).waitFor();
    expect(await runSample(page, 'events')).toContain('224 records');
    await context.setOffline(false);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 180_000);
});
