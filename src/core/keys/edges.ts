import { STRONG_KEY_REASONS, type StrongKeyKind } from './column';

/**
 * Merge edges from strong keys: records with an equal valid key are joined. A group of n records
 * sharing a key gives n − 1 edges (a star from the group's first record), never n² pairs; the
 * clustering stage's union-find turns stars into the same clusters as complete graphs. Each key
 * kind yields its own edges, so a pair sharing a GTIN and a URL carries both reasons.
 */

/** Keys of one kind per record (null = no valid key): the input of {@link strongKeyEdges}. */
export interface KeyColumn {
  kind: StrongKeyKind;
  keys: readonly (string | null)[];
}

/** Merge edges as parallel arrays; `column[i]` indexes the input columns, `reasons[column[i]]` names it. */
export interface StrongKeyEdges {
  left: Uint32Array;
  right: Uint32Array;
  column: Uint8Array;
  /** The merge reason per input column, e.g. `same-gtin`. */
  reasons: string[];
  /** Key groups larger than `maxGroupSize`, left unjoined (a placeholder or shared identifier). */
  skippedGroups: { column: number; key: string; size: number }[];
}

/** Options of {@link strongKeyEdges}. */
export interface StrongKeyEdgeOptions {
  /** A key shared by more records than this is treated as a placeholder and joins nothing. Default Infinity. */
  maxGroupSize?: number;
}

class GrowableU32 {
  data = new Uint32Array(1024);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  result(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

/** Merge edges for every group of records sharing a valid key, per column. */
export function strongKeyEdges(columns: readonly KeyColumn[], options: StrongKeyEdgeOptions = {}): StrongKeyEdges {
  if (columns.length > 255) throw new RangeError('at most 255 key columns');
  const maxGroupSize = options.maxGroupSize ?? Infinity;
  const left = new GrowableU32();
  const right = new GrowableU32();
  const col = new GrowableU32();
  const skippedGroups: StrongKeyEdges['skippedGroups'] = [];
  columns.forEach((c, ci) => {
    const first = new Map<string, number>();
    const size = new Map<string, number>();
    for (let i = 0; i < c.keys.length; i++) {
      const k = c.keys[i];
      if (k === null || k === undefined || k.length === 0) continue;
      size.set(k, (size.get(k) ?? 0) + 1);
    }
    for (const [k, n] of size) if (n > maxGroupSize) skippedGroups.push({ column: ci, key: k, size: n });
    for (let i = 0; i < c.keys.length; i++) {
      const k = c.keys[i];
      if (k === null || k === undefined || k.length === 0) continue;
      const n = size.get(k)!;
      if (n < 2 || n > maxGroupSize) continue;
      const root = first.get(k);
      if (root === undefined) first.set(k, i);
      else {
        left.push(root);
        right.push(i);
        col.push(ci);
      }
    }
  });
  return {
    left: left.result(),
    right: right.result(),
    column: Uint8Array.from(col.result()),
    reasons: columns.map((c) => STRONG_KEY_REASONS[c.kind].same),
    skippedGroups,
  };
}

/** The edges as plain objects (for tests, logs and small data; the arrays are the fast form). */
export function edgeList(edges: StrongKeyEdges): { left: number; right: number; reason: string }[] {
  return Array.from(edges.left, (l, i) => ({ left: l, right: edges.right[i], reason: edges.reasons[edges.column[i]] }));
}
