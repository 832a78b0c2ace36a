/** The review screen's views: pages of the review queue, the pair card, the blind audit sample. */
import { decisionOf } from '../../domain/decision';
import type { ReviewItem } from '../../domain/cluster';
import { pairKey } from '../../core/log';
import { explainPair } from '../explain';
import { learningView } from './learning';
import { auditDraw } from './audit-view';
import type { Session } from './session';
import type { PairCardView, ReviewItemView, ReviewPage } from './api';
import { clusterSizes, decidedCounts, labelOf, recordView, requireRun } from './record-views';

/** A page of the review queue, with each item's human decision. */
export function reviewPage(s: Session, offset: number, limit: number): ReviewPage {
  const items = requireRun(s).resolution.queue.items;
  const keys = s.dataset.keys;
  const verdict = (it: ReviewItem) =>
    it.left === undefined || it.right === undefined
      ? undefined
      : s.human.pairs.get(pairKey(keys[it.left], keys[it.right]))?.verdict;
  let resumeAt = -1;
  for (let i = 0; i < items.length && resumeAt < 0; i++) {
    const it = items.at(i);
    if (it.left !== undefined && verdict(it) === undefined) resumeAt = i;
  }
  const page = items.slice(offset, offset + limit).map((it, k) => ({
    position: offset + k,
    kind: it.kind,
    keys: [keys[it.left ?? 0], keys[it.right ?? it.left ?? 0]] as [string, string],
    labels: [labelOf(s, it.left ?? 0), labelOf(s, it.right ?? it.left ?? 0)] as [string, string],
    score: it.weight === undefined ? NaN : 1 / (1 + 2 ** -it.weight),
    reasons: it.reasons,
    decided: verdict(it),
  }));
  return { items: page, total: items.length, resumeAt, decided: decidedCounts(s), learning: learningView(s) };
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
    decision: e?.decision ?? 'none',
    scoreBasis: run.match.profile === 'generic' ? 'weights' : 'rules',
    score: e?.score ?? 0,
    priorWeight: e?.priorWeight ?? 0,
    totalWeight: e?.totalWeight ?? 0,
    probability: e?.probability ?? 0,
    fields: e?.fields ?? [],
    reasons: e?.reasons ?? [{ code: 'not-a-candidate' }],
    rules: e?.rules ?? [],
    decided: s.human.pairs.get(pairKey(keys[0], keys[1]))?.verdict,
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
      decided: s.human.pairs.get(pairKey(pair[0], pair[1]))?.verdict,
    };
  });
}
