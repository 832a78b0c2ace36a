/**
 * Issue 14 §4, §5 in Chromium: two clean sources are imported; the Fields screen preselects «Only
 * link across sources» with one-to-one on, shows the duplication measured within each source, the
 * profile «Automatic» resolves to and why, each comparison with its levels, and warns about the
 * source tag column; a run with those defaults makes no cluster of more than two records.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, appServer, findDuplicates } from './app-page';
import { linkSources } from '../fixtures/generate/link-sources';

const OUT_DIR = 'dist-e2e-link-choice';
const app = appServer(OUT_DIR);

describe('the link mode and the comparisons, shown before a run', () => {
  it('two clean sources: link-only and one-to-one preselected, the measurement and the comparison summary shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-link-'));
    const paths = linkSources(800, 4).map((s) => {
      const path = join(dir, s.name);
      writeFileSync(path, s.csv);
      return path;
    });
    const { page, context, offOrigin } = await openApp(app);
    await page.getByLabel('Open files').setInputFiles(paths);
    await page.getByRole('table', { name: 'Sources' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor({ timeout: 60_000 });

    expect(await page.getByRole('combobox', { name: 'Several sources' }).inputValue()).toBe('link');
    const oneToOne = page.getByRole('checkbox', { name: /One-to-one/ });
    expect(await oneToOne.isChecked()).toBe(true);
    const measured = page.locator('.within-source');
    await measured.waitFor({ timeout: 60_000 });
    expect(await measured.innerText()).toMatch(/^Within-source duplicates: a\.csv 0\.\d %, b\.csv 0\.\d %/);

    const summary = page.getByRole('table', { name: 'What a run will use' });
    await summary.waitFor();
    expect(await page.locator('.choice-profile').innerText()).toMatch(
      /^Profile generic \(automatic, from the fields\): /,
    );
    const levels = await summary.locator('tbody td:nth-of-type(1)').allInnerTexts();
    expect(levels.length).toBeGreaterThan(2);
    for (const l of levels) expect(l).toMatch(/^exact · .+ · else$/);
    // Per field: what compares it, and the source tag's warning beside its kind.
    const system = page.getByRole('row', { name: /^system/ });
    expect(await system.getByRole('note').innerText()).toContain('a tag of the source');
    const email = page.getByRole('row', { name: /^email/ });
    expect(await email.locator('.compared').innerText()).toMatch(/^email: exact · /);

    // A run with the default: two clean sources linked one-to-one never make a cluster of more than one record of
    // each (the issue saw clusters of 20 and 21 records).
    await findDuplicates(page);
    await page.getByRole('link', { name: 'Clusters', exact: true }).click();
    const largest = page.locator('.cluster-row').first();
    await largest.locator('.cluster-label').waitFor({ timeout: 60_000 });
    expect(Number(/(\d+) records/.exec(await largest.innerText())![1])).toBe(2);
    await page.getByRole('link', { name: 'Fields', exact: true }).click();
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor({ timeout: 60_000 });

    // The person can change the choice: one-to-one off is stored.
    await oneToOne.uncheck();
    await expect.poll(() => oneToOne.isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Find duplicates' }).waitFor({ timeout: 60_000 });
    await page.getByRole('checkbox', { name: /One-to-one/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /One-to-one/ }).isChecked()).toBe(false);
    expect(offOrigin).toEqual([]);
    await context.close();
  });
});
