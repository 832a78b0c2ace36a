/**
 * A virtualised list of fixed-height rows: only the rows in view (plus a few) are in the DOM, never
 * more than {@link MAX_RENDERED}. Rows carry aria-setsize / aria-posinset with the true totals.
 * One tab stop for the whole list (roving tabindex): only the active row's control is tabbable, and
 * when the active row changes while the list holds the focus, the focus moves with it (a row scrolled
 * out of the DOM would otherwise drop it to the page).
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
  /** Row `index`; `focusable` tells whether its control is the list's one tab stop (tabIndex 0, else −1). */
  renderRow: (index: number, focusable: boolean) => ComponentChildren;
  /** Called with the visible index range (to load pages lazily). */
  onRange?: (from: number, to: number) => void;
  /** Arrow keys, Home and End inside the list ask for this row (absent: the screen's own keys move). */
  onNavigate?: (index: number) => void;
}

/** The row Arrow / Home / End keys lead to from `at` in a list of `count`, or undefined for other keys. */
export function navigationTarget(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, at + 1);
    case 'ArrowUp':
      return Math.max(0, at - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The list; the scroll container's height comes from CSS (`.virtual-list`). */
export function VirtualList({ count, rowHeight, active, label, renderRow, onRange, onNavigate }: VirtualListProps) {
  const box = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const [view, setView] = useState({ top: 0, height: 600 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setView({ top: el.scrollTop, height: el.clientHeight || 600 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
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
  // The tab stop: the active row when it is rendered, else the first rendered row.
  const stop = active !== undefined && active >= from && active < to ? active : from;
  // Focus follows the active row while the list has (or just had) the focus.
  useEffect(() => {
    const el = box.current;
    if (!el || !hadFocus.current || active === undefined || active < 0) return;
    const target = el.querySelector<HTMLElement>(`li[data-index="${active}"] > *`);
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  });
  const rows = [];
  for (let i = from; i < to; i++) {
    rows.push(
      <li
        key={i}
        data-index={i}
        class="virtual-row"
        aria-setsize={count}
        aria-posinset={i + 1}
        style={{ top: `${i * rowHeight}px`, height: `${rowHeight}px` }}
      >
        {renderRow(i, i === stop)}
      </li>,
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (!onNavigate || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = navigationTarget(e.key, active ?? -1, count);
    if (next === undefined) return;
    e.preventDefault();
    onNavigate(next);
  };
  return (
    <div
      ref={box}
      class="virtual-list"
      tabIndex={-1}
      onFocusIn={() => {
        hadFocus.current = true;
      }}
      onFocusOut={(e) => {
        hadFocus.current =
          e.relatedTarget instanceof Node
            ? (box.current?.contains(e.relatedTarget) ?? false)
            : hadFocus.current && document.activeElement === document.body;
      }}
      onKeyDown={onKeyDown}
    >
      <ul aria-label={label} style={{ height: `${count * rowHeight}px` }}>
        {rows}
      </ul>
    </div>
  );
}
