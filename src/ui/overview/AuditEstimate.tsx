/**
 * The Overview's honest estimate (issue 12 §4): precision and recall of the automatic merges from the blind audit
 * sample's answers.
 */
import type { OverviewView } from '../../client/app-client';

type AuditView = NonNullable<OverviewView['audit']>;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The estimate in words: figure and 95 % interval, or what to do for one. */
export function auditText(a: AuditView): string {
  if (a.answered === 0)
    return `Answer the blind audit sample (Review → Audit sample, ${a.size} pairs drawn at random across merges, review pairs and distinct pairs) to estimate the precision and recall of the automatic merges. Answers from the review queue are not used: they lean to hard cases.`;
  const range = (i: AuditView['precision']) => `${pct(i.low)} – ${pct(i.high)}`;
  const p = Number.isNaN(a.precision.estimate)
    ? 'not yet estimated (no automatic merge answered)'
    : `${pct(a.precision.estimate)} (95 % interval ${range(a.precision)})`;
  return `From ${a.answered} of ${a.size} blind audit answers: precision of the automatic merges ${p}; recall among the candidate pairs ${pct(a.recall.estimate)} (95 % interval ${range(a.recall)}).`;
}

/** The audit estimate section. */
export function AuditEstimate({ audit }: { audit?: AuditView }) {
  if (!audit) return null;
  return (
    <section class="audit-estimate" aria-label="Audit estimate">
      <h2>Precision and recall, estimated</h2>
      <p>{auditText(audit)}</p>
    </section>
  );
}
