import { decisionOf, type Reason } from '../domain/decision';
import { fieldContributions, matchProbability } from '../core/weights';
import { tfAdjustment } from '../core/weights/tf';
import { cellAt, type Dataset } from './dataset';
import type { MatchResult } from './match';

/** One compared field of a pair, as the pair card shows it. */
export interface FieldExplanation {
  comparison: string;
  kernel: string;
  /** Normalized values compared ('' = empty). */
  left: string;
  right: string;
  /** 0..1, NaN when a value is empty. */
  similarity: number;
  /** The comparison level that fired, e.g. `exact`, `≥ 0.92`, `else`, `null`; '' for check-only comparisons. */
  level: string;
  /**
   * Match weight contribution (log2 units): the level's weight plus the term-frequency adjustment; 0 for the null level
   * and check-only comparisons.
   */
  weight: number;
  /** The level's own weight log2(m/u), before the term-frequency adjustment. */
  levelWeight?: number;
  /** The term-frequency adjustment of an exact agreement on `value` (common values negative, rare positive). */
  tf?: { value: string; weight: number };
  /** The contribution in words, e.g. `exact +6.1, common value «smith» −3.2`; '' for check-only comparisons. */
  detail?: string;
}

/** A weight with its sign, to a tenth of a bit. */
function signed(w: number): string {
  return `${w < 0 ? '−' : '+'}${Math.abs(w).toFixed(1)}`;
}

/** Everything the pair card needs about one candidate pair; the same numbers as every other view. */
export interface PairExplanation {
  pair: number;
  left: { key: string; source: string; row: number; values: Record<string, string> };
  right: { key: string; source: string; row: number; values: Record<string, string> };
  decision: 'merge' | 'review' | 'distinct';
  score: number;
  /** Prior weight + Σ field weights (term-frequency adjustments included) = total weight. */
  priorWeight: number;
  totalWeight: number;
  probability: number;
  fields: FieldExplanation[];
  reasons: Reason[];
  rules: string[];
}

/** Field f's term-frequency adjustment for records (i, j) at level `level`, when it has one and it is not 0. */
function tfOf(
  match: MatchResult,
  f: number,
  level: number,
  i: number,
  j: number,
): { value: string; weight: number } | undefined {
  const table = match.fs.tf.find((t) => t.field === f);
  const a = table && tfAdjustment(table, level, i, j);
  return a && a.weight !== 0 ? a : undefined;
}

/** Explain candidate pair p of a run. `comparisonValues[c]` are the values the profile compared. */
export function explainPair(
  ds: Dataset,
  match: MatchResult,
  comparisonValues: readonly (readonly string[])[],
  kernels: readonly string[],
  p: number,
): PairExplanation {
  const i = match.pairs.left[p];
  const j = match.pairs.right[p];
  const record = (r: number) => ({
    key: ds.keys[r],
    source: ds.tables[ds.sourceOf[r]].source.name,
    row: ds.rowOf[r] + 1,
    values: Object.fromEntries(ds.columns.map((c) => [c, cellAt(ds, c, r)])),
  });
  const contributions = fieldContributions(match.fs.vectors, p, match.fs.weights, match.fs.comparisons);
  const byName = new Map(contributions.map((c, f) => [c.field, { ...c, tf: tfOf(match, f, c.level, i, j) }]));
  const fields = match.comparisonNames.map((name, c): FieldExplanation => {
    const fc = byName.get(name);
    const tf = fc?.tf;
    const levelWeight = fc?.weight ?? 0;
    const detail = !fc
      ? ''
      : `${fc.label}${fc.level === 0 ? '' : ` ${signed(levelWeight)}`}${tf ? `, ${tf.weight < 0 ? 'common' : 'rare'} value «${tf.value}» ${signed(tf.weight)}` : ''}`;
    return {
      comparison: name,
      kernel: kernels[c],
      left: comparisonValues[c][i],
      right: comparisonValues[c][j],
      similarity: match.similarities[c][p],
      level: fc?.label ?? '',
      weight: levelWeight + (tf?.weight ?? 0),
      levelWeight,
      ...(tf ? { tf } : {}),
      detail,
    };
  });
  return {
    pair: p,
    left: record(i),
    right: record(j),
    decision: decisionOf(match.levels[p]),
    score: match.scores[p],
    priorWeight: match.fs.weights.priorWeight,
    totalWeight: match.fs.pairWeights[p],
    probability: matchProbability(match.fs.pairWeights[p]),
    fields,
    reasons: match.reasons.at(p).map((r) => ({ ...r })),
    rules: match.pairs.ruleNames.filter((_, r) => match.pairs.rules[p] & (1 << r)),
  };
}
