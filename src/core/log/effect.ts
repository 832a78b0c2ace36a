/**
 * Which log entries are in effect. An entry is in effect unless an undo that is itself in effect
 * targets it; an undo may only target an earlier entry, so one pass from the newest entry back decides
 * everything (undo of an undo is a redo; undo is selective — any entry, not only the last).
 */
import type { LogEntry } from '../../domain/log';

/** Something wrong in a log that replay skipped (it never throws on a stored log). */
export interface LogProblem {
  entryId: number;
  problem: 'duplicate-id' | 'undo-unknown-target' | 'undo-later-target' | 'self-pair' | 'empty-members';
  message: string;
}

/** Entries sorted by id, duplicates (same id) dropped and reported. */
export function sortEntries(entries: readonly LogEntry[], problems: LogProblem[]): LogEntry[] {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const out: LogEntry[] = [];
  for (const e of sorted) {
    if (out.length > 0 && out[out.length - 1].id === e.id) {
      problems.push({
        entryId: e.id,
        problem: 'duplicate-id',
        message: `Log entry ${e.id} appears twice; the first copy is used.`,
      });
      continue;
    }
    out.push(e);
  }
  return out;
}

/** Ids of entries that are not in effect (undone), given entries sorted by id. */
export function undoneIds(sorted: readonly LogEntry[], problems: LogProblem[]): Set<number> {
  const ids = new Set(sorted.map((e) => e.id));
  const undone = new Set<number>();
  for (let i = sorted.length - 1; i >= 0; i--) {
    const e = sorted[i];
    if (e.type !== 'undo' || undone.has(e.id)) continue;
    if (e.target >= e.id) {
      problems.push({
        entryId: e.id,
        problem: 'undo-later-target',
        message: `Undo ${e.id} targets entry ${e.target}, which is not earlier; ignored.`,
      });
    } else if (!ids.has(e.target)) {
      problems.push({
        entryId: e.id,
        problem: 'undo-unknown-target',
        message: `Undo ${e.id} targets entry ${e.target}, which is not in the log; ignored.`,
      });
    } else {
      undone.add(e.target);
    }
  }
  return undone;
}

/** Whether entry `id` is in effect in this log (false when absent). */
export function isInEffect(entries: readonly LogEntry[], id: number): boolean {
  const problems: LogProblem[] = [];
  const sorted = sortEntries(entries, problems);
  return sorted.some((e) => e.id === id) && !undoneIds(sorted, problems).has(id);
}
