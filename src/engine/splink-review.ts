/**
 * Splink's predictions as a Doppel run (DESIGN §5 «Past one machine»): the pairs the file names are
 * the candidate pairs, Splink's match probability is their score, Splink's gamma levels and weights
 * make the fit the pair card explains, and Doppel decides them — its merge / review thresholds, the
 * safety net over every automatic merge, the cluster checks and the review queue of resolve.ts.
 */
import type { Comparison } from '../domain/comparison';
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
import { strongKeyContext } from '../core/safety';
import { applyRunSafetyNet, type RunSafety } from './safety-net';
import { exactRowClasses } from './candidates';
import { detectKinds, profileInput, type Dataset } from './dataset';
import { comparisonsOf, fitOf } from './splink-fit';
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
  /**
   * The safety net over automatic merges (default on); off only to measure how faithfully Splink's own clusters come
   * back.
   */
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
    distances: [],
    sampleDistances: [],
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
  const safety: RunSafety =
    options.safetyNet === false
      ? {
          demoted: new Map(),
          fitProblems: [],
          oneToOne: false,
          vetoKeyOf: keys.vetoKeyOf,
          maxClusterSize: keys.maxClusterSize,
        }
      : applyRunSafetyNet({
          input,
          mode: options.mode,
          pairs,
          levels,
          scores,
          weights: fs.pairWeights,
          reasons,
          interner,
          fitProblems: [],
          exactClass,
          keys,
          comparisons: comparisons.flatMap((c, f) =>
            pred.gammas[f] && columnNames.has(c.field)
              ? [{ column: c.field, similarities: similarities[f], threshold: 1 / Math.max(1, c.levels.length - 2) }]
              : [],
          ),
        });
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
    safety,
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
