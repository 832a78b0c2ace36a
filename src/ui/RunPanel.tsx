/** Pick a column and a similarity, run, watch progress, cancel. */
import { useState } from 'preact/hooks';
import { KERNELS, type KernelName, type RunProgress, type TableSummary } from '../client/doppel-client';


/** What the user chose for a run. */
export interface RunSettings {
  column: string;
  kernel: KernelName;
  cutoff: number;
}

const KERNEL_LABELS: Record<KernelName, string> = {
  ratio: 'Ratio (Indel)',
  levenshtein: 'Levenshtein',
  osa: 'Optimal string alignment',
  jaroWinkler: 'Jaro–Winkler',
  tokenSortRatio: 'Token sort ratio',
  tokenSetRatio: 'Token set ratio',
  partialRatio: 'Partial ratio',
  qgramJaccard: 'Q-gram Jaccard',
};

/** The run form, its progress bar and its Cancel button. */
export function RunPanel(props: {
  table: TableSummary;
  running: boolean;
  progress?: RunProgress;
  onRun: (settings: RunSettings) => void;
  onCancel: () => void;
}) {
  const { table, running, progress } = props;
  const [column, setColumn] = useState(table.columns[0] ?? '');
  const [kernel, setKernel] = useState<KernelName>('ratio');
  const [percent, setPercent] = useState(80);
  const chosen = table.columns.includes(column) ? column : table.columns[0] ?? '';
  return (
    <section class="run">
      <p>
        <strong>{table.name}</strong>: {table.rowCount} rows, {table.columns.length} columns
        {table.issueCount > 0 && `, ${table.issueCount} import warnings`}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onRun({ column: chosen, kernel, cutoff: percent / 100 });
        }}
      >
        <span class="field">
          <label for="run-column">Column</label>
          <select id="run-column" value={chosen} disabled={running} onChange={(e) => setColumn(e.currentTarget.value)}>
            {table.columns.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </span>
        <span class="field">
          <label for="run-kernel">Similarity</label>
          <select id="run-kernel" value={kernel} disabled={running} onChange={(e) => setKernel(e.currentTarget.value as KernelName)}>
            {KERNELS.map((k) => <option key={k} value={k}>{KERNEL_LABELS[k]}</option>)}
          </select>
        </span>
        <span class="field">
          <label for="run-cutoff">Minimum similarity (%)</label>
          <input id="run-cutoff" type="number" min={1} max={100} value={percent} disabled={running}
            onChange={(e) => setPercent(Math.min(100, Math.max(1, Number(e.currentTarget.value) || 80)))} />
        </span>
        <button type="submit" disabled={running || !chosen}>Find similar pairs</button>
      </form>
      {running && (
        <div class="progress">
          <progress aria-label="Progress" max={progress?.total || 1} value={progress?.done ?? 0} />
          <span>{progress ? `${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} pairs` : 'Starting…'}</span>
          <button type="button" onClick={props.onCancel}>Cancel</button>
        </div>
      )}
    </section>
  );
}
