/**
 * The arithmetic of the virtual preview grid: which rows a scroll position shows, and column widths
 * measured from a sample of rows (so the grid lays out once, not per rendered slice).
 */

/** Rows `start` (inclusive) to `end` (exclusive) to render, and the blank heights above and below. */
export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** The rows visible at `scrollTop` in a viewport of `viewport` pixels, plus `overscan` rows each side. */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  rowCount: number,
  overscan = 8,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, first + visible + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight };
}

/** Column widths in `ch` from the header and the first `sample` rows, clamped to [min, max]. */
export function columnWidths(columns: string[], rows: string[][], sample = 100, min = 4, max = 32): number[] {
  const widths = columns.map((c) => c.length);
  for (const row of rows.slice(0, sample))
    for (let c = 0; c < columns.length; c++) widths[c] = Math.max(widths[c]!, (row[c] ?? '').length);
  return widths.map((w) => Math.min(max, Math.max(min, w + 2)));
}
