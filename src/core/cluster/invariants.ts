/**
 * Per-profile cluster invariants, e.g. one event cannot happen at two places farther apart than a set
 * distance. An invariant returns a finding (a review item) and optionally groups that split the cluster.
 */
import type { ReasonCode } from '../../domain/reasons';
import { haversineMetres } from '../normalize/geo';

/** What an invariant found in one cluster; `groups`, when given, partition its records into new clusters. */
export interface InvariantFinding {
  code: ReasonCode;
  detail?: string;
  groups?: number[][];
}

/** Checks one cluster given its record indices (ascending) and its cluster index. */
export type ClusterInvariant = (records: Uint32Array, cluster: number) => InvariantFinding | null;

/** Records grouped by cluster (CSR): records of cluster c are records[offsets[c]..offsets[c+1]), ascending. */
export function clusterMembers(
  clusterOf: Uint32Array,
  clusterCount: number,
): { offsets: Uint32Array; records: Uint32Array } {
  const offsets = new Uint32Array(clusterCount + 1);
  for (let r = 0; r < clusterOf.length; r++) offsets[clusterOf[r] + 1] += 1;
  for (let c = 0; c < clusterCount; c++) offsets[c + 1] += offsets[c];
  const fill = offsets.slice(0, clusterCount);
  const records = new Uint32Array(clusterOf.length);
  for (let r = 0; r < clusterOf.length; r++) records[fill[clusterOf[r]]++] = r;
  return { offsets, records };
}

/**
 * An invariant for events (or venues): a cluster whose records lie farther apart than `maxMeters`
 * is split into places, records within `maxMeters` of each other (single linkage) forming one place.
 * Records without coordinates (NaN) join the largest place. Quadratic in the cluster size, which the
 * size cap keeps small.
 */
export function maxDistanceInvariant(
  lat: ArrayLike<number>,
  lon: ArrayLike<number>,
  maxMeters: number,
): ClusterInvariant {
  return (records) => {
    const located = Array.from(records).filter((r) => Number.isFinite(lat[r]) && Number.isFinite(lon[r]));
    const place = new Int32Array(located.length).fill(-1);
    let places = 0;
    let farthest = 0;
    for (let s = 0; s < located.length; s++) {
      if (place[s] >= 0) continue;
      place[s] = places;
      const queue = [s];
      while (queue.length > 0) {
        const i = queue.pop()!;
        for (let j = 0; j < located.length; j++) {
          const d = haversineMetres(lat[located[i]], lon[located[i]], lat[located[j]], lon[located[j]]);
          if (d > farthest) farthest = d;
          if (place[j] < 0 && d <= maxMeters) {
            place[j] = places;
            queue.push(j);
          }
        }
      }
      places += 1;
    }
    if (places < 2) return null;
    const groups: number[][] = Array.from({ length: places }, () => []);
    located.forEach((r, i) => groups[place[i]].push(r));
    groups.sort((a, b) => b.length - a.length || a[0] - b[0]);
    for (const r of records) if (!(Number.isFinite(lat[r]) && Number.isFinite(lon[r]))) groups[0].push(r);
    return {
      code: 'places-apart',
      detail: `${places} places up to ${Math.round(farthest)} m apart > ${maxMeters} m`,
      groups,
    };
  };
}
