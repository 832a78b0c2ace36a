/** «Find duplicates» with a progress bar per stage, elapsed time and «Cancel». */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, ProjectView } from '../../client/app-client';
import { announce, announceError } from '../status';
import { Progress } from '../common/Progress';
import { count } from '../common/format';

/** What each stage of a run is called on screen. */
const STAGES: Record<string, string> = {
  normalize: 'normalizing', block: 'blocking', score: 'scoring pairs', weights: 'fitting weights', decide: 'deciding', cluster: 'clustering',
};

/** Runs the project; `onDone` gets the view after a complete run. */
export function RunControl({ client, projectId, onDone }: { client: AppClient; projectId: number; onDone: (view: ProjectView) => void }) {
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [stage, setStage] = useState<{ stage: string; done: number; total: number }>();
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = setInterval(() => setElapsed((performance.now() - started) / 1000), 250);
    return () => clearInterval(timer);
  }, [running]);
  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setElapsed(0);
    announce('Finding duplicates…');
    try {
      setStage(undefined);
      const view = await client.run(projectId, { signal: controller.signal, onStage: (name, done, total) => setStage({ stage: name, done, total }) });
      const r = view.run!;
      announce(`Done: ${count(r.records)} records, ${count(r.candidatePairs)} candidate pairs, ${count(r.merge)} merged, ${count(r.review)} to review, ${count(r.clusters)} clusters.`);
      onDone(view);
    } catch (e) {
      if (controller.signal.aborted) announce('Cancelled. The previous results, if any, are unchanged.');
      else announceError(e);
    } finally {
      setRunning(false);
    }
  };
  return (
    <div class="run-control">
      {running
        ? <Progress
            label={`Finding duplicates… ${stage ? `${STAGES[stage.stage] ?? stage.stage}${stage.total > 1 ? ` ${count(stage.done)} / ${count(stage.total)}` : ''} · ` : ''}${elapsed.toFixed(0)} s`}
            value={stage && stage.total > 1 ? stage.done : undefined}
            max={stage && stage.total > 1 ? stage.total : undefined}
            onCancel={() => abort.current?.abort()}
          />
        : <button type="button" class="primary" onClick={run}>Find duplicates</button>}
    </div>
  );
}
