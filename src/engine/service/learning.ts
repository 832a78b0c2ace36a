/**
 * Every review answer teaches the model, in the worker (issue 12 §1, §2): after each batch of
 * answers (default 20) the session's run is refitted on every «same» and «different» in effect
 * (engine/review-loop.ts), its clusters and queue made again, and what changed is kept for the page
 * («Model updated: N automatic decisions changed», and a suggestion to stop once under 1 %). Unsure
 * answers are kept out of the fit. The refit starts from the scored candidates: no blocking, no
 * scoring again.
 */
import { BATCH_SIZE, refitWithAnswers, withQueueHead, type RefitChange } from '../review-loop';
import { constraintsFor, replayLog } from '../../core/log';
import { setRefitMark, type DoppelDb, type RefitMark } from '../../storage';
import type { LogEntry, LogEntryDraft } from '../../domain/log';
import { engineSettings, humanConstraints, reresolve, resolveAgain, type Session } from './session';
import type { ProjectSettings } from './api';

/** What the page shows of the learning. */
export interface LearningView {
  /** Answers per batch. */
  batch: number;
  /** «same» / «different» answers in effect (the balance). */
  same: number;
  different: number;
  /** Answers the model has been refitted on, and refits made in this session. */
  fittedOn: number;
  refits: number;
  /** Answers until the next refit. */
  untilRefit: number;
  /** The last refit's change, when there was one. */
  last?: RefitChange & { answered: number };
}

interface LearningState {
  fittedOn: number;
  refits: number;
  last?: RefitChange & { answered: number };
  /** The last log entry in when the model was last refitted, and whether that refit is not yet stored. */
  through?: number;
  unsaved?: boolean;
}

/** «same» and «different» answers in effect (unsure ones are kept out of the fit). */
export const answerCount = (h: Session['human']): number => h.mustLinks.length + h.cannotLinks.length;

const states = new WeakMap<Session, LearningState>();

function stateOf(s: Session): LearningState {
  let st = states.get(s);
  if (!st) states.set(s, (st = { fittedOn: answerCount(s.human), refits: 0 }));
  return st;
}

/** The session's learning, as the page shows it. */
export function learningView(s: Session, batch = BATCH_SIZE): LearningView {
  const st = stateOf(s);
  const same = s.human.mustLinks.length;
  const different = s.human.cannotLinks.length;
  return {
    batch,
    same,
    different,
    fittedOn: st.fittedOn,
    refits: st.refits,
    untilRefit: Math.max(0, st.fittedOn + batch - same - different),
    last: st.last,
  };
}

/** Whether a refit is due with `answers` in effect: the run has scored candidates and a batch came since the last fit. */
function refitDue(s: Session, answers: number, batch = BATCH_SIZE): boolean {
  return !!s.run?.match.scored && Math.abs(answers - stateOf(s).fittedOn) >= batch;
}

/**
 * Refit the session's run when a batch of answers has come in since the last refit (or `force`);
 * returns the change, or undefined when no refit was due. Runs after the clusters were re-derived
 * from the log, so the new queue includes every answer.
 */
export function refitIfDue(
  s: Session,
  settings: ProjectSettings,
  options: { batch?: number; force?: boolean } = {},
): RefitChange | undefined {
  const run = s.run;
  if (!run?.match.scored) return undefined;
  const st = stateOf(s);
  const answers = answerCount(s.human);
  if (!options.force && !refitDue(s, answers, options.batch)) return undefined;
  const { resolve } = engineSettings(settings, s.sources.length);
  const human = humanConstraints(s);
  const next = refitWithAnswers(run, s.dataset.keys, resolve, human);
  run.match = next.match;
  // The new model's first batch heads the queue (engine/review-loop.ts: withQueueHead).
  run.resolution = withQueueHead(next, human, true);
  st.fittedOn = answers;
  st.refits += 1;
  st.last = { ...next.change, answered: answers };
  st.through = s.log.at(-1)?.id ?? 0;
  st.unsaved = true;
  return next.change;
}

/**
 * The refit mark to store with `drafts` when appending them makes a refit due (engine/service/decision-log.ts
 * writes it in the answers' own transaction), else undefined: a reload after a crash between the answer and the
 * refit then refits on the same answers. The refit's change (`last`) follows in {@link saveLearning}.
 */
export function dueRefitMark(
  s: Session,
  drafts: readonly LogEntryDraft[],
  batch = BATCH_SIZE,
): ((through: number) => RefitMark) | undefined {
  if (s.runId === undefined || drafts.length === 0) return undefined;
  // Provisional ids after every stored one: the replay orders entries by id.
  const top = s.log.reduce((m, e) => Math.max(m, e.id), 0);
  const pending = drafts.map((d, k) => ({ ...d, id: top + 1 + k, at: d.at ?? '' }) as LogEntry);
  const answers = answerCount(replayLog([...s.log, ...pending]));
  if (!refitDue(s, answers, batch)) return undefined;
  const runId = s.runId;
  const refits = stateOf(s).refits + 1;
  return (through) => ({ runId, through, fittedOn: answers, refits });
}

/**
 * After log entries that may be answers: the human constraints replayed, then the refit when a batch is due (it makes
 * the clusters and queue again itself), else the clusters and queue made again; the refit stored. The 20th answer
 * so costs one resolution, not two.
 */
export async function applyAnswers(db: DoppelDb, s: Session, settings: ProjectSettings): Promise<void> {
  s.human = replayLog(s.log);
  if (!refitIfDue(s, settings)) resolveAgain(s, settings);
  await saveLearning(db, s);
}

/**
 * Store the session's latest refit (once per refit) with the project, so that a reload refits on
 * the same answers: a refit on fewer than a batch (a finished Calibrate batch) or on the first 20 of
 * 25 answers stays what it was. Call after {@link refitIfDue}.
 */
export async function saveLearning(db: DoppelDb, s: Session): Promise<void> {
  const st = states.get(s);
  if (!st?.unsaved || st.through === undefined || s.runId === undefined) return;
  st.unsaved = false;
  const { fittedOn, refits, last, through } = st;
  await setRefitMark(db, s.projectId, { runId: s.runId, through, fittedOn, refits, ...(last ? { last } : {}) });
}

/**
 * After a reload, refit run `runId` (just re-derived) as its latest refit was: on the answers in
 * effect once log entry `mark.through` was in, later answers applied through the clusters only.
 * Returns false when the mark is of another run (the caller then decides as before).
 */
export function restoreLearning(s: Session, settings: ProjectSettings, runId: number, mark?: RefitMark): boolean {
  const run = s.run;
  if (!run?.match.scored || !mark || mark.runId !== runId) return false;
  const { resolve } = engineSettings(settings, s.sources.length);
  const then = constraintsFor(replayLog(s.log.filter((e) => e.id <= mark.through)), s.keyIndex);
  const next = refitWithAnswers(run, s.dataset.keys, resolve, then);
  run.match = next.match;
  run.resolution = withQueueHead(next, then, true);
  // The answers since, as the clusters had them before the reload (the queue's head kept).
  reresolve(s, settings);
  states.set(s, { fittedOn: mark.fittedOn, refits: mark.refits, last: mark.last, through: mark.through });
  return true;
}
