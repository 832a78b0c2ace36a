/**
 * Reading a cluster's detail on the cluster screens: its weakest applied link (the columns that differ come from the
 * worker).
 */
import type { ClusterDetailView } from '../../client/app-client';

/** The weakest applied link of a cluster (the split point), or undefined. */
export function weakestAppliedLink(detail: ClusterDetailView): ClusterDetailView['links'][number] | undefined {
  let best: ClusterDetailView['links'][number] | undefined;
  for (const l of detail.links) if (l.applied && (!best || l.score < best.score)) best = l;
  return best;
}
