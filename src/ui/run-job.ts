/**
 * The «Find duplicates» job of the page, outside any screen: it keeps going while the person moves
 * between screens (the header shows its progress and its Cancel), and only Cancel stops it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, ProjectView, RunStage } from '../client/app-client';
import { announce, announceError } from './status';
import { count } from './common/format';

/** A run in progress, or the last one's outcome. */
export interface RunJob {
  projectId: number;
  started: number;
  stage?: { stage: RunStage; done: number; total: number };
  state: 'running' | 'done' | 'cancelled' | 'failed';
  view?: ProjectView;
  error?: unknown;
}

let job: RunJob | undefined;
let controller: AbortController | undefined;
const listeners = new Set<(j: RunJob | undefined) => void>();

function publish(next: RunJob): void {
  job = next;
  for (const l of listeners) l(job);
}

/** Start a run of a project (none may be running); resolves with the job when it ends. */
export function startRun(client: AppClient, projectId: number): Promise<RunJob> {
  if (job?.state === 'running') return Promise.reject(new Error('A «Find duplicates» run is already going on.'));
  const c = new AbortController();
  controller = c;
  publish({ projectId, started: performance.now(), state: 'running' });
  announce('Finding duplicates…');
  return client
    .run(projectId, {
      signal: c.signal,
      onStage: (stage, done, total) => job?.state === 'running' && publish({ ...job, stage: { stage, done, total } }),
    })
    .then(
      (view) => {
        const r = view.run!;
        announce(
          `Done: ${count(r.records)} records, ${count(r.candidatePairs)} candidate pairs, ${count(r.merge)} merged, ${count(r.reviewItems)} to review, ${count(r.clusters)} clusters.`,
        );
        publish({ ...job!, state: 'done', view });
        return job!;
      },
      (error: unknown) => {
        if (c.signal.aborted) announce('Cancelled. The previous results, if any, are unchanged.');
        else announceError(error);
        publish({ ...job!, state: c.signal.aborted ? 'cancelled' : 'failed', error });
        return job!;
      },
    );
}

/** Cancel the run in progress (on purpose only: leaving a screen never cancels). */
export function cancelRun(): void {
  controller?.abort();
}

/** The page's run job (running or last ended), re-rendering on every change. */
export function useRunJob(): RunJob | undefined {
  const [current, setCurrent] = useState(job);
  useEffect(() => {
    listeners.add(setCurrent);
    setCurrent(job);
    return () => {
      listeners.delete(setCurrent);
    };
  }, []);
  return current;
}

/** What each stage of a run is called on screen. */
export const STAGE_WORDS: Record<string, string> = {
  normalize: 'normalizing',
  block: 'blocking',
  score: 'scoring pairs',
  weights: 'fitting weights',
  decide: 'deciding',
  cluster: 'clustering',
};

/** «Finding duplicates… scoring pairs 1,200 / 4,000 · 12 s». */
export function runLabel(j: RunJob, now = performance.now()): string {
  const st = j.stage;
  const stage = st
    ? `${STAGE_WORDS[st.stage] ?? st.stage}${st.total > 1 ? ` ${count(st.done)} / ${count(st.total)}` : ''} · `
    : '';
  return `Finding duplicates… ${stage}${((now - j.started) / 1000).toFixed(0)} s`;
}
