/**
 * The clusters and golden screens' views: a sorted, searchable page of clusters, one cluster's detail and its golden
 * record.
 */
import { goldenOverridesFor } from '../../core/log';
import { chooseValue, survivorshipRulesFor } from '../../core/golden/survive';
import { EDGE_REFUSED } from '../../core/cluster';
import { cellAt } from '../dataset';
import { weakestLinks } from '../exports';
import type { Session } from './session';
import { labelMatches } from './api';
import type { ClusterDetailView, ClusterPage, ClusterRowView, ClusterSort, GoldenFieldView } from './api';
import { clusterSizes, labelOf, recordView, requireRun } from './record-views';

/** The compared columns of the run: each source column a comparison reads, with its normalized values per record. */
function comparedColumns(s: Session): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of s.prepared?.comparisons ?? []) if (c.column && !out.has(c.column)) out.set(c.column, c.values);
  return out;
}

const conflictsOf = new WeakMap<object, Uint16Array>();

/** Per cluster, the compared columns whose filled values disagree once normalized (counted once per clustering). */
function conflictCounts(s: Session): Uint16Array {
  const { clusterOf, clusterCount } = requireRun(s).resolution.clustering;
  let counts = conflictsOf.get(clusterOf);
  if (counts) return counts;
  counts = new Uint16Array(clusterCount);
  const seen: Array<string | undefined> = new Array(clusterCount);
  const differs = new Uint8Array(clusterCount);
  for (const values of comparedColumns(s).values()) {
    seen.fill(undefined);
    differs.fill(0);
    for (let r = 0; r < clusterOf.length; r++) {
      const v = values[r];
      if (!v) continue;
      const c = clusterOf[r];
      if (seen[c] === undefined) seen[c] = v;
      else if (seen[c] !== v) differs[c] = 1;
    }
    for (let c = 0; c < clusterCount; c++) counts[c] += differs[c];
  }
  conflictsOf.set(clusterOf, counts);
  return counts;
}

/**
 * A page of clusters, sorted by size (desc), weakest link (asc), density (asc) or conflicts (compared
 * fields that disagree, desc); with a search text, only clusters with a member whose display label holds it.
 */
export function clustersPage(
  s: Session,
  sort: ClusterSort,
  offset: number,
  limit: number,
  minSize = 2,
  query = '',
): ClusterPage {
  const run = requireRun(s);
  const { clusterOf, clusterIds, clusterCount } = run.resolution.clustering;
  const size = clusterSizes(s);
  const weakest = weakestLinks(run);
  const conflicts = conflictCounts(s);
  const links = new Uint32Array(clusterCount);
  const { left } = run.resolution.input.mergeEdges;
  for (let e = 0; e < left.length; e++)
    if (run.resolution.result.edgeStatus[e] !== EDGE_REFUSED) links[clusterOf[left[e]]]++;
  const manual = new Set<number>();
  const same = run.resolution.input.mustLinks;
  if (same) for (let i = 0; i < same.left.length; i++) manual.add(clusterOf[same.left[i]]);
  const locked = new Set(
    s.human.locks.flatMap((l) =>
      l.members
        .map((k) => s.keyIndex.get(k))
        .filter((r): r is number => r !== undefined)
        .map((r) => clusterOf[r]),
    ),
  );
  // The first member of each cluster gives its label; a search keeps the clusters of the records it finds.
  const first = new Int32Array(clusterCount).fill(-1);
  for (let r = 0; r < clusterOf.length; r++) if (first[clusterOf[r]] < 0) first[clusterOf[r]] = r;
  const found = query.trim() === '' ? undefined : new Set<number>();
  if (found)
    for (let r = 0; r < clusterOf.length; r++)
      if (size[clusterOf[r]] >= minSize && labelMatches(labelOf(s, r), query)) found.add(clusterOf[r]);
  const rows: Array<Omit<ClusterRowView, 'label'> & { c: number }> = [];
  for (let c = 0; c < clusterCount; c++) {
    if (size[c] < minSize || (found && !found.has(c))) continue;
    const pairs = (size[c] * (size[c] - 1)) / 2;
    rows.push({
      c,
      id: clusterIds[c],
      size: size[c],
      weakestLink: weakest[c],
      density: pairs === 0 ? 1 : Math.min(1, links[c] / pairs),
      manual: manual.has(c),
      locked: locked.has(c),
      conflicts: conflicts[c],
    });
  }
  type Row = (typeof rows)[number];
  const key = {
    size: (r: Row) => -r.size,
    weakest: (r: Row) => (Number.isNaN(r.weakestLink) ? 2 : r.weakestLink),
    density: (r: Row) => r.density,
    conflicts: (r: Row) => -r.conflicts,
  }[sort];
  rows.sort((x, y) => key(x) - key(y) || (x.id < y.id ? -1 : 1));
  return {
    rows: rows.slice(offset, offset + limit).map(({ c, ...row }) => ({ ...row, label: labelOf(s, first[c]) })),
    total: rows.length,
  };
}

