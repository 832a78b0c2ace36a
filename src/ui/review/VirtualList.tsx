/**
 * A virtualised list of fixed-height rows: only the rows in view (plus a few) are in the DOM, never
 * more than {@link MAX_RENDERED}. Rows carry aria-setsize / aria-posinset with the true totals.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** Upper bound of rows rendered at once. */
export const MAX_RENDERED = 200;

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  count: number;
  rowHeight: number;
  /** Index to keep in view (the selected row). */
  active?: number;
  label: string;
  renderRow: (index: number) => ComponentChildren;
  /** Called with the visible index range (to load pages lazily). */
  onRange?: (from: number, to: number) => void;
}

/** The list; the scroll container's height comes from CSS (`.virtual-list`). */
export function VirtualList({ count, rowHeight, active, label, renderRow, onRange }: VirtualListProps) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setView({ top: el.scrollTop, height: el.clientHeight || 600 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    ro?.observe(el);
    return () => { el.removeEventListener('scroll', update); ro?.disconnect(); };
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el || active === undefined || active < 0) return;
    const y = active * rowHeight;
    if (y < el.scrollTop) el.scrollTop = y;
    else if (y + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = y + rowHeight - el.clientHeight;
  }, [active, rowHeight]);
  const overscan = 8;
  const from = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const to = Math.min(count, from + Math.min(MAX_RENDERED, Math.ceil(view.height / rowHeight) + 2 * overscan));
  useEffect(() => onRange?.(from, to), [from, to, onRange]);
  const rows = [];
  for (let i = from; i < to; i++) {
    rows.push(
      <li key={i} class="virtual-row" aria-setsize={count} aria-posinset={i + 1} style={{ top: `${i * rowHeight}px`, height: `${rowHeight}px` }}>
        {renderRow(i)}
      </li>,
    );
  }
  return (
    <div ref={box} class="virtual-list" tabIndex={-1}>
      <ul aria-label={label} style={{ height: `${count * rowHeight}px` }}>{rows}</ul>
    </div>
  );
}
