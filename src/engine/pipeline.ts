import type { FieldKind } from '../domain/field';
import type { FieldKindDetection } from '../core/fields/detect';
import {
  bCubed,
  blockingScores,
  pairwiseFromClusters,
  queuePrecisionAtK,
  simulateOracleReview,
  type TruthLabels,
} from '../core/evaluate';
import type { AsyncScorer } from '../scoring/pool/protocol';
import { detectKinds, profileInput, type Dataset } from './dataset';
import { dataQuality, type DataQualityFinding } from './quality';
import {
  blockedPairs,
  DEFAULT_MATCH_SETTINGS,
  runMatching,
  type MatchProgress,
  type MatchResult,
  type MatchSettings,
} from './match';
import {
  DEFAULT_RESOLVE_SETTINGS,
  resolveClusters,
  type HumanConstraints,
  type Resolution,
  type ResolveSettings,
} from './resolve';
import { simulateReviewLoop, truthOracle, type LoopStep } from './review-loop';
import { checkAudit, type AuditCheck } from './audit';

/** Options of a headless deduplication run. */
export interface DedupeOptions {
  match: MatchSettings;
  resolve: ResolveSettings;
  /** Field kinds chosen by the user; detected kinds fill the rest. */
  kinds?: ReadonlyMap<string, FieldKind>;
  /** Columns that never feed the matcher (truth, key). */
  exclude?: ReadonlySet<string>;
  human?: HumanConstraints;
  /** Human decisions that refine the weights (default `human`); a re-derived run keeps the ones it was fitted with. */
  training?: HumanConstraints;
  /** Ground truth for evaluation, and the oracle review budget. */
  truth?: TruthLabels;
  reviewBudget?: number;
  onStage?: MatchProgress;
  /** Cancels the scoring between batches. */
  signal?: AbortSignal;
}

/** Pairwise precision / recall / F1. */
export interface PrfFigures {
  precision: number;
  recall: number;
  f1: number;
}

/** Evaluation against ground truth, as `report.json` holds it. */
export interface Evaluation {
  auto: PrfFigures;
  /**
   * After a simulated reviewer answered `budget` items in batches, the model refitted after each
   * (engine/review-loop.ts).
   */
  afterReview: PrfFigures & { budget: number; same: number; different: number };
  /** The same budget answered from the first queue in one go, without refits (what the answers alone give). */
  withoutRefit: PrfFigures;
  /**
   * Every batch of the loop: answers so far, the reviewed figures, the refitted model's automatic figures, decisions
   * changed.
   */
  loop: LoopStep[];
  /**
   * The blind audit sample's estimate of the automatic decisions, against the truth, over seeded draws
   * (engine/audit.ts).
   */
  audit: AuditCheck;
  clusters: { bCubed: PrfFigures };
  blocking: { pairCompleteness: number; reductionRatio: number; candidatePairs: number; truePairs: number };
  queue: { precisionAt50: number; precisionAt200: number; items: number };
}

/** Everything a headless run produced. */
export interface DedupeRun {
  detected: FieldKindDetection[];
  kinds: Map<string, FieldKind>;
  match: MatchResult;
  resolution: Resolution;
  /** Identifier values that do not fit their column's kind. */
  dataQuality: DataQualityFinding[];
  evaluation?: Evaluation;
  timings: Record<string, number>;
}

const prf = (s: { precision: number; recall: number; f1: number }): PrfFigures => ({
  precision: s.precision,
  recall: s.recall,
  f1: s.f1,
});

/** Detect fields, match, cluster, build the review queue and, with truth, evaluate. */
export async function dedupe(ds: Dataset, options: Partial<DedupeOptions>, scorer: AsyncScorer): Promise<DedupeRun> {
  const matchSettings = options.match ?? DEFAULT_MATCH_SETTINGS;
  const resolveSettings = options.resolve ?? DEFAULT_RESOLVE_SETTINGS;
  const detected = detectKinds(ds);
  const kinds = new Map<string, FieldKind>(detected.map((d) => [d.column, d.kind]));
  for (const [c, k] of options.kinds ?? []) kinds.set(c, k);
  const input = profileInput(ds, kinds, options.exclude ?? new Set());
  const match = await runMatching(input, matchSettings, scorer, {
    onStage: options.onStage,
    signal: options.signal,
    human: options.training ?? options.human,
  });
  const t0 = performance.now();
  options.onStage?.('cluster', 0, 1);
  const resolution = resolveClusters(match, ds.keys, resolveSettings, options.human);
  const timings = { ...match.timings, cluster: Math.round(performance.now() - t0) };
  const run: DedupeRun = { detected, kinds, match, resolution, dataQuality: dataQuality(ds, input), timings };
  if (options.truth)
    run.evaluation = evaluate(run, ds, matchSettings, options.truth, options.reviewBudget ?? 0, resolveSettings);
  return run;
}

/** Evaluate a run against the truth: automatic clusters, after an oracle reviews K items, blocking, queue. */
export function evaluate(
  run: DedupeRun,
  ds: Dataset,
  settings: MatchSettings,
  truth: TruthLabels,
  budget: number,
  resolveSettings: ResolveSettings = DEFAULT_RESOLVE_SETTINGS,
): Evaluation {
  const { entityOf } = truth;
  const link = settings.mode === 'link';
  const scope = link ? { sourceOf: ds.sourceOf } : {};
  const auto = pairwiseFromClusters(run.resolution.clustering.clusterOf, entityOf, scope);
  const oracle = simulateOracleReview(
    run.resolution.input,
    run.resolution.queue.items.slice(0, budget),
    entityOf,
    budget,
  );
  const oneShot = pairwiseFromClusters(oracle.result.clusterOf, entityOf, scope);
  const loop = simulateReviewLoop(run, ds.keys, resolveSettings, truthOracle(entityOf), {
    budget,
    evaluation: { entityOf, scope },
  });
  const last = loop.steps.at(-1);
  const after = last?.reviewed ?? prf(pairwiseFromClusters(run.resolution.clustering.clusterOf, entityOf, scope));
  const blocking = blockingScores(blockedPairs(run.match), entityOf, settings.mode, ds.sourceOf);
  const items = run.resolution.queue.items;
  return {
    auto: prf(auto),
    afterReview: { ...prf(after), budget, same: last?.same ?? 0, different: last?.different ?? 0 },
    withoutRefit: prf(oneShot),
    loop: loop.steps,
    audit: checkAudit(run.match, entityOf),
    clusters: { bCubed: prf(bCubed(run.resolution.clustering.clusterOf, entityOf)) },
    blocking: {
      pairCompleteness: blocking.pairCompleteness,
      reductionRatio: blocking.reductionRatio,
      candidatePairs: blocking.candidatePairs,
      truePairs: blocking.truePairs,
    },
    queue: {
      precisionAt50: queuePrecisionAtK(items.slice(0, 50), entityOf, 50).precision,
      precisionAt200: queuePrecisionAtK(items.slice(0, 200), entityOf, 200).precision,
      items: items.length,
    },
  };
}
