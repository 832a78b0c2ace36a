/**
 * The runs and pairs stores. A run is saved as `partial` with its candidate pairs in columnar
 * chunks, then marked `complete` together with its log entry in one transaction. Partial runs are
 * never returned, so a cancelled or failed run leaves nothing visible (and {@link discardRun} or
 * {@link removePartialRuns} reclaim its space).
 */
import type { Reason } from '../domain/decision';
import type { RunLogEntry } from '../domain/log';
import type { DoppelDb } from './db';
import { startAll, writeTx } from './db';
import { StorageError } from './errors';
import { appendInTx } from './log';
import { addCounts, requireProject } from './projects';
import { decodeReasons, encodeReasons } from './reasons';
import type { PairChunk, RunRecord, RunSummary, StoredSettings } from './types';

/** Pairs per chunk by default. */
export const DEFAULT_CHUNK_PAIRS = 50_000;

/** Candidate pairs of a run, columnar (levels: 0 distinct, 1 review, 2 merge; scores 0..1). */
export interface RunPairs {
  left: Uint32Array;
  right: Uint32Array;
  levels: Uint8Array;
  scores: Float32Array;
  reasons: Reason[][];
}

/** Reasons of many pairs, columnar: pair p's are `lists[ids[p]]` (engine/reason-table.ts's ReasonColumn). */
export interface ReasonIds {
  ids: Uint32Array;
  lists: ReadonlyArray<readonly Reason[]>;
}

/** The reasons of pairs `s … e` as a chunk stores them: an id per pair and the lists those ids name. */
function reasonChunk(
  reasons: Reason[][] | ReasonIds,
  s: number,
  e: number,
): Pick<PairChunk, 'reasons' | 'reasonIds' | 'reasonLists'> {
  if (Array.isArray(reasons)) return { reasons: encodeReasons(reasons.slice(s, e)) };
  const { ids, lists } = reasons as ReasonIds;
  const local = new Map<number, number>();
  const used: (readonly Reason[])[] = [];
  const reasonIds = new Uint32Array(e - s);
  for (let p = s; p < e; p++) {
    let k = local.get(ids[p]);
    if (k === undefined) {
      k = used.length;
      local.set(ids[p], k);
      used.push(lists[ids[p]]);
    }
    reasonIds[p - s] = k;
  }
  return { reasons: '', reasonIds, reasonLists: JSON.stringify(used) };
}

/** A chunk's reasons per pair (either way it stored them). */
function chunkReasons(chunk: PairChunk): Reason[][] {
  if (!chunk.reasonIds || chunk.reasonLists === undefined) return decodeReasons(chunk.reasons);
  const lists = JSON.parse(chunk.reasonLists) as Reason[][];
  return Array.from(chunk.reasonIds, (k) => lists[k]);
}

/** What {@link saveRun} stores. */
export interface RunInit {
  settings: StoredSettings;
  settingsVersion: string;
  /** The pairs; their reasons as lists per pair, or as ids into shared lists (stored so: no list per pair). */
  pairs: Omit<RunPairs, 'reasons'> & { reasons: Reason[][] | ReasonIds };
  chunkPairs?: number;
  /** Chunks written per transaction. */
  chunksPerTx?: number;
  onProgress?: (pairsWritten: number, pairCount: number) => void;
}

/**
 * Store a run's pairs as a partial run and return its id. On failure the partial run is removed and
 * the error (e.g. StorageFullError) rethrown. Call {@link completeRun} to make it visible.
 */
export async function saveRun(db: DoppelDb, projectId: number, init: RunInit): Promise<number> {
  const n = init.pairs.left.length;
  const chunkPairs = Math.max(1, init.chunkPairs ?? DEFAULT_CHUNK_PAIRS);
  const chunkCount = Math.ceil(n / chunkPairs);
  const perTx = Math.max(1, init.chunksPerTx ?? 4);
  const what = 'the run';
  const draft = {
    projectId,
    status: 'partial' as const,
    created: new Date().toISOString(),
    settings: init.settings,
    settingsVersion: init.settingsVersion,
    pairCount: n,
    chunkPairs,
    chunkCount,
  };
  const runId = await writeTx(db, ['projects', 'runs'], what, async (tx) => {
    await requireProject(tx.objectStore('projects'), projectId, what);
    return tx.objectStore('runs').add(draft as RunRecord);
  });
  try {
    const p = init.pairs;
    for (let first = 0; first < chunkCount; first += perTx) {
      const last = Math.min(chunkCount, first + perTx);
      await writeTx(
        db,
        ['pairs'],
        `the run’s candidate pairs ${first * chunkPairs + 1}–${Math.min(n, last * chunkPairs)}`,
        async (tx) => {
          const store = tx.objectStore('pairs');
          const puts: (() => Promise<unknown>)[] = [];
          for (let c = first; c < last; c++) {
            const s = c * chunkPairs;
            const e = Math.min(n, s + chunkPairs);
            const chunk: PairChunk = {
              projectId,
              runId,
              chunk: c,
              offset: s,
              left: p.left.slice(s, e),
              right: p.right.slice(s, e),
              levels: p.levels.slice(s, e),
              scores: p.scores.slice(s, e),
              ...reasonChunk(p.reasons, s, e),
            };
            puts.push(() => store.put(chunk));
          }
          await startAll(puts);
        },
      );
      init.onProgress?.(Math.min(n, last * chunkPairs), n);
    }
  } catch (e) {
    await discardRun(db, runId).catch(() => undefined);
    throw e;
  }
  return runId;
}

