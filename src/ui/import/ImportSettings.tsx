/** The editable reading settings of one file on the import screen: encoding, delimiter, header row. */
import { useState } from 'preact/hooks';
import type { FilePreview, ImportFileOptions } from '../../client/app-client';

const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1251', 'windows-1252'] as const;
const DELIMITERS: Array<[string, string]> = [[',', 'comma ,'], [';', 'semicolon ;'], ['\t', 'tab'], ['|', 'pipe |']];

/**
 * Three controls pre-set to what the preview detected; `onChange` gets the full choice. A choice shows
 * at once and the next one builds on it, so a second change made before the new preview arrives
 * neither flips back nor undoes the first.
 */
export function ImportSettings({ preview, onChange }: { preview: FilePreview; onChange: (options: ImportFileOptions) => void }) {
  const [current, setCurrent] = useState<ImportFileOptions>(() => ({
    encoding: preview.encoding as ImportFileOptions['encoding'], delimiter: preview.delimiter, header: preview.header,
  }));
  const choose = (change: Partial<ImportFileOptions>) => {
    const next = { ...current, ...change };
    setCurrent(next);
    onChange(next);
  };
  const delimiters = DELIMITERS.some(([d]) => d === current.delimiter) ? DELIMITERS : [...DELIMITERS, [current.delimiter, JSON.stringify(current.delimiter)] as [string, string]];
  return (
    <fieldset class="import-settings">
      <legend>How {preview.name} is read</legend>
      <label>Encoding{' '}
        <select aria-label={`Encoding of ${preview.name}`} value={current.encoding}
          onChange={(e) => choose({ encoding: e.currentTarget.value as ImportFileOptions['encoding'] })}>
          {ENCODINGS.map((enc) => <option key={enc} value={enc}>{enc}</option>)}
        </select>
      </label>{' '}
      <label>Delimiter{' '}
        <select aria-label={`Delimiter of ${preview.name}`} value={current.delimiter}
          onChange={(e) => choose({ delimiter: e.currentTarget.value })}>
          {delimiters.map(([d, label]) => <option key={d} value={d}>{label}</option>)}
        </select>
      </label>{' '}
      <label>
        <input type="checkbox" checked={current.header} onChange={(e) => choose({ header: e.currentTarget.checked })} />
        {' '}First row is the header
      </label>
    </fieldset>
  );
}
