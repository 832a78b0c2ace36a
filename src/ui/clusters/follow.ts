/** Reading a cluster's detail on the cluster screens: its weakest applied link and the columns that differ. */
import type { ClusterDetailView } from '../../client/app-client';

/** Columns whose values are not all the same across the members. */
export function differingColumns(detail: ClusterDetailView): Set<string> {
  const out = new Set<string>();
  const columns = detail.members.length ? Object.keys(detail.members[0].values) : [];
  for (const c of columns) {
    const first = detail.members[0].values[c];
    if (detail.members.some((m) => m.values[c] !== first)) out.add(c);
  }
  return out;
}

/** The weakest applied link of a cluster (the split point), or undefined. */
export function weakestAppliedLink(detail: ClusterDetailView): ClusterDetailView['links'][number] | undefined {
  let best: ClusterDetailView['links'][number] | undefined;
  for (const l of detail.links) if (l.applied && (!best || l.score < best.score)) best = l;
  return best;
}
