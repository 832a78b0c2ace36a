/**
 * A matching run, the engine's public face for it: score the candidates (engine/match-score.ts:
 * normalize, block, score) then decide them (engine/match-decide.ts: weights, decide, the learned
 * boundary, the safety net). The settings and result types are re-exported from here.
 */
import { countDecisions, DECISION_CODE, type Decision } from '../domain/decision';
import type { StageProgress } from '../domain/progress';
import { labelsForPairs } from '../core/weights';
import type { ProfileInput } from '../core/profiles';
import type { AsyncScorer, JobOptions } from '../scoring/pool/protocol';
import { scoreCandidates, type HumanLabels, type MatchSettings, type PairIndex } from './match-score';
import { decideCandidates, type MatchResult } from './match-decide';

export { minhashBlockingRules } from './candidates';
export {
  DEFAULT_MATCH_SETTINGS,
  scoreComparisons,
  type HumanLabels,
  type MatchSettings,
  type PairIndex,
  type ScoredCandidates,
} from './match-score';
export { decideCandidates, type MatchResult, type MissedEstimate } from './match-decide';
export { DECISION_CODE };

/** Progress of a matching run by stage. */
export type MatchProgress = StageProgress;

/**
 * Run a profile over mapped records: block, score every comparison in batch, fit Fellegi–Sunter
 * weights, decide each candidate pair with its reasons.
 */
export async function runMatching(
  input: ProfileInput,
  settings: MatchSettings,
  scorer: AsyncScorer,
  job: JobOptions & { onStage?: MatchProgress; human?: HumanLabels } = {},
): Promise<MatchResult> {
  const timings: Record<string, number> = {};
  const scored = await scoreCandidates(input, settings, scorer, job, timings);
  const result = decideCandidates(
    scored,
    job.human && labelsForPairs(scored.pairs, job.human.same, job.human.different),
    job.onStage,
  );
  for (const [stage, ms] of Object.entries(result.timings)) timings[stage] = ms;
  result.timings = timings;
  return result;
}

/** Every candidate pair of a run, the settled ones included (engine/settle.ts): what blocking produced. */
export function blockedPairs(match: MatchResult): PairIndex {
  return match.scored.settled?.blocked ?? match.pairs;
}

/** Decisions counted over every candidate pair of a run: a settled pair is distinct. */
export function decisionCounts(match: MatchResult): Record<Decision, number> {
  const counts = countDecisions(match.levels);
  counts.distinct += match.scored.settled?.count ?? 0;
  return counts;
}
