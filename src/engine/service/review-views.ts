/** The review screen's views: pages of the review queue, the pair card, the blind audit sample. */
import { decisionOf } from '../../domain/decision';
import type { ReviewItem } from '../../domain/cluster';
import { pairKey } from '../../core/log';
import { hasPair } from '../../core/block';
import { explainPair } from '../explain';
import { learningView } from './learning';
import { auditDraw } from './audit-view';
import { settingsVersion, type Session } from './session';
import type { GuardChecks, PairCardView, ProjectSettings, ReviewItemView, ReviewPage, ReviewStart } from './api';
import { clusterSizes, decidedCounts, labelOf, recordView, requireRun } from './record-views';

/** The queue's items as the review screen lists them: every item, or (guard checks off) all but the guard checks. */
export interface ShownQueue {
  length: number;
  at(i: number): ReviewItem;
  /** Items by kind of the whole queue. */
  kinds: Record<string, number>;
  guardChecks: GuardChecks;
}

const GUARD_CHECK = 'guard-high-score';
const indexOfQueue = new WeakMap<object, { kinds: Record<string, number>; withoutGuards: Uint32Array }>();

/** The session's queue as shown: guard checks only when the project includes them (off by default). */
export function shownQueue(s: Session): ShownQueue {
  const items = requireRun(s).resolution.queue.items;
  let index = indexOfQueue.get(items);
  if (!index) {
    const kinds: Record<string, number> = {};
    const kept: number[] = [];
    for (let i = 0; i < items.length; i++) {
      const k = items.at(i).kind;
      kinds[k] = (kinds[k] ?? 0) + 1;
      if (k !== GUARD_CHECK) kept.push(i);
    }
    index = { kinds, withoutGuards: Uint32Array.from(kept) };
    indexOfQueue.set(items, index);
  }
  const included = s.guardChecks === true;
  const guardChecks = { count: index.kinds[GUARD_CHECK] ?? 0, included };
  if (included) return { length: items.length, at: (i) => items.at(i), kinds: index.kinds, guardChecks };
  const kept = index.withoutGuards;
  return { length: kept.length, at: (i) => items.at(kept[i]), kinds: index.kinds, guardChecks };
}

/** A page of the review queue as shown, with each item's human decision. */
export function reviewPage(s: Session, offset: number, limit: number): ReviewPage {
  const queue = shownQueue(s);
  const keys = s.dataset.keys;
  const decision = (it: ReviewItem) =>
    it.left === undefined || it.right === undefined
      ? undefined
      : s.human.pairs.get(pairKey(keys[it.left], keys[it.right]))?.decision;
  let resumeAt = -1;
  for (let i = 0; i < queue.length && resumeAt < 0; i++) {
    const it = queue.at(i);
    if (it.left !== undefined && decision(it) === undefined) resumeAt = i;
  }
  const page: ReviewItemView[] = [];
  for (let i = Math.max(0, offset); i < Math.min(queue.length, offset + limit); i++) {
    const it = queue.at(i);
    page.push({
      position: i,
      kind: it.kind,
      keys: [keys[it.left ?? 0], keys[it.right ?? it.left ?? 0]],
      labels: [labelOf(s, it.left ?? 0), labelOf(s, it.right ?? it.left ?? 0)],
      score: it.weight === undefined ? NaN : 1 / (1 + 2 ** -it.weight),
      reasons: it.reasons,
      decided: decision(it),
    });
  }
  return {
    items: page,
    total: queue.length,
    guardChecks: queue.guardChecks,
    resumeAt,
    decided: decidedCounts(s),
    learning: learningView(s),
  };
}

/** Items the first answer of the review screen holds at least. */
export const FIRST_PAGE = 200;

/**
 * The review screen's first answer (one message instead of a page, the settings and a card): the
 * queue's first items up to the one shown, that item's position and pair card. The item shown is the
 * pair `pair` (−1 when it is not in the queue), else item `at`, else the first undecided one.
 */
export function reviewStart(
  s: Session,
  settings: ProjectSettings,
  opts: { limit?: number; at?: number; pair?: [string, string] } = {},
): ReviewStart {
  const head = reviewPage(s, 0, 0);
  const queue = shownQueue(s);
  let focus = -1;
  if (opts.pair) {
    const [a, b] = opts.pair.map((k) => s.keyIndex.get(k));
    for (let i = 0; i < queue.length && focus < 0; i++) {
      const it = queue.at(i);
      if ((it.left === a && it.right === b) || (it.left === b && it.right === a)) focus = i;
    }
  } else if (opts.at !== undefined && Number.isInteger(opts.at) && opts.at >= 0 && opts.at < queue.length)
    focus = opts.at;
  else focus = Math.max(0, head.resumeAt);
  const page = reviewPage(s, 0, Math.max(opts.limit ?? FIRST_PAGE, focus + 1));
  const shown = opts.pair ?? (focus >= 0 && focus < page.items.length ? page.items[focus].keys : undefined);
  const card = shown && shown.every((k) => s.keyIndex.has(k)) ? pairCard(s, shown) : undefined;
  return {
    ...page,
    focus: focus < queue.length ? focus : -1,
    card,
    settings,
    profile: requireRun(s).match.profile,
    stale: s.runSettingsVersion !== undefined && s.runSettingsVersion !== settingsVersion(settings),
  };
}

