/**
 * Cluster operations the screens ask the worker for instead of recomputing on the main thread:
 * the cluster that now holds some records, and what a survivorship rule would change in a cluster's
 * golden record (the core's chooser, the same one the golden records are built with).
 */
import type { SurvivorshipRule } from '../../domain/cluster';
import { chooseValue } from '../../core/golden/survive';
import { parseInstant } from '../../core/normalize/datetime';
import type { ClusterDetailView } from './api';
import type { Session } from './session';
import { clusterDetail } from './views';

/** What the recency and source rules need: the date column to compare, the source to trust first. */
export interface RuleParams {
  dateColumn?: string;
  trustedSource?: string;
}

/** A field a rule would change: the column, its new value and the member it comes from. */
export interface RuleChange {
  column: string;
  value: string;
  fromKey: string;
}

/**
 * Where records went after an operation changed their cluster: the cluster of the latest run that
 * holds the smallest of `keys` (a cluster split at its weakest link is followed into the part that
 * keeps it), or undefined when none of the keys is known. The caller compares its members with
 * `keys` to say whether they are still together.
 */
export function clusterOfRecords(s: Session, keys: readonly string[]): ClusterDetailView | undefined {
  const run = s.run;
  if (!run) return undefined;
  let smallest: string | undefined;
  for (const k of keys) if (s.keyIndex.has(k) && (smallest === undefined || k < smallest)) smallest = k;
  if (smallest === undefined) return undefined;
  const { clusterOf, clusterIds } = run.resolution.clustering;
  return clusterDetail(s, clusterIds[clusterOf[s.keyIndex.get(smallest)!]]);
}

/** The value a rule picks for one field of a cluster, and the member it comes from ('' when all are empty). */
export function ruleChoice(
  detail: ClusterDetailView,
  column: string,
  rule: SurvivorshipRule,
  params: RuleParams = {},
): { value: string; fromKey: string } {
  const columns = Object.keys(detail.members[0]?.values ?? {});
  const table = columns.map((c) => detail.members.map((m) => m.values[c] ?? ''));
  const values = detail.members.map((m) => m.values[column] ?? '');
  const sources = [...new Set(detail.members.map((m) => m.source))];
  const order = params.trustedSource
    ? [params.trustedSource, ...sources.filter((x) => x !== params.trustedSource)]
    : sources;
  const settings = {
    defaultRule: rule,
    recency: detail.members.map(
      (m) => (params.dateColumn ? parseInstant(m.values[params.dateColumn] ?? '') : null) ?? -Infinity,
    ),
    sourceOf: detail.members.map((m) => order.indexOf(m.source)),
    sourcePriority: order.map((_, i) => i),
  };
  const chosen = chooseValue(
    values,
    detail.members.map((_, i) => i),
    rule,
    settings,
    table,
  );
  return chosen.from < 0
    ? { value: '', fromKey: '' }
    : { value: chosen.value, fromKey: detail.members[chosen.from].key };
}

/** Fields of a cluster's golden record whose value a rule would change (identifiers and sources keep all values). */
export function ruleChanges(detail: ClusterDetailView, rule: SurvivorshipRule, params: RuleParams = {}): RuleChange[] {
  return detail.golden
    .filter((g) => g.rule !== 'all-values')
    .map((g) => ({ column: g.column, current: g.value, ...ruleChoice(detail, g.column, rule, params) }))
    .filter((c) => c.fromKey !== '' && c.value !== c.current)
    .map(({ column, value, fromKey }) => ({ column, value, fromKey }));
}

/** {@link ruleChanges} of a cluster of the session's latest run. */
export function goldenRuleChanges(
  s: Session,
  clusterId: string,
  rule: SurvivorshipRule,
  params: RuleParams = {},
): RuleChange[] {
  return ruleChanges(clusterDetail(s, clusterId), rule, params);
}
