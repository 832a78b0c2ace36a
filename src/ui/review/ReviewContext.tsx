/** The review screen's right column: the pair's clusters, other candidates, the capacity planner. */
import type { PairCardView } from '../../client/app-client';
import { formatProbability } from './format';
import { CapacityPlanner } from './CapacityPlanner';

/** Props of {@link ReviewContext}. */
export interface ReviewContextProps {
  card?: PairCardView;
  total: number;
  undecided: number;
  resumeAt: number;
  onOpenCluster: (clusterId: string) => void;
  onOpenPair: (keys: [string, string]) => void;
}

/** Cluster context and other candidates for either record. */
export function ReviewContext({ card, total, undecided, resumeAt, onOpenCluster, onOpenPair }: ReviewContextProps) {
  return (
    <aside class="review-context" aria-label="Cluster context">
      {card && (
        <>
          <h3>Clusters</h3>
          <ul class="plain">
            {card.ifSame.clusterIds.map((id, i) => (
              <li key={id}>
                <button type="button" class="link-button" onClick={() => onOpenCluster(id)}>
                  {id}
                </button>{' '}
                (
                {card.ifSame.clusterIds.length === 1
                  ? card.ifSame.clusterSize
                  : i === 0
                    ? card.ifDifferent.leftClusterSize
                    : card.ifDifferent.rightClusterSize}{' '}
                records)
              </li>
            ))}
          </ul>
          <h3>Other candidates</h3>
          {card.otherCandidates.length === 0 ? (
            <p class="muted">None: neither record has another candidate.</p>
          ) : (
            <ul class="plain other-candidates">
              {card.otherCandidates.map((o) => (
                <li key={`${o.of}|${o.key}`}>
                  <button
                    type="button"
                    class="link-button"
                    title={`${o.of} · ${o.key}`}
                    onClick={() => onOpenPair([o.of, o.key])}
                  >
                    {o.label}
                  </button>{' '}
                  <span class="muted">
                    {formatProbability(o.score)} · {o.decision}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <CapacityPlanner total={total} undecided={undecided} resumeAt={resumeAt} />
    </aside>
  );
}
