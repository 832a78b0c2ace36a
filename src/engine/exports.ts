import { decisionOf } from '../domain/decision';
import {
  goldenRecords,
  survivorshipRulesFor,
  type GoldenOverride,
  type SurvivorshipSettings,
} from '../core/golden/survive';
import { EDGE_REFUSED } from '../core/cluster';
import { columnValues, type Dataset } from './dataset';
import type { DedupeRun } from './pipeline';

/** A table to export: a header and its rows (generated lazily). */
export interface ExportTable {
  columns: string[];
  rows: Iterable<string[]>;
}

/** Prefix of the columns Doppel adds to a file's own, so no added column repeats or shadows one of the file's. */
export const DOPPEL_PREFIX = 'doppel_';

/**
 * Doppel's own column `name` (without the prefix), prefixed; prefixed again while a column of the
 * file already bears that name, so the header never repeats a name.
 */
export function doppelColumn(name: string, taken: readonly string[]): string {
  let out = DOPPEL_PREFIX + name;
  while (taken.includes(out)) out = DOPPEL_PREFIX + out;
  return out;
}

/** Per cluster: the match probability of its weakest applied merge edge (NaN for singletons). */
export function weakestLinks(run: DedupeRun): Float64Array {
  const { clustering, input, result } = run.resolution;
  const weakest = new Float64Array(clustering.clusterCount).fill(NaN);
  const { left, weight } = input.mergeEdges;
  for (let e = 0; e < left.length; e++) {
    if (result.edgeStatus[e] === EDGE_REFUSED) continue;
    const c = clustering.clusterOf[left[e]];
    const p = 1 / (1 + 2 ** -weight[e]);
    if (!(weakest[c] <= p)) weakest[c] = p;
  }
  return weakest;
}

/**
 * Annotated rows: `doppel_row` (the record key), `doppel_source`, the file's own columns, then
 * `doppel_cluster_id`, `doppel_cluster_size`, `doppel_decision_source`, `doppel_match_confidence`.
 */
export function annotatedTable(ds: Dataset, run: DedupeRun): ExportTable {
  const { clusterOf, clusterIds, clusterCount } = run.resolution.clustering;
  const size = new Uint32Array(clusterCount);
  for (const c of clusterOf) size[c]++;
  const weakest = weakestLinks(run);
  const manual = new Set<number>();
  const same = run.resolution.input.mustLinks;
  if (same) for (let i = 0; i < same.left.length; i++) manual.add(clusterOf[same.left[i]]);
  const values = ds.columns.map((c) => columnValues(ds, c));
  return {
    columns: [
      ...['row', 'source'].map((c) => doppelColumn(c, ds.columns)),
      ...ds.columns,
      ...['cluster_id', 'cluster_size', 'decision_source', 'match_confidence'].map((c) => doppelColumn(c, ds.columns)),
    ],
    rows: (function* () {
      for (let r = 0; r < ds.recordCount; r++) {
        const c = clusterOf[r];
        yield [
          ds.keys[r],
          ds.tables[ds.sourceOf[r]].source.name,
          ...values.map((v) => v[r]),
          clusterIds[c],
          String(size[c]),
          size[c] === 1 ? 'none' : manual.has(c) ? 'manual' : 'auto',
          Number.isNaN(weakest[c]) ? '' : weakest[c].toFixed(4),
        ];
      }
    })(),
  };
}

/**
 * Golden records: one row per cluster (`doppel_cluster_id`, `doppel_cluster_size`, the fields), each
 * field with a `doppel_from__field` provenance column (the record key its value came from). Identifier and source
 * columns keep all their values ({@link survivorshipRulesFor}) unless `settings.rules` says otherwise.
 */
export function goldenTable(
  ds: Dataset,
  run: DedupeRun,
  settings: SurvivorshipSettings = { defaultRule: 'most-frequent' },
  overrides?: ReadonlyMap<number, GoldenOverride[]>,
): ExportTable {
  const { clusterOf, clusterCount, clusterIds } = run.resolution.clustering;
  const values = ds.columns.map((c) => columnValues(ds, c));
  const records = goldenRecords(
    values,
    ds.columns,
    clusterOf,
    clusterCount,
    { sourceOf: ds.sourceOf, ...settings, rules: { ...survivorshipRulesFor(run.kinds), ...settings.rules } },
    overrides,
  );
  return {
    columns: [
      ...['cluster_id', 'cluster_size'].map((c) => doppelColumn(c, ds.columns)),
      ...ds.columns,
      ...ds.columns.map((c) => doppelColumn(`from__${c}`, ds.columns)),
    ],
    rows: (function* () {
      for (let c = 0; c < records.length; c++) {
        const g = records[c];
        yield [
          clusterIds[c],
          String(g.members.length),
          ...g.fields.map((f) => f.value),
          ...g.fields.map((f) => (f.from < 0 ? '' : ds.keys[f.from])),
        ];
      }
    })(),
  };
}

/** Candidate pairs with score, weight, decision, reasons and the blocking rules that produced them. */
export function pairsTable(ds: Dataset, run: DedupeRun): ExportTable {
  const m = run.match;
  return {
    columns: ['id_l', 'id_r', 'score', 'weight', 'decision', 'reasons', 'rules_fired'],
    rows: (function* () {
      for (let p = 0; p < m.pairs.left.length; p++) {
        const rules = m.pairs.ruleNames.filter((_, r) => m.pairs.rules[p] & (1 << r));
        yield [
          ds.keys[m.pairs.left[p]],
          ds.keys[m.pairs.right[p]],
          m.scores[p].toFixed(4),
          m.fs.pairWeights[p].toFixed(3),
          decisionOf(m.levels[p]),
          m.reasons
            .at(p)
            .map((r) => (r.detail ? `${r.code}: ${r.detail}` : r.code))
            .join('; '),
          rules.join(' '),
        ];
      }
    })(),
  };
}
