/** Progress of a run and of a job: the stages of a run, and throttles that keep reports to a few per second. */

/** The stages of a run, in order, as progress reports name them. */
export const RUN_STAGES = ['normalize', 'block', 'score', 'weights', 'decide', 'cluster'] as const;

/** One stage of a run. */
export type RunStage = (typeof RUN_STAGES)[number];

/** Progress of a run: the stage it is in, and how much of that stage is done (`done` of `total`). */
export type StageProgress = (stage: RunStage, done: number, total: number) => void;

/** Returns a function that forwards `(done, total)` to `report` at most once per `intervalMs`. */
export function createProgressThrottle(
  report: (done: number, total: number) => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
): (done: number, total: number) => void {
  let lastSent = Number.NEGATIVE_INFINITY;
  return (done, total) => {
    const t = now();
    if (t - lastSent < intervalMs) return;
    lastSent = t;
    report(done, total);
  };
}

/**
 * A stage progress that forwards a change of stage and a stage's end at once, and progress within
 * a stage at most once per `intervalMs` (measured from the last report sent).
 */
export function throttleStages(
  report: StageProgress,
  intervalMs = 100,
  now: () => number = () => Date.now(),
): StageProgress {
  let stage: RunStage | undefined;
  let within: ((done: number, total: number) => void) | undefined;
  return (next, done, total) => {
    if (next !== stage || !within) {
      stage = next;
      within = createProgressThrottle((d, t) => report(next, d, t), intervalMs, now);
    }
    if (done >= total) report(next, done, total);
    else within(done, total);
  };
}
