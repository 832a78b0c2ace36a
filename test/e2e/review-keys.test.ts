/**
 * The review shortcuts of UX §4.5 added last: C (note on a pair or a cluster), Shift+A (bulk accept
 * of the filtered queue, with its maximum and preview, undone whole) and G then Q / C / H / E.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import { SequenceReader, legend, DEFAULT_KEY_SETTINGS, type KeyInput } from '../../src/ui/keymap';
import { actAndWait, findDuplicates, importFiles, openApp, pressAndWait, appServer, statusText } from './app-page';

const OUT_DIR = 'dist-e2e-review-keys';
const app = appServer(OUT_DIR, 300_000);

/** Two sources of a people list. */
function twoSources(): string[] {
  const people = generatePeople(300, 21);
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-review-keys-'));
  return [people.slice(0, 150), people.slice(150)].map((rows, i) => {
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

/** Press G then `key` (the go-to sequence) and wait for the screen's heading. */
async function goTo(page: Page, key: string, heading: RegExp): Promise<void> {
  await page.keyboard.press('g');
  await page.keyboard.press(key);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
}

async function reviewReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
}

const progress = (page: Page) => page.locator('.review-progress').innerText();
const activeTag = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id ?? ''}`);
const NOTE = '<img src=x onerror="window.__xss=1">called: same person (g q y typed here)';

describe('keymap: two-key sequences (unit)', () => {
  const press = (key: string, target: unknown = { tagName: 'BODY' }): KeyInput => ({ key, target });
  it('G then Q completes within the timeout; late, other or typed keys do not', () => {
    const r = new SequenceReader(1000);
    expect(r.read(press('g'), 'global', DEFAULT_KEY_SETTINGS, 0)).toBe('started');
    expect(r.read(press('Shift'), 'global', DEFAULT_KEY_SETTINGS, 10)).toBeUndefined();
    expect(r.read(press('q'), 'global', DEFAULT_KEY_SETTINGS, 500)).toEqual({ action: 'go-queue', key: 'g q' });
    expect(r.read(press('q'), 'global', DEFAULT_KEY_SETTINGS, 600)).toBeUndefined();
    r.read(press('g'), 'global', DEFAULT_KEY_SETTINGS, 1000);
    expect(r.read(press('e'), 'global', DEFAULT_KEY_SETTINGS, 2001)).toBeUndefined();
    r.read(press('g'), 'global', DEFAULT_KEY_SETTINGS, 3000);
    expect(r.read(press('y'), 'global', DEFAULT_KEY_SETTINGS, 3100)).toBeUndefined();
    expect(r.read(press('h'), 'global', DEFAULT_KEY_SETTINGS, 3200)).toBeUndefined();
    expect(r.read(press('g', { tagName: 'TEXTAREA' }), 'global', DEFAULT_KEY_SETTINGS, 4000)).toBeUndefined();
    expect(r.read(press('g'), 'global', { singleKey: false, layout: 'letters' }, 5000)).toBeUndefined();
  });
  it('the legend shows C, Shift+A and «G Q» … where they apply', () => {
    const rows = (scope: 'review' | 'cluster' | 'golden') =>
      legend(scope, DEFAULT_KEY_SETTINGS).map((r) => `${r.keys.join('/')} ${r.label}`);
    expect(rows('review')).toEqual(
      expect.arrayContaining([
        'c Note',
        'Shift+a Accept filtered',
        'g q Go to queue',
        'g c Go to clusters',
        'g h Go to history',
        'g e Go to export',
      ]),
    );
    expect(rows('cluster')).toEqual(expect.arrayContaining(['c Note on cluster', 'g q Go to queue']));
    expect(rows('cluster').some((r) => r.startsWith('Shift+a'))).toBe(false);
    expect(rows('golden').some((r) => r.startsWith('c '))).toBe(false);
  });
});

describe('review shortcuts in Chromium', () => {
  it('C adds a note (text only, Esc cancels, focus kept in and restored), durable, in History and the log export; G sequences navigate', async () => {
    const { page, context, offOrigin } = await openApp(app);
    await importFiles(page, twoSources());
    await findDuplicates(page);
    await goTo(page, 'q', /^Review$/);
    await reviewReady(page);
    await expect(page.locator('.key-legend').innerText()).resolves.toMatch(/G Q\s*Go to queue/);
    const keys = (await page.locator('.queue-item[aria-current="true"]').getAttribute('data-keys'))!;

    // C opens the dialog with the focus in its text field; Tab stays inside; Esc cancels and gives the focus back.
    await page.getByRole('button', { name: 'Skip', exact: true }).focus();
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'Add a note' });
    await dialog.waitFor();
    expect(await activeTag(page)).toBe('TEXTAREA#note-dialog-text');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Back on «Skip», focused before C (the button is named by its label; its key hint is aria-hidden).
    expect(await page.evaluate(() => document.activeElement?.firstChild?.textContent)).toBe('Skip');
    expect(await page.locator('.notes li').count()).toBe(0);

    // Typing in the note (Y, G Q included) decides nothing and goes nowhere; Enter saves.
    await page.keyboard.press('c');
    await dialog.waitFor();
    await page.keyboard.type(NOTE);
    expect(await progress(page)).toMatch(/^0 \//);
    await pressAndWait(page, 'Enter', /^Note saved on /);
    await dialog.waitFor({ state: 'detached' });
    const notes = page.locator('.pair-card .notes');
    await expect(notes.locator('.note-text').innerText()).resolves.toBe(NOTE);
    expect(await notes.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await progress(page)).toMatch(/^0 \//);

    // Durable: after a reload the note is on the same pair.
    await page.reload();
    await reviewReady(page);
    await page.locator(`.queue-item[data-keys="${keys}"]`).first().click();
    await expect(page.locator('.notes .note-text').innerText()).resolves.toBe(NOTE);

    // G H: History lists it as text under «Notes»; G E: the decision log export holds it.
    await goTo(page, 'h', /^History$/);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('notes');
    const row = page.locator('table[aria-label="Decision log"] tbody tr');
    await expect(row.count()).resolves.toBe(1);
    await expect(row.locator('.what').innerText()).resolves.toContain(NOTE);
    expect(await row.locator('img').count()).toBe(0);
    await goTo(page, 'e', /^Export /);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export decision log' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; text?: string; keys?: string[] });
    const note = lines.find((l) => l.type === 'note');
    expect(note?.text).toBe(NOTE);
    expect(note?.keys?.join(' · ')).toBe(keys);

    // G V opens Evaluate (V, for E is export); then G C, and C on a cluster: a note about its members, listed in the
    // detail.
    await goTo(page, 'v', /^Evaluate/);
    await goTo(page, 'c', /^Clusters$/);
    await page.locator('.cluster-row').first().click();
    const title = await page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ }).innerText();
    await page.keyboard.press('c');
    await dialog.waitFor();
    await page.keyboard.type('checked this whole cluster');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await pressAndWait(page, 'Control+Enter', /^Note saved on cluster /);
    await expect(page.locator('.cluster-detail .notes .note-text').innerText()).resolves.toBe(
      'checked this whole cluster\nsecond line',
    );
    expect(title).toMatch(/records/);

    // In the review screen, E alone still expands the explanation (G E is the sequence); G shows what may follow.
    await goTo(page, 'q', /^Review$/);
    await reviewReady(page);
    await page.keyboard.press('g');
    await expect(page.locator('.go-pending').innerText()).resolves.toMatch(
      /^G then Q queue · C clusters · H history · V evaluate · E export/,
    );
    await page.keyboard.press('Escape');
    await page.locator('.go-pending').waitFor({ state: 'detached' });
    await page.keyboard.press('e');
    await page.getByRole('table', { name: /Explanation/ }).waitFor();
    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);

  it('Shift+A accepts the filtered undecided pairs in one batch: count, maximum, preview; Undo and History revert it whole', async () => {
    const { page, context } = await openApp(app);
    await importFiles(page, twoSources());
    await findDuplicates(page);
    await goTo(page, 'q', /^Review$/);
    await reviewReady(page);

    // One decision by hand first: the bulk accept leaves it is.
    await pressAndWait(page, 'n', /^Marked different\./);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('undecided');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const undecided = Number(/^(\d+) of/.exec(await page.locator('.queue-count').innerText())![1]);
    expect(undecided).toBeGreaterThanOrEqual(3);

    await page.keyboard.press('Shift+A');
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Accept ${undecided} filtered pairs as «same»\\?`) });
    await dialog.waitFor();
    await expect(dialog.locator('.bulk-preview tbody tr').count()).resolves.toBe(Math.min(10, undecided));
    const accept = dialog.getByRole('button', { name: `Accept ${undecided} pairs` });
    expect(await accept.isEnabled()).toBe(true);

    // Above the maximum the dialog refuses and says why; the maximum is kept in this browser.
    const max = dialog.getByRole('spinbutton', { name: 'Maximum per bulk action' });
    await expect(max.inputValue()).resolves.toBe('200');
    await max.fill(String(undecided - 1));
    await max.press('Tab');
    await expect(dialog.getByRole('alert').innerText()).resolves.toBe(
      `Refused: ${undecided} pairs is more than the maximum of ${undecided - 1} per bulk action. Narrow the filter (kind, undecided) or raise the maximum.`,
    );
    expect(await accept.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await progress(page)).toMatch(
      /^1 \/ \d+ review items decided · \d+ decisions? in effect: 0 same · 1 different/,
    );
    expect(await page.evaluate(() => localStorage.getItem('doppel.bulkMax'))).toBe(String(undecided - 1));
    await page.evaluate(() => localStorage.setItem('doppel.bulkMax', '200'));

    // Confirmed: one announcement, every filtered pair «same», durable across a reload.
    await page.keyboard.press('Shift+A');
    await dialog.waitFor();
    const said = await actAndWait(page, () => accept.click(), /^Marked \d+ pairs same \(bulk accept\)/);
    expect(said).toMatch(new RegExp(`^Marked ${undecided} pairs same \\(bulk accept\\)\\. \\d+ remaining$`));
    const done = new RegExp(
      `^${undecided + 1} / \\d+ review items decided · \\d+ decisions? in effect: ${undecided} same · 1 different`,
    );
    await expect(progress(page)).resolves.toMatch(done);

    // Z undoes the whole batch; Shift+Z redoes it.
    await pressAndWait(page, 'z', new RegExp(`^Undid «same» on ${undecided} pairs \\(bulk accept\\)`));
    await expect(progress(page)).resolves.toMatch(
      /^1 \/ \d+ review items decided · \d+ decisions? in effect: 0 same · 1 different/,
    );
    await pressAndWait(page, 'Shift+Z', new RegExp(`^Redid «same» on ${undecided} pairs`));
    await expect(progress(page)).resolves.toMatch(done);
    await page.reload();
    await reviewReady(page);
    await expect(progress(page)).resolves.toMatch(done);

    // History: each decision is an entry; «Undo batch» reverts the bulk accept in one go.
    await goTo(page, 'h', /^History$/);
    const revert = page.getByRole('button', {
      name: new RegExp(`^Undo the bulk accept of entry \\d+ \\(${undecided} decisions\\)`),
    });
    await expect.poll(() => revert.count()).toBe(undecided);
    await actAndWait(page, () => revert.first().click(), new RegExp(`^Undid the bulk accept: ${undecided} decisions`));
    await expect.poll(() => revert.count()).toBe(0);
    await goTo(page, 'q', /^Review$/);
    await reviewReady(page);
    await expect(progress(page)).resolves.toMatch(
      /^1 \/ \d+ review items decided · \d+ decisions? in effect: 0 same · 1 different/,
    );

    // In the audit sample bulk accept is refused (each pair is decided blind).
    await page.getByRole('button', { name: 'Audit sample' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pressAndWait(page, 'Shift+A', /^Bulk accept is off in the audit sample/);
    expect(await statusText(page)).toMatch(/one by one/);

    // G C from the review screen opens the clusters; C there is not the note key.
    await goTo(page, 'c', /^Clusters$/);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await context.close();
  }, 300_000);
});
