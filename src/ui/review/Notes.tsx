/** Notes on a pair or a cluster (C adds one): loaded from the decision log, shown as plain text. */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, NoteView } from '../../client/app-client';
import { when } from '../common/format';

/** The notes in effect about any of `keys`, reloaded when `version` changes; [] while loading or on error. */
export function useNotes(
  client: AppClient,
  projectId: number,
  keys: string[] | undefined,
  version: number,
): NoteView[] {
  const [notes, setNotes] = useState<NoteView[]>([]);
  const id = keys?.join('\u0000') ?? '';
  useEffect(() => {
    setNotes([]);
    if (!keys || keys.length === 0) return;
    let live = true;
    client.notes(projectId, keys).then(
      (n) => live && setNotes(n),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, version, projectId]);
  return notes;
}

/** What a note is about, in words: a pair's two keys, or «N records». */
export function noteSubject(keys: readonly string[]): string {
  if (keys.length === 0) return 'the project';
  if (keys.length <= 2) return keys.join(' · ');
  return `${keys.length} records (${keys.slice(0, 2).join(', ')}, …)`;
}

/** The notes section of the pair card or the cluster detail; nothing when there are none. */
export function NotesList({ notes, hint, onAdd }: { notes: NoteView[]; hint: string; onAdd: () => void }) {
  return (
    <section class="notes" aria-label="Notes">
      <h3>Notes{notes.length ? ` (${notes.length})` : ''}</h3>
      {notes.length > 0 && (
        <ul>
          {notes.map((n) => (
            <li key={n.id}>
              <p class="note-text">{n.text}</p>
              <p class="muted note-meta">
                on {noteSubject(n.keys)} · {when(n.at)} · log entry #{n.id}
              </p>
            </li>
          ))}
        </ul>
      )}
      <button type="button" class="link-button" onClick={onAdd}>
        Add a note{hint ? ` (${hint})` : ''}
      </button>
    </section>
  );
}
