/**
 * A read-only virtual grid of a file's preview rows: only the rows in view (and a few each side) are
 * in the document, at a fixed row height, with column widths measured once from a sample, so a
 * preview lays out in one short task however many rows it holds. Cells are always text. The true
 * row and column counts are in aria-rowcount / aria-colcount, each row's place in aria-rowindex.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { columnWidths, rowWindow } from './grid-window';

/** The height of one body row in pixels (cells are one line, clipped with an ellipsis). */
export const GRID_ROW_HEIGHT = 28;
const VIEWPORT = 384; // the scroll container's largest height (24rem)
const cell = {
  height: `${GRID_ROW_HEIGHT}px`,
  boxSizing: 'border-box',
  whiteSpace: 'pre',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** Columns and rows; `totalRows` is the file's full row count when known. */
export function PreviewGrid({
  label,
  columns,
  rows,
  totalRows,
}: {
  label: string;
  columns: string[];
  rows: string[][];
  totalRows?: number;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(GRID_ROW_HEIGHT);
  const [headHeight, setHeadHeight] = useState(GRID_ROW_HEIGHT);
  const frame = useRef(0);
  const table = useRef<HTMLTableElement>(null);
  // The rows' laid-out height (borders and fonts may round it), measured once after the first paint — not in a
  // layout effect, which would force the page's layout inside the render — keeps the slice in step with the scroll.
  // The stylesheet gives grid cells a line height and padding that fit GRID_ROW_HEIGHT, so this rarely re-renders.
  useEffect(() => {
    const head = table.current?.tHead?.rows[0];
    const first = table.current?.tBodies[0]?.rows[0];
    if (head && head.offsetHeight > 0) setHeadHeight(head.offsetHeight);
    if (first && first.offsetHeight > 0) setRowHeight(first.offsetHeight);
  }, [columns]);
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const numWidth = String(rows.length).length + 2;
  const win = rowWindow(Math.max(0, scrollTop - headHeight), VIEWPORT, rowHeight, rows.length);
  const onScroll = (e: Event) => {
    const el = e.currentTarget as HTMLElement;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(el.scrollTop));
  };
  return (
    <div
      class="grid-scroll"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
      style={{ maxHeight: `${VIEWPORT}px`, overflow: 'auto' }}
      onScroll={onScroll}
    >
      <div style={{ position: 'relative', height: `${headHeight + rows.length * rowHeight}px` }}>
        <table
          ref={table}
          role="grid"
          aria-label={label}
          aria-rowcount={(totalRows ?? rows.length) + 1}
          aria-colcount={columns.length + 1}
          style={{ tableLayout: 'fixed', width: 'max-content', position: 'absolute', top: `${win.padTop}px`, left: 0 }}
        >
          <colgroup>
            <col style={{ width: `${numWidth + 1}ch` }} />
            {widths.map((w, i) => (
              <col key={i} style={{ width: `${w}ch` }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">#</th>
              {columns.map((c, i) => (
                <th key={i} scope="col" style={cell}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(win.start, win.end).map((row, i) => {
              const r = win.start + i;
              return (
                <tr key={r} aria-rowindex={r + 2}>
                  <td class="num" style={cell}>
                    {r + 1}
                  </td>
                  {columns.map((_, c) => (
                    <td key={c} style={cell}>
                      {row[c] ?? ''}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
