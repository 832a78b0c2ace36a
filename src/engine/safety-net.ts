/**
 * The safety net (core/safety) over a decided run, as a matching run and a Splink import both call
 * it: the net reads the run's records, pairs, decisions and reasons, and each pair it demotes gets
 * the net's reason added to its own.
 */
import type { Reason } from '../domain/decision';
import type { LinkMode } from '../domain/pair';
import type { ProfileInput } from '../core/profiles';
import { applySafetyNet, type SafetyInput, type SafetyOutcome, type StrongKeyContext } from '../core/safety';
import type { ReasonColumn, ReasonInterner } from './reason-table';

/** What the safety net did to a run's automatic merges, and what the cluster checks need from it. */
export type RunSafety = SafetyOutcome & { vetoKeyOf: Int32Array | null; maxClusterSize: number };

/** A decided run as the safety net reads it, columnar over its candidate pairs. */
export interface DecidedRun {
  input: ProfileInput;
  mode: LinkMode;
  /** One-to-one linking as chosen (MatchSettings.oneToOne); absent: measured. */
  oneToOne?: boolean;
  pairs: { left: Uint32Array; right: Uint32Array };
  /** DECISION_CODE per pair; merges that fail are set to review. */
  levels: Uint8Array;
  scores: ArrayLike<number>;
  weights: ArrayLike<number>;
  /** Reasons per pair; a demoted pair's list is interned again with the net's reason added. */
  reasons: ReasonColumn;
  interner: ReasonInterner;
  fitProblems: readonly string[];
  exactClass: Uint32Array;
  /** Rows equal in every mapped column, whether or not they name one thing (absent: grouped by the net). */
  rowClass?: Uint32Array;
  /** Per record its source, when the profile holds that each source lists a thing once. */
  listsOnce?: ArrayLike<number>;
  keys: StrongKeyContext;
  comparisons: SafetyInput['comparisons'];
  /** Per pair, a level the fit found among almost no matches (engine/unlike-matches.ts). */
  unlike?: (p: number) => Reason | null;
  /** The probability an automatic merge needs (a one-to-one link against its records' other candidates). */
  mergeProbability?: number;
}

/** Apply the safety net to a decided run (levels and reasons change in place) and say what it did. */
export function applyRunSafetyNet(run: DecidedRun): RunSafety {
  const { input, pairs, reasons, interner, keys } = run;
  const net = applySafetyNet({
    columns: input.columns,
    recordCount: input.recordCount,
    sourceOf: input.sourceOf,
    mode: run.mode,
    oneToOne: run.oneToOne,
    left: pairs.left,
    right: pairs.right,
    levels: run.levels,
    scores: run.scores,
    weights: run.weights,
    reasonsOf: (p) => reasons.at(p),
    fitProblems: run.fitProblems,
    exactClass: run.exactClass,
    rowClass: run.rowClass,
    listsOnce: run.listsOnce,
    vetoKeyOf: keys.vetoKeyOf,
    vetoKeys: keys.vetoKeys,
    keyColumns: keys.keyColumns,
    comparisons: run.comparisons,
    mergeProbability: run.mergeProbability,
    unlike: run.unlike,
  });
  for (const [p, reason] of net.demoted) reasons.ids[p] = interner.intern([...reasons.at(p), reason]);
  return { ...net, vetoKeyOf: keys.vetoKeyOf, maxClusterSize: keys.maxClusterSize };
}
