/**
 * The import screen's preview grid is virtual (UX.md S1), in Chromium: with a 100,000-row CSV the
 * document holds only the preview rows in view plus a margin, not all 200 preview rows (let alone
 * the file's 100,000); the rows in the DOM cover the visible area, and scrolling the grid brings
 * later rows into the DOM with the file's cells. Asserted on DOM rows only, never on time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, startApp, statusText, type AppPage, type AppServer } from './app-page';

const OUT_DIR = 'dist-e2e-app-grid';
const ROWS = 100_000;
const PREVIEW_ROWS = 200; // the client's preview limit (previewFiles)
const OVERSCAN = 8; // rows rendered each side of the view (rowWindow)
const dir = mkdtempSync(join(tmpdir(), 'doppel-e2e-grid-'));
const path = join(dir, 'people-100k.csv');
let app: AppServer;
let session: AppPage;

const CITIES = ['Leeds', 'Lyon', 'Osaka', 'Kraków', 'Toronto'];
/** The cells of data row `n` (1-based) of the generated file. */
const rowCells = (n: number): string[] => [`r${n}`, `Person ${n}`, CITIES[n % CITIES.length]!];

beforeAll(async () => {
  const lines = ['id,name,city'];
  for (let n = 1; n <= ROWS; n++) lines.push(rowCells(n).join(','));
  writeFileSync(path, lines.join('\n') + '\n');
  app = await startApp(OUT_DIR);
  session = await openApp(app);
}, 300_000);

afterAll(async () => {
  await session?.context.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface GridState {
  rowCount: string | null;
  /** aria-rowindex of every body row in the DOM, in order. */
  indices: number[];
  /** Cells (without the row number) of every body row in the DOM. */
  cells: string[][];
  /** Whether the rendered rows cover the scroll region's visible body area. */
  covers: boolean;
  /** Row numbers (1-based) of the body rows that intersect the visible area. */
  visible: number[];
  /** The laid-out height of the header row and of a body row, in pixels. */
  headHeight: number;
  rowHeight: number;
}

async function gridState(page: Page): Promise<GridState> {
  return page.getByRole('grid', { name: 'Preview of people-100k.csv' }).evaluate((el) => {
    const table = el as HTMLTableElement;
    const region = table.closest('.grid-scroll') as HTMLElement;
    const box = region.getBoundingClientRect();
    const headBottom = table.tHead!.rows[0]!.getBoundingClientRect().bottom;
    // The header scrolls with the rows; the body area starts below it while it is in view.
    const top = Math.max(box.top, headBottom);
    const bottom = box.top + region.clientHeight;
    const rows = Array.from(table.tBodies[0]!.rows);
    const rects = rows.map((r) => r.getBoundingClientRect());
    const atEnd = region.scrollTop + region.clientHeight >= region.scrollHeight - 1;
    return {
      rowCount: table.getAttribute('aria-rowcount'),
      indices: rows.map((r) => Number(r.getAttribute('aria-rowindex'))),
      cells: rows.map((r) => Array.from(r.cells, (c) => c.textContent ?? '').slice(1)),
      covers: rects.length > 0 && rects[0]!.top <= top + 0.5 && (atEnd || rects.at(-1)!.bottom >= bottom - 0.5),
      visible: rows
        .filter((_, i) => rects[i]!.bottom > top + 0.5 && rects[i]!.top < bottom - 0.5)
        .map((r) => Number(r.getAttribute('aria-rowindex')) - 1),
      headHeight: table.tHead!.rows[0]!.offsetHeight,
      rowHeight: rows[0]?.offsetHeight ?? 0,
    };
  });
}

/** Scrolls the grid's region to `scrollTop` pixels and waits until the rendered rows cover the view. */
async function scrollGrid(page: Page, to: number | 'end'): Promise<GridState> {
  await page.getByRole('region', { name: 'Preview of people-100k.csv (scrollable)' }).evaluate((el, y) => {
    el.scrollTop = y === 'end' ? el.scrollHeight : y;
  }, to);
  let state = await gridState(page);
  await expect
    .poll(
      async () => {
        state = await gridState(page);
        return state.covers && state.visible.length > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return state;
}

/** Checks the slice: contiguous rows, each with the file's cells, far fewer than the preview holds. */
function expectSlice(state: GridState): void {
  const [first] = state.indices;
  expect(state.indices).toEqual(state.indices.map((_, i) => first! + i));
  state.indices.forEach((index, i) => expect(state.cells[i]).toEqual(rowCells(index - 1)));
  // The rows in view plus the margin each side (a view of at most 384 px of 28 px rows, +1 partial row).
  expect(state.indices.length).toBeLessThanOrEqual(Math.ceil(384 / 28) + 1 + 2 * OVERSCAN);
  expect(state.indices.length).toBeLessThan(PREVIEW_ROWS / 4);
  // Every rendered row is in view or within the margin (the window counts the whole 384 px as rows,
  // so while the header or a scroll bar takes part of the view up to 2 more rows stand below it).
  const visible = state.visible;
  expect(visible[0]! - (first! - 1)).toBeLessThanOrEqual(OVERSCAN);
  expect(state.indices.at(-1)! - 1 - visible.at(-1)!).toBeLessThanOrEqual(OVERSCAN + 2);
}

/** One line for the log: the rows in the DOM and the rows in view. */
const summary = (s: GridState) =>
  `rows ${s.indices[0]! - 1}-${s.indices.at(-1)! - 1} in the DOM (${s.indices.length}), ${s.visible[0]}-${s.visible.at(-1)} in view`;

describe('the import preview grid with 100,000 rows', () => {
  it('holds only the rows in view plus a margin in the DOM, and scrolling shows later rows', async () => {
    const { page } = session;
    await page.goto(`${app.origin}/#/`);
    await page.getByLabel('Open files').setInputFiles(path);
    await page.getByRole('button', { name: 'Continue to fields' }).waitFor({ timeout: 300_000 });
    expect(await statusText(page)).toBe('Imported 100,000 rows from 1 source.');

    // At the top: row 1 onwards, the file's full row count (+ header) in aria-rowcount.
    const top = await scrollGrid(page, 0);
    expect(top.rowCount).toBe(String(ROWS + 1));
    expect(top.indices[0]).toBe(2);
    expect(top.visible[0]).toBe(1);
    expectSlice(top);
    expect(top.indices).not.toContain(PREVIEW_ROWS + 1);

    // Halfway: row 100 is in view, the first rows have left the DOM.
    const middle = await scrollGrid(page, top.headHeight + top.rowHeight * 100);
    expect(middle.visible.length).toBeGreaterThan(0);
    expect(middle.visible[0]).toBeGreaterThan(90);
    expect(middle.visible[0]).toBeLessThan(110);
    expect(middle.indices).not.toContain(2);
    expectSlice(middle);

    // At the end: the last preview row (200) is in view, with its cells.
    const end = await scrollGrid(page, 'end');
    expect(end.visible.at(-1)).toBe(PREVIEW_ROWS);
    expect(end.indices.at(-1)).toBe(PREVIEW_ROWS + 1);
    expect(end.cells.at(-1)).toEqual(rowCells(PREVIEW_ROWS));
    expectSlice(end);
    console.log(
      JSON.stringify({
        previewRows: PREVIEW_ROWS,
        rowHeight: top.rowHeight,
        top: summary(top),
        middle: summary(middle),
        end: summary(end),
      }),
    );
  }, 600_000);
});
