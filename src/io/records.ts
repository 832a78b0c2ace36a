import type { SourceTable } from '../domain/dataset';
import type { SourceRecord } from '../domain/record';

/** Row `index` (0-based) of a columnar table as a `SourceRecord` (values by column name). */
export function sourceRecord(table: SourceTable, index: number): SourceRecord {
  const values: Record<string, string> = {};
  table.source.columns.forEach((column, c) => {
    values[column] = table.cells[c][index];
  });
  return { key: table.keys[index], source: table.source.id, row: index + 1, values };
}

/** All rows of a table as `SourceRecord`s, lazily (one object per row: for small tables and tests). */
export function* sourceRecords(table: SourceTable): Generator<SourceRecord> {
  for (let r = 0; r < table.rowCount; r++) yield sourceRecord(table, r);
}
