/** A progress throttle measured from the last report sent, not from the start of the job. */

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
