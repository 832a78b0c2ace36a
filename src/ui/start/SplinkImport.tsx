/**
 * «Import Splink results» (docs/SPLINK.md): a list too large for the tab was linked by Splink on
 * Spark; its predictions come back here, with the record files it ran on, for review, undo and
 * golden records. The cluster table and the model (settings JSON) are optional.
 */
import { useState } from 'preact/hooks';
import type { AppClient } from '../../client/app-client';
import { announce, announceError } from '../status';

/** The Splink import form; on success the project is run with its thresholds and its review queue opens. */
export function SplinkImport({ client, navigate }: { client: AppClient; navigate: (path: string) => void }) {
  const [records, setRecords] = useState<File[]>([]);
  const [predictions, setPredictions] = useState<File | undefined>();
  const [clusters, setClusters] = useState<File | undefined>();
  const [model, setModel] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!predictions || records.length === 0) return;
    setBusy(true);
    try {
      const id = await client.importSplinkResults(`Splink: ${predictions.name}`, records, {
        predictions,
        clusters,
        model,
      });
      await client.run(id);
      announce(`Splink results ${predictions.name} imported.`);
      navigate(`/p/${id}/review`);
    } catch (err) {
      announceError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details class="splink-import">
      <summary>Import Splink results</summary>
      <form onSubmit={submit}>
        <p>
          Pairs Splink predicted (its <code>predict()</code> output, CSV or Parquet) are decided here by Doppel’s
          thresholds and safety net, then reviewed.
        </p>
        <label>
          Record files Splink ran on{' '}
          <input
            type="file"
            multiple
            accept=".csv,.tsv,.txt,.parquet,.xlsx"
            data-testid="splink-records"
            onChange={(ev) => setRecords(Array.from(ev.currentTarget.files ?? []))}
          />
        </label>
        <label>
          Predictions{' '}
          <input
            type="file"
            accept=".csv,.parquet"
            data-testid="splink-predictions"
            onChange={(ev) => setPredictions(ev.currentTarget.files?.[0])}
          />
        </label>
        <label>
          Clusters (optional){' '}
          <input
            type="file"
            accept=".csv,.parquet"
            data-testid="splink-clusters"
            onChange={(ev) => setClusters(ev.currentTarget.files?.[0])}
          />
        </label>
        <label>
          Model settings JSON (optional){' '}
          <input
            type="file"
            accept=".json,application/json"
            data-testid="splink-model"
            onChange={(ev) => setModel(ev.currentTarget.files?.[0])}
          />
        </label>
        <button type="submit" disabled={busy || !predictions || records.length === 0}>
          {busy ? 'Importing…' : 'Import Splink results'}
        </button>
      </form>
    </details>
  );
}
