/** The pair card (UX §4.4): score and weight, the «why», the field table, reasons and guards, cluster impact. */
import type { ComponentChildren } from 'preact';
import type { PairCardView, ProjectView, ReviewItemView, RunView } from '../../client/app-client';
import { explainCard, fieldRows, scoreStatement, waterfall } from './field-rows';
import { FieldTable } from './FieldTable';
import { formatProbability, formatWeight, heldReason, kindText, reasonText, reasonTone } from './format';

/** How the card is shown. */
export interface CardOptions {
  normalized: boolean;
  expanded: boolean;
  showIdentical: boolean;
  blind: boolean;
}

/** The score bands of the run's settings: review from `review`, merge from `merge` (score units). */
export interface Thresholds {
  review: number;
  merge?: number;
}

/** Bands of a project: probabilities for the generic profile, a similarity floor for rule profiles. */
export function thresholdsOf(v: {
  run?: Pick<RunView, 'profile'>;
  settings: ProjectView['settings'];
}): Thresholds | undefined {
  if (!v.run) return undefined;
  return v.run.profile === 'generic'
    ? { review: v.settings.reviewProbability, merge: v.settings.mergeProbability }
    : { review: v.settings.reviewSimilarity };
}

/** Props of {@link PairCard}. */
export interface PairCardProps {
  card: PairCardView;
  item?: ReviewItemView;
  position: number;
  total: number;
  options: CardOptions;
  hints: { normalized: string; expanded: string; identical: string; blind: string };
  thresholds?: Thresholds;
  onOption: (key: keyof CardOptions) => void;
  /** Shown at the end of the card (the pair's notes). */
  children?: ComponentChildren;
}