/** Members, links and the golden record of one cluster. */
export function clusterDetail(s: Session, id: string): ClusterDetailView {
  const run = requireRun(s);
  const { clusterOf, clusterIds } = run.resolution.clustering;
  const c = clusterIds.indexOf(id);
  if (c < 0) throw new Error(`No cluster «${id}» in the latest run.`);
  const members: number[] = [];
  for (let r = 0; r < clusterOf.length; r++) if (clusterOf[r] === c) members.push(r);
  const inside = new Set(members);
  const links: ClusterDetailView['links'] = [];
  const m = run.match;
  for (let p = 0; p < m.pairs.left.length; p++) {
    if (!inside.has(m.pairs.left[p]) || !inside.has(m.pairs.right[p]) || m.levels[p] === 0) continue;
    links.push({
      keys: [s.dataset.keys[m.pairs.left[p]], s.dataset.keys[m.pairs.right[p]]],
      score: m.scores[p],
      applied: m.levels[p] === 2,
    });
  }
  // Differences only on compared fields, after normalization: «г. Москва» and «Москва» do not differ.
  const compared = comparedColumns(s);
  const differs: Record<string, string[]> = {};
  for (const [column, values] of compared) {
    const counts = new Map<string, number>();
    for (const r of members) if (values[r]) counts.set(values[r], (counts.get(values[r]) ?? 0) + 1);
    if (counts.size < 2) continue;
    const mode = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    for (const r of members) if (values[r] && values[r] !== mode) (differs[s.dataset.keys[r]] ??= []).push(column);
  }
  const memberKeys = new Set(members.map((r) => s.dataset.keys[r]));
  return {
    id,
    members: members.map((r) => recordView(s, r)),
    links,
    golden: goldenFields(s, members),
    compared: [...compared.keys()],
    differs,
    locked: s.human.locks.some((l) => l.members.some((k) => memberKeys.has(k))),
  };
}

/**
 * The golden record of a set of members: most frequent value per column (all values of an identifier or a source, as
 * the export), human choices applied.
 */
export function goldenFields(s: Session, members: number[]): GoldenFieldView[] {
  const ds = s.dataset;
  const rules = survivorshipRulesFor(requireRun(s).kinds);
  const memberKeys = members.map((r) => ds.keys[r]);
  const overrides = goldenOverridesFor(s.human, memberKeys);
  return ds.columns.map((column) => {
    const values = members.map((r) => cellAt(ds, column, r));
    const rule = rules[column] ?? 'most-frequent';
    const local = chooseValue(
      values,
      values.map((_, i) => i),
      rule,
      { defaultRule: rule },
      [],
    );
    const chosen = { value: local.value, from: local.from < 0 ? -1 : members[local.from] };
    const counts = new Map<string, { value: string; fromKey: string; count: number }>();
    members.forEach((r, i) => {
      const v = values[i];
      if (v.trim() === '') return;
      const entry = counts.get(v) ?? { value: v, fromKey: ds.keys[r], count: 0 };
      entry.count++;
      counts.set(v, entry);
    });
    const o = overrides.get(column);
    return {
      column,
      value: o ? o.value : chosen.value,
      fromKey: o ? (o.from ?? '') : chosen.from < 0 ? '' : ds.keys[chosen.from],
      overridden: o !== undefined,
      rule,
      candidates: [...counts.values()].sort((x, y) => y.count - x.count),
    };
  });
}
