/** The review queue's data: every item loaded in pages (light objects), reloaded after each decision. */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { AppClient, ReviewItemView, ReviewPage } from '../../client/app-client';

/** The whole queue as the screen holds it. */
export interface QueueState {
  items: ReviewItemView[];
  total: number;
  resumeAt: number;
  decided: ReviewPage['decided'];
}

/** Items fetched per request. */
export const PAGE_SIZE = 1000;

/** Load the whole queue page by page. */
export async function loadQueue(client: AppClient, projectId: number): Promise<QueueState> {
  const first = await client.reviewPage(projectId, 0, PAGE_SIZE);
  const items = [...first.items];
  while (items.length < first.total) {
    const page = await client.reviewPage(projectId, items.length, PAGE_SIZE);
    if (page.items.length === 0) break;
    items.push(...page.items);
  }
  return { items, total: first.total, resumeAt: first.resumeAt, decided: first.decided };
}

/** The queue, an error (e.g. no run yet), and a reload that resolves with the fresh queue. */
export function useQueue(client: AppClient, projectId: number): { queue?: QueueState; error?: string; reload: () => Promise<QueueState> } {
  const [queue, setQueue] = useState<QueueState>();
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => {
    const q = await loadQueue(client, projectId);
    setQueue(q);
    setError(undefined);
    return q;
  }, [client, projectId]);
  useEffect(() => {
    reload().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [reload]);
  return { queue, error, reload };
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
