/**
 * Replay of the decision log into the effective human state. Pure and deterministic: the result
 * depends only on the set of entries (sorted by id), never on their order in the input.
 */
import type { GoldenFieldLogEntry, LogEntry, NoteLogEntry, HumanDecision, RunLogEntry } from '../../domain/log';
import { sortEntries, undoneIds, type LogProblem } from './effect';
import { memberSetKey, orderKeys, pairKey } from './pair-key';

/** The effective decision on one pair: the latest in-effect entry that decided it. */
export interface PairState {
  keys: [string, string];
  decision: HumanDecision;
  entryId: number;
  /** The kind of entry that decided it (a split decides «different», a merge of clusters «same»). */
  via: 'same' | 'different' | 'unsure' | 'split' | 'merge-clusters';
}

/** An in-effect lock: these records stay together. */
export interface LockState {
  entryId: number;
  members: string[];
}

/** The effective human state of a project: what every re-run must respect. */
export interface HumanState {
  /** Effective decision per pair, by {@link pairKey}. */
  pairs: Map<string, PairState>;
  /** Pairs whose effective decision is «same», «different», «unsure», sorted by keys. */
  mustLinks: PairState[];
  cannotLinks: PairState[];
  unsure: PairState[];
  locks: LockState[];
  /** Latest in-effect golden-field choice per (member set, field). */
  golden: GoldenFieldLogEntry[];
  runs: RunLogEntry[];
  notes: NoteLogEntry[];
  /** Ids of entries not in effect (undone, or redone undo entries). */
  undone: Set<number>;
  problems: LogProblem[];
  /** The highest entry id seen. */
  lastId: number;
}

function setPair(
  pairs: Map<string, PairState>,
  a: string,
  b: string,
  decision: HumanDecision,
  entryId: number,
  via: PairState['via'],
): void {
  const key = pairKey(a, b);
  // Re-insert so map order is the order of the latest decision.
  pairs.delete(key);
  pairs.set(key, { keys: orderKeys(a, b), decision: decision, entryId, via });
}

function byKeys(a: PairState, b: PairState): number {
  return a.keys[0] < b.keys[0]
    ? -1
    : a.keys[0] > b.keys[0]
      ? 1
      : a.keys[1] < b.keys[1]
        ? -1
        : a.keys[1] > b.keys[1]
          ? 1
          : 0;
}

/** Replay a decision log: the latest in-effect decision on a pair wins; undo entries revert any entry. */
export function replayLog(entries: readonly LogEntry[]): HumanState {
  const problems: LogProblem[] = [];
  const sorted = sortEntries(entries, problems);
  const undone = undoneIds(sorted, problems);
  const pairs = new Map<string, PairState>();
  const locks: LockState[] = [];
  const golden = new Map<string, GoldenFieldLogEntry>();
  const runs: RunLogEntry[] = [];
  const notes: NoteLogEntry[] = [];
  const selfPair = (id: number) =>
    problems.push({ entryId: id, problem: 'self-pair', message: `Entry ${id} pairs a record with itself; ignored.` });
  for (const e of sorted) {
    if (undone.has(e.id)) continue;
    switch (e.type) {
      case 'same':
      case 'different':
      case 'unsure':
        if (e.keys[0] === e.keys[1]) selfPair(e.id);
        else setPair(pairs, e.keys[0], e.keys[1], e.type, e.id, e.type);
        break;
      case 'split':
        for (const other of new Set(e.others))
          if (other !== e.key) setPair(pairs, e.key, other, 'different', e.id, 'split');
        break;
      case 'merge-clusters':
        if (e.keys[0] === e.keys[1]) selfPair(e.id);
        else setPair(pairs, e.keys[0], e.keys[1], 'same', e.id, 'merge-clusters');
        break;
      case 'lock':
        if (e.members.length === 0)
          problems.push({ entryId: e.id, problem: 'empty-members', message: `Lock ${e.id} has no members; ignored.` });
        else locks.push({ entryId: e.id, members: [...new Set(e.members)] });
        break;
      case 'golden-field': {
        const key = `${memberSetKey(e.members)}\u0001${e.field}`;
        golden.delete(key);
        golden.set(key, e);
        break;
      }
      case 'run':
        runs.push(e);
        break;
      case 'note':
        notes.push(e);
        break;
      case 'undo':
        break;
    }
  }
  const all = [...pairs.values()].sort(byKeys);
  return {
    pairs,
    mustLinks: all.filter((p) => p.decision === 'same'),
    cannotLinks: all.filter((p) => p.decision === 'different'),
    unsure: all.filter((p) => p.decision === 'unsure'),
    locks,
    golden: [...golden.values()].sort((a, b) => a.id - b.id),
    runs,
    notes,
    undone,
    problems,
    lastId: sorted.length > 0 ? sorted[sorted.length - 1].id : 0,
  };
}

/** The effective decision on a pair of record keys, if any. */
export function humanDecisionOn(state: HumanState, a: string, b: string): PairState | undefined {
  return state.pairs.get(pairKey(a, b));
}

/**
 * The golden-field choices that apply to a cluster with these members, by field: a choice applies
 * when more than half of the members it was made for are in the cluster and its source record (if
 * any) still is; among several, the latest wins.
 */
export function goldenOverridesFor(state: HumanState, members: readonly string[]): Map<string, GoldenFieldLogEntry> {
  const inCluster = new Set(members);
  const out = new Map<string, GoldenFieldLogEntry>();
  for (const g of state.golden) {
    const set = new Set(g.members);
    let present = 0;
    for (const k of set) if (inCluster.has(k)) present++;
    if (present * 2 <= set.size) continue;
    if (g.from !== undefined && !inCluster.has(g.from)) continue;
    const prev = out.get(g.field);
    if (!prev || prev.id < g.id) out.set(g.field, g);
  }
  return out;
}
