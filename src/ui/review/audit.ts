/** The blind audit sample (issue 5 §6, UX §4.3 step 6.5): a seeded sample of automatic decisions shaped as a queue. */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, ReviewItemView } from '../../client/app-client';
import type { QueueState } from './use-review';

/** Which list the review screen works through: the review queue, the audit sample or a Calibrate batch. */
export type QueueSource = 'queue' | 'audit' | 'calibrate';

/** Pairs drawn for the audit sample (half automatic merges, half automatic distinct pairs). */
export const AUDIT_SIZE = 50;

/** The audit sample as a queue: total is the sample size, counts are of the sample's own decisions. */
export function auditState(items: ReviewItemView[]): QueueState {
  const count = (v: string) => items.filter((i) => i.decided === v).length;
  return {
    items,
    total: items.length,
    resumeAt: items.findIndex((i) => i.decided === undefined),
    decided: { same: count('same'), different: count('different'), unsure: count('unsure') },
    guardChecks: { count: 0, included: false },
  };
}

/** Load the (seeded, hence stable) audit sample of a project. */
export async function loadAudit(client: AppClient, projectId: number, size = AUDIT_SIZE): Promise<QueueState> {
  return auditState(await client.auditSample(projectId, size));
}

/** The audit sample, loaded afresh each time it becomes active, with a reload for after a decision. */
export function useAudit(
  client: AppClient,
  projectId: number,
  active: boolean,
): { queue?: QueueState; error?: string; reload: () => Promise<QueueState> } {
  const [queue, setQueue] = useState<QueueState>();
  const [error, setError] = useState<string>();
  const live = useRef(active);
  live.current = active;
  const reload = useCallback(async () => {
    const q = await loadAudit(client, projectId);
    setQueue(q);
    setError(undefined);
    return q;
  }, [client, projectId]);
  useEffect(() => {
    if (!active) {
      setQueue(undefined);
      return;
    }
    reload().catch((e: unknown) => {
      if (live.current) setError(e instanceof Error ? e.message : String(e));
    });
  }, [active, reload]);
  return { queue, error, reload };
}
