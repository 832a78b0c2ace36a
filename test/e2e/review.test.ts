import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generatePeople } from '../fixtures/generate/people';
import { toCsv } from '../fixtures/generate/random';
import {
  actAndWait,
  currentKeys,
  findDuplicates,
  importFiles,
  openApp,
  pressAndWait,
  screenshot,
  appServer,
} from './app-page';

const OUT_DIR = 'dist-e2e-review';
const app = appServer(OUT_DIR);

const MARKUP = '<img src=x onerror="window.__xss=1"><b>';

/** Two sources of a people list; every non-empty city is wrapped in markup that must stay text. */
function twoSources(): string[] {
  const people = generatePeople(300, 21);
  const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
  const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-review-'));
  return [people.slice(0, 150), people.slice(150)].map((rows, i) => {
    const path = join(dir, `people-${'ab'[i]}.csv`);
    writeFileSync(
      path,
      toCsv(
        [...columns],
        rows.map((p) => columns.map((c) => (c === 'city' && p[c] ? `${MARKUP}${p[c]}</b>` : p[c]))),
      ),
    );
    return path;
  });
}

async function openScreen(page: Page, screen: string): Promise<void> {
  const id = /#\/p\/(\d+)\//.exec(page.url())?.[1];
  expect(id).toBeDefined();
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#/p/${id}/${screen}`);
}

