/**
 * The bulk-accept dialog (Shift+A): how many filtered pairs would be marked «same», a preview of the
 * first ones, and a settable maximum per bulk action (default 200, kept in this browser); above it
 * the dialog refuses and says why. Confirming writes one batch that Undo takes back whole.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { BATCH_MAX_DEFAULT } from '../../client/app-client';
import { useModalDialog } from './NoteDialog';

/** The maximum per bulk action when none is set (the service's default, 200). */
export const BULK_MAX_DEFAULT = BATCH_MAX_DEFAULT;

/** Pairs listed in the preview. */
export const BULK_PREVIEW = 10;

const STORAGE_KEY = 'doppel.bulkMax';

/** The maximum per bulk action saved in this browser (the default when absent or unreadable). */
export function loadBulkMax(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  try {
    const v = Number(storage?.getItem(STORAGE_KEY));
    return Number.isInteger(v) && v >= 1 ? v : BULK_MAX_DEFAULT;
  } catch {
    return BULK_MAX_DEFAULT;
  }
}

/** Save the maximum per bulk action in this browser. */
export function saveBulkMax(
  max: number,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, String(max));
  } catch {
    // Storage unavailable (private mode): the maximum lasts for this page only.
  }
}

/** One pair as the preview lists it. */
export interface BulkPreviewItem {
  position: number;
  keys: [string, string];
  kind: string;
  /** Shown unless blind (then undefined). */
  score?: string;
}

/** Props of {@link BulkAcceptDialog}. */
export interface BulkAcceptDialogProps {
  items: BulkPreviewItem[];
  /** Items of the filter left as they are (already decided, or about a whole cluster). */
  skipped: number;
  /** Accept the pairs with this maximum; resolves when durable (the dialog then closes), rejects to show the error. */
  onConfirm: (max: number) => Promise<void>;
  onCancel: () => void;
}

/** The confirm dialog. */
export function BulkAcceptDialog({ items, skipped, onConfirm, onCancel }: BulkAcceptDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [max, setMax] = useState(loadBulkMax);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const onKeyDown = useModalDialog(ref, () => {
    if (!saving) onCancel();
  });
  const n = items.length;
  const tooMany = n > max;
  useEffect(() => (tooMany ? cancel : confirm).current?.focus(), []);

  const changeMax = (value: string) => {
    const v = Math.floor(Number(value));
    if (!Number.isFinite(v) || v < 1) return;
    setMax(v);
    saveBulkMax(v);
  };
  const accept = async () => {
    if (saving || tooMany || n === 0) return;
    setSaving(true);
    setError(undefined);
    try {
      await onConfirm(max);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={ref}
      class="bulk-dialog"
      aria-labelledby="bulk-dialog-title"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        if (!saving) onCancel();
      }}
    >
      <h2 id="bulk-dialog-title">
        Accept {n} filtered pair{n === 1 ? '' : 's'} as «same»?
      </h2>
      <p>
        Each pair gets its own «same» decision, all saved together (all or none). Undo takes back the whole batch; each
        decision can also be undone in History.
        {skipped > 0 &&
          ` ${skipped} other item${skipped === 1 ? '' : 's'} of the filter (already decided, or about a whole cluster) stay as they are.`}
      </p>
      <label>
        Maximum per bulk action{' '}
        <input
          type="number"
          min={1}
          step={1}
          value={max}
          disabled={saving}
          onChange={(e) => changeMax((e.target as HTMLInputElement).value)}
        />
      </label>
      {tooMany && (
        <p role="alert" class="bulk-refused">
          Refused: {n} pairs is more than the maximum of {max} per bulk action. Narrow the filter (kind, undecided) or
          raise the maximum.
        </p>
      )}
      <table class="bulk-preview">
        <caption>
          {n > BULK_PREVIEW ? `The first ${BULK_PREVIEW} of ${n} pairs` : `The ${n} pair${n === 1 ? '' : 's'}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Records</th>
            <th scope="col">Queued as</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {items.slice(0, BULK_PREVIEW).map((it) => (
            <tr key={it.keys.join('\u0000')}>
              <td class="num">{it.position + 1}</td>
              <td>
                {it.keys[0]} · {it.keys[1]}
              </td>
              <td>{it.kind}</td>
              <td class="num">{it.score ?? <span class="muted">hidden</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {n > BULK_PREVIEW && <p class="muted">… and {n - BULK_PREVIEW} more.</p>}
      {error && <p role="alert">{error}</p>}
      <div class="dialog-buttons">
        <button type="button" ref={confirm} onClick={() => void accept()} disabled={saving || tooMany || n === 0}>
          {saving ? 'Saving…' : `Accept ${n} pair${n === 1 ? '' : 's'}`}
        </button>
        <button type="button" ref={cancel} onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
