/** The CLI's lines on the review loop and the audit estimate (issue 12 §4, §5). */
import type { Evaluation } from '../engine/pipeline';
import type { Interval } from '../core/evaluate/audit';
import { BATCH_SIZE } from '../engine/review-loop';

const f = (x: number) => x.toFixed(3);
const interval = (i: Interval) => `${f(i.estimate)} [${f(i.low)}, ${f(i.high)}]`;

/**
 * Reviewed F1 after 50, 100 and 200 answers (and the last batch), the loop's lowest automatic precision, the audit
 * estimate.
 */
export function reviewReport(e: Evaluation): string[] {
  const lines: string[] = [];
  if (e.loop.length > 0) {
    const marks = [...new Set([50, 100, 200, e.loop.at(-1)!.answered])].sort((a, b) => a - b);
    const at = marks.flatMap((k) => {
      const step = e.loop.find((s) => s.answered >= k);
      return step && (step.answered === k || k === e.loop.at(-1)!.answered)
        ? [`${step.answered}: F1 ${f(step.reviewed.f1)}`]
        : [];
    });
    const lowest = Math.min(...e.loop.map((s) => s.auto.precision));
    lines.push(
      `review loop (batches of ${BATCH_SIZE}, refit after each): ${at.join(' · ')}; automatic precision ≥ ${f(lowest)} at every batch; without refits F1 ${f(e.withoutRefit.f1)}`,
    );
  }
  const a = e.audit;
  lines.push(
    `audit sample (${a.perBand} pairs a band, blind, answered from the truth): precision of automatic merges ${interval(a.estimate.precision)} (true ${f(a.truth.precision)}), recall ${interval(a.estimate.recall)} (true ${f(a.truth.recall)}); ${a.seeds} seeded draws cover precision ${a.covered.precision} times, recall ${a.covered.recall} times`,
  );
  return lines;
}
