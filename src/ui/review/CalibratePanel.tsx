/**
 * The optional Calibrate step of the review screen (issue 12 §3, UX.md §4.3 step 5): 20–40 uncertain
 * pairs walked with the same pair card and keys as the queue, the balance meter «8 same · 12
 * different», and after the batch how many automatic decisions the refit changed (with a suggestion
 * to stop below 1 %). «Skip calibration» goes to the full queue.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, CalibrationView } from '../../client/app-client';
import { announce, announceError } from '../status';
import type { QueueSource } from './audit';
import { loadPrefs } from '../settings/prefs';
import type { QueueState } from './use-review';

/** What the review screen says of each list: when it switches to it, while it loads, when it is empty. */
export const LIST_TEXT: Record<QueueSource, { switched: string; loading: string; empty: string }> = {
  queue: {
    switched: 'Review queue.',
    loading: 'Loading the review queue…',
    empty: 'The review queue is empty: every candidate pair was decided automatically.',
  },
  audit: {
    switched: 'Audit sample: blind mode on until you decide each pair.',
    loading: 'Loading the audit sample…',
    empty: 'The audit sample is empty: no pair was decided automatically.',
  },
  calibrate: {
    switched: 'Calibrate: answer the uncertain pairs of this batch; the model refits on them.',
    loading: 'Choosing the pairs to calibrate on…',
    empty: 'Nothing to calibrate on: no uncertain pair is left that your answers do not already decide.',
  },
};

/** The sentences after a finished batch: what changed, and whether to stop. */
export function outcomeText(outcome: NonNullable<CalibrationView['outcome']>): { changed: string; stop?: string } {
  const { changed, newMerges, droppedMerges, answered } = outcome;
  const s = (n: number) => (n === 1 ? '' : 's');
  return {
    changed: `Calibration batch done. Model updated after ${answered} answers: ${changed} automatic decision${s(changed)} changed (${newMerges} new merge${s(newMerges)}, ${droppedMerges} merge${s(droppedMerges)} withdrawn).`,
    stop: outcome.suggestStop
      ? 'Fewer than 1 % of the automatic decisions changed: you could stop calibrating and go to the review queue.'
      : undefined,
  };
}

/**
 * The Calibrate batch as a list the review screen walks, loaded when it becomes active; the batch ends itself once
 * answered.
 */
export function useCalibrate(client: AppClient, projectId: number, active: boolean) {
  const [view, setView] = useState<CalibrationView>();
  const [error, setError] = useState<string>();
  const live = useRef(active);
  live.current = active;
  const show = (v: CalibrationView): QueueState => {
    setView(v);
    setError(undefined);
    return v;
  };
  /** The batch again (after an answer): once every pair has an answer, the worker refits and says what changed. */
  const reload = useCallback(async (): Promise<QueueState> => {
    const v = await client.calibration(projectId, { size: loadPrefs().calibrateSize });
    if (v.items.length === 0 || v.resumeAt >= 0 || v.outcome) return show(v);
    // Not announced: the decision's own announcement follows; the outcome is read from its live region.
    return show(await client.finishCalibration(projectId));
  }, [client, projectId]);
  /** End the batch before every pair is answered. */
  const finish = async () => {
    const done = await client.finishCalibration(projectId);
    if (done.outcome) announce(outcomeText(done.outcome).changed);
    show(done);
  };
  /** Draw the next batch (pairs the answers already decide are left out), of the size chosen in Settings. */
  const next = async () => show(await client.calibration(projectId, { fresh: true, size: loadPrefs().calibrateSize }));
  useEffect(() => {
    if (!active) {
      setView(undefined);
      return;
    }
    reload().catch((e: unknown) => live.current && setError(e instanceof Error ? e.message : String(e)));
  }, [active, reload]);
  return { queue: view as QueueState | undefined, view, error, reload, finish, next };
}

/**
 * The Calibrate panel above the card: a note on the queue (before any answer), the meter and outcome while calibrating.
 */
export function CalibratePanel({
  source,
  queue,
  calibrate,
  onSource,
  onNewBatch,
}: {
  source: QueueSource;
  queue: QueueState;
  calibrate: ReturnType<typeof useCalibrate>;
  onSource: (s: QueueSource) => void;
  /** Called before the next batch replaces this one (the screen goes back to its first pair). */
  onNewBatch: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = (op: () => Promise<unknown>) => {
    setBusy(true);
    op()
      .catch(announceError)
      .finally(() => setBusy(false));
  };
  const { same, different, unsure } = queue.decided;
  if (source === 'queue') {
    // A note, not buttons: the decision buttons stay a few Tabs from the screen's start (the switch above has the
    // entry).
    if (same + different + unsure > 0 || queue.total === 0) return null;
    return (
      <p class="calibrate-offer muted" role="note">
        Optional first step, about 5 minutes: «Calibrate (20–40 pairs)» above asks uncertain pairs, closest to the
        threshold and of different kinds, so the model learns from you before the full queue. Or start with the queue
        here.
      </p>
    );
  }
  const view = calibrate.view;
  if (source !== 'calibrate' || !view) return null;
  const answered = view.items.filter((i) => i.decided !== undefined).length;
  const fitted = same + different;
  const share = (n: number) => `${fitted === 0 ? 0 : (n / fitted) * 100}%`;
  const outcome = view.outcome && outcomeText(view.outcome);
  return (
    <div class="calibrate-panel" data-testid="calibrate-panel">
      <p>
        Calibrate: {answered} of {view.total} pairs answered. Unsure answers are kept out of the fit.
      </p>
      <p class="calibrate-balance">
        Balance: <strong data-testid="calibrate-balance">{view.balance}</strong>{' '}
        <span class="balance" role="img" aria-label={`Balance of the answers: ${view.balance}`}>
          <span class="balance-same" style={{ width: share(same) }} />
          <span class="balance-different" style={{ width: share(different) }} />
        </span>
      </p>
      <div class="learning-notice" aria-live="polite" data-testid="calibrate-outcome">
        {outcome && <p class="learning-update">{outcome.changed}</p>}
        {outcome?.stop && <p class="learning-stop">{outcome.stop}</p>}
      </div>
      <div class="calibrate-actions">
        {outcome ? (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              run(async () => {
                onNewBatch();
                await calibrate.next();
              })
            }
          >
            Another batch
          </button>
        ) : (
          answered > 0 && (
            <button type="button" disabled={busy} onClick={() => run(calibrate.finish)}>
              Finish this batch
            </button>
          )
        )}{' '}
        <button type="button" disabled={busy} onClick={() => onSource('queue')}>
          {outcome ? 'Go to the review queue' : 'Skip calibration'}
        </button>
      </div>
    </div>
  );
}
