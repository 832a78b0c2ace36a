/** Finding a cluster again after an operation changed it: ids are a hash of the smallest member key. */
import { clusterIdOfKey } from '../../core/cluster/ids';
import type { AppClient, ClusterDetailView } from '../../client/app-client';

/** The id a cluster of these record keys has (unless two smallest keys collide, which is rare). */
export function expectedClusterId(keys: readonly string[]): string | undefined {
  if (keys.length === 0) return undefined;
  let smallest = keys[0];
  for (const k of keys) if (k < smallest) smallest = k;
  return clusterIdOfKey(smallest);
}

/** The cluster that now holds the records `keys` (tried by id), or undefined when they were split apart. */
export async function followCluster(client: AppClient, projectId: number, keys: readonly string[]): Promise<ClusterDetailView | undefined> {
  const id = expectedClusterId(keys);
  if (!id) return undefined;
  try {
    return await client.cluster(projectId, id);
  } catch {
    return undefined;
  }
}

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
