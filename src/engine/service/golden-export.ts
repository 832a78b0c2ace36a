/**
 * The golden-field choices of the log as the golden-records export takes them: per cluster of the
 * run, the choices the Golden screen shows for it (core/log goldenOverridesFor, the screen's rule),
 * so the exported golden records are the ones the person saw and chose.
 */
import { goldenOverridesFor } from '../../core/log';
import type { GoldenOverride } from '../../core/golden/survive';
import type { Session } from './session';

/** Cluster index → its field choices (column index, value, source record or -1 when typed). */
export function goldenOverridesOf(s: Session): Map<number, GoldenOverride[]> {
  const out = new Map<number, GoldenOverride[]>();
  if (s.human.golden.length === 0 || !s.run) return out;
  const ds = s.dataset;
  const { clusterOf } = s.run.resolution.clustering;
  const recordOf = new Map(ds.keys.map((k, r) => [k, r]));
  // Only clusters holding a member of some choice can have one.
  const clusters = new Set<number>();
  for (const g of s.human.golden)
    for (const k of g.members) {
      const r = recordOf.get(k);
      if (r !== undefined) clusters.add(clusterOf[r]);
    }
  const members = new Map<number, string[]>([...clusters].map((c) => [c, []]));
  for (let r = 0; r < clusterOf.length; r++) members.get(clusterOf[r])?.push(ds.keys[r]);
  for (const [c, keys] of members) {
    const chosen = [...goldenOverridesFor(s.human, keys)].flatMap(([column, g]) => {
      const field = ds.columns.indexOf(column);
      if (field < 0) return [];
      return [{ field, value: g.value, from: g.from === undefined ? -1 : (recordOf.get(g.from) ?? -1) }];
    });
    if (chosen.length > 0) out.set(c, chosen);
  }
  return out;
}
