/**
 * S9 Evaluate (UX.md, issue 14 §11): precision / recall / F1 of the answered pairs against the
 * threshold with a confusion matrix at the chosen threshold, the label counts and the warning that
 * labels from the review queue lean to hard cases; and the blind audit sample's estimate (the
 * Overview's, engine/service/audit-view.ts). Figures from the worker's `evaluate` view.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EvaluateView, ProjectView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce } from '../status';
import { count } from '../common/format';
import { openWithResults } from '../common/project';
import { ProjectError } from '../common/ProjectError';
import { auditText } from '../overview/AuditEstimate';
import { ThresholdChart, nearestPoint, rate } from './ThresholdChart';
import './evaluate.css';

const cell = (n: number, what: string) => `${count(n)} ${what}${n === 1 ? '' : 's'}`;

/** The label counts in words. */
export function labelsText(l: EvaluateView['labels']): string {
  const n = l.same + l.different;
  const parts = [
    `${count(n)} labelled pair${n === 1 ? '' : 's'}: ${count(l.same)} same, ${count(l.different)} different`,
  ];
  if (l.unsure > 0) parts.push(`${count(l.unsure)} unsure left out`);
  if (l.inAudit > 0) parts.push(`${count(l.inAudit)} in the blind audit sample`);
  if (l.notCandidates > 0)
    parts.push(
      `${count(l.notCandidates)} the run never paired (below every threshold: ${l.notCandidates === 1 ? 'it counts' : 'they count'} as predicted different)`,
    );
  return parts.join(' · ') + '.';
}

/** The Evaluate screen. */
export function EvaluateScreen({ client, projectId, navigate }: ScreenProps) {
  const [project, setProject] = useState<ProjectView>();
  const [view, setView] = useState<EvaluateView>();
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string>();
  useEffect(() => {
    openWithResults(client, projectId, () => announce('Restoring the last results…'))
      .then(async (p) => {
        if (p.run) {
          const v = await client.evaluate(projectId);
          setChosen(nearestPoint(v.curve, v.current.threshold));
          setView(v);
        }
        setProject(p);
      })
      .catch((e: Error) => setError(e.message));
  }, [projectId]);
  if (error) return <ProjectError title="Evaluate" message={error} />;
  if (!project)
    return (
      <section>
        <h1>Evaluate</h1>
        <p>Loading…</p>
      </section>
    );
  if (!project.run || !view)
    return (
      <section>
        <h1>Evaluate</h1>
        <p>
          No results yet. <a href={`#/p/${projectId}/fields`}>Check the fields and run «Find duplicates».</a>
        </p>
      </section>
    );
  const l = view.labels;
  const labelled = l.same + l.different;
  const at = view.curve[chosen];
  return (
    <section class="evaluate">
      <h1>Evaluate {project.name}</h1>
      {view.stale && (
        <p class="stale">
          Settings changed since this run: the scores are those of the last run.{' '}
          <button type="button" onClick={() => navigate(`/p/${projectId}/fields`)}>
            Go to «Find duplicates»
          </button>
        </p>
      )}
      <h2>Labels from your decisions</h2>
      {labelled === 0 ? (
        <p class="no-labels">
          This project has no labels yet: no pair answered «same» or «different»
          {l.unsure > 0 ? ` (${count(l.unsure)} unsure)` : ''}. Answer the blind audit sample (
          <a href={`#/p/${projectId}/review`}>Review</a> → Audit sample) for an honest estimate of precision and recall,
          or decide pairs in the review queue.
        </p>
      ) : (
        <>
          <p class="label-counts">{labelsText(l)}</p>
          <p class="warn bias" role="note">
            Labels from the review queue are biased toward hard cases: these figures describe the answered pairs, not
            the whole list. The blind audit sample below estimates the whole list.
          </p>
          <ThresholdChart curve={view.curve} current={view.current} chosen={chosen} onChoose={setChosen} />
          <p>
            <label>
              Threshold for the confusion matrix{' '}
              <select value={String(chosen)} onChange={(e) => setChosen(Number(e.currentTarget.value))}>
                {view.curve.map((p, i) => (
                  <option key={i} value={String(i)}>
                    {p.threshold.toFixed(2)}
                    {p.threshold === view.current.threshold ? ` (current ${view.current.sets} threshold)` : ''}
                  </option>
                ))}
              </select>
            </label>
          </p>
          {at && <Matrix point={at} />}
          <CurveTable view={view} chosen={chosen} />
          {view.current.sets === 'review' && (
            <p class="note">
              This profile merges by its rules; the marked threshold is its review threshold, the score the pair card
              shows is the rule score.
            </p>
          )}
        </>
      )}
      <section class="audit-estimate" aria-label="Audit estimate">
        <h2>Blind audit sample</h2>
        <p>{auditText(view.audit)}</p>
      </section>
    </section>
  );
}

/** The confusion matrix of the labelled pairs at one threshold, with its precision, recall and F1. */
function Matrix({ point: p }: { point: EvaluateView['curve'][number] }) {
  const t = p.threshold.toFixed(2);
  return (
    <section class="matrix" aria-label="Confusion matrix">
      <h3>At threshold {t}</h3>
      <table aria-label={`Confusion matrix at threshold ${t}`}>
        <thead>
          <tr>
            <td />
            <th scope="col">Score ≥ {t} (predicted same)</th>
            <th scope="col">Score &lt; {t} (predicted different)</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Labelled same</th>
            <td class="num tp">{cell(p.truePositives, 'true positive')}</td>
            <td class="num fn">{cell(p.falseNegatives, 'false negative')}</td>
          </tr>
          <tr>
            <th scope="row">Labelled different</th>
            <td class="num fp">{cell(p.falsePositives, 'false positive')}</td>
            <td class="num tn">{cell(p.trueNegatives, 'true negative')}</td>
          </tr>
        </tbody>
      </table>
      <p class="figures">
        Precision {rate(p.precision)} · recall {rate(p.recall)} · F1 {rate(p.f1)}
      </p>
    </section>
  );
}

/** The curve as a table (the chart's text alternative); the chosen threshold's row is marked. */
function CurveTable({ view, chosen }: { view: EvaluateView; chosen: number }) {
  return (
    <details class="curve-table">
      <summary>The curve as a table</summary>
      <table aria-label="Precision, recall and F1 by threshold">
        <thead>
          <tr>
            <th scope="col">Threshold</th>
            <th scope="col">Precision</th>
            <th scope="col">Recall</th>
            <th scope="col">F1</th>
            <th scope="col">TP</th>
            <th scope="col">FP</th>
            <th scope="col">FN</th>
            <th scope="col">TN</th>
          </tr>
        </thead>
        <tbody>
          {view.curve.map((p, i) => (
            <tr key={i} class={i === chosen ? 'chosen' : undefined} aria-current={i === chosen ? 'true' : undefined}>
              <th scope="row">
                {p.threshold.toFixed(2)}
                {p.threshold === view.current.threshold ? ` (current)` : ''}
              </th>
              <td class="num">{rate(p.precision)}</td>
              <td class="num">{rate(p.recall)}</td>
              <td class="num">{rate(p.f1)}</td>
              <td class="num">{count(p.truePositives)}</td>
              <td class="num">{count(p.falsePositives)}</td>
              <td class="num">{count(p.falseNegatives)}</td>
              <td class="num">{count(p.trueNegatives)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
