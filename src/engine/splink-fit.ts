/**
 * The fit a Splink predictions file carries, read as Doppel's: comparisons and levels from the model
 * or the gamma columns, m / u / prior from the model or from the Bayes factors, term-frequency
 * adjustments per value. The pair card and the report explain imported pairs with it.
 */
import type { Comparison, ComparisonVectors } from '../domain/comparison';
import type { FellegiSunterFit } from './fellegi-sunter';
import type { TermFrequencyTable } from '../core/weights/tf';
import type { SplinkPredictions } from './splink-predictions';
import type { SplinkModel } from './splink-settings';

/** Comparisons of the predictions: the model's levels when it has the field, else one level per gamma seen. */
export function comparisonsOf(pred: SplinkPredictions, model?: SplinkModel): Comparison[] {
  return pred.comparisons.map((name, f) => {
    const known = model?.comparisons.find((c) => c.field === name);
    if (known) return known.comparison;
    let top = 0;
    for (const g of pred.gammas[f] ?? []) top = Math.max(top, g);
    const levels: Comparison['levels'] = [{ label: 'null', kind: 'null' }];
    for (let g = top; g >= 1; g--) levels.push({ label: `gamma ${g}`, kind: 'similarity' });
    levels.push({ label: 'else', kind: 'else' });
    return { field: name, levels };
  });
}

/**
 * Splink's term-frequency adjustments as Doppel's tables: per compared value (the records' column,
 * trimmed and lower-cased as Splink was given it), the adjustment the file gives pairs agreeing on it.
 */
function tfTables(
  pred: SplinkPredictions,
  levels: Uint8Array,
  F: number,
  valuesOf: (field: string) => readonly string[] | undefined,
  u: Float64Array[],
): TermFrequencyTable[] {
  return pred.comparisons.flatMap((name, f) => {
    const tf = pred.tfWeights[f];
    const raw = valuesOf(name);
    if (!tf || !raw) return [];
    const values = raw.map((v) => v.trim().toLowerCase());
    const adjustment = new Map<string, number>();
    let level = -1;
    for (let p = 0; p < tf.length; p++) {
      if (tf[p] === 0) continue;
      level = levels[p * F + f];
      adjustment.set(values[pred.left[p]], tf[p]);
    }
    return level < 0 ? [] : [{ field: f, level, values, adjustment, uLevel: u[f][level] }];
  });
}

/** The fit Splink made, as Doppel's pair card and report read it; weights per level from the model or the file. */
export function fitOf(
  pred: SplinkPredictions,
  comparisons: Comparison[],
  allPairs: number,
  valuesOf: (field: string) => readonly string[] | undefined,
  model?: SplinkModel,
): FellegiSunterFit {
  const n = pred.left.length;
  const F = comparisons.length;
  const levelCounts = Uint8Array.from(comparisons, (c) => c.levels.length);
  const levels = new Uint8Array(n * F);
  // Splink numbers a comparison's K non-null levels K−1 (closest) … 0 (else), −1 for null; Doppel's index is K − gamma.
  comparisons.forEach((c, f) => {
    const g = pred.gammas[f];
    const K = c.levels.length - 1;
    for (let p = 0; g && p < n; p++) levels[p * F + f] = g[p] < 0 ? 0 : Math.max(1, Math.min(K, K - g[p]));
  });
  const vectors: ComparisonVectors = { pairCount: n, fieldCount: F, levelCounts, levels };
  const sum = comparisons.map((c) => new Float64Array(c.levels.length));
  const count = comparisons.map((c) => new Float64Array(c.levels.length));
  for (let p = 0; p < n; p++) {
    for (let f = 0; f < F; f++) {
      const w = pred.fieldWeights[f];
      const l = levels[p * F + f];
      count[f][l]++;
      if (w) sum[f][l] += w[p];
    }
  }
  const levelWeights = comparisons.map((c, f) =>
    Float64Array.from(c.levels, (_, l) => (l === 0 || count[f][l] === 0 ? 0 : sum[f][l] / count[f][l])),
  );
  // m and u: the model's; else u as the levels' shares among the named pairs and m ∝ u·2^w (their ratio is what the
  // weights say).
  const m: Float64Array[] = [];
  const u: Float64Array[] = [];
  comparisons.forEach((c, f) => {
    const imported = model?.comparisons.find((x) => x.field === c.field);
    if (imported && imported.levels.every((l) => l.kind === 'null' || (l.m !== undefined && l.u !== undefined))) {
      m.push(Float64Array.from(imported.levels, (l) => (l.kind === 'null' ? 0 : l.m!)));
      u.push(Float64Array.from(imported.levels, (l) => (l.kind === 'null' ? 0 : l.u!)));
      return;
    }
    const total = count[f].reduce((a, b, l) => a + (l === 0 ? 0 : b), 0) || 1;
    const uf = Float64Array.from(count[f], (k, l) => (l === 0 ? 0 : Math.max(k, 0.5) / total));
    const raw = Float64Array.from(uf, (x, l) => (l === 0 ? 0 : x * 2 ** levelWeights[f][l]));
    const z = raw.reduce((a, b) => a + b, 0) || 1;
    m.push(raw.map((x) => x / z));
    u.push(uf);
  });
  // The prior: the model's, else what the weights leave over (match weight − Σ field weights, the same for every pair).
  let priorWeight = NaN;
  if (model?.prior !== undefined) priorWeight = Math.log2(model.prior / (1 - model.prior));
  else if (n > 0 && pred.fieldWeights.every((w) => w))
    priorWeight =
      pred.matchWeight[0] - pred.fieldWeights.reduce((a, w, f) => a + w![0] + (pred.tfWeights[f]?.[0] ?? 0), 0);
  if (!Number.isFinite(priorWeight)) priorWeight = Math.log2(1 / Math.max(1, allPairs));
  const lambda = 2 ** priorWeight / (1 + 2 ** priorWeight);
  return {
    comparisons,
    parameters: { lambda, m, u },
    weights: { priorWeight, levelWeights },
    vectors,
    pairWeights: Float64Array.from(pred.matchWeight),
    tf: tfTables(pred, levels, F, valuesOf, u),
    iterations: 0,
    converged: true,
    plausible: true,
    implausibleReasons: [],
    allPairs,
    method: 'sessions',
  };
}
