/**
 * «Find duplicates» with a progress bar per stage, elapsed time and «Cancel»; the run goes on if the person leaves the
 * screen (run-job.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, ProjectView } from '../../client/app-client';
import { Progress } from '../common/Progress';
import { cancelRun, runLabel, startRun, useRunJob } from '../run-job';
import { BusyNote } from '../common/busy';

/** Runs the project; `onDone` gets the view after a complete run (also one started before this screen opened). */
export function RunControl({
  client,
  projectId,
  onDone,
  saving,
}: {
  client: AppClient;
  projectId: number;
  onDone: (view: ProjectView) => void;
  /** Settings being saved: the run waits for them (the words are shown beside the button). */
  saving?: string;
}) {
  const job = useRunJob();
  const [, tick] = useState(0);
  const seen = useRef(job);
  const running = job?.state === 'running' && job.projectId === projectId;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((t) => t + 1), 250);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => {
    // A run of this project that ended while this screen was open hands over its view.
    if (job && job !== seen.current && job.state === 'done' && job.projectId === projectId && job.view)
      onDone(job.view);
    seen.current = job;
  }, [job]);
  const busyElsewhere = job?.state === 'running' && job.projectId !== projectId;
  return (
    <div class="run-control">
      {running ? (
        <Progress
          label={runLabel(job)}
          value={job.stage && job.stage.total > 1 ? job.stage.done : undefined}
          max={job.stage && job.stage.total > 1 ? job.stage.total : undefined}
          onCancel={cancelRun}
        />
      ) : (
        <button
          type="button"
          class="primary"
          disabled={busyElsewhere || saving !== undefined}
          onClick={() => void startRun(client, projectId).catch(() => undefined)}
        >
          Find duplicates
        </button>
      )}
      {!running && <BusyNote label={saving} />}
      {busyElsewhere && <p class="muted">Another project is being run; wait for it or cancel it in the header.</p>}
    </div>
  );
}
