import type { EncodedColumn } from './types';

/** Encodes strings as Unicode code points plus offsets (a character outside the BMP is one code point). */
export function encodeColumn(values: readonly string[]): EncodedColumn {
  let total = 0;
  for (const v of values) total += v.length; // UTF-16 units >= code points
  const chars = new Uint32Array(total);
  const offsets = new Uint32Array(values.length + 1);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    offsets[i] = at;
    const v = values[i];
    for (let k = 0; k < v.length; k++) {
      const c = v.charCodeAt(k);
      if (c >= 0xd800 && c <= 0xdbff && k + 1 < v.length) {
        const d = v.charCodeAt(k + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          chars[at++] = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
          k++;
          continue;
        }
      }
      chars[at++] = c;
    }
  }
  offsets[values.length] = at;
  return { chars: at === total ? chars : chars.slice(0, at), offsets };
}

/** The code points of value `i` of a column (a view, not a copy). */
export function valueAt(column: EncodedColumn, i: number): Uint32Array {
  return column.chars.subarray(column.offsets[i], column.offsets[i + 1]);
}

/** Number of values in a column. */
export function columnSize(column: EncodedColumn): number {
  return column.offsets.length - 1;
}
