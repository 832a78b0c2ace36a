/** Survivorship rules the golden record screen offers, applied to one cluster with the core's chooser. */
import { chooseValue, type SurvivorshipRule } from '../../core/golden/survive';
import type { ClusterDetailView } from '../../client/app-client';

/** Rules that need nothing beyond the members' values. */
export const SCREEN_RULES: ReadonlyArray<{ rule: SurvivorshipRule; label: string }> = [
  { rule: 'most-frequent', label: 'Most frequent' },
  { rule: 'longest', label: 'Longest' },
  { rule: 'most-complete-record', label: 'Most complete record' },
];

/** The value a rule picks for one field of a cluster, and the member it comes from ('' when all are empty). */
export function ruleChoice(detail: ClusterDetailView, column: string, rule: SurvivorshipRule): { value: string; fromKey: string } {
  const columns = Object.keys(detail.members[0]?.values ?? {});
  const table = columns.map((c) => detail.members.map((m) => m.values[c] ?? ''));
  const values = detail.members.map((m) => m.values[column] ?? '');
  const chosen = chooseValue(values, detail.members.map((_, i) => i), rule, { defaultRule: rule }, table);
  return chosen.from < 0 ? { value: '', fromKey: '' } : { value: chosen.value, fromKey: detail.members[chosen.from].key };
}

/** Fields whose value a rule would change: column, new value, source record. */
export function ruleChanges(detail: ClusterDetailView, rule: SurvivorshipRule): Array<{ column: string; value: string; fromKey: string }> {
  return detail.golden
    .map((g) => ({ column: g.column, current: g.value, ...ruleChoice(detail, g.column, rule) }))
    .filter((c) => c.fromKey !== '' && c.value !== c.current)
    .map(({ column, value, fromKey }) => ({ column, value, fromKey }));
}
