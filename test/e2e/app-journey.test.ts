/**
 * The whole issue-5 journey across every screen: drop two sources → fields → Find duplicates →
 * five keyboard decisions → reload (still there) → Undo one in History → other thresholds →
 * Find duplicates again → human decisions still hold in the exported cluster ids.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { parseCsvText } from '../../src/io';
import { findDuplicates, openApp, pressAndWait, screenshot, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-app-journey';
const app = appServer(OUT_DIR);

/** Download an export by its button and return the file's text. */
async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
}

describe('the issue-5 journey in Chromium', () => {
  it('review by keyboard, reload, undo in History, re-run with other thresholds: human decisions hold', async () => {
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
    const { page, context, offOrigin } = await openApp(app);
    // Dropped on the page, as a person would.
    const transfer = await page.evaluateHandle(
      (files) => {
        const t = new DataTransfer();
        for (const [name, text] of files) t.items.add(new File([text], name, { type: 'text/csv' }));
        return t;
      },
      paths.map((p) => [p.split('/').pop()!, readFileSync(p, 'utf8')] as [string, string]),
    );
    await page.getByRole('region', { name: 'Open CSV files' }).dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Kind of dob' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Kind of dob' }).inputValue()).toBe('date');
    await findDuplicates(page);

    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    for (const [key, decision] of [
      ['y', 'same'],
      ['n', 'different'],
      ['y', 'same'],
      ['n', 'different'],
      ['y', 'same'],
    ]) {
      await pressAndWait(page, key, new RegExp(`^Marked ${decision}\\.`));
    }

    // Reload: the five decisions are in the History.
    await page.reload();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('pairs');
    const log = page.getByRole('table', { name: 'Decision log' });
    await expect.poll(() => log.locator('tbody tr').count()).toBe(5);
    expect(await log.locator('tbody tr').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Same: /), expect.stringMatching(/Different: /)]),
    );

    // Undo the oldest decision (not the last): selective undo; it is struck through with «Redo».
    const oldest = log.locator('tbody tr').last();
    const reverted = (await oldest.locator('td').first().innerText()).trim();
    await oldest.getByRole('button', { name: `Undo entry ${reverted}` }).click();
    await expect.poll(() => statusText(page)).toMatch(new RegExp(`^Undo of entry #${reverted} saved`));
    await expect.poll(() => log.locator('tbody tr').last().locator('s').count()).toBe(1);
    expect(await log.getByRole('button', { name: `Redo entry ${reverted}` }).count()).toBe(1);
    await screenshot(page, 's8-history');

    // Other thresholds: stale until run again.
    await page.getByRole('link', { name: 'Fields', exact: true }).click();
    const merge = page.getByRole('spinbutton', { name: 'Merge probability' });
    await merge.fill('0.999');
    await merge.press('Tab');
    await expect.poll(() => statusText(page)).toMatch(/stale/);
    await page
      .locator('main')
      .getByText(/^Results are stale/)
      .waitFor();
    await findDuplicates(page);

    // Human decisions hold: every «same» pair in effect shares a cluster id, every «different» pair does not.
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    type Entry = { id: number; type: string; keys?: [string, string]; target?: number };
    // Each line is one log entry as a JSON object (older exports wrapped it as {"entry": "<json>"}; both are read).
    const entries = (await download(page, 'Export decision log'))
      .trim()
      .split('\n')
      .map((l) => {
        const o = JSON.parse(l) as Entry | { entry: string };
        return ('entry' in o && typeof o.entry === 'string' ? JSON.parse(o.entry) : o) as Entry;
      });
    const undone = new Set(entries.filter((e) => e.type === 'undo').map((e) => e.target));
    const decisions = entries.filter((e) => (e.type === 'same' || e.type === 'different') && !undone.has(e.id));
    expect(decisions.length).toBe(4);
    const table = parseCsvText(await download(page, 'Export CSV'), { sourceName: 'export.csv' });
    const col = (name: string) => table.cells[table.source.columns.indexOf(name)];
    const clusterOf = new Map(col('doppel_row').map((k, r) => [k, col('doppel_cluster_id')[r]]));
    expect(table.rowCount).toBe(300);
    for (const d of decisions) {
      const [a, b] = d.keys!.map((k) => clusterOf.get(k));
      expect(a).toBeDefined();
      expect(a === b).toBe(d.type === 'same');
    }
    // The fitted model as Splink settings: one comparison per weighed field, levels ending in ELSE.
    const splink = JSON.parse(await download(page, 'Export Splink settings')) as {
      link_type: string;
      comparisons: Array<{ comparison_levels: Array<{ sql_condition: string }> }>;
    };
    expect(splink.link_type).toBe('link_and_dedupe');
    expect(splink.comparisons.length).toBeGreaterThan(2);
    for (const c of splink.comparisons) expect(c.comparison_levels.at(-1)!.sql_condition).toBe('ELSE');
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);
});
