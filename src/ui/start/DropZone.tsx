/** Drop zone with the «Open files» input; several files become several sources of one project. */
import { useState } from 'preact/hooks';

/** Calls `onFiles` with the dropped or chosen files. */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  return (
    <section
      class={over ? 'drop over' : 'drop'}
      aria-label="Open CSV files"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles([...(e.dataTransfer?.files ?? [])]);
      }}
    >
      <p>
        Drop CSV files, spreadsheets (.xlsx, .ods, .xls) or Parquet files here — several files become several sources —
        or
      </p>
      <label class="button primary">
        Open files
        <input
          type="file"
          multiple
          accept=".csv,.tsv,.txt,text/csv,text/plain,.xlsx,.ods,.xls,.parquet"
          onChange={(e) => {
            const input = e.currentTarget;
            const files = [...(input.files ?? [])];
            input.value = '';
            onFiles(files);
          }}
        />
      </label>
    </section>
  );
}
