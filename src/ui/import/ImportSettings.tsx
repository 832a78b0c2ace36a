/**
 * The editable reading settings of one file on the import screen: encoding, delimiter, header row; a workbook's sheet.
 */
import { useState } from 'preact/hooks';
import type { FilePreview, ImportFileOptions } from '../../client/app-client';

const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1251', 'windows-1252'] as const;
const DELIMITERS: Array<[string, string]> = [
  [',', 'comma ,'],
  [';', 'semicolon ;'],
  ['\t', 'tab'],
  ['|', 'pipe |'],
];

/**
 * Three controls pre-set to what the preview detected; `onChange` gets the full choice. A choice shows
 * at once and the next one builds on it, so a second change made before the new preview arrives
 * neither flips back nor undoes the first.
 */
export function ImportSettings({
  preview,
  onChange,
}: {
  preview: FilePreview;
  onChange: (options: ImportFileOptions) => void;
}) {
  const [current, setCurrent] = useState<ImportFileOptions>(() =>
    preview.container
      ? { header: preview.header, ...(preview.sheet !== undefined ? { sheet: preview.sheet } : {}) }
      : {
          encoding: preview.encoding as ImportFileOptions['encoding'],
          delimiter: preview.delimiter,
          header: preview.header,
        },
  );
  const choose = (change: Partial<ImportFileOptions>) => {
    const next = { ...current, ...change };
    setCurrent(next);
    onChange(next);
  };
  if (preview.container) return <ContainerSettings preview={preview} current={current} choose={choose} />;
  const delimiters = DELIMITERS.some(([d]) => d === current.delimiter)
    ? DELIMITERS
    : [...DELIMITERS, [current.delimiter, JSON.stringify(current.delimiter)] as [string, string]];
  return (
    <fieldset class="import-settings">
      <legend>How {preview.name} is read</legend>
      <label>
        Encoding{' '}
        <select
          aria-label={`Encoding of ${preview.name}`}
          value={current.encoding}
          onChange={(e) => choose({ encoding: e.currentTarget.value as ImportFileOptions['encoding'] })}
        >
          {ENCODINGS.map((enc) => (
            <option key={enc} value={enc}>
              {enc}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Delimiter{' '}
        <select
          aria-label={`Delimiter of ${preview.name}`}
          value={current.delimiter}
          onChange={(e) => choose({ delimiter: e.currentTarget.value })}
        >
          {delimiters.map(([d, label]) => (
            <option key={d} value={d}>
              {label}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        <input type="checkbox" checked={current.header} onChange={(e) => choose({ header: e.currentTarget.checked })} />{' '}
        First row is the header
      </label>
    </fieldset>
  );
}

const CONTAINER_NAMES = {
  xlsx: 'Excel workbook (.xlsx)',
  ods: 'OpenDocument spreadsheet (.ods)',
  xls: 'Excel 97–2003 workbook (.xls)',
  parquet: 'Parquet file',
} as const;

/** A workbook or Parquet file: what it is, the sheet to read when there are several, the header row. */
function ContainerSettings({
  preview,
  current,
  choose,
}: {
  preview: FilePreview;
  current: ImportFileOptions;
  choose: (change: Partial<ImportFileOptions>) => void;
}) {
  const sheets = preview.sheets ?? [];
  return (
    <fieldset class="import-settings">
      <legend>How {preview.name} is read</legend>
      <span>{CONTAINER_NAMES[preview.container!]}</span>{' '}
      {sheets.length > 1 && (
        <label>
          Sheet{' '}
          <select
            aria-label={`Sheet of ${preview.name}`}
            value={current.sheet}
            onChange={(e) => choose({ sheet: e.currentTarget.value })}
          >
            {sheets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      {preview.container !== 'parquet' && (
        <label>
          <input
            type="checkbox"
            checked={current.header}
            onChange={(e) => choose({ header: e.currentTarget.checked })}
          />{' '}
          First row is the header
        </label>
      )}
    </fieldset>
  );
}

/** Whether the file is one source, or each value of one of its columns is a source (a file holding several CRMs). */
export function SourceColumn({
  preview,
  value,
  onChange,
}: {
  preview: FilePreview;
  value?: string;
  onChange: (column: string | undefined) => void;
}) {
  return (
    <p class="source-column">
      <label>
        Sources of {preview.name}{' '}
        <select value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
          <option value="">The file is one source</option>
          {preview.columns.map((c) => (
            <option key={c} value={c}>
              One source per value of «{c}»
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}
