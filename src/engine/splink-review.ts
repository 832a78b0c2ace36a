/**
 * Splink's predictions as a Doppel run (DESIGN §5 «Past one machine»): the pairs the file names are
 * the candidate pairs, Splink's match probability is their score, Splink's gamma levels and weights
 * make the fit the pair card explains, and Doppel decides them — its merge / review thresholds, the
 * safety net over every automatic merge, the cluster checks and the review queue of resolve.ts.
 */
import type { Comparison, ComparisonVectors } from '../domain/comparison';
import type { FieldKind } from '../domain/field';
import { DECISION_CODE } from '../domain/decision';
import type { CandidatePairs } from '../domain/pair';
import { allowedPairCount } from '../core/block';
import {
  DEFAULT_PROFILE_SETTINGS,
  type PreparedProfile,
  type ProfileInput,
  type ProfileSettings,
} from '../core/profiles';
import { applySafetyNet, strongKeyContext } from '../core/safety';
import { exactRowClasses } from './candidates';
import { detectKinds, profileInput, type Dataset } from './dataset';
import type { FellegiSunterFit } from './fellegi-sunter';
import type { TermFrequencyTable } from '../core/weights/tf';
import { DEFAULT_MATCH_SETTINGS, type MatchResult, type MatchSettings, type ScoredCandidates } from './match';
import { evaluate, type DedupeRun } from './pipeline';
import { dataQuality } from './quality';
import { ReasonInterner } from './reason-table';
import { DEFAULT_RESOLVE_SETTINGS, resolveClusters, type HumanConstraints, type ResolveSettings } from './resolve';
import type { SplinkPredictions } from './splink-predictions';
import type { SplinkModel } from './splink-settings';
import type { TruthLabels } from '../core/evaluate';
import type { LinkMode } from '../domain/pair';
import type { FieldKindDetection } from '../core/fields/detect';

/** Options of an import of Splink predictions. */
export interface SplinkImportOptions {
  mode: LinkMode;
  rules: Pick<ProfileSettings, 'mergeProbability' | 'reviewProbability'>;
  resolve: ResolveSettings;
  /** The Splink model the predictions were made with: level labels, m / u, prior, blocking rules. */
  model?: SplinkModel;
  /** Splink's clusters (index per record, -1 unnamed): pairs inside one are merges, pairs across them are not. */
  clusters?: Int32Array;
  /** Columns that are no fields (the unique id, the truth). */
  exclude?: ReadonlySet<string>;
  kinds?: ReadonlyMap<string, FieldKind>;
  human?: HumanConstraints;
  truth?: TruthLabels;
  reviewBudget?: number;
  /** The safety net over automatic merges (default on); off only to measure how faithfully Splink's own clusters come back. */
  safetyNet?: boolean;
  /** The records' detected field kinds, when known already (else detected here). */
  detected?: FieldKindDetection[];
}

/** Defaults: Doppel's own thresholds and cluster checks. */
export const DEFAULT_SPLINK_IMPORT: SplinkImportOptions = {
  mode: 'dedupe',
  rules: DEFAULT_PROFILE_SETTINGS,
  resolve: DEFAULT_RESOLVE_SETTINGS,
};

