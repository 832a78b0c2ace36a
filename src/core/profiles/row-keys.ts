/** Rows equal in every mapped column: the key blocking pairs them by, and the safety net groups them by. */
import type { InputColumn } from './types';

/** Per record: its mapped values, trimmed and case-folded, joined; '' for an empty row. */
export function exactRowKeys(input: { columns: readonly InputColumn[]; recordCount: number }): string[] {
  const out: string[] = new Array(input.recordCount);
  for (let r = 0; r < input.recordCount; r++) {
    const cells = input.columns.map((c) => c.values[r].trim().toLowerCase());
    out[r] = cells.every((v) => v === '') ? '' : cells.join('\u0001');
  }
  return out;
}
