/** Ground truth as one dense entity label per record, from a truth column or a list of true pairs. */
import type { RecordPairs } from '../../domain/cluster';
import { UnionFind } from '../cluster/union-find';
import { denseClusters } from '../cluster/ids';

/** Dense entity labels of records. */
export interface TruthLabels {
  entityOf: Uint32Array;
  entityCount: number;
}

/**
 * Labels from a truth column: equal non-empty values are one entity; an empty (or missing) value is
 * an entity of its own, since an unlabelled record has no known duplicate.
 */
export function truthFromColumn(values: ArrayLike<string | null | undefined>): TruthLabels {
  const ids = new Map<string, number>();
  const raw = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) {
    const v = values[r];
    if (v === null || v === undefined || v.trim() === '') raw[r] = -1 - r;
    else {
      let id = ids.get(v);
      if (id === undefined) ids.set(v, (id = ids.size));
      raw[r] = id;
    }
  }
  const { clusterOf, clusterCount } = denseClusters(raw);
  return { entityOf: clusterOf, entityCount: clusterCount };
}

/**
 * Labels from true pairs, closed transitively (a–b and b–c make one entity a, b, c), which is how
 * pairwise metrics over clusters must read a pair list.
 */
export function truthFromPairs(recordCount: number, pairs: RecordPairs): TruthLabels {
  const sets = new UnionFind(recordCount);
  for (let i = 0; i < pairs.left.length; i++) sets.union(pairs.left[i], pairs.right[i]);
  const roots = new Uint32Array(recordCount);
  for (let r = 0; r < recordCount; r++) roots[r] = sets.find(r);
  const { clusterOf, clusterCount } = denseClusters(roots);
  return { entityOf: clusterOf, entityCount: clusterCount };
}
