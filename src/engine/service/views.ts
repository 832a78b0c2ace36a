import { countDecisions, decisionOf } from '../../domain/decision';
import { learningView } from './learning';
import { auditDraw, auditView } from './audit-view';

/** Pairs in the blind audit sample (the review screen's «Audit sample» asks for as many). */
export const AUDIT_SIZE = 50;
import { pairKey } from '../../core/log';
import { safetySummary } from '../safety-summary';
import { seededRandom } from '../../core/random';
import { goldenOverridesFor } from '../../core/log';
import { chooseValue } from '../../core/golden/survive';
import { EDGE_REFUSED } from '../../core/cluster';
import { cellAt } from '../dataset';
import { explainPair } from '../explain';
import { weakestLinks } from '../exports';
import type { Session } from './session';
import { chooseLabelColumns, displayLabel } from './labels';
import { labelMatches } from './api';
import type { ReviewItem } from '../../domain/cluster';
import type {
  ClusterDetailView,
  ClusterPage,
  ClusterRowView,
  GoldenFieldView,
  OverviewView,
  PairCardView,
  RecordView,
  ReviewItemView,
  ReviewPage,
  RunView,
} from './api';

/** The columns of the session's display labels: those set when the project was opened, else chosen from the detected kinds. */
export function labelColumnsOf(s: Session): string[] {
  if (!s.labelColumns) {
    const n = s.dataset.recordCount;
    s.labelColumns = chooseLabelColumns(
      s.detected.map((d) => {
        let filled = 0;
        for (let r = 0; r < n; r++) if (cellAt(s.dataset, d.column, r).trim() !== '') filled++;
        return { column: d.column, kind: d.kind, completeness: n ? filled / n : 0 };
      }),
    );
  }
  return s.labelColumns;
}

/** Record r's display label. */
export function labelOf(s: Session, r: number): string {
  return displayLabel(s.dataset, labelColumnsOf(s), r);
}

/** Display labels of records named by key (unknown keys left out). */
export function labelsOfKeys(s: Session, keys: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const r = s.keyIndex.get(k);
    if (r !== undefined && !(k in out)) out[k] = labelOf(s, r);
  }
  return out;
}

function requireRun(s: Session) {
  if (!s.run) throw new Error('Run «Find duplicates» first.');
  return s.run;
}

const kindsOfQueue = new WeakMap<object, Record<string, number>>();

/** The review queue's items by kind, counted once per queue. */
function queueKinds(queue: { items: { length: number; at(i: number): ReviewItem } }): Record<string, number> {
  let kinds = kindsOfQueue.get(queue);
  if (!kinds) {
    kinds = {};
    for (let i = 0; i < queue.items.length; i++) {
      const k = queue.items.at(i).kind;
      kinds[k] = (kinds[k] ?? 0) + 1;
    }
    kindsOfQueue.set(queue, kinds);
  }
  return kinds;
}

/** Counts of the session's run. */
export function runView(s: Session): RunView | undefined {
  const run = s.run;
  if (!run || s.runId === undefined) return undefined;
  const counts = countDecisions(run.match.levels);
  const size = clusterSizes(s);
  return {
    runId: s.runId,
    created: s.runCreated ?? '',
    profile: run.match.profile,
    records: s.dataset.recordCount,
    candidatePairs: run.match.pairs.left.length,
    ...counts,
    clusters: size.length,
    multiRecordClusters: size.filter((n) => n > 1).length,
    reviewItems: run.resolution.queue.items.length,
    reviewKinds: queueKinds(run.resolution.queue),
    timings: run.timings,
    ruleCounts: run.match.ruleCounts.map((r) => ({ rule: r.rule, pairs: r.pairs, skippedBlocks: r.skipped.length })),
  };
}

function clusterSizes(s: Session): Uint32Array {
  const { clusterOf, clusterCount } = requireRun(s).resolution.clustering;
  const size = new Uint32Array(clusterCount);
  for (const c of clusterOf) size[c]++;
  return size;
}

/** Human decisions by verdict. */
export function decidedCounts(s: Session): { same: number; different: number; unsure: number } {
  return { same: s.human.mustLinks.length, different: s.human.cannotLinks.length, unsure: s.human.unsure.length };
}

/** The overview dashboard. */
export function overview(s: Session): OverviewView {
  const run = requireRun(s);
  const histogram = { merge: new Array(20).fill(0), review: new Array(20).fill(0), distinct: new Array(20).fill(0) };
  const { ids, lists } = run.match.reasons;
  const perList = new Float64Array(lists.length);
  for (let p = 0; p < run.match.levels.length; p++) {
    const bin = Math.min(19, Math.max(0, Math.floor(run.match.scores[p] * 20)));
    histogram[decisionOf(run.match.levels[p])][bin]++;
    perList[ids[p]]++;
  }
  // Lists are numbered in the order pairs first use them, so codes enter the map as a pass over pairs would.
  const reasons = new Map<string, number>();
  lists.forEach((list, id) => {
    if (perList[id] > 0) for (const r of list) reasons.set(r.code, (reasons.get(r.code) ?? 0) + perList[id]);
  });
  const bySize = new Map<number, number>();
  for (const n of clusterSizes(s)) bySize.set(n, (bySize.get(n) ?? 0) + 1);
  return {
    run: runView(s)!,
    histogram,
    clusterSizes: [...bySize].sort((a, b) => a[0] - b[0]).map(([size, count]) => ({ size, count })),
    topReasons: [...reasons]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([code, count]) => ({ code, count })),
    decided: decidedCounts(s),
    safetyNet: safetySummary(run).messages,
    audit: auditView(s, AUDIT_SIZE),
  };
}

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

