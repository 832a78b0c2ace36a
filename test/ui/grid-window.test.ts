import { describe, expect, it } from 'vitest';
import { columnWidths, rowWindow } from '../../src/ui/common/grid-window';

describe('the virtual preview grid', () => {
  it('renders only the rows in view and a few each side, far fewer than the preview holds', () => {
    const w = rowWindow(0, 384, 28, 200, 8);
    expect(w.start).toBe(0);
    expect(w.end).toBe(Math.ceil(384 / 28) + 1 + 8);
    expect(w.end - w.start).toBeLessThan(40);
    expect(w.padTop).toBe(0);
    expect(w.padBottom).toBe((200 - w.end) * 28);
  });

  it('after a scroll shows the slice at the scroll position, and keeps the full height', () => {
    const w = rowWindow(100 * 28 + 10, 384, 28, 200, 8);
    expect(w.start).toBe(92);
    expect(w.end).toBe(100 + 15 + 8);
    expect(w.padTop + (w.end - w.start) * 28 + w.padBottom).toBe(200 * 28);
  });

  it('at the bottom and past it stops at the last row; a short preview renders whole', () => {
    const bottom = rowWindow(200 * 28, 384, 28, 200, 8);
    expect(bottom.end).toBe(200);
    expect(bottom.padBottom).toBe(0);
    expect(bottom.start).toBeLessThan(200);
    const short = rowWindow(0, 384, 28, 5, 8);
    expect(short).toEqual({ start: 0, end: 5, padTop: 0, padBottom: 0 });
    expect(rowWindow(-50, 384, 28, 0)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });

  it('measures column widths from the header and a sample of rows, clamped', () => {
    const rows = [
      ['Ann', 'x'.repeat(80)],
      ['Bartholomew', ''],
    ];
    expect(columnWidths(['name', 'note', 'empty'], rows)).toEqual([13, 32, 7]);
    expect(columnWidths(['a'], [['b']])).toEqual([4]);
    // Rows past the sample do not widen a column.
    expect(columnWidths(['a'], [['b'], ['wide value']], 1)).toEqual([4]);
  });
});
