/**
 * S4 Overview: counts, the score histogram with draggable thresholds (stored on release, marking
 * results stale), cluster-size distribution and the most frequent reasons.
 */
import { AuditEstimate } from './AuditEstimate';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OverviewView, ProjectSettings, ProjectView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { count } from '../common/format';
import { ScoreHistogram, type Thresholds } from './ScoreHistogram';
import { ClusterSizes } from './ClusterSizes';
import { openWithResults } from '../common/project';
import { ProjectError } from '../common/ProjectError';

/** The overview dashboard. */
export function OverviewScreen({ client, projectId, navigate }: ScreenProps) {
  const [project, setProject] = useState<ProjectView>();
  const [view, setView] = useState<OverviewView>();
  const [error, setError] = useState<string>();
  const [anchor, setAnchor] = useState<ProjectSettings>();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    openWithResults(client, projectId, () => announce('Restoring the last results…'))
      .then(async (p) => {
        if (p.run) setView(await client.overview(projectId));
        setAnchor(p.settings);
        setProject(p);
      })
      .catch((e: Error) => setError(e.message));
    return () => clearTimeout(pending.current);
  }, [projectId]);
  if (error) return <ProjectError title="Overview" message={error} />;
  if (!project)
    return (
      <section>
        <h1>Overview</h1>
        <p>Loading…</p>
      </section>
    );
  if (!project.run || !view) {
    return (
      <section>
        <h1>Overview</h1>
        <p>
          No results yet. <a href={`#/p/${projectId}/fields`}>Check the fields and run «Find duplicates».</a>
        </p>
      </section>
    );
  }
  const generic = view.run.profile === 'generic';
  const thresholdsOf = (s: ProjectSettings): Thresholds =>
    generic ? { lo: s.reviewProbability, hi: s.mergeProbability } : { lo: s.reviewSimilarity };
  const thresholds = thresholdsOf(project.settings);
  const commit = (t: Thresholds) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const change = generic ? { reviewProbability: t.lo, mergeProbability: t.hi } : { reviewSimilarity: t.lo };
      announce('Saving thresholds…');
      client.setSettings(projectId, change).then((p) => {
        setProject(p);
        announce(`Thresholds saved. Results are stale until you run «Find duplicates» again.`);
      }, announceError);
    }, 300);
  };
  const r = view.run;
  const counts: Array<[string, number]> = [
    ['records', r.records],
    ['candidate pairs', r.candidatePairs],
    ['merged automatically', r.merge],
    ['to review (items in the queue)', r.reviewItems],
    ['distinct', r.distinct],
    ['clusters', r.clusters],
    ['clusters of 2+', r.multiRecordClusters],
    ['decisions by you (in effect)', view.decided.same + view.decided.different + view.decided.unsure],
  ];
  return (
    <section class="overview">
      <h1>Overview of {project.name}</h1>
      {project.stale && (
        <p class="stale">
          Settings changed since this run: these results are stale.{' '}
          <button type="button" onClick={() => navigate(`/p/${projectId}/fields`)}>
            Go to «Find duplicates»
          </button>
        </p>
      )}
      {view.safetyNet.length > 0 && (
        <section class="safety-net" aria-label="Safety net">
          <h2>Held back for review</h2>
          <ul>
            {view.safetyNet.map((m) => (
              <li key={m}>{m[0].toUpperCase() + m.slice(1)}.</li>
            ))}
          </ul>
        </section>
      )}
      <AuditEstimate audit={view.audit} />
      <ul class="counts" aria-label="Counts">
        {counts.map(([label, n]) => (
          <li key={label}>
            <span class="n">{count(n)}</span>
            {label}
          </li>
        ))}
      </ul>
      <p class="queue-kinds">
        The {count(r.reviewItems)} items to review: {queueKindsText(r.reviewKinds, r.review)}.
        {r.guardChecks.count > 0 && !r.guardChecks.included && (
          <>
            {' '}
            {count(r.guardChecks.count)} guard check{r.guardChecks.count === 1 ? '' : 's'} (a guard vetoed a high score)
            are left out of the queue; include them on the Review screen.
          </>
        )}
      </p>
      <h2>Scores {generic ? '(match probability)' : '(similarity)'}</h2>
      <ScoreHistogram
        histogram={view.histogram}
        current={{ merge: r.merge, review: r.review, distinct: r.distinct }}
        anchor={thresholdsOf(anchor ?? project.settings)}
        thresholds={thresholds}
        onCommit={commit}
      />
      <h2>Cluster sizes</h2>
      <ClusterSizes sizes={view.clusterSizes} />
      <h2>Most-fired blocking rules</h2>
      {r.ruleCounts.length === 0 ? (
        <p>No blocking rules recorded.</p>
      ) : (
        <table aria-label="Blocking rules">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Candidate pairs</th>
              <th scope="col">Blocks skipped (too large)</th>
            </tr>
          </thead>
          <tbody>
            {[...r.ruleCounts]
              .sort((a, b) => b.pairs - a.pairs)
              .slice(0, 50)
              .map((rc) => (
                <tr key={rc.rule}>
                  <th scope="row">{rc.rule}</th>
                  <td class="num">{count(rc.pairs)}</td>
                  <td class="num">{count(rc.skippedBlocks)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      <h2>Top reasons</h2>
      {view.topReasons.length === 0 ? (
        <p>No reasons recorded.</p>
      ) : (
        <table aria-label="Top reasons">
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col">Pairs</th>
            </tr>
          </thead>
          <tbody>
            {view.topReasons.map((t) => (
              <tr key={t.code}>
                <th scope="row">{t.code}</th>
                <td class="num">{count(t.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={`#/p/${projectId}/review`}>Review the {count(r.reviewItems)} items in the queue</a>
      </p>
    </section>
  );
}

/**
 * The queue's composition in words: «703 pairs in the review band · 1,036 guard checks (a guard vetoed a high score) ·
 * 2 cluster checks».
 */
export function queueKindsText(kinds: Record<string, number>, bandPairs: number): string {
  const band = kinds['review-band'] ?? 0;
  const guard = kinds['guard-high-score'] ?? 0;
  const clusters = Object.entries(kinds)
    .filter(([k]) => k !== 'review-band' && k !== 'guard-high-score')
    .reduce((n, [, c]) => n + c, 0);
  const parts = [
    `${count(band)} pair${band === 1 ? '' : 's'} in the review band${band < bandPairs ? ` (of ${count(bandPairs)}; the rest past the queue's capacity)` : ''}`,
  ];
  if (guard > 0) parts.push(`${count(guard)} guard check${guard === 1 ? '' : 's'} (a guard vetoed a high score)`);
  if (clusters > 0)
    parts.push(
      `${count(clusters)} cluster check${clusters === 1 ? '' : 's'} (weak links, cut links, oversized or sparse clusters)`,
    );
  return parts.join(' · ');
}
