/**
 * What the answers have taught the model (issue 12 §2): after each batch of answers the worker
 * refits and re-ranks the queue; this says so — «Model updated: N automatic decisions changed» —,
 * how many answers until the next refit, and suggests stopping once a refit changes under 1 %.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, ReviewPage } from '../../client/app-client';

type LearningView = NonNullable<ReviewPage['learning']>;

/** The sentence about the last refit, or about the first one to come. */
export function learningText(l: LearningView): { update?: string; next: string; stop?: string } {
  const next =
    l.untilRefit > 0
      ? `The model refits after every ${l.batch} answers: ${l.untilRefit} more until the next.`
      : 'The model refits with your next answer.';
  if (!l.last) return { next };
  const changed = l.last.changed;
  const update = `Model updated after ${l.last.answered} answers: ${changed} automatic decision${changed === 1 ? '' : 's'} changed (${l.last.newMerges} new merge${l.last.newMerges === 1 ? '' : 's'}, ${l.last.droppedMerges} merge${l.last.droppedMerges === 1 ? '' : 's'} withdrawn). The queue is re-ranked.`;
  const stop =
    l.last.suggestStop && l.refits > 0
      ? `Fewer than 1 % of the decisions changed with the last batch: you could stop reviewing here.`
      : undefined;
  return { update, next, stop };
}

/** The learning notice of the review screen; reloads whenever `version` changes (after each decision). */
export function LearningNotice({
  client,
  projectId,
  version,
}: {
  client: AppClient;
  projectId: number;
  version: unknown;
}) {
  const [learning, setLearning] = useState<LearningView>();
  useEffect(() => {
    let live = true;
    client
      .reviewPage(projectId, 0, 0)
      .then((p) => live && setLearning(p.learning))
      .catch(() => live && setLearning(undefined));
    return () => {
      live = false;
    };
  }, [client, projectId, version]);
  if (!learning) return null;
  const text = learningText(learning);
  return (
    <div class="learning-notice" data-testid="learning-notice">
      {text.update && <p class="learning-update">{text.update}</p>}
      {text.stop && <p class="learning-stop">{text.stop}</p>}
      <p class="muted">{text.next}</p>
    </div>
  );
}
