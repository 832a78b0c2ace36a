/** Choose or drop a CSV file, or open the sample data. */
import { useState } from 'preact/hooks';

/** The file picker and drop zone. */
export function OpenFile({ busy, onFile, onSample }: { busy: boolean; onFile: (file: File) => void; onSample: () => void }) {
  const [over, setOver] = useState(false);
  return (
    <section
      class={over ? 'drop over' : 'drop'}
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer?.files[0];
        if (file && !busy) onFile(file);
      }}
    >
      <p>Drop a CSV file here, or</p>
      <label class="button">
        Open files
        <input
          type="file"
          accept=".csv,.tsv,.txt,text/csv"
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onFile(file);
            e.currentTarget.value = '';
          }}
        />
      </label>
      <button type="button" disabled={busy} onClick={onSample}>Try sample data</button>
    </section>
  );
}
