/**
 * Durability as a person meets it: a decision acknowledged on screen survives the tab being closed
 * at once (no unload handlers, no warning), and two tabs deciding on one project lose nothing: the
 * other tab is told and shows the current state.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { findDuplicates, importFiles, openApp, pressAndWait, appServer } from './app-page';

const OUT_DIR = 'dist-e2e-app-durability';
const app = appServer(OUT_DIR);

/** Decide the current pair by key and wait until the decision is acknowledged (durable). */
async function decide(page: Page, key: string, decision: string): Promise<void> {
  await pressAndWait(page, key, new RegExp(`^Marked ${decision}\\.`));
}

async function pairsInHistory(page: Page, origin: string, projectPath: string): Promise<number> {
  await page.goto(`${origin}/#${projectPath}/history`);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('pairs');
  const log = page.getByRole('table', { name: 'Decision log' });
  await log.waitFor({ timeout: 60_000 });
  return log.locator('tbody tr').count();
}

describe('durability in Chromium', () => {
  it('keeps a decision shown as done when the tab is closed right after, and two tabs lose nothing', async () => {
    const people = generatePeople(300, 21);
    const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
    const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-'));
    const paths = [people.slice(0, 150), people.slice(150)].map((rows, i) => {
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
    const { page, context } = await openApp(app);
    await importFiles(page, paths);
    await findDuplicates(page);
    const projectPath = /#(\/p\/\d+)/.exec(page.url())![1];
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await decide(page, 'y', 'same');
    // Close the tab at once: no unload handlers, no chance to flush anything after the acknowledgement.
    await page.close({ runBeforeUnload: false });

    const second = await context.newPage();
    expect(await pairsInHistory(second, app.origin, projectPath)).toBe(1);

    // Two tabs on one project: each decides; both decisions are kept.
    const third = await context.newPage();
    for (const tab of [second, third]) {
      await tab.goto(`${app.origin}/#${projectPath}/review`);
      await tab.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    }
    await decide(second, 'n', 'different');
    // The other tab is told, drops its cached copy and shows the current state.
    await third.waitForFunction(
      () => /changed in another tab/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    await third.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await third.waitForTimeout(300);
    await decide(third, 'u', 'unsure');
    const fourth = await context.newPage();
    expect(await pairsInHistory(fourth, app.origin, projectPath)).toBe(3);
    await context.close();
  }, 240_000);
});
