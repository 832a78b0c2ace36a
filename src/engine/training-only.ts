/**
 * Rules that train the weights without blocking (D167). A list grows faster in pairs than in rows, so the exact rule on
 * a field of few values (a posting date, a city) leaves the blocking budget as the list grows, and with it the training
 * session that measured the other fields: the session left may be one that conditions on the very fields it no longer
 * frees (an amount within a week: the salary and the date). A rule too broad to block by still pairs few enough of all
 * pairs to train on a sample of them, as Splink trains on rules it does not predict with; it is sampled only where no
 * blocking rule's session leaves a field free, and its pairs are training pairs, never candidates.
 */
import { allowedPairCount, concatUint32, sampleRulePairs, type BlockingOptions } from '../core/block';
import type { PreparedProfile } from '../core/profiles';
import type { CandidatePairs } from '../domain/pair';
import { trainingRules, unfreedFields, type RuleSession } from './training-rules';

/**
 * Pairs sampled per training-only rule: such a rule is broad, so matches are rare among its pairs (the exact posting date
 * of 20,000 job ads: 0.7 %), and its session needs a few hundred of them to place a field's levels.
 */
const TRAINING_ONLY_SAMPLE = 50_000;

/** Pairs of the training-only rules that free a field, and their sessions (indices into those pairs). */
export interface TrainingOnly {
  pairs: CandidatePairs;
  sessions: RuleSession[];
}

/**
 * Sample the profile's training-only rules that the sessions `rules` (of the blocking rules) leave a field unfreed for,
 * keeping those the choice of sessions takes; undefined when every field is freed or none of them helps.
 */
export function trainingOnlySessions(
  prepared: Pick<PreparedProfile, 'trainingRules' | 'comparisons'>,
  recordCount: number,
  opts: BlockingOptions,
  rules: readonly RuleSession[],
): TrainingOnly | undefined {
  const extra = prepared.trainingRules ?? [];
  if (extra.length === 0) return undefined;
  const fields = prepared.comparisons.filter((c) => c.role !== 'check').map((c) => c.name);
  const allPairs = allowedPairCount(recordCount, opts);
  const unfreed = unfreedFields(rules, fields, allPairs);
  if (unfreed.length === 0) return undefined;
  const helps = extra.filter((r) => unfreed.some((f) => !(r.conditions ?? []).includes(fields[f])));
  const sampled = helps.map((rule, k) => ({
    name: `train:${rule.name}`,
    conditions: rule.conditions ?? [],
    ...sampleRulePairs(rule.rule(), opts, TRAINING_ONLY_SAMPLE, 7919 + k),
  }));
  const taken = new Set(trainingRules([...rules, ...joined(sampled).sessions], fields, allPairs).map((s) => s.name));
  const kept = sampled.filter((s) => taken.has(s.name));
  return kept.length === 0 ? undefined : joined(kept);
}

/** Samples of rules one after the other, each a session of its own pairs. */
function joined(
  samples: readonly {
    name: string;
    conditions: readonly string[];
    left: Uint32Array;
    right: Uint32Array;
    count: number;
  }[],
): TrainingOnly {
  let at = 0;
  const sessions = samples.map(({ name, conditions, left, count }) => {
    const pairs = Uint32Array.from({ length: left.length }, (_, i) => at + i);
    at += left.length;
    return { name, pairs, conditions, count };
  });
  const left = concatUint32(...samples.map((s) => s.left));
  const right = concatUint32(...samples.map((s) => s.right));
  return { pairs: { left, right, rules: new Uint32Array(left.length), ruleNames: [] }, sessions };
}
