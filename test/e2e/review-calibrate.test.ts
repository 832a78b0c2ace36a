import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  actAndWait,
  currentKeys,
  findDuplicates,
  importFiles,
  openApp,
  pressAndWait,
  appServer,
  screenshot,
} from './app-page';
import { peopleFile } from './people-file';

const OUT_DIR = 'dist-e2e-review-calibrate';
const app = appServer(OUT_DIR);

/** Wait until the balance meter reads `text`. */
const balanceIs = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="calibrate-balance"]')?.textContent === t, text, {
    timeout: 30_000,
  });

async function openCalibrate(page: Page): Promise<number> {
  await actAndWait(
    page,
    () => page.getByRole('button', { name: 'Calibrate (20–40 pairs)' }).click(),
    /^Calibrate: answer the uncertain pairs/,
  );
  const heading = page.getByRole('heading', { name: /^Pair 1 of \d+$/ });
  await heading.waitFor({ timeout: 60_000 });
  return Number(/of (\d+)/.exec(await heading.innerText())![1]);
}

describe('the Calibrate step, in Chromium', () => {
  it('walks a Calibrate batch with the pair card and keys, moves the balance meter, says what the refit changed, and keeps the answers after a reload', async () => {
    const { page } = await openApp(app);
    const { path, personOf } = peopleFile(2000, 33);
    await importFiles(page, [path]);
    await findDuplicates(page);
    const id = /#\/p\/(\d+)\//.exec(page.url())?.[1];
    expect(id).toBeDefined();
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#/p/${id}/review`);
    await page.getByRole('heading', { name: /^Pair 1 of \d+/ }).waitFor({ timeout: 60_000 });
    // Before any answer the queue points at the optional step.
    await expect(page.locator('.calibrate-offer').innerText()).resolves.toMatch(/^Optional first step/);

    const size = await openCalibrate(page);
    expect(size).toBeGreaterThanOrEqual(20);
    expect(size).toBeLessThanOrEqual(40);
    await balanceIs(page, '0 same · 0 different');
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(/in calibration batch decided/);

    const answered: string[] = [];
    let same = 0;
    for (let k = 0; k < size; k++) {
      const keys = await currentKeys(page);
      const [a, b] = keys.split(' · ');
      const isSame = personOf(a) === personOf(b);
      await pressAndWait(page, isSame ? 'y' : 'n', new RegExp(`^Marked ${isSame ? 'same' : 'different'}\\.`));
      answered.push(keys);
      same += isSame ? 1 : 0;
      if (k === 0) await balanceIs(page, isSame ? '1 same · 0 different' : '0 same · 1 different');
    }
    expect(new Set(answered).size).toBe(size);
    const meter = `${same} same · ${size - same} different`;
    await balanceIs(page, meter);
    await page.waitForFunction(
      (n) =>
        new RegExp(
          `Calibration batch done\\. Model updated after ${n} answers: \\d+ automatic decisions? changed`,
        ).test(document.querySelector('[data-testid="calibrate-outcome"]')?.textContent ?? ''),
      size,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Another batch' }).waitFor();
    await screenshot(page, 's5-review-calibrate');

    // Durable: after a reload the answers are in the log, the meter reads the same, none is asked again.
    await page.reload();
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#/p/${id}/review`);
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(
      new RegExp(`${size} decisions in effect`),
    );
    await expect(page.locator('.calibrate-offer').count()).resolves.toBe(0);
    await openCalibrate(page);
    await balanceIs(page, meter);
    expect(answered).not.toContain(await currentKeys(page));

    // «Skip calibration» goes to the full queue, which the refit re-ranked.
    await actAndWait(page, () => page.getByRole('button', { name: 'Skip calibration' }).click(), /^Review queue\.$/);
    await page.waitForFunction(
      () =>
        /Model updated after \d+ answers/.test(
          document.querySelector('[data-testid="learning-notice"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
  }, 300_000);
});
