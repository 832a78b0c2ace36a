/** The level a pair is decided at. */
export type DecisionLevel = 'merge' | 'review' | 'distinct';

/** A short machine-readable reason code plus optional human detail, e.g. `years-differ` «2025 vs 2026». */
export interface Reason {
  code: string;
  detail?: string;
  /** Signed contribution in log2 units, when the reason is a weighted comparison. */
  weight?: number;
}

/** A decided candidate pair (record indices into the dataset). */
export interface PairDecision {
  left: number;
  right: number;
  level: DecisionLevel;
  /** Match probability 0..1. */
  probability: number;
  /** Total match weight, log2 units. */
  weight: number;
  reasons: Reason[];
}

/** Decision levels as small integers in columnar results (distinct 0, review 1, merge 2). */
export const LEVEL_CODE = { distinct: 0, review: 1, merge: 2 } as const;