/** Index of the candidate pair of two records, or −1 (binary search: pairs are sorted). */
export function pairIndex(s: Session, a: number, b: number): number {
  const { left, right } = requireRun(s).match.pairs;
  const [l, r] = a < b ? [a, b] : [b, a];
  let lo = 0;
  let hi = left.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const cmp = left[mid] !== l ? left[mid] - l : right[mid] - r;
    if (cmp === 0) return mid;
    if (cmp < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function indexOfKey(s: Session, key: string): number {
  const r = s.keyIndex.get(key);
  if (r === undefined) throw new Error(`No record with key «${key}».`);
  return r;
}

const adjacencyOf = new WeakMap<object, { offsets: Uint32Array; pairs: Uint32Array }>();

/**
 * The candidate pairs of each record, as offsets into one array of pair indices (made once per run):
 * a pair card's «other candidates» read a record's pairs, not every pair of the run.
 */
export function pairsByRecord(
  pairs: { left: Uint32Array; right: Uint32Array },
  recordCount: number,
): { offsets: Uint32Array; pairs: Uint32Array } {
  let index = adjacencyOf.get(pairs);
  if (index) return index;
  const offsets = new Uint32Array(recordCount + 1);
  for (let q = 0; q < pairs.left.length; q++) (offsets[pairs.left[q] + 1]++, offsets[pairs.right[q] + 1]++);
  for (let r = 0; r < recordCount; r++) offsets[r + 1] += offsets[r];
  const fill = offsets.slice(0, recordCount);
  const byRecord = new Uint32Array(pairs.left.length * 2);
  for (let q = 0; q < pairs.left.length; q++)
    ((byRecord[fill[pairs.left[q]]++] = q), (byRecord[fill[pairs.right[q]]++] = q));
  index = { offsets, pairs: byRecord };
  adjacencyOf.set(pairs, index);
  return index;
}

/** The pair card of two records (by key). */
export function pairCard(s: Session, keys: [string, string]): PairCardView {
  const run = requireRun(s);
  const [a, b] = keys.map((k) => indexOfKey(s, k));
  const p = pairIndex(s, a, b);
  const prepared = s.prepared!;
  const e =
    p < 0
      ? undefined
      : explainPair(
          s.dataset,
          run.match,
          prepared.comparisons.map((c) => c.values),
          prepared.comparisons.map((c) => c.kernel),
          p,
        );
  // A pair blocking made but settling did not keep (engine/settle.ts): distinct by its weight, far below the floor.
  const info = run.match.scored.settled;
  const settled = e === undefined && info && hasPair(info.blocked, Math.min(a, b), Math.max(a, b)) ? info : undefined;
  const { clusterOf, clusterIds } = run.resolution.clustering;
  const size = clusterSizes(s);
  const [ca, cb] = [clusterOf[a], clusterOf[b]];
  const adjacency = pairsByRecord(run.match.pairs, s.dataset.recordCount);
  const others = (r: number, other: number) => {
    const out: PairCardView['otherCandidates'] = [];
    const m = run.match;
    for (let k = adjacency.offsets[r]; k < adjacency.offsets[r + 1]; k++) {
      const q = adjacency.pairs[k];
      const x = m.pairs.left[q] === r ? m.pairs.right[q] : m.pairs.left[q];
      if (x !== other)
        out.push({
          of: s.dataset.keys[r],
          key: s.dataset.keys[x],
          label: labelOf(s, x),
          score: m.scores[q],
          decision: decisionOf(m.levels[q]),
        });
    }
    return out.sort((u, v) => v.score - u.score).slice(0, 3);
  };
  return {
    keys,
    left: recordView(s, a),
    right: recordView(s, b),
    decision: e?.decision ?? (settled ? 'distinct' : 'none'),
    scoreBasis: run.match.profile === 'generic' ? 'weights' : 'rules',
    score: e?.score ?? 0,
    priorWeight: e?.priorWeight ?? 0,
    totalWeight: e?.totalWeight ?? 0,
    probability: e?.probability ?? 0,
    fields: e?.fields ?? [],
    reasons:
      e?.reasons ??
      (settled
        ? [{ code: 'settled', detail: `match weight below ${settled.belowWeight.toFixed(1)}` }]
        : [{ code: 'not-a-candidate' }]),
    rules: e?.rules ?? [],
    decided: s.human.pairs.get(pairKey(keys[0], keys[1]))?.decision,
    ifSame: {
      clusterSize: ca === cb ? size[ca] : size[ca] + size[cb],
      clusterIds: ca === cb ? [clusterIds[ca]] : [clusterIds[ca], clusterIds[cb]],
    },
    ifDifferent: { leftClusterSize: size[ca], rightClusterSize: size[cb] },
    otherCandidates: [...others(a, b), ...others(b, a)],
  };
}

/**
 * A blind audit sample of automatic decisions: up to `size` candidate pairs drawn at random (seeded),
 * a third each among automatic merges, review pairs and automatic distinct pairs, so precision and
 * recall of the automatic decisions can be estimated without the bias of the review queue.
 */
export function auditSample(s: Session, size: number, seed = 1): ReviewItemView[] {
  const m = requireRun(s).match;
  // A third of the sample in each band (merge, review, distinct): precision and recall both (audit-view.ts).
  const chosen = auditDraw(s, size, seed).map((d) => d.pair);
  const keys = s.dataset.keys;
  return chosen.map((p, position) => {
    const pair: [string, string] = [keys[m.pairs.left[p]], keys[m.pairs.right[p]]];
    return {
      position,
      kind: 'audit',
      keys: pair,
      labels: [labelOf(s, m.pairs.left[p]), labelOf(s, m.pairs.right[p])],
      score: m.scores[p],
      reasons: m.reasons.at(p).map((r) => ({ ...r })),
      decided: s.human.pairs.get(pairKey(pair[0], pair[1]))?.decision,
    };
  });
}
