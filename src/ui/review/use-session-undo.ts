/**
 * The review screen's session undo / redo: a stack of this session's decisions (a bulk accept is one
 * entry, reverted together); after a reload Undo takes the newest decision still in effect from the log.
 */
import { useRef } from 'preact/hooks';
import type { HistoryEntryView, HumanDecision } from '../../client/app-client';
import { announce, announceError } from '../status';
import { remaining, type ReviewCursor } from './review-cursor';
import { samePair } from './use-review';

/** A decision of this session, or a bulk accept (several entries, reverted together). */
export interface SessionEntry {
  entryIds: number[];
  keys: [string, string];
  decision: HumanDecision;
}

/** The newest pair decision of the person that is still in effect, as an undo entry of this screen. */
export function lastPairDecision(entries: readonly HistoryEntryView[]): SessionEntry | undefined {
  for (const e of entries) {
    if (e.by !== 'user' || e.undone) continue;
    if (e.type === 'same' || e.type === 'different' || e.type === 'unsure')
      return { entryIds: [e.id], keys: e.keys, decision: e.type };
  }
  return undefined;
}

/** Undo / redo of the screen: `record` a written decision, `undo` / `redo` it (the card lands on its pair). */
export function useSessionUndo(cursor: ReviewCursor): {
  record: (entry: SessionEntry) => void;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  /** Entries this session can undo. */
  depth: number;
} {
  const undoStack = useRef<SessionEntry[]>([]);
  const redoStack = useRef<SessionEntry[]>([]);
  const { client, projectId, pending, setPending, reload, setCurrent, setOutside, refreshCard } = cursor;

  async function revert(from: typeof undoStack, to: typeof redoStack, word: 'Undo' | 'Redo') {
    if (pending) return;
    // After a reload the session's stack is empty: Undo takes the latest pair decision still in effect from the log.
    if (from.current.length === 0 && word === 'Undo') {
      const latest = lastPairDecision(await client.history(projectId).catch(() => []));
      if (latest) from.current.push(latest);
    }
    const last = from.current[from.current.length - 1];
    if (!last) {
      announce(`Nothing to ${word.toLowerCase()}${word === 'Undo' ? '' : ' in this session'}.`);
      return;
    }
    setPending(`${word}…`);
    try {
      const batch = last.entryIds.length > 1;
      const entryIds = batch
        ? (await client.undoMany(projectId, last.entryIds)).entryIds
        : [(await client.undo(projectId, last.entryIds[0])).entryId];
      from.current.pop();
      to.current.push({ ...last, entryIds });
      const q = await reload(batch ? undefined : last.keys);
      announce(
        `${word === 'Undo' ? 'Undid' : 'Redid'} «${last.decision}»${batch ? ` on ${entryIds.length} pairs (bulk accept)` : ''}. ${remaining(q)} remaining`,
      );
      const at = q.items.findIndex((i) => samePair(i.keys, last.keys));
      if (at >= 0) {
        setOutside(undefined);
        setCurrent(at);
      } else setOutside(last.keys);
      refreshCard();
    } catch (e) {
      announceError(e);
    } finally {
      setPending(undefined);
    }
  }

  return {
    record: (entry) => undoStack.current.push(entry),
    undo: () => revert(undoStack, redoStack, 'Undo'),
    redo: () => revert(redoStack, undoStack, 'Redo'),
    depth: undoStack.current.length,
  };
}
