/** Slow, obvious reference implementations that the fast typed-array code is tested against. */
import type { MergeEdges, RecordPairs } from '../../../src/domain/cluster';
import { seededRandom, type Random } from '../../../src/core/weights';

/** Canonical labels: each record gets the smallest record index of its group, then densified in first-seen order. */
export function canonical(labels: ArrayLike<number>): number[] {
  const seen = new Map<number, number>();
  return Array.from(labels, (l) => {
    if (!seen.has(l)) seen.set(l, seen.size);
    return seen.get(l)!;
  });
}

/** Connected components by breadth-first search over an adjacency list. */
export function bfsComponents(n: number, left: ArrayLike<number>, right: ArrayLike<number>, skip = -1): number[] {
  const adjacency: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < left.length; e++) {
    if (e === skip) continue;
    adjacency[left[e]].push(right[e]);
    adjacency[right[e]].push(left[e]);
  }
  const label = new Array<number>(n).fill(-1);
  let next = 0;
  for (let s = 0; s < n; s++) {
    if (label[s] >= 0) continue;
    const queue = [s];
    label[s] = next;
    for (let q = 0; q < queue.length; q++) {
      for (const w of adjacency[queue[q]]) {
        if (label[w] < 0) {
          label[w] = next;
          queue.push(w);
        }
      }
    }
    next += 1;
  }
  return label;
}

/**
 * Greedy constrained clustering with plain arrays: apply each link in order unless the merged group holds a
 * cannot-linked pair (continues from `label` when given).
 */
export function greedyConstrained(
  n: number,
  links: [number, number][],
  cannot: [number, number][],
  label = Array.from({ length: n }, (_, i) => i),
): number[] {
  for (const [a, b] of links) {
    const la = label[a];
    const lb = label[b];
    if (la === lb) continue;
    const conflict = cannot.some(
      ([x, y]) => (label[x] === la && label[y] === lb) || (label[x] === lb && label[y] === la),
    );
    if (conflict) continue;
    for (let i = 0; i < n; i++) if (label[i] === lb) label[i] = la;
  }
  return label;
}

/**
 * A random graph: `edgeCount` edges (self-loops excluded, duplicates allowed) with weights 0..10 rounded to 0.5 (ties
 * happen).
 */
export function randomGraph(random: Random, n: number, edgeCount: number): MergeEdges {
  const left = new Uint32Array(edgeCount);
  const right = new Uint32Array(edgeCount);
  const weight = new Float64Array(edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const a = Math.floor(random() * n);
    let b = Math.floor(random() * (n - 1));
    if (b >= a) b += 1;
    left[e] = a;
    right[e] = b;
    weight[e] = Math.round(random() * 20) / 2;
  }
  return { left, right, weight };
}

/** Random pairs of distinct records. */
export function randomLinks(random: Random, n: number, count: number): RecordPairs {
  const g = randomGraph(random, n, count);
  return { left: g.left, right: g.right };
}

/** Pairs as tuples, for the oracles. */
export function tuples(pairs: RecordPairs, order?: ArrayLike<number>): [number, number][] {
  const index = order ? Array.from(order) : Array.from(pairs.left, (_, i) => i);
  return index.map((i) => [pairs.left[i], pairs.right[i]]);
}

export { seededRandom };
