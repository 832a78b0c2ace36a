/**
 * What the review screen's actions (decide, undo / redo, bulk accept) share: the queue, the busy state and where the
 * card is.
 */
import type { AppClient } from '../../client/app-client';
import { samePair, type QueueState } from './use-review';

/** The screen's state an action reads and moves after it wrote: the queue, the busy text, the item shown. */
export interface ReviewCursor {
  client: AppClient;
  projectId: number;
  /** The action being saved (its busy text), if any; a second action waits for it. */
  pending: string | undefined;
  setPending: (text: string | undefined) => void;
  /** Reload the queue after a change on `keys` (all of it without keys); resolves with the fresh queue. */
  reload: (keys?: [string, string]) => Promise<QueueState>;
  /** The index of the item shown. */
  current: number;
  setCurrent: (at: number) => void;
  /** Show a pair that is not in the list (undefined: back to the list's item). */
  setOutside: (keys: [string, string] | undefined) => void;
  /** Ask for the card again (its decision changed). */
  refreshCard: () => void;
}

/** Undecided items in a queue; items still loading count as undecided. */
export function remaining(q: QueueState | undefined): number {
  return q ? q.items.filter((i) => i.decided === undefined).length + Math.max(0, q.total - q.items.length) : 0;
}

/** The item Next / Previous / Skip lands on among the visible ones (the first when the current one is hidden). */
export function stepIndex(visible: number[], current: number, step: 1 | -1): number {
  if (visible.length === 0) return -1;
  const at = visible.indexOf(current);
  return at < 0 ? visible[0] : visible[Math.min(visible.length - 1, Math.max(0, at + step))];
}

/** What Skip announces: the pair left undecided and where it went, or that there is nothing after it. */
export function skipAnnouncement(q: QueueState | undefined, visible: number[], from: number, to: number): string {
  if (to < 0 || to === from) return 'Nothing to skip to: this is the last pair in the list.';
  return `Skipped, left undecided. Pair ${visible.indexOf(to) + 1} of ${visible.length}; ${remaining(q)} remaining.`;
}

/** Where the screen opens on a queue: the item index, and a pair to show that is not in the list. */
export interface StartPosition {
  current: number;
  outside?: [string, string];
}

/**
 * Start where the reviewer left off: the worker's choice when its first answer came (`focus`), else the pair asked
 * for (?left=&right=), else ?at=n, else the first undecided item; a pair not in the list is shown outside it.
 */
export function startPosition(
  q: Pick<QueueState, 'items' | 'resumeAt'>,
  ask: { focus?: number; pair?: [string, string]; at?: number },
): StartPosition {
  const resume = Math.max(0, q.resumeAt);
  if (ask.focus !== undefined) {
    const outside = ask.focus < 0 ? ask.pair : undefined;
    return { current: ask.focus >= 0 ? ask.focus : resume, outside };
  }
  const inQueue = ask.pair ? q.items.findIndex((i) => samePair(i.keys, ask.pair!)) : -1;
  if (inQueue >= 0) return { current: inQueue };
  const at = ask.at ?? NaN;
  return { current: Number.isInteger(at) && at >= 0 && at < q.items.length ? at : resume, outside: ask.pair };
}
