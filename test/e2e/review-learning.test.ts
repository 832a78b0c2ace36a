import { describe, expect, it } from 'vitest';
import { currentKeys, findDuplicates, importFiles, openApp, pressAndWait, queueKeys, appServer } from './app-page';
import { peopleFile } from './people-file';

const OUT_DIR = 'dist-e2e-review-learning';
const app = appServer(OUT_DIR);

describe('every review answer teaches the model, in Chromium', () => {
  it('answers 20 items, sees the model update and the queue re-ranked, and finds the decisions after a reload', async () => {
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
    const notice = page.getByTestId('learning-notice');
    await expect(notice.innerText()).resolves.toMatch(/refits after every 20 answers: 20 more/);
    const before = await queueKeys(page);

    const answered: string[] = [];
    for (let k = 0; k < 20; k++) {
      const keys = await currentKeys(page);
      const [a, b] = keys.split(' · ');
      const same = personOf(a) === personOf(b);
      await pressAndWait(page, same ? 'y' : 'n', new RegExp(`^Marked ${same ? 'same' : 'different'}\\.`));
      answered.push(keys);
    }
    await page.waitForFunction(
      () =>
        /Model updated after 20 answers: \d+ automatic decisions? changed/.test(
          document.querySelector('[data-testid="learning-notice"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
    await expect(notice.innerText()).resolves.toMatch(/The queue is re-ranked/);
    // The new queue is the refitted model's, and the card moves on to an item not yet answered.
    const after = await queueKeys(page);
    expect(after.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(20);
    expect(answered).not.toContain(await currentKeys(page));
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(/20 decisions in effect/);

    // Durable: after a reload the decisions are there and the model is refitted on them.
    await page.reload();
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#/p/${id}/review`);
    await page.getByRole('heading', { name: /^Pair \d+ of \d+/ }).waitFor({ timeout: 60_000 });
    await expect(page.locator('.review-progress').innerText()).resolves.toMatch(/20 decisions in effect/);
    await page.waitForFunction(
      () =>
        /Model updated after 20 answers/.test(
          document.querySelector('[data-testid="learning-notice"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
  }, 300_000);
});
