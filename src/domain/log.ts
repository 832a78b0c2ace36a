/**
 * The decision log: an append-only list of entries (automatic runs, human decisions, undo). Records
 * are named by their record keys, never by indices, so decisions survive re-runs and re-imports.
 */
import type { RecordPairs } from './cluster';

/** Who made a log entry. */
export type LogActor = 'user' | 'auto';

/** Fields every log entry has. `id` is assigned by the store (monotonic); `at` is an ISO time. */
export interface LogEntryBase {
  id: number;
  at: string;
  by: LogActor;
  why?: string;
}

/** Counts of an automatic run, as logged. */
export interface RunCounts {
  records: number;
  pairs: number;
  merge: number;
  review: number;
  distinct: number;
  clusters: number;
}

/** An automatic matching run finished (its pairs live in the runs store under `runId`). */
export interface RunLogEntry extends LogEntryBase {
  type: 'run';
  runId: number;
  settingsVersion: string;
  counts: RunCounts;
}

/** The pair decision kinds: must-link, cannot-link, or «not sure» (no constraint). */
export type HumanDecision = 'same' | 'different' | 'unsure';

/** A human decision on one pair of records (keys are order-free). */
export interface PairLogEntry extends LogEntryBase {
  type: HumanDecision;
  keys: [string, string];
  /** The pair's 0..1 score when it was decided (audit only). */
  score?: number;
}

/**
 * A record taken out of its cluster: a cannot-link between `key` and each of `others` (the cluster's
 * other members when the split was made). Later decisions on any of those pairs override it.
 */
export interface SplitLogEntry extends LogEntryBase {
  type: 'split';
  key: string;
  others: string[];
}

/**
 * Two clusters joined by a person: a must-link between one member of each (`keys`); `members` holds
 * both clusters' members at the time, for audit and dependency checks.
 */
export interface MergeClustersLogEntry extends LogEntryBase {
  type: 'merge-clusters';
  keys: [string, string];
  members: [string[], string[]];
}

/** A cluster locked as it is: its members stay together (must-links along the member list). */
export interface LockLogEntry extends LogEntryBase {
  type: 'lock';
  members: string[];
}

/** A person's choice of one golden-record field: `value`, taken from record `from` (absent: typed). */
export interface GoldenFieldLogEntry extends LogEntryBase {
  type: 'golden-field';
  members: string[];
  field: string;
  value: string;
  from?: string;
}

/** A free note, optionally about some records. */
export interface NoteLogEntry extends LogEntryBase {
  type: 'note';
  text: string;
  keys?: string[];
}

/** Reverts entry `target` (an undo of an undo is a redo). Nothing is ever deleted. */
export interface UndoLogEntry extends LogEntryBase {
  type: 'undo';
  target: number;
}

/** Any decision log entry. */
export type LogEntry =
  | RunLogEntry
  | PairLogEntry
  | SplitLogEntry
  | MergeClustersLogEntry
  | LockLogEntry
  | GoldenFieldLogEntry
  | NoteLogEntry
  | UndoLogEntry;

/** The kinds of log entry. */
export type LogEntryType = LogEntry['type'];

/** Removes keys from each member of a union (keeps the union discriminated). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A log entry before the store assigns `id` (and, if absent, `at`). */
export type LogEntryDraft = DistributiveOmit<LogEntry, 'id' | 'at'> & { at?: string };

/** Human «same» (must-link) and «different» (cannot-link) pairs as record indices. */
export interface HumanConstraintPairs {
  same: RecordPairs;
  different: RecordPairs;
}
