/** The editable reading settings of one file on the import screen: encoding, delimiter, header row. */
import type { FilePreview, ImportFileOptions } from '../../client/app-client';

const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1251', 'windows-1252'] as const;
const DELIMITERS: Array<[string, string]> = [[',', 'comma ,'], [';', 'semicolon ;'], ['\t', 'tab'], ['|', 'pipe |']];

/** Three controls pre-set to what the preview detected (or what was chosen); `onChange` gets the full choice. */
export function ImportSettings({ preview, onChange }: { preview: FilePreview; onChange: (options: ImportFileOptions) => void }) {
  const current: ImportFileOptions = {
    encoding: preview.encoding as ImportFileOptions['encoding'], delimiter: preview.delimiter, header: preview.header,
  };
  const delimiters = DELIMITERS.some(([d]) => d === preview.delimiter) ? DELIMITERS : [...DELIMITERS, [preview.delimiter, JSON.stringify(preview.delimiter)] as [string, string]];
  return (
    <fieldset class="import-settings">
      <legend>How {preview.name} is read</legend>
      <label>Encoding{' '}
        <select aria-label={`Encoding of ${preview.name}`} value={preview.encoding}
          onChange={(e) => onChange({ ...current, encoding: e.currentTarget.value as ImportFileOptions['encoding'] })}>
          {ENCODINGS.map((enc) => <option key={enc} value={enc}>{enc}</option>)}
        </select>
      </label>{' '}
      <label>Delimiter{' '}
        <select aria-label={`Delimiter of ${preview.name}`} value={preview.delimiter}
          onChange={(e) => onChange({ ...current, delimiter: e.currentTarget.value })}>
          {delimiters.map(([d, label]) => <option key={d} value={d}>{label}</option>)}
        </select>
      </label>{' '}
      <label>
        <input type="checkbox" checked={preview.header} onChange={(e) => onChange({ ...current, header: e.currentTarget.checked })} />
        {' '}First row is the header
      </label>
    </fieldset>
  );
}
