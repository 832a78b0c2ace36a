/** One input file (or one table) of a dataset. */
export interface Source {
  id: number;
  name: string;
  columns: string[];
}

/** One immutable source row: its stable record key and its raw cell values by column. */
export interface SourceRecord {
  /** Stable across re-imports: the key column's value, or source name + row number. */
  key: string;
  source: number;
  /** 1-based data row number in the source file (header excluded). */
  row: number;
  values: Record<string, string>;
}
