// The Calibrate batch before issue 12 §2/§3 (src/engine/calibration.ts at c42ebcd, review band only), for scratch/h15/balance.ts.
/**
 * The optional Calibrate step before the full queue (issue 12 §3, UX.md §4.3 step 5): 20–40 pairs of
 * the review band, closest to the decision boundary first, one per comparison pattern before a second
 * (the queue head's selection, core/review/select.ts chooseBatch, over the band alone). The answers go
 * to the decision log like any other and feed the refit; the step can be skipped.
 */
import type { ReviewItem } from '../../src/domain/cluster';
import { AnsweredPairs, chooseBatch } from '../../src/core/review/select';
import type { HumanConstraints } from '../../src/engine/resolve';
import { pairPatterns, type LoopState } from '../../src/engine/review-loop';

/** Pairs in a Calibrate run: the default and the bounds a caller may ask for. */
export const CALIBRATION_SIZE = { min: 20, max: 40, default: 30 } as const;

/**
 * The pairs a Calibrate run asks: review-band items (the queue orders them by distance from the
 * boundary) that earlier answers leave open, diversified over comparison patterns. `answered` names
 * pairs answered otherwise (unsure): they are not asked again either.
 */
export function calibrationBatch(
  state: LoopState,
  human: HumanConstraints,
  size: number = CALIBRATION_SIZE.default,
  answered: (left: number, right: number) => boolean = () => false,
): ReviewItem[] {
  const n = Math.min(CALIBRATION_SIZE.max, Math.max(CALIBRATION_SIZE.min, Math.round(size)));
  const { input } = state.match.scored;
  const decided = new AnsweredPairs(input.recordCount, input.sourceOf, state.match.safety.oneToOne);
  decided.add(human.same, human.different);
  return chooseBatch(bandItems(state.resolution.queue.items, answered), decided, {
    size: n,
    patternOf: pairPatterns(state.match),
  });
}

function* bandItems(items: Iterable<ReviewItem>, answered: (l: number, r: number) => boolean): Iterable<ReviewItem> {
  for (const item of items) if (item.kind === 'review-band' && !answered(item.left!, item.right!)) yield item;
}

/** The balance meter's text: «12 same · 9 different». */
export function balanceText(same: number, different: number): string {
  return `${same} same · ${different} different`;
}
