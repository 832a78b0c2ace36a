import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { findDuplicates, importFiles, openApp, screenshot, startApp, type AppServer } from './app-page';

const OUT_DIR = 'dist-e2e-app-flow';
let app: AppServer;

beforeAll(async () => {
  app = await startApp(OUT_DIR);
});

afterAll(async () => {
  await app?.close();
});

/** Two sources of one people list (the truth column left out). */
function twoSources(): string[] {
  const people = generatePeople(240, 21);
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-'));
  return [people.slice(0, 120), people.slice(120)].map((rows, i) => {
    const path = join(dir, `people-${'ab'[i]}.csv`);
    writeFileSync(path, toCsv([...columns], rows.map((p) => columns.map((c) => p[c]))));
    return path;
  });
}

describe('the app in Chromium', () => {
  it('imports two sources, finds duplicates, keeps the project across a reload', async () => {
    const { page, context, offOrigin } = await openApp(app);
    await screenshot(page, 's0-start');
    await importFiles(page, twoSources());
    await screenshot(page, 's2-fields');
    const kinds = await page.getByRole('combobox', { name: /^Kind of / }).evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), (e as HTMLSelectElement).value]));
    expect(kinds.map(([label]) => label)).toEqual(['Kind of first_name', 'Kind of surname', 'Kind of dob', 'Kind of city', 'Kind of email']);
    await findDuplicates(page);
    const counts = page.getByRole('list', { name: 'Counts' });
    expect(await counts.innerText()).toMatch(/240\s*records/);
    await screenshot(page, 's4-overview');
    await page.reload();
    const t0 = Date.now();
    await page.getByRole('list', { name: 'Counts' }).waitFor({ timeout: 120_000 }).catch(async (e) => {
      console.log(await page.locator('body').innerText());
      throw e;
    });
    console.log('reload→counts ms', Date.now() - t0);
    expect(await page.getByRole('list', { name: 'Counts' }).innerText()).toMatch(/240\s*records/);
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 240_000);
});
