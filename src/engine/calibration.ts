/**
 * The optional Calibrate step before the full queue (issue 12 §2/§3, UX.md §4.3 step 5): 20–40 pairs
 * closest to the merge threshold from both sides of it — the review band just below, and the weakest
 * automatic merges just above — about half from each side when both have pairs, one per comparison
 * pattern before a second (dedupe and Zingg draw their uncertain pairs from both sides the same way).
 * A band alone lies below the threshold and teaches the model almost nothing about «same». The
 * answers go to the decision log like any other and feed the refit; the step can be skipped.
 */
import type { ReviewItem } from '../domain/cluster';
import { AnsweredPairs, chooseBatch } from '../core/review/select';
import { probabilityToWeight } from '../core/weights';
import { LEARNED_DEFAULT_BOUNDARY } from './learned';
import { DECISION_CODE, type MatchResult } from './match';
import { scoreWeight, type HumanConstraints } from './resolve';
import { pairPatterns, type LoopState } from './review-loop';

/** Pairs in a Calibrate run: the default and the bounds a caller may ask for. */
export const CALIBRATION_SIZE = { min: 20, max: 40, default: 30 } as const;

/** A pair of a Calibrate batch: a review-band item, or an automatic merge just above the threshold («merge band»). */
export interface CalibrationItem extends Omit<ReviewItem, 'kind'> {
  kind: 'review-band' | 'merge-band';
}

/**
 * The pairs a Calibrate run asks: review-band items (in the queue's order, by distance from the
 * boundary) and automatic merges, weakest first, that earlier answers and locks leave open, about
 * half from each side, diversified over comparison patterns; the two sides alternate. `answered`
 * names pairs answered otherwise (unsure): they are not asked again either.
 */
export function calibrationBatch(
  state: LoopState,
  human: HumanConstraints,
  size: number = CALIBRATION_SIZE.default,
  answered: (left: number, right: number) => boolean = () => false,
): CalibrationItem[] {
  const n = Math.min(CALIBRATION_SIZE.max, Math.max(CALIBRATION_SIZE.min, Math.round(size)));
  const { input } = state.match.scored;
  const decided = new AnsweredPairs(input.recordCount, input.sourceOf, state.match.safety.oneToOne);
  decided.add(human.same, human.different);
  // Each side's open pairs from its head, as far as a window of three times the batch (select.ts).
  const open = (items: Iterable<ReviewItem>) => chooseBatch(items, decided, { size: 3 * n });
  const band = open(bandItems(state.resolution.queue.items, answered));
  const merges = open(weakestMerges(state.match, human.locked, answered, 20 * n + 1000));
  const mergeQuota = Math.min(merges.length, Math.max(Math.floor(n / 2), n - band.length));
  const bandQuota = Math.min(band.length, n - mergeQuota);
  const [below, above] = diversify(
    [band.slice(0, 3 * bandQuota), merges.slice(0, 3 * mergeQuota)],
    [bandQuota, mergeQuota],
    pairPatterns(state.match),
  );
  const out: CalibrationItem[] = [];
  for (let k = 0; k < Math.max(below.length, above.length); k++) {
    if (k < below.length) out.push({ ...below[k], kind: 'review-band' });
    if (k < above.length) out.push({ ...above[k], kind: 'merge-band' });
  }
  return out;
}

/**
 * Picks from each side's window up to its quota: first, the sides taking turns, the next pair whose
 * comparison pattern neither side asked yet; then the rest of each window in order. Each side keeps
 * its window's order.
 */
function diversify(
  windows: ReviewItem[][],
  quotas: number[],
  patternOf: (left: number, right: number) => string,
): ReviewItem[][] {
  const asked = new Set<string>();
  const chosen = windows.map(() => new Set<ReviewItem>());
  const cursor = windows.map(() => 0);
  for (let turn = true; turn;) {
    turn = false;
    windows.forEach((window, s) => {
      while (chosen[s].size < quotas[s] && cursor[s] < window.length) {
        const item = window[cursor[s]++];
        const pattern = patternOf(item.left!, item.right!);
        if (asked.has(pattern)) continue;
        asked.add(pattern);
        chosen[s].add(item);
        turn = true;
        return;
      }
    });
  }
  return windows.map((window, s) => {
    for (const item of window) if (chosen[s].size < quotas[s]) chosen[s].add(item);
    return window.filter((item) => chosen[s].has(item));
  });
}

function* bandItems(items: Iterable<ReviewItem>, answered: (l: number, r: number) => boolean): Iterable<ReviewItem> {
  for (const item of items) if (item.kind === 'review-band' && !answered(item.left!, item.right!)) yield item;
}

/**
 * Automatic merges, closest to the boundary first (the learned model's when it has one, as the
 * queue orders the band; else the lowest score first), leaving out pairs with a record in a locked
 * cluster (the lock fixes them) and pairs `answered`. The `first` closest are sorted before the rest.
 * Typed as review items for the selection (chooseBatch reads only the pair).
 */
function* weakestMerges(
  match: MatchResult,
  locked: HumanConstraints['locked'],
  answered: (l: number, r: number) => boolean,
  first: number,
): Iterable<ReviewItem> {
  const inLock = new Set<number>();
  for (const lock of locked ?? []) for (const r of lock.records) inLock.add(r);
  const { left, right } = match.pairs;
  const pairs: number[] = [];
  for (let p = 0; p < match.levels.length; p++)
    if (match.levels[p] === DECISION_CODE.merge && !inLock.has(left[p]) && !inLock.has(right[p])) pairs.push(p);
  const distance = boundaryDistance(match);
  const keys = Float64Array.from(pairs, distance);
  const cut = first < keys.length ? Float64Array.from(keys).sort()[first - 1] : Infinity;
  const by = (a: number, b: number) => keys[a] - keys[b] || a - b;
  const head: number[] = [];
  const tail: number[] = [];
  for (let i = 0; i < keys.length; i++) (keys[i] <= cut ? head : tail).push(i);
  for (const part of [head, tail])
    for (const i of part.sort(by)) {
      const p = pairs[i];
      if (answered(left[p], right[p])) continue;
      const weight = scoreWeight(match.scores[p]);
      yield { kind: 'review-band', left: left[p], right: right[p], weight, reasons: [...match.reasons.at(p)] };
    }
}

/** Distance of pair p from the merge boundary: of the learned probability from its boundary, else the match weight. */
function boundaryDistance(match: MatchResult): (p: number) => number {
  const { probabilities, mergeAt } = match.learned ?? {};
  if (!probabilities || probabilities.length === 0) return (p) => scoreWeight(match.scores[p]);
  const at = probabilityToWeight(mergeAt ?? LEARNED_DEFAULT_BOUNDARY);
  return (p) => Math.abs(scoreWeight(probabilities[p]) - at);
}

/** The balance meter's text: «12 same · 9 different». */
export function balanceText(same: number, different: number): string {
  return `${same} same · ${different} different`;
}
