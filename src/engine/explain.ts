import type { Reason } from '../domain/decision';
import { fieldContributions, matchProbability } from '../core/weights';
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
  /** Match weight contribution (log2 units); 0 for the null level and check-only comparisons. */
  weight: number;
}

/** Everything the pair card needs about one candidate pair; the same numbers as every other view. */
export interface PairExplanation {
  pair: number;
  left: { key: string; source: string; row: number; values: Record<string, string> };
  right: { key: string; source: string; row: number; values: Record<string, string> };
  decision: 'merge' | 'review' | 'distinct';
  score: number;
  /** Prior weight + Σ field weights = total weight. */
  priorWeight: number;
  totalWeight: number;
  probability: number;
  fields: FieldExplanation[];
  reasons: Reason[];
  rules: string[];
}

/** Explain candidate pair p of a run. `comparisonValues[c]` are the values the profile compared. */
export function explainPair(ds: Dataset, match: MatchResult, comparisonValues: readonly (readonly string[])[], kernels: readonly string[], p: number): PairExplanation {
  const i = match.pairs.left[p];
  const j = match.pairs.right[p];
  const record = (r: number) => ({
    key: ds.keys[r],
    source: ds.tables[ds.sourceOf[r]].source.name,
    row: ds.rowOf[r] + 1,
    values: Object.fromEntries(ds.columns.map((c) => [c, cellAt(ds, c, r)])),
  });
  const contributions = fieldContributions(match.fs.vectors, p, match.fs.weights, match.fs.comparisons);
  const byName = new Map(contributions.map((c) => [c.field, c]));
  const fields = match.comparisonNames.map((name, c) => {
    const fc = byName.get(name);
    return {
      comparison: name,
      kernel: kernels[c],
      left: comparisonValues[c][i],
      right: comparisonValues[c][j],
      similarity: match.similarities[c][p],
      level: fc?.label ?? '',
      weight: fc?.weight ?? 0,
    };
  });
  return {
    pair: p,
    left: record(i),
    right: record(j),
    decision: (['distinct', 'review', 'merge'] as const)[match.levels[p]],
    score: match.scores[p],
    priorWeight: match.fs.weights.priorWeight,
    totalWeight: match.fs.pairWeights[p],
    probability: matchProbability(match.fs.pairWeights[p]),
    fields,
    reasons: match.reasons.at(p).map((r) => ({ ...r })),
    rules: match.pairs.ruleNames.filter((_, r) => match.pairs.rules[p] & (1 << r)),
  };
}