describe('review, clusters and golden records in Chromium', () => {
  it('reviews pairs by keyboard durably, undoes, shows markup as text, splits a member out and picks a golden value', async () => {
    const { page, context, offOrigin } = await openApp(app);
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await importFiles(page, twoSources());
    await findDuplicates(page);
    await openScreen(page, 'review');
    await page.getByRole('heading', { name: /^Pair 1 of \d+/ }).waitFor({ timeout: 60_000 });
    const total = Number(/of (\d+)/.exec(await page.getByRole('heading', { name: /^Pair \d+ of/ }).innerText())![1]);
    expect(total).toBeGreaterThanOrEqual(7);
    for (const name of ['Same', 'Different', 'Unsure', 'Skip', 'Undo'])
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);

    // Markup in cells is text: no element is made from it and no URL from data becomes a link.
    await page.keyboard.press('i');
    const card = page.locator('.pair-card');
    expect(await card.innerText()).toContain(MARKUP);
    expect(await card.locator('img, b, a[href]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 's5-review');

    // Five decisions and a skip, from the keyboard; each is confirmed only once durable.
    const decided: Array<[string, string]> = [];
    const plan: Array<[string, string]> = [
      ['y', 'same'],
      ['n', 'different'],
      ['s', ''],
      ['u', 'unsure'],
      ['y', 'same'],
      ['n', 'different'],
    ];
    let skipped = '';
    const latencies: number[] = [];
    for (const [key, decision] of plan) {
      const keys = await currentKeys(page);
      if (!decision) {
        skipped = keys;
        await page.keyboard.press(key);
        await page.waitForFunction(
          (k) => document.querySelector('.queue-item[aria-current="true"]')?.getAttribute('data-keys') !== k,
          keys,
        );
        continue;
      }
      const t0 = performance.now();
      const said = await pressAndWait(page, key, new RegExp(`^Marked ${decision}\\. \\d+ remaining`));
      latencies.push(performance.now() - t0);
      expect(said).toMatch(/remaining/);
      decided.push([keys, decision]);
    }
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(
      /^5 \/ \d+ review items decided · 5 decisions in effect: 2 same · 2 different · 1 unsure/,
    );
    // Reported, not asserted: key press → durable decision announced (includes Playwright's round trips).
    console.info(`review: ${total} items; key → «Marked …» in ${latencies.map((t) => t.toFixed(0)).join(', ')} ms`);

    // Undo the last decision of this session, then redo it.
    await pressAndWait(page, 'z', /^Undid «different»/);
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(
      /^4 \/ \d+ review items decided · 4 decisions in effect: 2 same · 1 different · 1 unsure/,
    );
    await pressAndWait(page, 'Shift+Z', /^Redid «different»/);
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(
      /^5 \/ \d+ review items decided · 5 decisions in effect: 2 same · 2 different · 1 unsure/,
    );

    // Reload: the five decisions are still there and the queue resumes at the first undecided item.
    await page.reload();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(
      /^5 \/ \d+ review items decided · 5 decisions in effect: 2 same · 2 different · 1 unsure/,
    );
    const rows = await page
      .locator('.queue-item')
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-keys') ?? '',
          e.querySelector('.queue-decision')?.textContent ?? '',
          e.getAttribute('aria-current') ?? '',
        ]),
      );
    for (const [keys, decision] of decided) expect(rows.find((r) => r[0] === keys)?.[1]).toBe(decision);
    const firstUndecided = rows.find((r) => r[1] === 'undecided');
    expect(firstUndecided?.[0]).toBe(skipped);
    expect(firstUndecided?.[2]).toBe('true');

    // Clusters: open the smallest cluster in view and exclude one member.
    await openScreen(page, 'clusters');
    await page.locator('.cluster-row').last().click();
    const title = page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ });
    await title.waitFor();
    const before = Number(/· (\d+) records/.exec(await title.innerText())![1]);
    expect(await page.locator('.member-table tbody tr').count()).toBe(Math.min(before, 100));
    await screenshot(page, 's6-clusters');
    const excludeButtons = page.getByRole('button', { name: /^Exclude / });
    const last = (await excludeButtons.last().getAttribute('aria-label'))!.replace('Exclude ', '');
    await excludeButtons.last().click();
    await page.waitForFunction(() => /^Excluded /.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    if (before > 2) {
      await page.getByRole('heading', { name: new RegExp(`· ${before - 1} records`) }).waitFor();
      expect(
        await page.locator('.member-table tbody tr').evaluateAll((els) => els.map((e) => e.getAttribute('data-key'))),
      ).not.toContain(last);
    }

    // Golden record: pick a candidate value by click; it is marked chosen and shown as an override.
    // Take the smallest cluster whose members disagree on some field (an exact copy offers no choice).
    const conflicting = page
      .locator('.golden-field')
      .filter({ has: page.locator('.candidates button[aria-pressed="false"]') });
    let found = false;
    for (let k = (await page.locator('.cluster-row').count()) - 1; k >= 0 && !found; k--) {
      await openScreen(page, 'clusters');
      await page.locator('.cluster-row').nth(k).click();
      await page.getByRole('heading', { name: /^Cluster c\w+/ }).waitFor();
      await page.getByRole('button', { name: 'Golden record' }).click();
      await page.getByRole('heading', { name: /^Golden record of/ }).waitFor();
      await page.locator('.golden-field').first().waitFor();
      found = (await conflicting.count()) > 0;
    }
    expect(found).toBe(true);
    const column = await page
      .locator('.golden-field')
      .filter({ has: page.locator('.candidates button[aria-pressed="false"]') })
      .first()
      .locator('h2')
      .innerText();
    const field = page
      .locator('.golden-field')
      .filter({ has: page.getByRole('heading', { name: column, exact: true }) });
    const candidate = field.locator('.candidates button[aria-pressed="false"]').first();
    const value = (await candidate.innerText()).replace(/^\d\s*/, '').trim();
    await candidate.click();
    await page.waitForFunction(() => /chosen\.$/.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    await expect(field.locator('.golden-value strong').innerText()).resolves.toBe(value);
    await expect(field.locator('.chip-override').count()).resolves.toBe(1);
    await screenshot(page, 's7-golden');

    // A survivorship rule applied to every field is one step to undo.
    await page.getByRole('combobox', { name: 'Survivorship rule' }).selectOption('longest');
    const said = await actAndWait(
      page,
      () => page.getByRole('button', { name: /^Apply to every field/ }).click(),
      /^(Applied «Longest»|«Longest» changes no field)/,
    );
    if (said.startsWith('Applied')) {
      await pressAndWait(page, 'z', /^Undid the last golden record/);
      await expect(field.locator('.golden-value strong').innerText()).resolves.toBe(value);
    }
    // 1–9 pick a candidate of the focused field (the one last clicked; J/K move the focus).
    const focusedField = page.locator('.golden-field.focused');
    const one = (await focusedField.locator('.candidates button').first().innerText()).replace(/^\d\s*/, '').trim();
    // Leave the rule controls (a focused select would take the digit) before pressing 1.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('1');
    await page.waitForFunction(
      (v) => (document.querySelector('[role="status"]')?.textContent ?? '').includes(`«${v}»`),
      one,
    );
    await expect(focusedField.locator('.golden-value strong').innerText()).resolves.toBe(one);
    await expect(focusedField.locator('.chip-override').count()).resolves.toBe(1);

    expect(offOrigin).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  }, 300_000);

  it('single-key shortcuts can be turned off (kept in this browser); buttons still decide; blind mode hides the score', async () => {
    const { page, context } = await openApp(app);
    await importFiles(page, twoSources());
    await findDuplicates(page);
    await openScreen(page, 'review');
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    const progress = page.locator('.review-progress');
    await expect(progress.innerText()).resolves.toMatch(/^0 \//);

    await page.getByRole('button', { name: 'Blind mode' }).click();
    await expect(page.locator('.pair-card').innerText()).resolves.not.toMatch(/match weight|Why:/);
    await page.keyboard.press('b');
    await expect(page.locator('.pair-card').innerText()).resolves.toMatch(/match weight/);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByRole('checkbox', { name: /Single-key shortcuts/ }).uncheck();
    await help.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await page.keyboard.press('y');
    await page.waitForTimeout(500);
    await expect(progress.innerText()).resolves.toMatch(/^0 \//);
    await expect(page.getByRole('button', { name: 'Same', exact: true }).innerText()).resolves.toBe('Same');
    await expect(page.locator('.key-legend').innerText()).resolves.not.toMatch(/\bY\b/);

    await page.getByRole('button', { name: 'Same', exact: true }).click();
    await page.waitForFunction(() =>
      /^Marked same\./.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    await expect(progress.innerText()).resolves.toMatch(
      /^1 \/ \d+ review items decided · \d+ decisions? in effect: 1 same/,
    );
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() =>
      /^Undid «same»/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    await expect(progress.innerText()).resolves.toMatch(/^0 \//);
    await context.close();
  }, 300_000);

  it('clusters: split at the weakest link, keep two members separate, lock from the keyboard and undo', async () => {
    const { page, context } = await openApp(app);
    await importFiles(page, twoSources());
    await findDuplicates(page);
    await openScreen(page, 'clusters');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('size');
    const rows = page.locator('.cluster-row');
    await rows.first().waitFor();
    // The largest cluster with automatic links.
    await rows.first().click();
    const title = page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ });
    await title.waitFor();
    const size = Number(/· (\d+) records/.exec(await title.innerText())![1]);
    expect(size).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Split at weakest link' }).click();
    await page.waitForFunction(() =>
      /^Split c\w+ at its weakest link/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );

    const heading = page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ });
    await heading.waitFor();
    const picks = page.getByRole('checkbox', { name: /^Pick / });
    if ((await picks.count()) >= 2) {
      await picks.nth(0).check();
      await picks.nth(1).check();
      const second = (await picks.nth(1).getAttribute('aria-label'))!.replace('Pick ', '');
      await page.getByRole('button', { name: /^Keep separate/ }).click();
      await page.waitForFunction(() =>
        /^Kept .+ separate\./.test(document.querySelector('[role="status"]')?.textContent ?? ''),
      );
      await page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ }).waitFor();
      expect(
        await page.locator('.member-table tbody tr').evaluateAll((els) => els.map((e) => e.getAttribute('data-key'))),
      ).not.toContain(second);
    }

    await rows.first().click();
    await page.getByRole('heading', { name: /^Cluster c\w+ · \d+ records/ }).waitFor();
    await page.locator('body').press('l');
    await page.waitForFunction(() => /^Locked c\w+/.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    await page.locator('.cluster-row.current .cluster-flags', { hasText: 'locked' }).waitFor();
    await page.locator('body').press('z');
    await page.waitForFunction(() =>
      /^Undid: Locked/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );

    // A link opens its pair card, with the same two records.
    const link = page.locator('.link-table tbody button').first();
    const linkKeys = (await link.getAttribute('title'))!.split(' · ');
    await link.click();
    await page.getByRole('heading', { name: /^Pair (\d+ of \d+|outside the queue)$/ }).waitFor();
    const headers = (await page.locator('.field-table thead th').allInnerTexts()).join(' | ');
    for (const key of linkKeys) {
      const [source, row] = key.split(':');
      expect(headers).toContain(`${source}, row ${row}`);
    }
    await context.close();
  }, 300_000);
});
