/**
 * The note dialog (C): one text field, Enter or Ctrl+Enter saves (Shift+Enter starts a new line),
 * Esc cancels. A modal <dialog>: focus stays inside (Tab wraps) and returns where it was on close.
 * Keys pressed inside never reach the screen's shortcuts.
 */
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { NOTE_MAX_LENGTH } from '../../client/app-client';

/** The longest note, in characters (the service's limit). */
export const NOTE_MAX = NOTE_MAX_LENGTH;

const FOCUSABLE =
  'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that take focus, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Show `ref`'s dialog as modal while mounted and restore focus on unmount. Esc (wherever the focus
 * is) calls `onCancel`; Tab wraps inside; focus that falls out (a button just disabled) comes back.
 * Returns the dialog's keydown handler, which keeps keys from the screens' shortcuts.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onCancel: () => void,
): (e: KeyboardEvent) => void {
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  // A layout effect: its cleanup runs before the dialog leaves the DOM, so the focus goes straight back.
  useLayoutEffect(() => {
    const d = ref.current;
    const before = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        cancel.current();
      } else if (e.key === 'Tab' && d && !d.contains(document.activeElement)) {
        e.preventDefault();
        focusables(d)[0]?.focus();
      }
    };
    const onFocusOut = () =>
      setTimeout(() => {
        if (d?.open && !d.contains(document.activeElement)) focusables(d)[0]?.focus();
      }, 0);
    window.addEventListener('keydown', onKey, true);
    d?.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      d?.removeEventListener('focusout', onFocusOut);
      d?.close?.();
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
}

/** Props of {@link NoteDialog}. */
export interface NoteDialogProps {
  /** What the note is about, e.g. «pair a.csv:3 · b.csv:9». */
  about: string;
  /** Save the text; resolves once durable (the dialog then closes), rejects to keep it open with the error. */
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** The dialog; the note is plain text, shown as text wherever it appears. */
export function NoteDialog({ about, onSave, onCancel }: NoteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const onKeyDown = useModalDialog(ref, () => {
    if (!saving) onCancel();
  });
  useEffect(() => field.current?.focus(), []);
  const empty = text.trim() === '';

  const save = async () => {
    if (saving || empty) return;
    setSaving(true);
    setError(undefined);
    try {
      await onSave(text.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={ref}
      class="note-dialog"
      aria-labelledby="note-dialog-title"
      aria-describedby="note-dialog-about"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        if (!saving) onCancel();
      }}
    >
      <h2 id="note-dialog-title">Add a note</h2>
      <p id="note-dialog-about" class="muted">
        About {about}. Kept in the decision log, shown in History and exported with it.
      </p>
      <label for="note-dialog-text">Note</label>
      <textarea
        id="note-dialog-text"
        ref={field}
        rows={4}
        maxLength={NOTE_MAX}
        value={text}
        disabled={saving}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.altKey) {
            e.preventDefault();
            void save();
          }
        }}
      />
      <p class="muted note-dialog-help">
        {text.length} / {NOTE_MAX} · Enter saves · Shift+Enter new line · Esc cancels
      </p>
      {error && <p role="alert">{error}</p>}
      <div class="dialog-buttons">
        <button type="button" onClick={() => void save()} disabled={saving || empty}>
          {saving ? 'Saving…' : 'Save note'}
        </button>
        <button type="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
