/**
 * «Import Splink results» in the browser (issue 16: a 1 M-pair predictions file in ≤ 20 s without
 * freezing the page): a production build in Debian's Chromium, the seeded fixture of
 * bench/splink-import.ts chosen in the start screen's form, timed from the click to the review
 * queue on screen; a timer on the page measures the longest the main thread went unanswered.
 * Usage: npx tsx bench/splink-import-browser.ts [--pairs P] [--records N]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, launchChromium, serveApp } from '../test/e2e/harness';
import { splinkFixture } from './splink-import';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const pairs = arg('--pairs', 1_000_000);
const records = arg('--records', 200_000);
const dir = fileURLToPath(new URL('../test-results/splink-bench/', import.meta.url));
mkdirSync(dir, { recursive: true });
const fixture = splinkFixture(records, pairs);
writeFileSync(`${dir}records.csv`, fixture.records);
writeFileSync(`${dir}predictions.csv`, fixture.predictions);
const mb = (s: string) => (Buffer.byteLength(s) / 1e6).toFixed(0);
console.log(`fixture: ${records} records (${mb(fixture.records)} MB), ${pairs} pairs (${mb(fixture.predictions)} MB)`);

await buildApp('dist-splink-bench');
const { server, origin } = await serveApp('dist-splink-bench');
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on('console', (m) => m.text().startsWith('TIMING') && console.log(m.text()));
  await page.goto(origin);
  await page.getByText('Import Splink results').first().click();
  await page.getByTestId('splink-records').setInputFiles(`${dir}records.csv`);
  await page.getByTestId('splink-predictions').setInputFiles(`${dir}predictions.csv`);
  // The page's responsiveness: the longest gap between ticks of a 50 ms timer while the import runs.
  await page.evaluate(() => {
    const w = window as unknown as { maxGap: number };
    w.maxGap = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.maxGap = Math.max(w.maxGap, now - last);
      last = now;
    }, 50);
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Import Splink results' }).click();
  await page.waitForURL(/#\/p\/\d+\/review/, { timeout: 600_000 });
  await page.locator('[role="listbox"], [role="list"], .queue').first().waitFor({ timeout: 600_000 });
  const ms = Date.now() - started;
  const maxGap = await page.evaluate(() => (window as unknown as { maxGap: number }).maxGap);
  console.log(
    `import to review queue: ${(ms / 1000).toFixed(1)} s; longest main-thread gap ${Math.round(maxGap)} ms (Chromium ${browser.version()})`,
  );
} finally {
  await browser.close();
  await server.close();
}
