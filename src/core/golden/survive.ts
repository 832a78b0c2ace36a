/**
 * Golden records: one surviving record per cluster, each field chosen by a survivorship rule, with
 * the record the value came from (provenance).
 */

import type { SurvivorshipRule } from '../../domain/cluster';
import type { FieldKind } from '../../domain/field';

export type { SurvivorshipRule } from '../../domain/cluster';

/** How `all-values` joins a field's distinct values. */
export const ALL_VALUES_SEPARATOR = ' | ';

/**
 * The rules a column's kind calls for: an identifier or a source keeps all its distinct values (the golden record
 * of «crm:17» and «erp:A-9» is both, not the more frequent one). Decided from the kinds, never from a header.
 */
export function survivorshipRulesFor(
  kinds: ReadonlyMap<string, FieldKind | 'ignore'>,
): Record<string, SurvivorshipRule> {
  const rules: Record<string, SurvivorshipRule> = {};
  for (const [column, kind] of kinds) if (kind === 'id' || kind === 'source') rules[column] = 'all-values';
  return rules;
}

/** The settings of survivorship: a default rule, per-field overrides, and what some rules need. */
export interface SurvivorshipSettings {
  defaultRule: SurvivorshipRule;
  rules?: Record<string, SurvivorshipRule>;
  /** For `most-recent`: a sortable recency per record (e.g. epoch ms), larger is newer. */
  recency?: ArrayLike<number>;
  /** For `source-priority`: source indices, most trusted first. */
  sourcePriority?: number[];
  sourceOf?: ArrayLike<number>;
}

/** One field of a golden record: its value and the record index it came from (−1 when all were empty). */
export interface GoldenField {
  value: string;
  from: number;
}

/** The golden record of one cluster. */
export interface GoldenRecord {
  members: number[];
  fields: GoldenField[];
}

/** A human override of one golden field: take this value (from this record, or typed: −1). */
export interface GoldenOverride {
  field: number;
  value: string;
  from: number;
}

function completeness(columns: readonly (readonly string[])[], r: number): number {
  let n = 0;
  for (const c of columns) if (c[r].trim() !== '') n++;
  return n;
}

function allValues(values: readonly string[], candidates: readonly number[]): GoldenField {
  const distinct = [...new Set(candidates.map((r) => values[r].trim()))];
  return {
    value: distinct.length === 1 ? values[candidates[0]] : distinct.join(ALL_VALUES_SEPARATOR),
    from: candidates[0],
  };
}

/**
 * Choose one field's value among members by a rule; ties go to the earliest member. `all-values` joins the distinct
 * values in member order and names the first member as its provenance.
 */
export function chooseValue(
  values: readonly string[],
  members: readonly number[],
  rule: SurvivorshipRule,
  settings: SurvivorshipSettings,
  columns: readonly (readonly string[])[],
): GoldenField {
  const candidates = members.filter((r) => values[r].trim() !== '');
  if (candidates.length === 0) return { value: '', from: -1 };
  if (rule === 'all-values') return allValues(values, candidates);
  let best = candidates[0];
  let bestScore = -Infinity;
  const counts = new Map<string, number>();
  if (rule === 'most-frequent')
    for (const r of candidates) counts.set(values[r].trim(), (counts.get(values[r].trim()) ?? 0) + 1);
  for (const r of candidates) {
    let score: number;
    switch (rule) {
      case 'most-frequent':
        score = (counts.get(values[r].trim()) ?? 0) * 1e6 + values[r].length;
        break;
      case 'longest':
        score = values[r].length;
        break;
      case 'most-complete-record':
        score = completeness(columns, r);
        break;
      case 'most-recent':
        score = settings.recency?.[r] ?? -Infinity;
        break;
      case 'source-priority': {
        const rank = settings.sourcePriority?.indexOf(settings.sourceOf?.[r] ?? -1) ?? -1;
        score = rank < 0 ? -1e9 : -rank;
        break;
      }
    }
    if (score > bestScore) [best, bestScore] = [r, score];
  }
  return { value: values[best], from: best };
}

/**
 * Build the golden record of every cluster. `columns[f][r]` is field f of record r; `clusterOf` maps
 * records to dense cluster indices; overrides (human picks) replace the rule's choice.
 */
export function goldenRecords(
  columns: readonly (readonly string[])[],
  names: readonly string[],
  clusterOf: Uint32Array,
  clusterCount: number,
  settings: SurvivorshipSettings,
  overrides: ReadonlyMap<number, GoldenOverride[]> = new Map(),
): GoldenRecord[] {
  const members: number[][] = Array.from({ length: clusterCount }, () => []);
  for (let r = 0; r < clusterOf.length; r++) members[clusterOf[r]].push(r);
  return members.map((m, c) => {
    const fields = columns.map((values, f) =>
      chooseValue(values, m, settings.rules?.[names[f]] ?? settings.defaultRule, settings, columns),
    );
    for (const o of overrides.get(c) ?? []) fields[o.field] = { value: o.value, from: o.from };
    return { members: m, fields };
  });
}
