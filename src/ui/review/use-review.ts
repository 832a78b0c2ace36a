/** The review queue's data: every item loaded in pages (light objects), reloaded after each decision. */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { announceError } from '../status';
import type { AppClient, ReviewItemView, ReviewPage, ReviewStart } from '../../client/app-client';

/** The whole queue as the screen holds it. */
export interface QueueState {
  items: ReviewItemView[];
  total: number;
  resumeAt: number;
  decided: ReviewPage['decided'];
  guardChecks: ReviewPage['guardChecks'];
  /** Refits of the model the queue was ranked after (a new refit re-ranks it). */
  refits?: number;
}

/** What the first answer told besides the queue: the item to show first, its card, the settings, staleness. */
export type QueueStart = Pick<ReviewStart, 'focus' | 'card' | 'settings' | 'profile' | 'stale'>;

/** Items fetched per request. */
export const PAGE_SIZE = 1000;

/**
 * Load the whole queue page by page; `onPage` sees the queue after each page (the screen shows the
 * first page at once and the rest as it arrives, instead of waiting for every page of a long queue).
 * With `start` the first request is the review screen's first answer (reviewStart: the first items
 * up to the one shown, with its card), so the first card needs one message, not three. Stops early
 * once `live` says the load is no longer wanted (a later one replaced it).
 */
export async function loadQueue(
  client: AppClient,
  projectId: number,
  onPage?: (partial: QueueState, start?: QueueStart) => void,
  start?: { at?: number; pair?: [string, string] },
  live: () => boolean = () => true,
): Promise<QueueState & { start?: QueueStart }> {
  const first: ReviewPage & Partial<QueueStart> = start
    ? await client.reviewStart(projectId, start)
    : await client.reviewPage(projectId, 0, PAGE_SIZE);
  const opened: QueueStart | undefined = start
    ? { focus: first.focus!, card: first.card, settings: first.settings!, profile: first.profile!, stale: first.stale! }
    : undefined;
  const items = [...first.items];
  const state = (): QueueState => ({
    items: items.slice(),
    total: first.total,
    resumeAt: first.resumeAt,
    decided: first.decided,
    guardChecks: first.guardChecks,
    refits: first.learning?.refits ?? 0,
  });
  while (items.length < first.total && live()) {
    onPage?.(state(), opened);
    const page = await client.reviewPage(projectId, items.length, PAGE_SIZE);
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { ...state(), items, start: opened };
}

/** Up to this many items the whole queue is reloaded after a decision; above, only the changed pair is patched. */
export const FULL_RELOAD_MAX = 5000;

/**
 * The queue after a decision on `keys` (or its undo): reloaded whole (`onPage` seeing each page) when small, when
 * its size changed or a refit re-ranked it, else the old items with that pair's decision and the counts refreshed.
 */
export async function refreshQueue(
  client: AppClient,
  projectId: number,
  old: QueueState | undefined,
  keys?: [string, string],
  onPage?: (partial: QueueState) => void,
  live?: () => boolean,
): Promise<QueueState> {
  const whole = () => loadQueue(client, projectId, onPage, undefined, live);
  if (!old || !keys || old.total <= FULL_RELOAD_MAX || old.items.length < old.total) return whole();
  const head = await client.reviewPage(projectId, 0, 1);
  // A refit re-ranked the queue (engine/service/learning.ts): its new order is loaded, first page first.
  if (head.total !== old.total || (head.learning?.refits ?? 0) !== (old.refits ?? 0)) return whole();
  const at = old.items.findIndex((i) => samePair(i.keys, keys));
  const items = old.items.slice();
  if (at >= 0) {
    const page = await client.reviewPage(projectId, at, 1);
    if (page.items[0] && samePair(page.items[0].keys, keys)) items[at] = page.items[0];
    else return whole();
  }
  return {
    items,
    total: head.total,
    resumeAt: head.resumeAt,
    decided: head.decided,
    guardChecks: head.guardChecks,
    refits: old.refits,
  };
}

/**
 * The queue, an error (e.g. no run yet), what the first answer told (`start`), and a reload (after a
 * decision on `keys`) that resolves with the fresh queue. `first` says where to start (?at=, ?left=&right=).
 */
export function useQueue(
  client: AppClient,
  projectId: number,
  first?: { at?: number; pair?: [string, string] },
): {
  queue?: QueueState;
  start?: QueueStart;
  error?: string;
  reload: (keys?: [string, string]) => Promise<QueueState>;
} {
  const [queue, setQueue] = useState<QueueState>();
  const [start, setStart] = useState<QueueStart>();
  const [error, setError] = useState<string>();
  const latest = useRef<QueueState | undefined>(undefined);
  const generation = useRef(0);
  const reload = useCallback(
    (keys?: [string, string]) =>
      new Promise<QueueState>((resolve, reject) => {
        // Every load shows its first page at once and the rest as it arrives; a reload after a
        // decision answers with its first page (a refit's new order is long), the rest follows.
        // A reload started later wins: an older one stops, its pages not shown over it.
        const mine = ++generation.current;
        const live = () => generation.current === mine;
        let answered = false;
        const answer = (q: QueueState) => {
          if (!answered) resolve(q);
          answered = true;
        };
        const shown = (q: QueueState, s?: QueueStart) => {
          if (!live()) return;
          if (s) setStart((old) => old ?? s);
          latest.current = q;
          setQueue(q);
          if (keys) answer(q);
        };
        const load = latest.current
          ? refreshQueue(client, projectId, latest.current, keys, shown, live)
          : loadQueue(client, projectId, shown, first ?? {}, live);
        load.then(
          (q) => {
            if (live()) {
              shown(q, (q as { start?: QueueStart }).start);
              setError(undefined);
            }
            answer(q);
          },
          (e: unknown) => {
            if (!answered) reject(e);
            else announceError(e);
            answered = true;
          },
        );
      }),
    [client, projectId],
  );
  useEffect(() => {
    reload().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [reload]);
  return { queue, start, error, reload };
}

/** Same pair, whatever the order of its keys. */
export function samePair(a: readonly [string, string], b: readonly [string, string]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

/** The next index (in `order`) after `from` whose item is undecided; wraps to the first undecided; −1 if none. */
export function nextUndecided(items: ReviewItemView[], order: number[], from: number): number {
  const at = order.indexOf(from);
  for (let k = at + 1; k < order.length; k++) if (items[order[k]].decided === undefined) return order[k];
  for (let k = 0; k <= at && k < order.length; k++) if (items[order[k]].decided === undefined) return order[k];
  return -1;
}
