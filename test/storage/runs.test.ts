import { describe, expect, it } from 'vitest';
import type { Reason } from '../../src/domain/decision';
import {
  completeRun,
  createProject,
  discardRun,
  getProject,
  latestRun,
  listRuns,
  readLog,
  readRunPairs,
  removePartialRuns,
  saveRun,
  type RunPairs,
} from '../../src/storage';
import { decodeReasons, encodeReasons } from '../../src/storage/reasons';
import { freshDb } from './helpers';

function makePairs(n: number): RunPairs {
  const reasons: Reason[][] = Array.from({ length: n }, (_, p) =>
    p % 3 === 0
      ? [{ code: 'same-registered-domain' }]
      : p % 3 === 1
        ? [{ code: 'name: ≥ 0.92', detail: `«x${p % 7}»`, weight: 2.5 }, { code: 'same-registered-domain' }]
        : [],
  );
  return {
    left: Uint32Array.from({ length: n }, (_, p) => p),
    right: Uint32Array.from({ length: n }, (_, p) => p + 1 + (p % 5)),
    levels: Uint8Array.from({ length: n }, (_, p) => p % 3),
    scores: Float32Array.from({ length: n }, (_, p) => (p % 100) / 100),
    reasons,
  };
}

const summary = (pairs: number) => ({
  records: pairs + 5,
  pairs,
  merge: 1,
  review: 2,
  distinct: 3,
  clusters: 4,
  profile: 'generic',
});

describe('runs and pairs stores', () => {
  it('saves a run as partial, makes it visible on completion with a run log entry, and pages its pairs', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'runs' });
    const pairs = makePairs(2_345);
    const runId = await saveRun(db, p.id, {
      settings: { mergeProbability: 0.99 },
      settingsVersion: 'sv-1',
      pairs,
      chunkPairs: 500,
    });
    expect(await latestRun(db, p.id)).toBeUndefined();
    await expect(readRunPairs(db, runId, 0, 10)).rejects.toThrow(/not complete/);
    const { run, entry } = await completeRun(db, runId, summary(2_345));
    expect(run).toMatchObject({ status: 'complete', chunkCount: 5, pairCount: 2_345, settingsVersion: 'sv-1' });
    expect(entry).toMatchObject({
      type: 'run',
      by: 'auto',
      runId,
      settingsVersion: 'sv-1',
      counts: { pairs: 2_345, clusters: 4 },
    });
    expect((await readLog(db, p.id)).map((e) => e.id)).toEqual([entry.id]);
    expect((await latestRun(db, p.id))?.id).toBe(runId);
    expect((await getProject(db, p.id))?.counts.runs).toBe(1);
    const page = await readRunPairs(db, runId, 480, 1_100);
    expect(page.offset).toBe(480);
    expect(page.total).toBe(2_345);
    expect(Array.from(page.left)).toEqual(Array.from(pairs.left.subarray(480, 1_580)));
    expect(Array.from(page.right)).toEqual(Array.from(pairs.right.subarray(480, 1_580)));
    expect(Array.from(page.levels)).toEqual(Array.from(pairs.levels.subarray(480, 1_580)));
    expect(Array.from(page.scores)).toEqual(Array.from(pairs.scores.subarray(480, 1_580)));
    expect(page.reasons).toEqual(pairs.reasons.slice(480, 1_580));
    expect((await readRunPairs(db, runId, 2_300, 100)).left.length).toBe(45);
    db.close();
  });

  it('returns the latest complete run and ignores partial ones', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'several' });
    const first = await saveRun(db, p.id, { settings: {}, settingsVersion: 'a', pairs: makePairs(10) });
    await completeRun(db, first, summary(10));
    const second = await saveRun(db, p.id, { settings: {}, settingsVersion: 'b', pairs: makePairs(20) });
    await completeRun(db, second, summary(20));
    const cancelled = await saveRun(db, p.id, {
      settings: {},
      settingsVersion: 'c',
      pairs: makePairs(30),
      chunkPairs: 7,
    });
    expect((await latestRun(db, p.id))?.id).toBe(second);
    expect((await listRuns(db, p.id)).map((r) => r.id)).toEqual([first, second]);
    expect(await removePartialRuns(db, p.id)).toBe(1);
    expect(await db.get('runs', cancelled)).toBeUndefined();
    expect(await db.getAll('pairs', IDBKeyRange.bound([cancelled, 0], [cancelled, Infinity]))).toHaveLength(0);
    await discardRun(db, second);
    expect((await latestRun(db, p.id))?.id).toBe(first);
    expect((await getProject(db, p.id))?.counts.runs).toBe(1);
    db.close();
  });

  it('stores a run without pairs', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'none' });
    const id = await saveRun(db, p.id, { settings: {}, settingsVersion: 'a', pairs: makePairs(0) });
    await completeRun(db, id, summary(0));
    expect((await readRunPairs(db, id, 0, 100)).left.length).toBe(0);
    db.close();
  });

  it('stores reasons given as ids into shared lists, reads them back per pair, and still reads chunks stored as JSON', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'ids' });
    const pairs = makePairs(1_000);
    const lists: Reason[][] = [
      [],
      [{ code: 'same-registered-domain' }],
      [{ code: 'match-weight', detail: '7.5', weight: 7.5 }],
    ];
    const ids = Uint32Array.from({ length: 1_000 }, (_, k) => (k * 7) % 3);
    const id = await saveRun(db, p.id, {
      settings: {},
      settingsVersion: 'a',
      pairs: { ...pairs, reasons: { ids, lists } },
      chunkPairs: 300,
    });
    await completeRun(db, id, summary(1_000));
    const chunk = await db.get('pairs', [id, 1]);
    // One id per pair and only the lists the chunk uses, no list per pair.
    expect(chunk?.reasonIds).toHaveLength(300);
    expect(JSON.parse(chunk!.reasonLists!)).toHaveLength(3);
    const page = await readRunPairs(db, id, 250, 400);
    expect(page.reasons).toEqual(Array.from(ids.subarray(250, 650), (k) => lists[k]));
    // A chunk as earlier versions stored it (reasons as compact JSON) reads as before.
    const old = await saveRun(db, p.id, { settings: {}, settingsVersion: 'b', pairs, chunkPairs: 300 });
    await completeRun(db, old, summary(1_000));
    expect((await db.get('pairs', [old, 0]))?.reasonIds).toBeUndefined();
    expect((await readRunPairs(db, old, 250, 400)).reasons).toEqual(pairs.reasons.slice(250, 650));
    db.close();
  });

  it('encodes reasons compactly and losslessly', () => {
    const reasons = makePairs(300).reasons;
    const json = encodeReasons(reasons);
    expect(decodeReasons(json)).toEqual(reasons);
    expect(json.length).toBeLessThan(JSON.stringify(reasons).length / 3);
  });
});
