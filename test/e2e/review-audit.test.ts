import { describe, expect, it } from 'vitest';
import { findDuplicates, importFiles, openApp, appServer, statusText } from './app-page';
import { peopleFile } from './people-file';

const OUT_DIR = 'dist-e2e-review-audit';
const app = appServer(OUT_DIR);

describe('blind audit sample in Chromium', () => {
  it('switches to the audit sample, hides scores until a decision, and counts a keyboard decision', async () => {
    const { page, context, offOrigin } = await openApp(app);
    await importFiles(page, [peopleFile(300, 33).path]);
    await findDuplicates(page);
    const id = /#\/p\/(\d+)\//.exec(page.url())?.[1];
    expect(id).toBeDefined();
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#/p/${id}/review`);
    const queueButton = page.getByRole('button', { name: 'Review queue', exact: true });
    const auditButton = page.getByRole('button', { name: 'Audit sample', exact: true });
    await auditButton.waitFor({ timeout: 60_000 });
    await expect(queueButton.getAttribute('aria-pressed')).resolves.toBe('true');

    await auditButton.click();
    await expect(auditButton.getAttribute('aria-pressed')).resolves.toBe('true');
    const progress = page.locator('.review-progress');
    await page.waitForFunction(
      () => /in audit sample/.test(document.querySelector('.review-progress')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    );
    const total = Number(/^0 \/ (\d+) in audit sample/.exec(await progress.innerText())?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(50);
    await page.getByRole('heading', { name: new RegExp(`^Pair 1 of ${total}$`) }).waitFor({ timeout: 60_000 });

    // Blind: neither the card nor the list shows a score or the automatic decision of an undecided pair.
    const card = page.locator('.pair-card');
    await expect(card.locator('.score').innerText()).resolves.toMatch(/^Blind mode/);
    expect(await card.getByRole('meter', { name: 'Score' }).count()).toBe(0);
    expect(await card.innerText()).not.toMatch(/automatic decision/);
    const metas = await page.locator('.queue-item .queue-meta').allInnerTexts();
    expect(metas.length).toBeGreaterThan(0);
    for (const m of metas) expect(m).not.toMatch(/\d\.\d\d/);
    // The blind-mode key cannot turn it off here.
    await page.keyboard.press('b');
    await expect(card.locator('.score').innerText()).resolves.toMatch(/^Blind mode/);

    // Decide the first pair with the keyboard: durable, announced, counted in the sample.
    const keys = (await page.locator('.queue-item[aria-current="true"]').getAttribute('data-keys'))!;
    const before = await statusText(page);
    await page.keyboard.press('y');
    await page.waitForFunction(
      (prev) => {
        const t = document.querySelector('[role="status"]')?.textContent ?? '';
        return t !== prev && /^Marked same\. \d+ remaining/.test(t);
      },
      before,
      { timeout: 30_000 },
    );
    expect(await statusText(page)).toMatch(new RegExp(`^Marked same\\. ${total - 1} remaining`));
    await expect(progress.innerText()).resolves.toMatch(
      new RegExp(`^1 / ${total} in audit sample decided · \\d+ decisions? in effect: 1 same · 0 different · 0 unsure`),
    );
    const decidedRow = page.locator(`.queue-item[data-keys="${keys}"]`).first();
    await expect(decidedRow.locator('.queue-decision').innerText()).resolves.toBe('same');
    // Once decided, its score shows in the list.
    await expect(decidedRow.locator('.queue-meta').innerText()).resolves.toMatch(/\d\.\d\d/);

    // Back to the review queue and again to the sample: the decision is still counted.
    await queueButton.click();
    await page.waitForFunction(() =>
      /review items decided/.test(document.querySelector('.review-progress')?.textContent ?? ''),
    );
    await auditButton.click();
    await page.waitForFunction(
      (t) =>
        new RegExp(`^1 / ${t} in audit sample`).test(document.querySelector('.review-progress')?.textContent ?? ''),
      total,
      { timeout: 60_000 },
    );

    expect(offOrigin).toEqual([]);
    await context.close();
  }, 300_000);
});
