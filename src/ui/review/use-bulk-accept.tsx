/**
 * The review screen's bulk accept (Shift+A): the undecided pairs of the filtered list, the dialog that
 * confirms them, and one batch of «same» decisions, durable all together, announced once.
 */
import { useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { ReviewItemView } from '../../client/app-client';
import { BulkAcceptDialog } from '../common/BulkAcceptDialog';
import { BULK_ACCEPT_WHY } from '../history/describe';
import { announce, announceError } from '../status';
import type { QueueSource } from './audit';
import { formatProbability, kindText } from './format';
import { passes, type QueueFilter } from './QueueList';
import { remaining, type ReviewCursor } from './review-cursor';
import { nextUndecided } from './use-review';
import type { SessionEntry } from './use-session-undo';

/** The list bulk accept works on: the queue's items, the filtered indices, the source and blind mode. */
export interface BulkScope {
  items: ReviewItemView[];
  visible: number[];
  filter: QueueFilter;
  source: QueueSource;
  blind: boolean;
}

/** Bulk accept of the filtered list: how many pairs it takes, `open` (or say why not), and the dialog to render. */
export function useBulkAccept(
  cursor: ReviewCursor,
  scope: BulkScope,
  record: (entry: SessionEntry) => void,
): { count: number; isOpen: boolean; open: () => void; dialog: JSX.Element | null } {
  const [isOpen, setOpen] = useState(false);
  const { client, projectId, setPending, reload, current, setCurrent, setOutside, refreshCard } = cursor;
  const { items, visible, filter, source, blind } = scope;
  // Bulk accept takes the undecided pairs of the filtered list; decided and cluster items stay as they are.
  const bulkItems = visible.map((i) => items[i]).filter((it) => it.decided === undefined && it.keys[0] !== it.keys[1]);

  async function accept(max: number) {
    const pairs = bulkItems.map((i) => i.keys);
    setPending(`Saving ${pairs.length} decisions…`);
    try {
      // A refusal or a storage error rejects here and the dialog shows it; nothing was written.
      const r = await client.decideMany(projectId, pairs, 'same', {
        max,
        why: `${BULK_ACCEPT_WHY} of ${pairs.length} filtered pairs`,
      });
      record({ entryIds: r.entryIds, keys: pairs[0], decision: 'same' });
      setOpen(false);
      try {
        const q = await reload();
        announce(`Marked ${pairs.length} pairs same (bulk accept). ${remaining(q)} remaining`);
        const order = q.items.map((_, i) => i).filter((i) => passes(q.items[i], filter));
        const next = nextUndecided(q.items, order, current);
        if (next >= 0) {
          setOutside(undefined);
          setCurrent(next);
        }
        refreshCard();
      } catch (e) {
        announceError(e);
      }
    } finally {
      setPending(undefined);
    }
  }

  const open = () => {
    if (source === 'audit')
      announce('Bulk accept is off in the audit sample: each pair there is decided blind, one by one.');
    else if (bulkItems.length === 0) announce('No undecided pairs in the filtered queue to accept.');
    else setOpen(true);
  };

  const dialog = isOpen ? (
    <BulkAcceptDialog
      items={bulkItems.map((it) => ({
        position: it.position,
        keys: it.keys,
        kind: kindText(it.kind),
        score: blind ? undefined : formatProbability(it.score),
      }))}
      skipped={visible.length - bulkItems.length}
      onConfirm={accept}
      onCancel={() => setOpen(false)}
    />
  ) : null;
  return { count: bulkItems.length, isOpen, open, dialog };
}
