/**
 * Issue 14's remaining screens in Chromium: S11 Settings (reachable from the header of every page; each choice kept
 * across a reload and taking effect — theme, keyboard, reduced motion, high-contrast and colourless diffs on the pair
 * card, the Calibrate batch size), busy states while the worker answers (a settings change, Lock, a revert), an empty
 * file's message on the import screen, a column of one file as the sources, and the S3 / S11 screenshots.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { axeViolations } from './axe';
import {
  appServer,
  findDuplicates,
  holdWorkerAnswers,
  openApp,
  screenshot,
  setWorkerHold,
  statusText,
} from './app-page';

const OUT_DIR = 'dist-e2e-app-settings';
const app = appServer(OUT_DIR);

/** One file of 400 generated people whose `crm` column names the system each row came from (three of them). */
function crmFile(): string {
  const people = generatePeople(400, 23);
  const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-settings-'));
  const path = join(dir, 'people.csv');
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  writeFileSync(
    path,
    toCsv(
      [...columns, 'crm'],
      people.map((p, i) => [...columns.map((c) => p[c]), `crm-${i % 3}`]),
    ),
  );
  return path;
}

/** A computed style property of the first element matching `selector`. */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

/** Wait until an element is busy (its `aria-busy` is true) and return the page's visible busy words. */
async function busyWords(page: Page, selector: string): Promise<string> {
  await page.locator(`${selector}[aria-busy="true"]`).waitFor({ timeout: 10_000 });
  return page.locator('.busy-note').first().innerText();
}

