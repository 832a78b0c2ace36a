import { describe, expect, it } from 'vitest';
import {
  createProject,
  deleteSource,
  removePartialSources,
  getProject,
  listSources,
  putSourceTable,
  readSourceRows,
  readSourceTable,
} from '../../src/storage';
import { freshDb, makeTable } from './helpers';

describe('sources and rows stores', () => {
  it('round-trips a 25 000-row table through 10 000-row chunks', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'big' });
    const table = makeTable('big.csv', 25_000, ['name', 'url', 'city']);
    table.issues = [
      {
        severity: 'warning',
        code: 'ragged-row',
        source: 'big.csv',
        row: 7,
        line: 8,
        message: 'big.csv row 7 (line 8): 2 cells, expected 3',
      },
    ];
    table.issueCounts = { 'ragged-row': 1 };
    const progress: number[] = [];
    const meta = await putSourceTable(db, p.id, table, { chunksPerTx: 1, onProgress: (done) => progress.push(done) });
    expect(meta).toMatchObject({ status: 'complete', chunkCount: 3, rowCount: 25_000 });
    expect(progress).toEqual([10_000, 20_000, 25_000]);
    const chunks = await db.getAllFromIndex('rows', 'byProject', p.id);
    expect(chunks.map((c) => c.keys.length)).toEqual([10_000, 10_000, 5_000]);
    const back = await readSourceTable(db, meta.id);
    expect(back.keys).toEqual(table.keys);
    expect(back.cells).toEqual(table.cells);
    expect(Array.from(back.lines)).toEqual(Array.from(table.lines));
    expect(back.issues).toEqual(table.issues);
    expect(back.format).toEqual(table.format);
    expect(back.source).toEqual(table.source);
    expect((await getProject(db, p.id))?.counts).toMatchObject({ sources: 1, records: 25_000 });
    db.close();
  });

  it('reads a page of rows across a chunk boundary', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'paged' });
    const meta = await putSourceTable(db, p.id, makeTable('a.csv', 95), { chunkRows: 10 });
    const page = await readSourceRows(db, meta.id, 28, 5);
    expect(page.keys).toEqual(['a.csv:29', 'a.csv:30', 'a.csv:31', 'a.csv:32', 'a.csv:33']);
    expect(page.cells[1]).toEqual([
      'a.csv-city-28',
      'a.csv-city-29',
      'a.csv-city-30',
      'a.csv-city-31',
      'a.csv-city-32',
    ]);
    expect((await readSourceRows(db, meta.id, 90, 50)).keys).toHaveLength(5);
    expect((await readSourceRows(db, meta.id, 200, 5)).keys).toHaveLength(0);
    db.close();
  });

  it('lists only complete sources, in order, and removes a source with its rows', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'two sources' });
    const a = await putSourceTable(db, p.id, makeTable('a.csv', 30, ['name'], 0), { chunkRows: 8 });
    const b = await putSourceTable(db, p.id, makeTable('b.csv', 3, ['title', 'venue'], 1));
    // A source still being written (its first transaction only) is not listed.
    const { id: _id, ...rest } = a;
    await db.add('sources', { ...rest, status: 'partial' } as typeof a);
    expect((await listSources(db, p.id)).map((s) => s.source.name)).toEqual(['a.csv', 'b.csv']);
    expect(await removePartialSources(db, p.id)).toBe(1);
    expect(await db.getAllFromIndex('sources', 'byProject', p.id)).toHaveLength(2);
    await deleteSource(db, a.id);
    expect((await listSources(db, p.id)).map((s) => s.id)).toEqual([b.id]);
    expect(await db.getAllFromIndex('rows', 'byProject', p.id)).toHaveLength(1);
    expect((await getProject(db, p.id))?.counts).toMatchObject({ sources: 1, records: 3 });
    db.close();
  });

  it('stores an empty table', async () => {
    const { db } = await freshDb();
    const p = await createProject(db, { name: 'empty' });
    const meta = await putSourceTable(db, p.id, makeTable('empty.csv', 0));
    const back = await readSourceTable(db, meta.id);
    expect(back.rowCount).toBe(0);
    expect(back.cells).toEqual([[], []]);
    db.close();
  });

  it('refuses to write into a project that does not exist', async () => {
    const { db } = await freshDb();
    await expect(putSourceTable(db, 42, makeTable('x.csv', 2))).rejects.toThrow(/project 42 does not exist/);
    expect(await db.getAll('sources')).toHaveLength(0);
    db.close();
  });
});
