/** Plain-text descriptions of decision log entries for the history screen. */
import type { HistoryEntryView } from '../../client/app-client';

/** Filter groups of the history screen. */
export const HISTORY_FILTERS: Array<[string, string, (e: HistoryEntryView) => boolean]> = [
  ['all', 'All entries', () => true],
  ['pairs', 'Pair decisions', (e) => e.type === 'same' || e.type === 'different' || e.type === 'unsure'],
  [
    'clusters',
    'Splits, merges and locks',
    (e) => e.type === 'split' || e.type === 'merge-clusters' || e.type === 'lock',
  ],
  ['golden', 'Golden record edits', (e) => e.type === 'golden-field'],
  ['notes', 'Notes', (e) => e.type === 'note'],
  ['runs', 'Automatic runs', (e) => e.type === 'run'],
  ['undo', 'Undos', (e) => e.type === 'undo'],
];

const HUMAN_DECISION_WORDS: Record<string, string> = { same: 'Same', different: 'Different', unsure: 'Unsure' };

/**
 * A record named by its display label (its values) when the entry carries one, its key after it: «Ann Lee · Leeds
 * (a.csv:3)».
 */
export function recordText(e: HistoryEntryView, key: string): string {
  const label = e.labels?.[key];
  return label ? `«${label}» (${key})` : key;
}

/** What the entry did, as one line of text; with the log's `entries`, an undo also says what it undid. */
export function describeEntry(e: HistoryEntryView, entries?: readonly HistoryEntryView[]): string {
  const rec = (key: string) => recordText(e, key);
  switch (e.type) {
    case 'run':
      return `Automatic run: ${e.counts.records} records, ${e.counts.pairs} pairs, ${e.counts.merge} merged, ${e.counts.review} to review, ${e.counts.clusters} clusters`;
    case 'same':
    case 'different':
    case 'unsure':
      return `${HUMAN_DECISION_WORDS[e.type]}: ${rec(e.keys[0])} and ${rec(e.keys[1])}`;
    case 'split':
      return `Split ${rec(e.key)} out of a cluster of ${e.others.length + 1}`;
    case 'merge-clusters':
      return `Merged clusters of ${e.members[0].length} and ${e.members[1].length} records (${rec(e.keys[0])} with ${rec(e.keys[1])})`;
    case 'lock':
      return `Locked a cluster of ${e.members.length} records${e.members.length ? `: ${rec(e.members[0])}${e.members.length > 1 ? ` and ${e.members.length - 1} other${e.members.length > 2 ? 's' : ''}` : ''}` : ''}`;
    case 'golden-field':
      return `Golden record: ${e.field} set to «${e.value}»${e.from ? ` from ${rec(e.from)}` : ''}`;
    case 'note':
      return `Note${e.keys?.length ? ` on ${e.keys.length <= 2 ? e.keys.map(rec).join(' and ') : `${e.keys.length} records`}` : ''}: ${e.text}`;
    case 'undo': {
      const target = entries?.find((x) => x.id === e.target);
      return `Undid entry #${e.target}${target ? ` (${describeEntry(target, entries)})` : ''}`;
    }
  }
}

/** Whether «Undo» applies (runs are replaced by re-running, not undone). */
export function undoable(e: HistoryEntryView): boolean {
  return e.type !== 'run' && !e.undone;
}

/** The undo entry in effect that undid `target`, if any (undoing it is «Redo»). */
export function undoOf(entries: readonly HistoryEntryView[], target: number): HistoryEntryView | undefined {
  return entries.find((e) => e.type === 'undo' && e.target === target && !e.undone);
}

/** The reason every decision of a bulk accept carries (followed by « of N filtered pairs»); History groups by it. */
export const BULK_ACCEPT_WHY = 'Bulk accept';

/**
 * The entries of the bulk accept `e` belongs to (same time, same «Bulk accept» reason, by the user)
 * that are still in effect; [] when `e` is not part of a bulk accept.
 */
export function batchOf(entries: readonly HistoryEntryView[], e: HistoryEntryView): HistoryEntryView[] {
  if (e.by !== 'user' || !e.why?.startsWith(BULK_ACCEPT_WHY) || e.type === 'undo') return [];
  return entries.filter((x) => x.by === 'user' && x.at === e.at && x.why === e.why && x.type === e.type && !x.undone);
}
