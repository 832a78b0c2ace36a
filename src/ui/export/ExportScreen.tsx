/**
 * S10 Export: annotated CSV, golden records, pairs, Splink labels, decision log and the project file,
 * each a local download (Blob URL) with what it contains and how many rows.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ExportKind, ProjectView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { count } from '../common/format';
import { downloadText, fileNameOf } from '../common/download';
import { openWithResults } from '../common/project';
import { ProjectError } from '../common/ProjectError';
import { BusyNote } from '../common/busy';

interface ExportItem {
  kind: ExportKind | 'project';
  button: string;
  note: string;
  rows: (v: ProjectView) => string;
}

const ITEMS: ExportItem[] = [
  {
    kind: 'annotated',
    button: 'Export CSV',
    note: 'Your rows with their original columns plus Doppel’s own, each named doppel_…: doppel_row, doppel_source, doppel_cluster_id (stable across runs), doppel_cluster_size, doppel_decision_source (auto / manual) and doppel_match_confidence. No row is dropped.',
    rows: (v) => `${count(v.run?.records ?? 0)} rows in ${count(v.run?.clusters ?? 0)} clusters`,
  },
  {
    kind: 'golden',
    button: 'Export golden records',
    note: 'One row per cluster: the surviving value of each field and the row it came from (provenance columns).',
    rows: (v) => `${count(v.run?.clusters ?? 0)} rows`,
  },
  {
    kind: 'pairs',
    button: 'Export pairs',
    note: 'Every candidate pair: both record keys, score, band, decision and the rules that fired.',
    rows: (v) => `${count(v.run?.candidatePairs ?? 0)} rows`,
  },
  {
    kind: 'labels',
    button: 'Export Splink labels',
    note: "Your pair decisions as unique_id_l, unique_id_r, clerical_match_score (Splink's labels format).",
    rows: (v) => `up to ${count(v.decisions)} rows`,
  },
  {
    kind: 'splink',
    button: 'Export Splink settings',
    note: 'The fitted model as Splink 4 settings (JSON): comparisons with their levels, m and u, the prior and the exact blocking rules, to run a list too large for this browser on Spark or DuckDB. Doppel compares values folded to ASCII; prepare the columns the same way.',
    rows: (v) => `${count(v.run ? 1 : 0)} settings file`,
  },
  {
    kind: 'log',
    button: 'Export decision log',
    note: 'The append-only decision log as JSON Lines: runs, decisions, splits, locks, golden edits and undos.',
    rows: () => 'one line per log entry',
  },
  {
    kind: 'project',
    button: 'Export project file',
    note: 'Settings, sources and the decision log as JSON: open it later on the start page, in this or another browser.',
    rows: (v) => `${count(v.sources.length)} sources, ${count(v.decisions)} decisions`,
  },
];

/** The export screen. */
export function ExportScreen({ client, projectId }: ScreenProps) {
  const [view, setView] = useState<ProjectView>();
  const [busy, setBusy] = useState<string>();
  const [preview, setPreview] = useState<{ fileName: string; lines: string[] }>();
  const [error, setError] = useState<string>();
  useEffect(
    () => void openWithResults(client, projectId).then(setView, (e: Error) => setError(e.message)),
    [projectId],
  );
  const run = async (item: ExportItem) => {
    setBusy(item.kind);
    try {
      if (item.kind === 'project') {
        const file = await client.exportProject(projectId);
        downloadText(`${fileNameOf(view?.name ?? 'project')}.doppel.json`, JSON.stringify(file), 'application/json');
        announce('Project file saved.');
      } else {
        const out = await client.exportText(projectId, item.kind);
        downloadText(out.fileName, out.text, out.mime);
        const lines = out.text.replace(/^\uFEFF/, '').split(/\r?\n/);
        setPreview({ fileName: out.fileName, lines: lines.slice(0, 6) });
        announce(`${out.fileName} saved (${count(lines.filter((l) => l !== '').length)} lines).`);
      }
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(undefined);
    }
  };
  if (error) return <ProjectError title="Export" message={error} />;
  if (!view)
    return (
      <section>
        <h1>Export</h1>
        <p>Loading…</p>
      </section>
    );
  return (
    <section class="export">
      <h1>Export {view.name}</h1>
      {!view.run && <p>Run «Find duplicates» first: only the project file can be exported now.</p>}
      {view.stale && (
        <p class="stale">Settings changed since the last run: exports hold the results of the last run.</p>
      )}
      <p>
        Files are made in this tab and saved by your browser; nothing is uploaded. CSV cells that start with =, +, - or
        @ are neutralized against formula injection.
      </p>
      <ul class="exports" aria-busy={busy !== undefined}>
        {ITEMS.map((item) => (
          <li key={item.kind}>
            <button
              type="button"
              class={item.kind === 'annotated' ? 'primary' : ''}
              disabled={busy !== undefined || (!view.run && item.kind !== 'project')}
              onClick={() => run(item)}
            >
              {item.button}
            </button>{' '}
            <span class="rows">{item.rows(view)}</span>
            {busy === item.kind && <BusyNote label="Making the file…" />}
            <p class="hint">{item.note}</p>
          </li>
        ))}
      </ul>
      {preview && (
        <section aria-labelledby="export-preview-h">
          <h2 id="export-preview-h">First lines of {preview.fileName}</h2>
          <pre class="export-preview" tabIndex={0} role="region" aria-label="Preview of the first rows">
            {preview.lines.join('\n')}
          </pre>
        </section>
      )}
    </section>
  );
}