/**
 * Make a saved run visible: status `complete`, its summary, the project's run count, and a `run`
 * entry in the decision log — all in one transaction.
 */
export async function completeRun(
  db: DoppelDb,
  runId: number,
  summary: RunSummary,
  why?: string,
): Promise<{ run: RunRecord; entry: RunLogEntry }> {
  const what = 'the completed run';
  return writeTx(db, ['projects', 'runs', 'log'], what, async (tx) => {
    const runs = tx.objectStore('runs');
    const run = await runs.get(runId);
    if (!run)
      throw new StorageError(`Could not complete run ${runId}: it is not stored (it may have been discarded).`, what);
    const projects = tx.objectStore('projects');
    const project = await requireProject(projects, run.projectId, what);
    const done: RunRecord = { ...run, status: 'complete', completed: new Date().toISOString(), summary };
    const counts = {
      records: summary.records,
      pairs: summary.pairs,
      merge: summary.merge,
      review: summary.review,
      distinct: summary.distinct,
      clusters: summary.clusters,
    };
    const draft = {
      type: 'run' as const,
      by: 'auto' as const,
      runId,
      settingsVersion: run.settingsVersion,
      counts,
      ...(why === undefined ? {} : { why }),
    };
    const [entry] = await startAll([
      () => appendInTx(tx.objectStore('log'), run.projectId, draft),
      () => runs.put(done),
      () => projects.put(addCounts(project, { runs: run.status === 'complete' ? 0 : 1 })),
    ]);
    return { run: done, entry: entry as RunLogEntry };
  });
}

/** Remove a run and its pairs (a cancelled run, or an old one). */
export async function discardRun(db: DoppelDb, runId: number): Promise<void> {
  await writeTx(db, ['projects', 'runs', 'pairs'], `the removal of run ${runId}`, async (tx) => {
    const runs = tx.objectStore('runs');
    const run = await runs.get(runId);
    if (run?.status === 'complete') {
      const projects = tx.objectStore('projects');
      const p = await projects.get(run.projectId);
      if (p) await projects.put(addCounts(p, { runs: -1 }));
    }
    await startAll([
      () => runs.delete(runId),
      () => tx.objectStore('pairs').delete(IDBKeyRange.bound([runId, 0], [runId, Infinity])),
    ]);
  });
}

/** Remove every partial run of a project (left by a closed tab or a crash); returns how many. */
export async function removePartialRuns(db: DoppelDb, projectId: number): Promise<number> {
  const partial = (await db.getAllFromIndex('runs', 'byProject', projectId)).filter((r) => r.status === 'partial');
  for (const r of partial) await discardRun(db, r.id);
  return partial.length;
}

/** The complete runs of a project, oldest first. */
export async function listRuns(db: DoppelDb, projectId: number): Promise<RunRecord[]> {
  const all = await db.getAllFromIndex('runs', 'byProject', projectId);
  return all.filter((r) => r.status === 'complete').sort((a, b) => a.id - b.id);
}

/** The latest complete run of a project, if any. */
export async function latestRun(db: DoppelDb, projectId: number): Promise<RunRecord | undefined> {
  const runs = await listRuns(db, projectId);
  return runs[runs.length - 1];
}

/** A page of a complete run's pairs: pairs `offset … offset+limit` (fewer at the end). */
export async function readRunPairs(
  db: DoppelDb,
  runId: number,
  offset: number,
  limit: number,
): Promise<RunPairs & { offset: number; total: number }> {
  const run = await db.get('runs', runId);
  if (!run || run.status !== 'complete')
    throw new StorageError(`Run ${runId} is not stored or not complete.`, `run ${runId}`);
  const start = Math.max(0, Math.min(offset, run.pairCount));
  const end = Math.min(run.pairCount, start + Math.max(0, limit));
  const page: RunPairs = {
    left: new Uint32Array(end - start),
    right: new Uint32Array(end - start),
    levels: new Uint8Array(end - start),
    scores: new Float32Array(end - start),
    reasons: [],
  };
  if (end > start) {
    const range = IDBKeyRange.bound(
      [runId, Math.floor(start / run.chunkPairs)],
      [runId, Math.floor((end - 1) / run.chunkPairs)],
    );
    for (const chunk of await db.getAll('pairs', range)) {
      const from = Math.max(start, chunk.offset) - chunk.offset;
      const to = Math.min(end, chunk.offset + chunk.left.length) - chunk.offset;
      const at = chunk.offset + from - start;
      page.left.set(chunk.left.subarray(from, to), at);
      page.right.set(chunk.right.subarray(from, to), at);
      page.levels.set(chunk.levels.subarray(from, to), at);
      page.scores.set(chunk.scores.subarray(from, to), at);
      page.reasons.push(...chunkReasons(chunk).slice(from, to));
    }
  }
  return { ...page, offset: start, total: run.pairCount };
}
