/** The header's view of a «Find duplicates» run going on while the person looks at another screen. */
import { useEffect, useState } from 'preact/hooks';
import { cancelRun, runLabel, useRunJob } from './run-job';

/** Progress and Cancel of the page's run, hidden when none runs or when `hidden` (the Fields screen shows its own). */
export function RunBadge({ hidden }: { hidden?: (projectId: number) => boolean }) {
  const job = useRunJob();
  const [, tick] = useState(0);
  const running = job?.state === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((t) => t + 1), 500);
    return () => clearInterval(timer);
  }, [running]);
  if (!job || !running || hidden?.(job.projectId)) return null;
  return (
    <span class="run-badge" role="group" aria-label="Find duplicates in progress">
      <progress
        aria-label="Run progress"
        value={job.stage && job.stage.total > 1 ? job.stage.done : undefined}
        max={job.stage && job.stage.total > 1 ? job.stage.total : undefined}
      />
      <a href={`#/p/${job.projectId}/fields`}>{runLabel(job)}</a>
      <button type="button" onClick={cancelRun}>
        Cancel run
      </button>
    </span>
  );
}
