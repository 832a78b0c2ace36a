/**
 * Human state → constraints on the current records. Decisions name records by key; a decision whose
 * keys are not all present (after a re-import) is kept in the log and reported as orphaned.
 */
import type { HumanConstraintPairs } from '../../domain/log';
import type { HumanState, PairState } from './replay';
import { pairKey } from './pair-key';

/** A decision that names records absent from the current dataset. */
export interface OrphanedDecision {
  entryId: number;
  decision: 'same' | 'different' | 'lock';
  /** The keys of the decision that are missing. */
  missing: string[];
}

/** Constraints for the current records, plus what could not be mapped. */
export interface ConstraintsResult extends HumanConstraintPairs {
  /** Entry id per «same» / «different» pair (parallel to the index arrays). */
  sameEntries: Uint32Array;
  differentEntries: Uint32Array;
  /** Present members (record indices, ascending) of each in-effect lock, and the lock's entry id. */
  locked: { entryId: number; records: Uint32Array }[];
  orphaned: OrphanedDecision[];
}

/** Key → record index lookup, as a Map or a function. */
export type KeyLookup = ReadonlyMap<string, number> | ((key: string) => number | undefined);

/** A Map from record key to record index (the first index wins on a duplicate key). */
export function indexKeys(keys: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (let r = 0; r < keys.length; r++) if (!map.has(keys[r])) map.set(keys[r], r);
  return map;
}

interface Collected {
  left: number[];
  right: number[];
  entries: number[];
}

function toPairs(c: Collected): { left: Uint32Array; right: Uint32Array; entries: Uint32Array } {
  const order = c.left.map((_, i) => i).sort((a, b) => c.left[a] - c.left[b] || c.right[a] - c.right[b]);
  return {
    left: Uint32Array.from(order, (i) => c.left[i]),
    right: Uint32Array.from(order, (i) => c.right[i]),
    entries: Uint32Array.from(order, (i) => c.entries[i]),
  };
}

/**
 * Human «same» / «different» pairs as record indices (each pair with left < right, sorted), lock
 * members as must-links from the lock's smallest present key to each other one (unless that pair has
 * its own decision), and the decisions that name missing records.
 */
export function constraintsFor(state: HumanState, keyToIndex: KeyLookup): ConstraintsResult {
  const lookup = typeof keyToIndex === 'function' ? keyToIndex : (k: string) => keyToIndex.get(k);
  const same: Collected = { left: [], right: [], entries: [] };
  const different: Collected = { left: [], right: [], entries: [] };
  const orphaned: OrphanedDecision[] = [];
  const add = (into: Collected, a: number, b: number, entryId: number) => {
    into.left.push(Math.min(a, b));
    into.right.push(Math.max(a, b));
    into.entries.push(entryId);
  };
  const place = (p: PairState, into: Collected) => {
    const a = lookup(p.keys[0]);
    const b = lookup(p.keys[1]);
    if (a === undefined || b === undefined) {
      const missing = p.keys.filter((k) => lookup(k) === undefined);
      orphaned.push({ entryId: p.entryId, decision: p.decision === 'same' ? 'same' : 'different', missing });
    } else if (a !== b) add(into, a, b, p.entryId);
  };
  for (const p of state.mustLinks) place(p, same);
  for (const p of state.cannotLinks) place(p, different);
  const locked: ConstraintsResult['locked'] = [];
  for (const lock of state.locks) {
    const present: { key: string; index: number }[] = [];
    const missing: string[] = [];
    for (const k of lock.members) {
      const index = lookup(k);
      if (index === undefined) missing.push(k);
      else present.push({ key: k, index });
    }
    if (missing.length > 0) orphaned.push({ entryId: lock.entryId, decision: 'lock', missing });
    // Anchor on the smallest key, so the must-links do not depend on record order.
    present.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    locked.push({ entryId: lock.entryId, records: Uint32Array.from(present, (p) => p.index).sort() });
    for (let i = 1; i < present.length; i++) {
      if (state.pairs.has(pairKey(present[0].key, present[i].key))) continue;
      if (present[0].index !== present[i].index) add(same, present[0].index, present[i].index, lock.entryId);
    }
  }
  const s = toPairs(same);
  const d = toPairs(different);
  orphaned.sort((x, y) => x.entryId - y.entryId);
  return {
    same: { left: s.left, right: s.right },
    different: { left: d.left, right: d.right },
    sameEntries: s.entries,
    differentEntries: d.entries,
    locked,
    orphaned,
  };
}
