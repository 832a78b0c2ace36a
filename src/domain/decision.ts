import type { ComparisonCode, ReasonCode } from './reasons';

/** The level a pair is decided at. */
export type Decision = 'merge' | 'review' | 'distinct';

/** A short machine-readable reason code plus optional human detail, e.g. `years-differ` «2025 vs 2026». */
export interface Reason {
  code: ReasonCode | ComparisonCode;
  detail?: string;
  /** Signed contribution in log2 units, when the reason is a weighted comparison. */
  weight?: number;
}

/** A decided candidate pair (record indices into the dataset). */
export interface PairDecision {
  left: number;
  right: number;
  level: Decision;
  /** Match probability 0..1. */
  probability: number;
  /** Total match weight, log2 units. */
  weight: number;
  reasons: Reason[];
}

/** The decision levels in code order: a columnar result stores the index (distinct 0, review 1, merge 2). */
export const DECISIONS = ['distinct', 'review', 'merge'] as const satisfies readonly Decision[];

/** Decision levels as small integers in columnar results (distinct 0, review 1, merge 2). */
export const DECISION_CODE = { distinct: 0, review: 1, merge: 2 } as const satisfies Record<Decision, number>;

/** The decision level of a columnar code; throws on a code that is none. */
export function decisionOf(code: number): Decision {
  const level = DECISIONS[code];
  if (level === undefined)
    throw new RangeError(`decision code ${code} is not one of 0 (distinct), 1 (review), 2 (merge)`);
  return level;
}

/** How many pairs of a column of decision codes are at each level. */
export function countDecisions(codes: ArrayLike<number>): Record<Decision, number> {
  const counts = [0, 0, 0];
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    if (c !== 0 && c !== 1 && c !== 2) decisionOf(c);
    counts[c] += 1;
  }
  return { distinct: counts[0], review: counts[1], merge: counts[2] };
}

/** The reason that shows a pair's match weight: `{code: 'match-weight', detail: weight to a tenth, weight}`. */
export function matchWeightReason(weight: number): Reason {
  const shown = weight.toFixed(1);
  return { code: 'match-weight', detail: shown, weight: Number(shown) };
}