/** One record as views show it. */
export function recordView(s: Session, r: number): RecordView {
  const ds = s.dataset;
  return {
    key: ds.keys[r],
    source: ds.tables[ds.sourceOf[r]].source.name,
    row: ds.rowOf[r] + 1,
    label: labelOf(s, r),
    values: Object.fromEntries(ds.columns.map((c) => [c, cellAt(ds, c, r)])),
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
 * A page of clusters, sorted by size (desc), weakest link (asc) or density (asc); with a search text,
 * only clusters with a member whose display label holds it.
 */
export function clustersPage(
  s: Session,
  sort: 'size' | 'weakest' | 'density',
  offset: number,
  limit: number,
  minSize = 2,
  query = '',
): ClusterPage {
  const run = requireRun(s);
  const { clusterOf, clusterIds, clusterCount } = run.resolution.clustering;
  const size = clusterSizes(s);
  const weakest = weakestLinks(run);
  const links = new Uint32Array(clusterCount);
  const { left } = run.resolution.input.mergeEdges;
  for (let e = 0; e < left.length; e++)
    if (run.resolution.result.edgeStatus[e] !== EDGE_REFUSED) links[clusterOf[left[e]]]++;
  const manual = new Set<number>();
  const same = run.resolution.input.mustLinks;
  if (same) for (let i = 0; i < same.left.length; i++) manual.add(clusterOf[same.left[i]]);
  const locked = new Set(
    s.human.locks.flatMap((l) =>
      l.members
        .map((k) => s.keyIndex.get(k))
        .filter((r): r is number => r !== undefined)
        .map((r) => clusterOf[r]),
    ),
  );
  // The first member of each cluster gives its label; a search keeps the clusters of the records it finds.
  const first = new Int32Array(clusterCount).fill(-1);
  for (let r = 0; r < clusterOf.length; r++) if (first[clusterOf[r]] < 0) first[clusterOf[r]] = r;
  const found = query.trim() === '' ? undefined : new Set<number>();
  if (found)
    for (let r = 0; r < clusterOf.length; r++)
      if (size[clusterOf[r]] >= minSize && labelMatches(labelOf(s, r), query)) found.add(clusterOf[r]);
  const rows: Array<Omit<ClusterRowView, 'label'> & { c: number }> = [];
  for (let c = 0; c < clusterCount; c++) {
    if (size[c] < minSize || (found && !found.has(c))) continue;
    const pairs = (size[c] * (size[c] - 1)) / 2;
    rows.push({
      c,
      id: clusterIds[c],
      size: size[c],
      weakestLink: weakest[c],
      density: pairs === 0 ? 1 : Math.min(1, links[c] / pairs),
      manual: manual.has(c),
      locked: locked.has(c),
    });
  }
  type Row = (typeof rows)[number];
  const key = {
    size: (r: Row) => -r.size,
    weakest: (r: Row) => (Number.isNaN(r.weakestLink) ? 2 : r.weakestLink),
    density: (r: Row) => r.density,
  }[sort];
  rows.sort((x, y) => key(x) - key(y) || (x.id < y.id ? -1 : 1));
  return {
    rows: rows.slice(offset, offset + limit).map(({ c, ...row }) => ({ ...row, label: labelOf(s, first[c]) })),
    total: rows.length,
  };
}

/** Members, links and the golden record of one cluster. */
export function clusterDetail(s: Session, id: string): ClusterDetailView {
  const run = requireRun(s);
  const { clusterOf, clusterIds } = run.resolution.clustering;
  const c = clusterIds.indexOf(id);
  if (c < 0) throw new Error(`No cluster «${id}» in the latest run.`);
  const members: number[] = [];
  for (let r = 0; r < clusterOf.length; r++) if (clusterOf[r] === c) members.push(r);
  const inside = new Set(members);
  const links: ClusterDetailView['links'] = [];
  const m = run.match;
  for (let p = 0; p < m.pairs.left.length; p++) {
    if (!inside.has(m.pairs.left[p]) || !inside.has(m.pairs.right[p]) || m.levels[p] === 0) continue;
    links.push({
      keys: [s.dataset.keys[m.pairs.left[p]], s.dataset.keys[m.pairs.right[p]]],
      score: m.scores[p],
      applied: m.levels[p] === 2,
    });
  }
  return { id, members: members.map((r) => recordView(s, r)), links, golden: goldenFields(s, members) };
}

/** The golden record of a set of members: most frequent value per column, human choices applied. */
export function goldenFields(s: Session, members: number[]): GoldenFieldView[] {
  const ds = s.dataset;
  const memberKeys = members.map((r) => ds.keys[r]);
  const overrides = goldenOverridesFor(s.human, memberKeys);
  return ds.columns.map((column) => {
    const values = members.map((r) => cellAt(ds, column, r));
    const local = chooseValue(
      values,
      values.map((_, i) => i),
      'most-frequent',
      { defaultRule: 'most-frequent' },
      [],
    );
    const chosen = { value: local.value, from: local.from < 0 ? -1 : members[local.from] };
    const counts = new Map<string, { value: string; fromKey: string; count: number }>();
    members.forEach((r, i) => {
      const v = values[i];
      if (v.trim() === '') return;
      const entry = counts.get(v) ?? { value: v, fromKey: ds.keys[r], count: 0 };
      entry.count++;
      counts.set(v, entry);
    });
    const o = overrides.get(column);
    return {
      column,
      value: o ? o.value : chosen.value,
      fromKey: o ? (o.from ?? '') : chosen.from < 0 ? '' : ds.keys[chosen.from],
      overridden: o !== undefined,
      candidates: [...counts.values()].sort((x, y) => y.count - x.count),
    };
  });
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
