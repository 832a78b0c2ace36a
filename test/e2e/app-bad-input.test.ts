/**
 * The bad-input matrix (test/fixtures/bad/inputs.ts) in the app: each file is opened through «Open
 * files» on the start page, and what the person sees is checked — a refusal whose visible message
 * names the file and the problem, or a finished import with the expected counts, the decoded cells
 * in the preview, and the warning that names the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, startApp, type AppPage, type AppServer } from './app-page';
import { BAD_INPUTS } from '../fixtures/bad/inputs';

const OUT_DIR = 'dist-e2e-app-bad-input';
/** Slow in a browser; the 10,000-column file is covered by app-safety. */
const SKIPPED = new Set(['one 5 MB cell', '10,000 columns']);
/** How the Import screen words each warning code (the person sees the message, not the code). */
const WARNING_TEXT: Record<string, RegExp> = {
  'nul-bytes': /NUL characters/,
  'ragged-row': /cells, expected \d+/,
  'duplicate-header': /header «.*» repeats/,
  'mixed-line-endings': /mixed line endings/,
};
const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-bad-'));
let app: AppServer;
let session: AppPage;
/** For each refused case: whether the page offered «Back to the start page» and «Continue to fields». */
const refused = new Map<string, { back: boolean; next: boolean }>();

beforeAll(async () => {
  app = await startApp(OUT_DIR);
  session = await openApp(app);
}, 300_000);

afterAll(async () => {
  await session?.context.close();
  await app?.close();
});

describe('the app with the bad-input matrix', () => {
  for (const c of BAD_INPUTS) {
    if (SKIPPED.has(c.name)) continue;
    it(`${c.name}: ${c.expect.ok ? 'imports' : 'shows a message naming the file and the problem'}`, async () => {
      const { page } = session;
      const path = join(dir, c.file);
      writeFileSync(path, c.bytes());
      await page.goto(`${app.origin}/#/`);
      await page.getByLabel('Open files').setInputFiles(path);
      const next = page.getByRole('button', { name: 'Continue to fields' });
      const back = page.getByRole('link', { name: 'Back to the start page' });
      await next.or(back).first().waitFor({ timeout: 60_000 });
      // The visible text of the page, status region included, line by line.
      const lines = (await page.locator('body').innerText()).split('\n');
      if (!c.expect.ok) {
        const message = c.expect.message;
        expect(
          lines.filter((l) => message.test(l)),
          lines.join(' | '),
        ).not.toEqual([]);
        refused.set(c.name, { back: await back.isVisible(), next: await next.isVisible() });
        return;
      }
      expect(await next.isEnabled(), `${c.file} was refused: ${lines.join(' | ')}`).toBe(true);
      const sources = page.getByRole('table', { name: 'Sources' });
      const row = (await sources.locator('tbody tr').allInnerTexts()).map((r) => r.split('\t').slice(0, 3));
      expect(row).toEqual([[c.file, c.expect.rows.toLocaleString('en'), c.expect.columns.toLocaleString('en')]]);
      const issues = (await page.locator('table.issues tbody tr').allInnerTexts()).map((r) => r.split('\t'));
      expect(issues.filter(([, , severity]) => severity === 'error')).toEqual([]);
      if (c.expect.warning) {
        const text = WARNING_TEXT[c.expect.warning];
        expect(text, `no wording known for ${c.expect.warning}`).toBeDefined();
        expect(
          issues.filter(
            ([file, , severity, message]) => file === c.file && severity === 'warning' && text.test(message),
          ),
        ).not.toEqual([]);
      }
      if (c.expect.check) {
        // The preview grid shows the decoded cells; `check` reads them column by column.
        const grid = page.getByRole('grid', { name: `Preview of ${c.file}` });
        const rows = await grid
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(1)),
          );
        const columns = Array.from({ length: c.expect.columns }, (_, k) => rows.map((r) => r[k]));
        expect(() => c.expect.ok && c.expect.check?.(columns)).not.toThrow();
      }
    }, 90_000);
    if (!c.expect.ok) {
      it(`${c.name}: is not imported`, () => {
        expect(refused.get(c.name)).toEqual({ back: true, next: false });
      });
    }
  }
});