describe('settings, busy states, an empty file and a sources column in Chromium', () => {
  it('S11 settings take effect and are kept; actions show they are busy; one file gives three sources', async () => {
    const { page, context, offOrigin } = await openApp(app, {
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    page.on('dialog', (d) => void d.accept());
    await holdWorkerAnswers(page);
    await page.reload();

    // An empty file: its message on the import screen itself, not only in the status bar.
    const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-empty-'));
    writeFileSync(join(dir, 'empty.csv'), '');
    await page.getByLabel('Open files').setInputFiles(join(dir, 'empty.csv'));
    await page.locator('main .import-failure').waitFor({ timeout: 60_000 });
    expect(await page.locator('main .import-failure').innerText()).toMatch(/^empty\.csv: .*empty/i);

    // S11 from the header of any page.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 's11-settings');
    await page.getByRole('radio', { name: 'Dark', exact: true }).check();
    // The theme is applied when the setting is stored: wait for it, then read it.
    await page.getByRole('button', { name: 'Theme: dark' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // Reduced motion: an indeterminate progress bar stops moving (drawn still by the app's style sheet).
    const progressLooks = () =>
      page.evaluate(() => {
        const p = document.createElement('progress');
        document.querySelector('main')!.append(p);
        const look = getComputedStyle(p).appearance;
        p.remove();
        return look;
      });
    await page.getByRole('radio', { name: /^Allow motion/ }).check();
    expect(await progressLooks()).not.toBe('none');
    await page.getByRole('radio', { name: /^Reduce motion/ }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('reduce');
    expect(await progressLooks()).toBe('none');
    // Diff marks: the example on this screen follows the choice.
    expect(await styleOf(page, '.diff-sample ins', 'text-decoration-thickness')).toBe('2px');
    await page.getByRole('checkbox', { name: /^High contrast/ }).check();
    expect(await styleOf(page, '.diff-sample ins', 'text-decoration-thickness')).toBe('3px');
    expect(await styleOf(page, '.diff-sample del', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByRole('radio', { name: /^Underline \/ strikethrough only/ }).check();
    expect(await styleOf(page, '.diff-sample del', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await styleOf(page, '.diff-sample del', 'text-decoration-line')).toBe('line-through');
    // Keyboard: single-key shortcuts off shows «off» for Same, in the table of every shortcut.
    await page.getByRole('checkbox', { name: /^Single-key shortcuts/ }).uncheck();
    await page.getByText('Every shortcut').click();
    const review = page.getByRole('table', { name: 'Review' });
    expect(await review.locator('tr', { hasText: 'Same' }).first().locator('td').first().innerText()).toBe('off');
    await page.getByRole('checkbox', { name: /^Single-key shortcuts/ }).check();
    await page.getByLabel(/^Pairs in a Calibrate batch/).fill('24');
    await page.getByLabel(/^Pairs in a Calibrate batch/).press('Tab');
    await expect.poll(() => statusText(page)).toMatch(/^Calibrate batches: 24 pairs/);

    // Kept across a reload, and applied before the screen shows.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(
      await page.evaluate(() => {
        const d = document.documentElement.dataset;
        return [d.theme, d.motion, d.diffContrast, d.diffStyle];
      }),
    ).toEqual(['dark', 'reduce', 'high', 'lines']);
    expect(await page.getByRole('radio', { name: /^Reduce motion/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Pairs in a Calibrate batch/).inputValue()).toBe('24');
    await page.getByRole('radio', { name: 'Light', exact: true }).check();
    await screenshot(page, 's11-settings');

    // One file, its «crm» column as the sources: three sources.
    await page.getByRole('link', { name: 'Doppel' }).click();
    await page.getByLabel('Open files').setInputFiles(crmFile());
    await page.getByRole('combobox', { name: 'Sources of people.csv' }).selectOption('crm');
    const sources = page.getByRole('table', { name: 'Sources' });
    await expect
      .poll(
        async () =>
          (
            await sources
              .locator('tbody th')
              .allInnerTexts()
              .catch(() => [])
          ).join(' | '),
        {
          timeout: 60_000,
        },
      )
      .toBe('people.csv · crm-0 | people.csv · crm-1 | people.csv · crm-2');
    await page.getByRole('button', { name: 'Continue to fields' }).click();
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('400 rows in 3 sources');

    // S3: the comparisons a run will use and the blocking rules with their pair counts.
    await page.locator('.choice-summary table').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Estimate candidate pairs' }).click();
    await page.locator('.blocking-preview table').waitFor({ timeout: 60_000 });
    await screenshot(page, 's3-comparison-rules', page.locator('.choice-summary'));
    await screenshot(page, 's3-blocking-rules', page.locator('.blocking-preview'));

    // A settings change while the worker is slow: «Saving settings…», the run waits for it.
    await setWorkerHold(page, 1500);
    await page.getByRole('combobox', { name: 'Kind of city' }).selectOption('ignore');
    expect(await busyWords(page, 'section.fields')).toBe('Saving settings…');
    // The choice stays shown while it is saved (a re-render must not flip it back).
    expect(await page.getByRole('combobox', { name: 'Kind of city' }).inputValue()).toBe('ignore');
    expect(await page.getByRole('button', { name: 'Find duplicates' }).isDisabled()).toBe(true);
    await setWorkerHold(page, 0);
    await expect.poll(() => statusText(page), { timeout: 15_000 }).toMatch(/^Settings saved/);
    await page.getByRole('combobox', { name: 'Kind of city' }).selectOption('city');
    await expect.poll(() => page.locator('section.fields[aria-busy="false"]').count(), { timeout: 15_000 }).toBe(1);
    await findDuplicates(page);

    // The pair card's diff marks follow the settings (lines only, high contrast).
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.locator('#pair-card-title').waitFor({ timeout: 60_000 });
    for (let i = 0; i < 30 && (await page.locator('.field-table del').count()) === 0; i++) {
      const before = await page.locator('#pair-card-title').innerText();
      await page.keyboard.press('j');
      await page.waitForFunction((h) => document.querySelector('#pair-card-title')?.textContent !== h, before);
    }
    expect(await styleOf(page, '.field-table del', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await styleOf(page, '.field-table del', 'text-decoration-thickness')).toBe('3px');
    // The Calibrate batch has the size chosen in Settings.
    await page.getByRole('button', { name: /^Calibrate/ }).click();
    await page.getByTestId('calibrate-panel').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('calibrate-panel').innerText()).toMatch(/Calibrate: 0 of 24 pairs answered/);

    // Lock a cluster while the worker is slow: «Locking…», the actions disabled until it is saved.
    await page.getByRole('link', { name: 'Clusters', exact: true }).click();
    await page.locator('.cluster-row').first().click();
    await page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ }).waitFor({ timeout: 60_000 });
    await setWorkerHold(page, 1500);
    await page.getByRole('button', { name: /^Lock/ }).click();
    expect(await busyWords(page, '.cluster-actions')).toBe('Locking…');
    expect(await page.getByRole('button', { name: /^Split at weakest link/ }).isDisabled()).toBe(true);
    await setWorkerHold(page, 0);
    await expect.poll(() => statusText(page), { timeout: 15_000 }).toMatch(/^Locked /);

    // Revert it from History while the worker is slow: «Undoing entry #n…», every Undo disabled meanwhile.
    await page.getByRole('link', { name: 'History', exact: true }).click();
    const log = page.getByRole('table', { name: 'Decision log' });
    await log.waitFor();
    const undo = log.getByRole('button', { name: /^Undo entry \d+$/ }).first();
    const entry = (await undo.getAttribute('aria-label'))!.replace('Undo entry ', '');
    await setWorkerHold(page, 1500);
    await undo.click();
    expect(await busyWords(page, 'table')).toBe(`Undoing entry #${entry}…`);
    expect(await undo.isDisabled()).toBe(true);
    await setWorkerHold(page, 0);
    await expect
      .poll(() => statusText(page), { timeout: 15_000 })
      .toMatch(new RegExp(`^Undo of entry #${entry} saved`));
    expect(await log.getAttribute('aria-busy')).toBe('false');

    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);
});
