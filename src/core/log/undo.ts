/** Building undo entries, and finding the later decisions that were made on top of an entry. */
import type { LogEntry, LogEntryDraft } from '../../domain/log';
import { sortEntries, undoneIds, type LogProblem } from './effect';

/** A request the log cannot honour (unknown entry, or one not in effect). */
export class LogError extends Error {
  override name = 'LogError';
}

/** The records an entry is about. */
export function entryRecords(e: LogEntry): string[] {
  switch (e.type) {
    case 'same':
    case 'different':
    case 'unsure':
      return [...e.keys];
    case 'split':
      return [e.key, ...e.others];
    case 'merge-clusters':
      return [...e.members[0], ...e.members[1], ...e.keys];
    case 'lock':
      return [...e.members];
    case 'golden-field':
      return [...e.members];
    case 'note':
      return [...(e.keys ?? [])];
    default:
      return [];
  }
}

/** Entries that put records together (their undo can break a cluster others built on). */
function links(e: LogEntry): string[] | undefined {
  if (e.type === 'same') return [...e.keys];
  if (e.type === 'merge-clusters' || e.type === 'lock') return entryRecords(e);
  return undefined;
}

const CLUSTER_SCOPED = new Set(['golden-field', 'lock', 'merge-clusters', 'split']);

/**
 * Later in-effect entries that depend on entry `id`: cluster-level decisions (golden field, lock,
 * merge, split) made on a cluster that held at least two records this entry linked. Reported to the
 * person before an undo; they stay in effect (the log never cascades silently).
 */
export function dependentsOf(entries: readonly LogEntry[], id: number): LogEntry[] {
  const problems: LogProblem[] = [];
  const sorted = sortEntries(entries, problems);
  const undone = undoneIds(sorted, problems);
  const target = sorted.find((e) => e.id === id);
  const linked = target && links(target);
  if (!linked) return [];
  const mine = new Set(linked);
  return sorted.filter((d) => {
    if (d.id <= id || undone.has(d.id) || !CLUSTER_SCOPED.has(d.type)) return false;
    let shared = 0;
    for (const k of new Set(entryRecords(d))) if (mine.has(k) && ++shared >= 2) return true;
    return false;
  });
}

/**
 * An undo entry for `targetId` (an undo of an undo entry is a redo), with the dependents to show.
 * Throws LogError when the target is absent or already not in effect (then undo the undo instead).
 */
export function undoDraft(
  entries: readonly LogEntry[],
  targetId: number,
  why?: string,
): { draft: LogEntryDraft; dependents: LogEntry[] } {
  const problems: LogProblem[] = [];
  const sorted = sortEntries(entries, problems);
  if (!sorted.some((e) => e.id === targetId)) throw new LogError(`There is no log entry ${targetId} to undo.`);
  const undone = undoneIds(sorted, problems);
  if (undone.has(targetId)) {
    const by = sorted.find((e) => e.type === 'undo' && e.target === targetId && !undone.has(e.id));
    throw new LogError(
      `Log entry ${targetId} is already undone${by ? ` by entry ${by.id}; undo that entry to restore it` : ''}.`,
    );
  }
  const draft: LogEntryDraft =
    why === undefined
      ? { type: 'undo', by: 'user', target: targetId }
      : { type: 'undo', by: 'user', target: targetId, why };
  return { draft, dependents: dependentsOf(sorted, targetId) };
}
