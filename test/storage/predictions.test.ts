import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import {
  createProject,
  deleteProject,
  exportProject,
  importProject,
  putPredictions,
  putSourceTable,
  readPredictions,
  type PredictionColumns,
} from '../../src/storage';
import { freshDb, makeTable } from './helpers';

/**
 * Seeded predictions over `records` records; the second comparison has no gamma or tf columns (as files may lack them).
 */
function makePredictions(n: number, records: number, seed = 3): PredictionColumns {
  const rnd = seededRandom(seed);
  const left = Uint32Array.from({ length: n }, () => Math.floor(rnd() * (records - 1)));
  return {
    left,
    right: Uint32Array.from(left, (l) => l + 1 + Math.floor(rnd() * (records - l - 1))),
    matchWeight: Float64Array.from({ length: n }, () => rnd() * 40 - 20),
    matchProbability: Float64Array.from({ length: n }, () => rnd()),
    matchKey: Int16Array.from({ length: n }, () => Math.floor(rnd() * 3) - 1),
    comparisons: ['first_name', 'dob'],
    gammas: [Int8Array.from({ length: n }, () => Math.floor(rnd() * 4) - 1), null],
    fieldWeights: [
      Float32Array.from({ length: n }, () => rnd() * 10 - 5),
      Float32Array.from({ length: n }, () => rnd() * 10 - 5),
    ],
    tfWeights: [Float32Array.from({ length: n }, () => rnd()), null],
    repeated: 4,
  };
}

const plain = (p: PredictionColumns) =>
  JSON.parse(JSON.stringify(p, (_, v) => (ArrayBuffer.isView(v) ? Array.from(v as Float64Array) : v)));

describe('predictions store (schema v3)', () => {
  it('stores typed columns in a few chunks and reads them back exactly', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'splink' });
    const pred = makePredictions(2_501, 700);
    const header = await putPredictions(db, p.id, pred, 700, { chunkPairs: 1_000 });
    expect(header).toMatchObject({ pairCount: 2_501, chunkCount: 3, recordCount: 700, repeated: 4 });
    expect(await db.count('predictions')).toBe(3);
    const back = await readPredictions(db, p.id);
    expect(back?.recordCount).toBe(700);
    expect(back!.predictions.matchWeight).toBeInstanceOf(Float64Array);
    expect(back!.predictions.gammas[1]).toBeNull();
    expect(plain(back!.predictions)).toEqual(plain(pred));
    expect(await readPredictions(db, p.id + 1)).toBeUndefined();
    db.close();
  });

  it('replaces earlier predictions, refuses an incomplete set by name, and leaves with its project', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'splink' });
    await putPredictions(db, p.id, makePredictions(3_000, 500), 500, { chunkPairs: 1_000 });
    await putPredictions(db, p.id, makePredictions(10, 500, 9), 500, { chunkPairs: 1_000 });
    expect(await db.count('predictions')).toBe(1);
    expect((await readPredictions(db, p.id))!.predictions.left).toHaveLength(10);
    await putPredictions(db, p.id, makePredictions(3_000, 500), 500, { chunkPairs: 1_000 });
    await db.delete('predictions', [p.id, 1]);
    await expect(readPredictions(db, p.id)).rejects.toThrow(/incomplete: 2 of 3 chunks/);
    await deleteProject(db, p.id);
    expect(await db.count('predictions')).toBe(0);
    db.close();
  });

  it('refuses predictions for a project that does not exist', async () => {
    const { db } = await freshDb();
    await expect(putPredictions(db, 42, makePredictions(5, 10), 10)).rejects.toThrow(/project 42 does not exist/);
    expect(await db.count('predictions')).toBe(0);
    db.close();
  });

  it('travels in a project file (with rows) and comes back exactly; a damaged column is refused', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'splink', settings: { splink: { uniqueId: 'id' } } });
    await putSourceTable(db, p.id, makeTable('people.csv', 600));
    const pred = makePredictions(1_234, 600);
    await putPredictions(db, p.id, pred, 600);
    const file = JSON.parse(JSON.stringify(await exportProject(db, p.id, { rows: true })));
    expect((await exportProject(db, p.id)).predictions).toBeUndefined();
    const { project } = await importProject(db, file);
    const back = await readPredictions(db, project.id);
    expect(back?.recordCount).toBe(600);
    expect(plain(back!.predictions)).toEqual(plain(pred));
    const shorter = {
      ...file,
      predictions: { ...file.predictions, matchWeight: file.predictions.matchWeight.slice(32) },
    };
    await expect(importProject(db, shorter)).rejects.toThrow(/columns differ in length/);
    const torn = { ...file, predictions: { ...file.predictions, matchWeight: file.predictions.matchWeight.slice(8) } };
    await expect(importProject(db, torn)).rejects.toThrow(/matchWeight is damaged/);
    const beyond = { ...file, predictions: { ...file.predictions, recordCount: 3 } };
    await expect(importProject(db, beyond)).rejects.toThrow(/beyond the 3 records/);
    db.close();
  });
});
