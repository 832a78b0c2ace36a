/** JSON Lines export options. */
export interface JsonLinesOptions {
  /** Extra fields put first on every line, computed per row (e.g. record key, cluster id). */
  extra?: (rowIndex: number) => Record<string, string | number | null>;
  /** Lines per chunk yielded (default 1000). */
  rowsPerChunk?: number;
}

/** JSON Lines in chunks: one `{"column": "value", …}` object per row, `\n` after each. */
export function* jsonLinesChunks(
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: JsonLinesOptions = {},
): Generator<string> {
  const per = options.rowsPerChunk ?? 1000;
  let batch: string[] = [];
  let index = 0;
  for (const row of rows) {
    const object: Record<string, string | number | null> = options.extra ? { ...options.extra(index) } : {};
    columns.forEach((column, c) => {
      object[column] = row[c] ?? '';
    });
    batch.push(JSON.stringify(object));
    index++;
    if (batch.length >= per) {
      yield batch.join('\n') + '\n';
      batch = [];
    }
  }
  if (batch.length) yield batch.join('\n') + '\n';
}

/** The whole JSON Lines text as one string. */
export function writeJsonLines(
  columns: readonly string[],
  rows: Iterable<readonly string[]>,
  options: JsonLinesOptions = {},
): string {
  return Array.from(jsonLinesChunks(columns, rows, options)).join('');
}
