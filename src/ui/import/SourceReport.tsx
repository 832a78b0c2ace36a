/** Per source: detected encoding and delimiter, row and column counts, and the import issues. */
import type { SourceSummary } from '../../client/app-client';
import { count } from '../common/format';

const DELIMITERS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/** A table of sources and a list of their issues (file, row, problem). */
export function SourceReport({ sources }: { sources: SourceSummary[] }) {
  const issues = sources.flatMap((s) => s.issues.map((i) => ({ ...i, file: s.name })));
  const totalIssues = sources.reduce((n, s) => n + s.issueCount, 0);
  return (
    <>
      <table class="sources" aria-label="Sources">
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Rows</th>
            <th scope="col">Columns</th>
            <th scope="col">Encoding</th>
            <th scope="col">Delimiter</th>
            <th scope="col">Issues</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td class="num">{count(s.rowCount)}</td>
              <td class="num">{count(s.columns.length)}</td>
              <td>{s.encoding}</td>
              <td>{DELIMITERS[s.delimiter] ?? s.delimiter}</td>
              <td class="num">{count(s.issueCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {issues.length > 0 && (
        <section aria-labelledby="issues-h">
          <h2 id="issues-h">Issues ({count(totalIssues)})</h2>
          <table class="issues" aria-labelledby="issues-h">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Row</th>
                <th scope="col">Severity</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {issues.slice(0, 200).map((i, k) => (
                <tr key={k}>
                  <td>{i.file}</td>
                  <td class="num">{i.row ?? (i.line !== undefined ? `line ${i.line}` : '—')}</td>
                  <td>{i.severity}</td>
                  <td>{i.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {totalIssues > 200 && <p>The first 200 issues are listed.</p>}
        </section>
      )}
    </>
  );
}
