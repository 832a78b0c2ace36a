/**
 * The Calibrate step of the review screen (issue 12 §3, UX.md §4.3 step 5): a batch of 20–40
 * pairs from both sides of the merge threshold (engine/calibration.ts) as the queue's item views,
 * the balance of the answers in the log, and — once the batch is answered — how many automatic
 * decisions the refit on it changed. The batch is drawn once per session and kept while it is
 * walked (answers refit the model and re-rank the queue, the batch stays the same); answers go
 * through the ordinary `decide`.
 */
import { DECISION_CODE } from '../../domain/decision';
import { pairKey } from '../../core/log';
import { balanceText, calibrationBatch, CALIBRATION_SIZE, type CalibrationItem } from '../calibration';
import { refitChange, type RefitChange } from '../review-loop';
import { learningView, refitIfDue } from './learning';
import { humanConstraints, type Session } from './session';
import type { ProjectSettings, ReviewPage } from './api';
import { decidedCounts, labelOf, requireRun } from './record-views';
import { pairIndex } from './review-views';

/** The Calibrate batch as the review screen walks it, with the balance meter and the batch's outcome. */
export interface CalibrationView extends ReviewPage {
  /** «8 same · 12 different»: the «same» and «different» answers in the log. */
  balance: string;
  /** Pairs a Calibrate batch may hold (20–40). */
  bounds: { min: number; max: number };
  /** Once the batch was finished: what the refit on its answers changed since the batch was drawn. */
  outcome?: RefitChange & { answered: number };
}

interface Batch {
  items: CalibrationItem[];
  /** The run's candidate pairs the batch was drawn from, and their levels then. */
  scored: object;
  before: Uint8Array;
  outcome?: RefitChange & { answered: number };
}

const batches = new WeakMap<Session, Batch>();

function batchOf(s: Session, fresh: boolean, size: number): Batch {
  const match = requireRun(s).match;
  let batch = batches.get(s);
  if (!batch || fresh || batch.scored !== match.scored) {
    const keys = s.dataset.keys;
    const answered = (l: number, r: number) => s.human.pairs.has(pairKey(keys[l], keys[r]));
    const items = calibrationBatch(requireRun(s), humanConstraints(s), size, answered);
    batch = { items, scored: match.scored, before: match.levels.slice() };
    batches.set(s, batch);
  }
  return batch;
}

/**
 * The session's Calibrate batch (drawn when none is kept, or anew with `fresh`: pairs earlier
 * answers decide are left out), each pair with its human decision.
 */
export function calibrationView(s: Session, opts: { fresh?: boolean; size?: number } = {}): CalibrationView {
  const batch = batchOf(s, opts.fresh === true, opts.size ?? CALIBRATION_SIZE.default);
  const keys = s.dataset.keys;
  const match = requireRun(s).match;
  const items = batch.items.map((it, position) => {
    const pair: [string, string] = [keys[it.left!], keys[it.right!]];
    // The score and reasons of the model in effect (a refit within the batch changes them).
    const p = pairIndex(s, it.left!, it.right!);
    return {
      position,
      kind: it.kind,
      keys: pair,
      labels: [labelOf(s, it.left!), labelOf(s, it.right!)] as [string, string],
      score: p < 0 ? NaN : match.scores[p],
      reasons: p < 0 ? it.reasons : match.reasons.at(p).map((r) => ({ ...r })),
      decided: s.human.pairs.get(pairKey(pair[0], pair[1]))?.decision,
    };
  });
  const decided = decidedCounts(s);
  const learning = learningView(s);
  return {
    items,
    total: items.length,
    guardChecks: { count: 0, included: false },
    resumeAt: items.findIndex((i) => i.decided === undefined),
    decided,
    learning,
    balance: balanceText(decided.same, decided.different),
    bounds: { min: CALIBRATION_SIZE.min, max: CALIBRATION_SIZE.max },
    // The outcome holds until another answer (or an undo) comes in.
    outcome: batch.outcome?.answered === learning.same + learning.different ? batch.outcome : undefined,
  };
}

/**
 * End the batch: refit on every answer not yet fitted (the batches of the review loop refit every
 * 20 answers; the rest of a Calibrate batch would wait for the next), and keep what changed since
 * the batch was drawn — automatic decisions changed, merges new and withdrawn, whether to stop.
 */
export function finishCalibration(s: Session, settings: ProjectSettings): CalibrationView {
  const batch = batchOf(s, false, CALIBRATION_SIZE.default);
  const learning = learningView(s);
  const answered = learning.same + learning.different;
  if (answered !== learning.fittedOn) refitIfDue(s, settings, { force: true });
  const match = requireRun(s).match;
  if (match.scored === batch.scored) {
    const change = refitChange(batch.before, match.levels, DECISION_CODE.merge, DECISION_CODE.distinct);
    batch.outcome = { ...change, answered };
  }
  return calibrationView(s);
}
