/**
 * Refit after a batch of 20 answers on a large list, in the app (issue 12: the page stays responsive,
 * no main-thread task over 50 ms, and the new queue is ready in ≤ 1 s): a production build in
 * Debian's Chromium; a generated people list (test/e2e/people-file.ts, seeded) imported with «Open
 * files» and run; twenty review items answered from the keyboard with the truth. Prints the time of
 * each answer (key press to «Marked …», the answer durable), the time from the 20th key press to the
 * «Model updated» notice, and the page's long tasks and long animation frames over the answers.
 * Usage: npx tsx bench/refit-browser.ts [--records 100000] [--no-build]
 */
import { cpus } from 'node:os';
import type { Page } from 'playwright-core';
import { buildApp, launchChromium, serveApp } from '../test/e2e/harness';
import { peopleFile } from '../test/e2e/people-file';

const i = process.argv.indexOf('--records');
const records = i < 0 ? 100_000 : Number(process.argv[i + 1]);
const OUT = 'dist-refit-bench';

/** Press a key and wait for a new status message matching `expected`; returns when it was pressed and the ms it took. */
async function pressAndTime(page: Page, key: string, expected: RegExp): Promise<{ at: number; ms: number }> {
  const before = await page.getByRole('status').innerText();
  const t = Date.now();
  await page.keyboard.press(key);
  await page.waitForFunction(
    ([prev, source]) => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      return text !== prev && new RegExp(source).test(text);
    },
    [before, expected.source] as const,
    { timeout: 120_000, polling: 'raf' },
  );
  return { at: t, ms: Date.now() - t };
}

const { path, personOf } = peopleFile(records, 12);
if (!process.argv.includes('--no-build')) await buildApp(OUT);
const { server, origin } = await serveApp(OUT);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/#/`);
  let t = Date.now();
  await page.getByLabel('Open files').setInputFiles(path);
  await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 600_000 });
  await page.getByRole('button', { name: 'Find duplicates' }).click({ timeout: 600_000 });
  await page.getByRole('list', { name: 'Counts' }).waitFor({ timeout: 1_200_000 });
  console.log(`${records} records imported and run in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const id = /#\/p\/(\d+)\//.exec(page.url())?.[1];
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#/p/${id}/review`);
  t = Date.now();
  await page.getByRole('heading', { name: /^Pair 1 of \d+/ }).waitFor({ timeout: 600_000 });
  console.log(`review queue open in ${Date.now() - t} ms`);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; frames: number[] };
    w.longTasks = [];
    w.frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration, e.startTime);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.frames.push(e.duration, e.startTime);
    }).observe({ type: 'long-animation-frame' });
  });
  const headOf = () =>
    page.locator('.queue-item').evaluateAll((els) => els.slice(0, 20).map((e) => e.getAttribute('data-keys') ?? ''));
  const times: number[] = [];
  let pressed = 0;
  // When each answer's key was pressed, on the page's clock (long tasks are placed against them).
  const pressedAt: number[] = [];
  let headBefore: string[] = [];
  for (let k = 0; k < 20; k++) {
    if (k === 19) headBefore = await headOf();
    pressedAt.push(await page.evaluate(() => performance.now()));
    const keys = (await page.locator('.queue-item[aria-current="true"]').getAttribute('data-keys')) ?? '';
    const [a, b] = keys.split(' · ');
    const same = personOf(a) === personOf(b);
    const { at, ms } = await pressAndTime(
      page,
      same ? 'y' : 'n',
      new RegExp(`^Marked ${same ? 'same' : 'different'}\\.`),
    );
    times.push(ms);
    pressed = at;
  }
  await page.waitForFunction(
    () =>
      /Model updated after 20 answers/.test(
        document.querySelector('[data-testid="learning-notice"]')?.textContent ?? '',
      ),
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  const updated = Date.now() - pressed;
  const headAfter = await headOf();
  const moved = headAfter.filter((k, j) => headBefore[j] !== k).length;
  const notice = await page.getByTestId('learning-notice').innerText();
  const { longTasks, frames } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; frames: number[] };
    return { longTasks: w.longTasks, frames: w.frames };
  });
  const sorted = times.slice(0, 19).sort((x, y) => x - y);
  console.log(
    `answers 1–19: median ${sorted[9]} ms, max ${Math.max(...times.slice(0, 19))} ms; the 20th (refit): «Marked» after ${times[19]} ms, «Model updated» after ${updated} ms`,
  );
  console.log(`the list's first 20 items after the refit: ${moved} of 20 changed`);
  console.log(`notice: ${notice.replace(/\s+/g, ' ')}`);
  const place = (list: number[]) =>
    list
      .flatMap((d, k) => (k % 2 === 0 ? [[d, list[k + 1]] as const] : []))
      .map(([d, at]) => `${Math.round(d)} ms in answer ${pressedAt.filter((t) => t <= at).length}`)
      .join(', ');
  console.log(`answer times (ms): ${times.join(', ')}`);
  console.log(`over the 20 answers: long tasks ${longTasks.length / 2} (${place(longTasks)})`);
  console.log(`long animation frames ${frames.length / 2} (${place(frames)})`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`);
} finally {
  await browser.close();
  await server.close();
}
