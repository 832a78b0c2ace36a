/** The decision log model: replay, undo, constraints for the current records. Pure; no storage. */
export { orderKeys, pairKey, memberSetKey } from './pair-key';
export { isInEffect, type LogProblem } from './effect';
export {
  replayLog,
  humanDecisionOn,
  goldenOverridesFor,
  type HumanState,
  type PairState,
  type LockState,
} from './replay';
export {
  constraintsFor,
  indexKeys,
  type ConstraintsResult,
  type OrphanedDecision,
  type KeyLookup,
} from './constraints';
export { undoDraft, dependentsOf, entryRecords, LogError } from './undo';
export { validateLogDraft, validateLogEntry } from './validate';
