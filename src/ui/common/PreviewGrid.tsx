/**
 * A read-only grid of at most 200 rows (cells always as text), with the true row and column counts
 * in aria-rowcount / aria-colcount.
 */

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
  const shown = rows.slice(0, 200);
  return (
    <div class="grid-scroll" tabIndex={0} role="region" aria-label={`${label} (scrollable)`}>
      <table
        role="grid"
        aria-label={label}
        aria-rowcount={(totalRows ?? rows.length) + 1}
        aria-colcount={columns.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">#</th>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, r) => (
            <tr key={r} aria-rowindex={r + 2}>
              <td class="num">{r + 1}</td>
              {columns.map((_, c) => (
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