/** Comparisons of the predictions: the model's levels when it has the field, else one level per gamma seen. */
function comparisonsOf(pred: SplinkPredictions, model?: SplinkModel): Comparison[] {
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
function fitOf(
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
  // m and u: the model's; else u as the levels' shares among the named pairs and m ∝ u·2^w (their ratio is what the weights say).
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

/**
 * Splink's pairs as scored candidates a refit can decide again (review answers as labels): one
 * comparison per Splink comparison, its similarity the gamma level as a share of the closest, its
 * levels Splink's; deciding is by the match probability against Doppel's thresholds. No random
 * sample and no blocking sessions come with a predictions file, so a refit is EM over the named pairs.
 */
function splinkScored(
  input: ProfileInput,
  comparisons: Comparison[],
  similarities: Float32Array[],
  pairs: CandidatePairs,
  exactClass: Uint32Array,
  keys: ReturnType<typeof strongKeyContext>,
  options: SplinkImportOptions,
): ScoredCandidates {
  const { mergeProbability, reviewProbability } = options.rules;
  const columns = new Map(input.columns.map((c) => [c.name, c]));
  const prepared: PreparedProfile = {
    name: 'generic',
    blockingRules: [],
    comparisons: comparisons.map((c) => {
      const top = Math.max(1, c.levels.length - 2);
      const column = columns.get(c.field);
      return {
        name: c.field,
        kernel: 'jaroWinkler',
        values: column ? [...column.values] : new Array<string>(input.recordCount).fill(''),
        thresholds: Array.from({ length: top - 1 }, (_, k) => (top - 1 - k) / top),
        ...(column ? { column: c.field } : {}),
      };
    }),
    decide: ({ fs }) => {
      const shown = (fs?.weight ?? 0).toFixed(1);
      const reason = { code: 'match-weight' as const, detail: shown, weight: Number(shown) };
      const prob = fs?.probability ?? 0;
      return {
        level: prob >= mergeProbability ? 'merge' : prob >= reviewProbability ? 'review' : 'distinct',
        score: prob,
        reasons: [reason],
      };
    },
  };
  const settings: MatchSettings = {
    ...DEFAULT_MATCH_SETTINGS,
    mode: options.mode,
    rules: { ...DEFAULT_MATCH_SETTINGS.rules, mergeProbability, reviewProbability },
    tf: false,
  };
  const none = { left: new Uint32Array(0), right: new Uint32Array(0) };
  return {
    profile: 'generic',
    input,
    settings,
    prepared,
    pairs,
    ruleCounts: [],
    sessions: [],
    exactClass,
    sample: none,
    similarities,
    sampleSimilarities: similarities.map(() => new Float32Array(0)),
    keys,
  };
}

/**
 * Decide Splink's pairs with Doppel's thresholds and safety net and resolve them into clusters and
 * the review queue; with truth, evaluate as `dedupe` does.
 */
export function importSplinkRun(ds: Dataset, pred: SplinkPredictions, options: SplinkImportOptions): DedupeRun {
  const t0 = performance.now();
  const detected = options.detected ?? detectKinds(ds);
  const kinds = new Map<string, FieldKind>(detected.map((d) => [d.column, d.kind]));
  for (const [c, k] of options.kinds ?? []) kinds.set(c, k);
  const input = profileInput(ds, kinds, options.exclude ?? new Set());
  const n = pred.left.length;
  const sourceOf = ds.tables.length > 1 ? ds.sourceOf : undefined;
  const allPairs = allowedPairCount(ds.recordCount, { mode: options.mode, sourceOf });
  const comparisons = comparisonsOf(pred, options.model);
  const columnValuesOf = new Map(input.columns.map((c) => [c.name, c.values]));
  const fs = fitOf(pred, comparisons, allPairs, (field) => columnValuesOf.get(field), options.model);
  const ruleNames = options.model?.blockingRules.length ? options.model.blockingRules : [];
  const rules = new Uint32Array(n);
  for (let p = 0; p < n; p++) {
    const k = pred.matchKey[p];
    if (k < 0 || k > 31) continue;
    while (ruleNames.length <= k) ruleNames.push(`splink rule ${ruleNames.length}`);
    rules[p] = 1 << k;
  }
  const pairs: CandidatePairs = { left: pred.left, right: pred.right, rules, ruleNames };
  // Similarities for the pair card and the safety net: the gamma level as a share of the closest (1), null NaN.
  const similarities = comparisons.map((c, f) => {
    const g = pred.gammas[f];
    const top = Math.max(1, c.levels.length - 2);
    return Float32Array.from({ length: n }, (_, p) => (!g ? NaN : g[p] < 0 ? NaN : g[p] / top));
  });
  const { mergeProbability, reviewProbability } = options.rules;
  const levels = new Uint8Array(n);
  const scores = Float32Array.from(pred.matchProbability);
  const interner = new ReasonInterner();
  const reasonIds = new Uint32Array(n);
  const clusters = options.clusters;
  for (let p = 0; p < n; p++) {
    const prob = pred.matchProbability[p];
    const inCluster = clusters
      ? clusters[pred.left[p]] >= 0 && clusters[pred.left[p]] === clusters[pred.right[p]]
      : prob >= mergeProbability;
    levels[p] = inCluster
      ? DECISION_CODE.merge
      : prob >= reviewProbability || (clusters && prob >= mergeProbability)
        ? DECISION_CODE.review
        : DECISION_CODE.distinct;
    const shown = pred.matchWeight[p].toFixed(1);
    reasonIds[p] = interner.intern([{ code: 'match-weight', detail: shown, weight: Number(shown) }]);
  }
  const reasons = interner.column(reasonIds);
  const exactClass = exactRowClasses(input);
  const keys = strongKeyContext(input.columns, input.recordCount, exactClass);
  const columnNames = new Set(input.columns.map((c) => c.name));
  const net =
    options.safetyNet === false
      ? { demoted: new Map(), fitProblems: [], oneToOne: false }
      : applySafetyNet({
          columns: input.columns,
          recordCount: input.recordCount,
          sourceOf,
          mode: options.mode,
          left: pairs.left,
          right: pairs.right,
          levels,
          scores,
          weights: fs.pairWeights,
          reasonsOf: (p) => reasons.at(p),
          fitProblems: [],
          exactClass,
          keyColumns: keys.keyColumns,
          comparisons: comparisons.flatMap((c, f) =>
            pred.gammas[f] && columnNames.has(c.field)
              ? [{ column: c.field, similarities: similarities[f], threshold: 1 / Math.max(1, c.levels.length - 2) }]
              : [],
          ),
        });
  for (const [p, reason] of net.demoted) reasonIds[p] = interner.intern([...reasons.at(p), reason]);
  const match: MatchResult = {
    profile: 'generic',
    pairs,
    ruleCounts: ruleNames.map((rule, k) => ({
      rule,
      blocks: 0,
      pairs: rules.reduce((a, r) => a + ((r >> k) & 1), 0),
      skipped: [],
      largest: [],
    })),
    comparisonNames: comparisons.map((c) => c.field),
    similarities,
    levels,
    scores,
    reasons,
    fs,
    missed: { sampled: 0, wouldMerge: 0, wouldReview: 0, estimatedMerge: 0, estimatedReview: 0 },
    safety: { ...net, vetoKeyOf: keys.vetoKeyOf, maxClusterSize: keys.maxClusterSize },
    timings: { decide: Math.round(performance.now() - t0) },
    scored: splinkScored(input, comparisons, similarities, pairs, exactClass, keys, options),
  };
  const t1 = performance.now();
  const resolution = resolveClusters(match, ds.keys, options.resolve, options.human);
  const run: DedupeRun = {
    detected,
    kinds,
    match,
    resolution,
    dataQuality: dataQuality(ds, input),
    timings: { ...match.timings, cluster: Math.round(performance.now() - t1) },
  };
  if (options.truth)
    run.evaluation = evaluate(
      run,
      ds,
      { ...DEFAULT_MATCH_SETTINGS, mode: options.mode },
      options.truth,
      options.reviewBudget ?? 0,
    );
  return run;
}
