/** Disjoint sets over record indices in typed arrays (union by rank, path halving). */
export class UnionFind {
  readonly parent: Uint32Array;
  readonly rank: Uint8Array;

  constructor(size: number) {
    this.parent = new Uint32Array(size);
    this.rank = new Uint8Array(size);
    for (let i = 0; i < size; i++) this.parent[i] = i;
  }

  /** The representative of x's set. */
  find(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  /** Join the sets of two roots (both must be roots); returns the surviving root. */
  linkRoots(a: number, b: number): number {
    if (a === b) return a;
    const rank = this.rank;
    if (rank[a] < rank[b]) [a, b] = [b, a];
    this.parent[b] = a;
    if (rank[a] === rank[b]) rank[a] += 1;
    return a;
  }

  /** Join the sets of x and y; returns true when they were apart. */
  union(x: number, y: number): boolean {
    const a = this.find(x);
    const b = this.find(y);
    if (a === b) return false;
    this.linkRoots(a, b);
    return true;
  }
}
