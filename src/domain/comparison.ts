/**
 * Comparisons with ordered levels and Fellegi–Sunter parameters (Splink's vocabulary).
 * Level 0 of every comparison is the null level: «no information», it contributes no weight.
 */

/** How one comparison level is recognised from a similarity. */
export type ComparisonLevelKind = 'null' | 'exact' | 'similarity' | 'else';

/** One ordered level of a comparison, e.g. `{ label: 'jw ≥ 0.92', kind: 'similarity', threshold: 0.92 }`. */
export interface ComparisonLevel {
  label: string;
  kind: ComparisonLevelKind;
  /** For `similarity` levels: the lowest similarity (0..1) that reaches this level. */
  threshold?: number;
}

/**
 * A comparison of one field: levels[0] is the null level, then levels from most to least similar,
 * the last one being `else`.
 */
export interface Comparison {
  field: string;
  levels: ComparisonLevel[];
  /** The similarity kernel whose score the levels threshold (e.g. `jaroWinkler`), when known. */
  kernel?: string;
}

/**
 * Comparison vectors of a batch of candidate pairs, row-major: `levels[pair * fieldCount + field]`
 * is the level index (0 = null) of that field for that pair.
 */
export interface ComparisonVectors {
  pairCount: number;
  fieldCount: number;
  /** Number of levels (null included) of each field's comparison. */
  levelCounts: Uint8Array;
  levels: Uint8Array;
}

/**
 * Fellegi–Sunter parameters: per field and level, m = P(level | match) and u = P(level | non-match)
 * (index 0, the null level, is unused and kept at 0); lambda = prior probability that a candidate
 * pair is a match.
 */
export interface FellegiSunterParameters {
  lambda: number;
  m: Float64Array[];
  u: Float64Array[];
}

/** Match weights in log2 units: `levelWeights[field][level] = log2(m/u)` (0 for the null level). */
export interface MatchWeights {
  /** log2(λ / (1 − λ)). */
  priorWeight: number;
  levelWeights: Float64Array[];
}

/** One field's part of a pair's match weight, kept for explanations. */
export interface FieldContribution {
  field: string;
  level: number;
  label: string;
  /** log2(m/u) of that level; 0 for the null level. */
  weight: number;
}
