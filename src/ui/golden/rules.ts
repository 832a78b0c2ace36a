/** Survivorship rules the golden record screen offers, applied to one cluster with the core's chooser. */
import { chooseValue, type SurvivorshipRule } from '../../core/golden/survive';
import { parseInstant } from '../../core/normalize/datetime';
import type { ClusterDetailView } from '../../client/app-client';

/** The survivorship rules the screen offers (most recent needs a date column, most trusted a source). */
export const SCREEN_RULES: ReadonlyArray<{ rule: SurvivorshipRule; label: string }> = [
  { rule: 'most-frequent', label: 'Most frequent' },
  { rule: 'longest', label: 'Longest' },
  { rule: 'most-complete-record', label: 'Most complete record' },
  { rule: 'most-recent', label: 'Most recent' },
  { rule: 'source-priority', label: 'Most trusted source' },
];

/** What the recency and source rules need: the date column to compare, the source to trust first. */
export interface RuleParams {
  dateColumn?: string;
  trustedSource?: string;
}

/** The value a rule picks for one field of a cluster, and the member it comes from ('' when all are empty). */
export function ruleChoice(detail: ClusterDetailView, column: string, rule: SurvivorshipRule, params: RuleParams = {}): { value: string; fromKey: string } {
  const columns = Object.keys(detail.members[0]?.values ?? {});
  const table = columns.map((c) => detail.members.map((m) => m.values[c] ?? ''));
  const values = detail.members.map((m) => m.values[column] ?? '');
  const sources = [...new Set(detail.members.map((m) => m.source))];
  const order = params.trustedSource ? [params.trustedSource, ...sources.filter((x) => x !== params.trustedSource)] : sources;
  const settings = {
    defaultRule: rule,
    recency: detail.members.map((m) => (params.dateColumn ? parseInstant(m.values[params.dateColumn] ?? '') : null) ?? -Infinity),
    sourceOf: detail.members.map((m) => order.indexOf(m.source)),
    sourcePriority: order.map((_, i) => i),
  };
  const chosen = chooseValue(values, detail.members.map((_, i) => i), rule, settings, table);
  return chosen.from < 0 ? { value: '', fromKey: '' } : { value: chosen.value, fromKey: detail.members[chosen.from].key };
}

/** Fields whose value a rule would change: column, new value, source record. */
export function ruleChanges(detail: ClusterDetailView, rule: SurvivorshipRule, params: RuleParams = {}): Array<{ column: string; value: string; fromKey: string }> {
  return detail.golden
    .map((g) => ({ column: g.column, current: g.value, ...ruleChoice(detail, g.column, rule, params) }))
    .filter((c) => c.fromKey !== '' && c.value !== c.current)
    .map(({ column, value, fromKey }) => ({ column, value, fromKey }));
}