/** The card; in blind mode the score, contributions and «why» stay hidden until the pair is decided. */
export function PairCard({
  card,
  item,
  position,
  total,
  options,
  hints,
  thresholds,
  onOption,
  children,
}: PairCardProps) {
  const explanation = explainCard(card, options);
  const statement = scoreStatement(card);
  const blind = options.blind && card.decided === undefined;
  const guards = card.reasons.filter((r) => reasonTone(r) === 'guard');
  const others = card.reasons.filter((r) => reasonTone(r) !== 'guard');
  const why = explanation.why;
  // Why the queued pair is not merged, whatever its score (a guard, the safety net, a rule, a cluster check).
  const held = item ? heldReason(item) : undefined;
  const title = (side: 'left' | 'right') =>
    `${side === 'left' ? 'Left' : 'Right'} (${card[side].source}, row ${card[side].row})`;
  const hint = (h: string) => (h ? ` (${h})` : '');
  const same = card.ifSame;
  const diff = card.ifDifferent;
  return (
    <article class="pair-card" aria-labelledby="pair-card-title">
      <header class="pair-card-header">
        <div class="pair-card-title">
          <h2 id="pair-card-title">{item ? `Pair ${position + 1} of ${total}` : 'Pair outside the queue'}</h2>
          {item && <span class="chip">queued as: {kindText(item.kind)}</span>}
          {held && !blind && <span class="chip chip-guard held">held: {reasonText(held)}</span>}
          {!blind && (
            <span class="chip">
              {card.decision === 'none' ? 'not a candidate pair' : `automatic decision: ${card.decision}`}
            </span>
          )}
          {card.decided && <span class={`chip decided decided-${card.decided}`}>decided: {card.decided}</span>}
        </div>
        {blind ? (
          <p class="score muted">Blind mode: score and explanation hidden until you decide.</p>
        ) : (
          <p class="score">
            {statement.basis === 'weights' ? (
              <>
                Score <strong>{formatProbability(card.score)}</strong> (match weight{' '}
                <strong>{formatWeight(card.totalWeight)}</strong>)
              </>
            ) : (
              <>
                Score <strong>{formatProbability(card.score)}</strong>{' '}
                <span>
                  decided by rule
                  {statement.decidedBy.length ? `: ${statement.decidedBy.map(reasonText).join(' · ')}` : ''}
                </span>
                <span class="muted">
                  · field evidence {formatProbability(statement.evidence.probability)} (match weight{' '}
                  {formatWeight(statement.evidence.weight)}), the bars below
                </span>
              </>
            )}
            <meter
              min={0}
              max={1}
              low={thresholds?.review}
              high={thresholds?.merge}
              value={Number.isFinite(card.score) ? card.score : 0}
              aria-label="Score"
            />
            {thresholds && (
              <span class="muted">
                bands: review ≥ {formatProbability(thresholds.review)}
                {thresholds.merge !== undefined ? ` · merge ≥ ${formatProbability(thresholds.merge)}` : ''}
              </span>
            )}
          </p>
        )}
        {!blind && (
          <p class="why">
            <strong>Why:</strong>{' '}
            {why.length || guards.length ? [...why, ...guards.map(reasonText)].join(' · ') : 'no field contributed'}
          </p>
        )}
      </header>
      <div class="card-toggles">
        <button type="button" aria-pressed={options.normalized} onClick={() => onOption('normalized')}>
          {options.normalized ? 'Normalized' : 'Raw'} values{hint(hints.normalized)}
        </button>
        <button type="button" aria-pressed={options.expanded} onClick={() => onOption('expanded')}>
          Explanation{hint(hints.expanded)}
        </button>
        <button type="button" aria-pressed={options.blind} onClick={() => onOption('blind')}>
          Blind mode{hint(hints.blind)}
        </button>
      </div>
      <FieldTable
        explanation={explanation}
        normalized={options.normalized}
        showIdentical={options.showIdentical}
        blind={blind}
        leftTitle={title('left')}
        rightTitle={title('right')}
        onToggleIdentical={() => onOption('showIdentical')}
        identicalHint={hints.identical}
      />
      {options.expanded && !blind && <Waterfall prior={card.priorWeight} rows={fieldRows(card)} />}
      {blind ? (
        <p class="muted">Reasons and guards hidden until you decide.</p>
      ) : (
        <section class="reasons" aria-label="Reasons and guards">
          {guards.length > 0 && (
            <ul class="chips guards">
              {guards.map((r, i) => (
                <li key={i} class="chip chip-guard">
                  ⚠ guard: {reasonText(r)}
                </li>
              ))}
            </ul>
          )}
          {(others.length > 0 || card.rules.length > 0) && (
            <ul class="chips">
              {others.map((r, i) => (
                <li key={`r${i}`} class={reasonTone(r) === 'support' ? 'chip chip-support' : 'chip'}>
                  {reasonTone(r) === 'support' ? '✓ ' : ''}
                  {reasonText(r)}
                </li>
              ))}
              {card.rules.map((r) => (
                <li key={`b${r}`} class="chip">
                  blocking rule: {r}
                </li>
              ))}
            </ul>
          )}
          {guards.length === 0 && <p class="muted">No guard fired.</p>}
        </section>
      )}
      {blind ? (
        <p class="muted impact">Cluster impact hidden until you decide.</p>
      ) : (
        <section class="impact" aria-label="Cluster impact">
          <p>
            <strong>If same:</strong>{' '}
            {same.clusterIds.length === 1
              ? `already together in ${same.clusterIds[0]} (${same.clusterSize} records)`
              : `joins ${same.clusterIds.join(' + ')} → ${same.clusterSize} records`}
          </p>
          <p>
            <strong>If different:</strong>{' '}
            {same.clusterIds.length === 1
              ? `kept apart: ${same.clusterIds[0]} (${diff.leftClusterSize} records) must split`
              : `keeps ${same.clusterIds[0]} at ${diff.leftClusterSize} and ${same.clusterIds[1]} at ${diff.rightClusterSize} record${diff.rightClusterSize === 1 ? '' : 's'}`}
          </p>
        </section>
      )}
      {children}
    </article>
  );
}

/** The full explanation: prior, each contribution, the running weight and probability. */
function Waterfall({ prior, rows }: { prior: number; rows: ReturnType<typeof fieldRows> }) {
  return (
    <table class="waterfall">
      <caption>Explanation: how the match weight adds up</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Contribution</th>
          <th scope="col">Running weight</th>
          <th scope="col">Running probability</th>
        </tr>
      </thead>
      <tbody>
        {waterfall(prior, rows).map((s) => (
          <tr key={s.name}>
            <th scope="row">{s.name}</th>
            <td class="num">{formatWeight(s.weight)}</td>
            <td class="num">{formatWeight(s.running)}</td>
            <td class="num">{formatProbability(s.probability)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A queue item about a whole cluster (not one pair): its kind and a button to open the cluster. */
export function ClusterItemCard({ item, onOpen }: { item: ReviewItemView; onOpen: () => void }) {
  return (
    <article class="pair-card">
      <h2>Cluster item: {item.kind.replace(/-/g, ' ')}</h2>
      <p>This item is about a whole cluster, not one pair. Open the cluster to exclude members, split or lock it.</p>
      <button type="button" onClick={onOpen}>
        Open cluster
      </button>
    </article>
  );
}
