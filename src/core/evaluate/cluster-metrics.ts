/**
 * Cluster-level metrics from the (predicted cluster, true entity) contingency table:
 * B-cubed precision / recall / F1 (per record: the share of its predicted cluster that is its true
 * entity, and the share of its true entity found in its cluster, averaged over records) — chosen as
 * the main cluster metric because it scores every record, singletons included — and the adjusted
 * Rand index, the chance-corrected pair agreement, for comparison with other tools.
 */

/** Non-empty cells of the contingency table and the margins. */
export interface Contingency {
  /** Cell sizes n_ij (records in predicted cluster i and true entity j). */
  cells: Float64Array;
  /** Predicted cluster of each cell. */
  cellCluster: Uint32Array;
  /** True entity of each cell. */
  cellEntity: Uint32Array;
  /** Records per predicted cluster (a_i) and per true entity (b_j). */
  clusterSize: Float64Array;
  entitySize: Float64Array;
  recordCount: number;
}

/** Build the contingency table of two labelings of the same records (dense labels). */
export function contingency(clusterOf: Uint32Array, entityOf: Uint32Array): Contingency {
  const n = clusterOf.length;
  if (entityOf.length !== n) throw new Error('one truth label per record');
  let clusters = 0;
  let entities = 0;
  for (let r = 0; r < n; r++) {
    clusters = Math.max(clusters, clusterOf[r] + 1);
    entities = Math.max(entities, entityOf[r] + 1);
  }
  const clusterSize = new Float64Array(clusters);
  const entitySize = new Float64Array(entities);
  const cellIndex = new Map<number, number>();
  const cells: number[] = [];
  const cellCluster: number[] = [];
  const cellEntity: number[] = [];
  for (let r = 0; r < n; r++) {
    const c = clusterOf[r];
    const e = entityOf[r];
    clusterSize[c] += 1;
    entitySize[e] += 1;
    const key = c * entities + e;
    const k = cellIndex.get(key);
    if (k === undefined) {
      cellIndex.set(key, cells.length);
      cells.push(1);
      cellCluster.push(c);
      cellEntity.push(e);
    } else cells[k] += 1;
  }
  return {
    cells: Float64Array.from(cells),
    cellCluster: Uint32Array.from(cellCluster),
    cellEntity: Uint32Array.from(cellEntity),
    clusterSize,
    entitySize,
    recordCount: n,
  };
}

/** B-cubed scores, each 0..1. */
export interface BCubedScores {
  precision: number;
  recall: number;
  f1: number;
}

/** B-cubed precision / recall / F1 of predicted clusters against true entities. */
export function bCubed(clusterOf: Uint32Array, entityOf: Uint32Array): BCubedScores {
  const t = contingency(clusterOf, entityOf);
  if (t.recordCount === 0) return { precision: 1, recall: 1, f1: 1 };
  let p = 0;
  let r = 0;
  for (let k = 0; k < t.cells.length; k++) {
    const squared = t.cells[k] * t.cells[k];
    p += squared / t.clusterSize[t.cellCluster[k]];
    r += squared / t.entitySize[t.cellEntity[k]];
  }
  const precision = p / t.recordCount;
  const recall = r / t.recordCount;
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

const choose2 = (n: number) => (n * (n - 1)) / 2;

/**
 * Adjusted Rand index (Hubert & Arabie): 1 for identical partitions, about 0 for chance agreement.
 * When the expected index equals its maximum (e.g. both partitions all singletons) it is 1 if the
 * partitions are identical and 0 otherwise.
 */
export function adjustedRandIndex(clusterOf: Uint32Array, entityOf: Uint32Array): number {
  const t = contingency(clusterOf, entityOf);
  let index = 0;
  for (const n of t.cells) index += choose2(n);
  let sumA = 0;
  let sumB = 0;
  for (const a of t.clusterSize) sumA += choose2(a);
  for (const b of t.entitySize) sumB += choose2(b);
  const total = choose2(t.recordCount);
  const expected = total === 0 ? 0 : (sumA * sumB) / total;
  const max = (sumA + sumB) / 2;
  if (max === expected)
    return t.cells.length === t.clusterSize.length && t.cells.length === t.entitySize.length ? 1 : 0;
  return (index - expected) / (max - expected);
}
