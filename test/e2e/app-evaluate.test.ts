/**
 * The Evaluate screen in Chromium (issue 14 §11, UX S9): before any answer it says there are no
 * labels and points to the audit sample; after four answers (three in the audit sample, one in the
 * queue) it counts them, warns that queue labels lean to hard cases, shows a confusion matrix that
 * follows the chosen threshold, the curve as a table and the audit estimate; no serious axe-core
 * violation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { findDuplicates, importFiles, openApp, appServer, pressAndWait, screenshot } from './app-page';
import { peopleFile } from './people-file';

const OUT_DIR = 'dist-e2e-evaluate';
const app = appServer(OUT_DIR);
/** The four cells of the confusion matrix as numbers: [[TP, FN], [FP, TN]]. */
async function matrixCells(page: Page): Promise<number[][]> {
  const rows = page.getByRole('table', { name: /^Confusion matrix at threshold/ }).locator('tbody tr');
  const out: number[][] = [];
  for (let r = 0; r < 2; r++)
    out.push((await rows.nth(r).locator('td').allInnerTexts()).map((t) => Number(/^\d+/.exec(t)?.[0])));
  return out;
}

async function openEvaluate(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Evaluate' }).click();
  await page.getByRole('heading', { name: /^Evaluate / }).waitFor({ timeout: 60_000 });
}

describe('Evaluate screen in Chromium', () => {
  it('says when there are no labels, then counts four answers and shows the matrix at a chosen threshold', async () => {
    // bypassCSP lets the test inject axe-core; the app's own CSP is checked by the other suites.
    const { page, context, offOrigin } = await openApp(app, {
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    await importFiles(page, [peopleFile(300, 33).path]);
    await findDuplicates(page);

    await openEvaluate(page);
    await expect(page.locator('.no-labels').innerText()).resolves.toMatch(/^This project has no labels yet/);
    await expect(page.getByRole('region', { name: 'Audit estimate' }).innerText()).resolves.toMatch(
      /Answer the blind audit sample/,
    );
    expect(await page.getByRole('table', { name: /^Confusion matrix/ }).count()).toBe(0);

    // Two blind audit answers with the keyboard: same, then different.
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Review' }).click();
    const auditButton = page.getByRole('button', { name: 'Audit sample', exact: true });
    await auditButton.waitFor({ timeout: 60_000 });
    await auditButton.click();
    await page.getByRole('heading', { name: /^Pair 1 of \d+$/ }).waitFor({ timeout: 60_000 });
    await pressAndWait(page, 'y', /^Marked same\./);
    await page.getByRole('heading', { name: /^Pair 2 of \d+$/ }).waitFor({ timeout: 30_000 });
    await pressAndWait(page, 'n', /^Marked different\./);
    // And one pair of the review queue (a lower score than the audit's first pairs, automatic merges): different.
    await page.getByRole('button', { name: 'Review queue', exact: true }).click();
    await page.waitForFunction(() =>
      /review items decided/.test(document.querySelector('.review-progress')?.textContent ?? ''),
    );
    // A pair shown at or above «merge ≥ 0.99» says what holds it back, in the list and on its card (issue 14 §2).
    const metas = await page.locator('.queue-item .queue-meta').allInnerTexts();
    const high = metas.findIndex((m) => Number(/ · (\d\.\d\d)/.exec(m)?.[1]) >= 0.99);
    for (const m of metas) if (Number(/ · (\d\.\d\d)/.exec(m)?.[1]) >= 0.99) expect(m).toMatch(/ · held: \S/);
    if (high >= 0) {
      await page.locator('.queue-item').nth(high).click();
      await expect(page.locator('.pair-card .chip.held').innerText()).resolves.toMatch(/^held: \S/);
      await page.locator('.queue-item').first().click();
      await page.getByRole('heading', { name: /^Pair 1 of \d+$/ }).waitFor();
    }
    await pressAndWait(page, 'n', /^Marked different\./);

    // And the last pair the audit list shows (its distinct band comes last): different.
    await auditButton.click();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+$/ }).waitFor({ timeout: 60_000 });
    await page.locator('.queue-item').last().click();
    await pressAndWait(page, 'n', /^Marked different\./);

    await openEvaluate(page);
    await expect(page.locator('.label-counts').innerText()).resolves.toMatch(
      /^4 labelled pairs: 1 same, 3 different · [34] in the blind audit sample\.$/,
    );
    await expect(page.getByRole('note').innerText()).resolves.toMatch(
      /^Labels from the review queue are biased toward hard cases/,
    );
    // The matrix starts at the current threshold; each labelled pair is in one cell of its row.
    const select = page.getByLabel('Threshold for the confusion matrix');
    const currentLabel = await select.locator('option:checked').innerText();
    expect(currentLabel).toMatch(/\(current merge threshold\)$/);
    const [same, different] = await matrixCells(page);
    expect(same[0] + same[1]).toBe(1);
    expect(different[0] + different[1]).toBe(3);
    // At the lowest threshold at least as many pairs are predicted same; at 0.99 no more than at 0.05.
    await select.selectOption({ label: '0.05' });
    await page.getByRole('heading', { name: 'At threshold 0.05' }).waitFor();
    const low = await matrixCells(page);
    expect(low[0][0]).toBeGreaterThanOrEqual(same[0]);
    expect(low[1][0]).toBeGreaterThanOrEqual(different[0]);
    // The table alternative has a row per threshold with the same counts as the matrix.
    await page.getByText('The curve as a table').click();
    const row = page.getByRole('table', { name: 'Precision, recall and F1 by threshold' }).locator('tr[aria-current]');
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(3).map(Number)).toEqual([low[0][0], low[1][0], low[0][1], low[1][1]]);
    await expect(page.getByRole('region', { name: 'Audit estimate' }).innerText()).resolves.toMatch(
      /From [34] of \d+ blind audit answers/,
    );
    expect(await axeViolations(page)).toEqual([]);
    // Back to the current threshold for the screenshot.
    await select.selectOption({ label: currentLabel });
    await screenshot(page, 's9-evaluate');

    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);
});
