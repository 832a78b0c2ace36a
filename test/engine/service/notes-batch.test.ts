import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { appendLogEntries, openDoppelDb, readLog, type DoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { createAppApi } from '../../../src/engine/service/app-api';
import { reviewPage } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { peopleCsv } from '../../fixtures/generate/people-dataset';
import type { LogEntryDraft } from '../../../src/domain/log';
import { inlineWasmScorer } from '../../fixtures/scorer';

const scorer = await inlineWasmScorer();

const people = generatePeople(300, 21);
const columns = ['first_name', 'surname', 'dob', 'city', 'email'] as const;
const csvA = peopleCsv(people.slice(0, 150), columns);
const csvB = peopleCsv(people.slice(150), columns);

async function open(factory: IDBFactory): Promise<{ db: DoppelDb; svc: ProjectService }> {
  const db = await openDoppelDb('doppel-notes-batch', { factory });
  return { db, svc: new ProjectService(db, () => scorer) };
}

/** A project with a finished run, and its undecided queue pairs. */
async function project(factory: IDBFactory) {
  const { db, svc } = await open(factory);
  const id = await svc.importFiles('people', [
    { name: 'a.csv', blob: new Blob([csvA]) },
    { name: 'b.csv', blob: new Blob([csvB]) },
  ]);
  await svc.run(id);
  const page = reviewPage(await svc.sessionOf(id), 0, 1000);
  const pairs = page.items.filter((i) => i.keys[0] !== i.keys[1] && i.decided === undefined).map((i) => i.keys);
  expect(pairs.length).toBeGreaterThanOrEqual(6);
  return { db, svc, id, pairs };
}

describe('notes: durable, in history and in the log export', () => {
  it('adds a note on a pair and on a cluster, keeps it across a reload, lists it by record, and undoes it', async () => {
    const factory = new IDBFactory();
    const { svc, id, pairs } = await project(factory);
    const [a, b] = pairs[0];
    const c = pairs.flat().find((k) => k !== a && k !== b)!;
    const text = '<b>same person</b> — phoned «them» on Monday';
    const noteId = await svc.addNote(id, `  ${text}\n`, [a, b]);
    const clusterNote = await svc.addNote(id, 'cluster checked', [a, b, c, a]);

    // A new service on the same database: the notes come back from storage.
    const { svc: again } = await open(factory);
    const notes = await again.notes(id, [a]);
    expect(notes.map((n) => [n.id, n.text, n.keys])).toEqual([
      [noteId, text, [a, b]],
      [clusterNote, 'cluster checked', [a, b, c]],
    ]);
    expect(await again.notes(id, [c])).toHaveLength(1);
    expect(await again.notes(id, ['no-such-record'])).toEqual([]);

    const history = await again.history(id);
    expect(history[1]).toMatchObject({ id: noteId, type: 'note', text, keys: [a, b], by: 'user', undone: false });
    const log = await again.exportText(id, 'log');
    const lines = log.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; text?: string });
    expect(lines.filter((l) => l.type === 'note').map((l) => l.text)).toEqual([text, 'cluster checked']);
    const file = await again.exportProject(id);
    expect(JSON.stringify(file)).toContain('cluster checked');

    // A reverted note is no longer listed (and is marked undone in history).
    await again.undo(id, noteId);
    expect((await again.notes(id, [a, b])).map((n) => n.id)).toEqual([clusterNote]);
    expect((await again.history(id)).find((e) => e.id === noteId)?.undone).toBe(true);
  });

  it('refuses an empty note and one that is too long, writing nothing', async () => {
    const { db, svc, id, pairs } = await project(new IDBFactory());
    const before = (await readLog(db, id)).length;
    await expect(svc.addNote(id, '   ', pairs[0])).rejects.toThrow(/needs some text/);
    await expect(svc.addNote(id, 'x'.repeat(2001), pairs[0])).rejects.toThrow(/at most 2000 characters/);
    expect(await readLog(db, id)).toHaveLength(before);
  });

  it('crosses the app API as plain values (errors as {name, message})', async () => {
    const factory = new IDBFactory();
    const { db, id, pairs } = await project(factory);
    const api = createAppApi(db, () => scorer);
    const noteId = await api.addNote(id, 'via api', pairs[0]);
    expect((await api.notes(id, pairs[0])).map((n) => n.id)).toEqual([noteId]);
    await expect(api.addNote(id, '', pairs[0])).rejects.toMatchObject({
      name: 'Error',
      message: 'A note needs some text.',
    });
  });
});

describe('bulk accept: one transaction of «same» decisions, refused above the maximum, undone as a batch', () => {
  it('writes one entry per pair, durable across a reload, and the batch undo restores the queue', async () => {
    const factory = new IDBFactory();
    const { db, svc, id, pairs } = await project(factory);
    const batch = pairs.slice(0, 5);
    const logBefore = (await readLog(db, id)).length;
    const result = await svc.decideMany(id, batch, 'same', { max: 5, why: 'bulk accept of 5 filtered pairs' });
    expect(result.entryIds).toHaveLength(5);
    const stored = (await readLog(db, id)).slice(logBefore);
    expect(stored.map((e) => e.id)).toEqual(result.entryIds);
    expect(
      stored.every((e) => e.type === 'same' && e.by === 'user' && e.why === 'bulk accept of 5 filtered pairs'),
    ).toBe(true);
    expect(new Set(stored.map((e) => e.at)).size).toBe(1);

    const { svc: again } = await open(factory);
    expect((await again.open(id)).decisions).toBe(5);
    let page = reviewPage(await again.sessionOf(id), 0, 1000);
    const decisionOf = (keys: [string, string]) => page.items.find((i) => i.keys.join() === keys.join())?.decided;
    expect(batch.map(decisionOf)).toEqual(['same', 'same', 'same', 'same', 'same']);
    expect(page.decided.same).toBe(5);

    const undone = await again.undoMany(id, result.entryIds);
    expect(undone.entryIds).toHaveLength(5);
    page = reviewPage(await again.sessionOf(id), 0, 1000);
    expect(batch.map(decisionOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(page.decided.same).toBe(0);
    const history = await again.history(id);
    expect(result.entryIds.every((e) => history.find((h) => h.id === e)?.undone)).toBe(true);
    // Undoing the batch's undo entries is its redo.
    await again.undoMany(id, undone.entryIds);
    expect(reviewPage(await again.sessionOf(id), 0, 1000).decided.same).toBe(5);
    await expect(again.undoMany(id, result.entryIds.slice(0, 1))).resolves.toBeDefined();
  });

  it('refuses a batch above the maximum (default 200) and writes nothing', async () => {
    const { db, svc, id, pairs } = await project(new IDBFactory());
    const before = (await readLog(db, id)).length;
    await expect(svc.decideMany(id, pairs.slice(0, 3), 'same', { max: 2 })).rejects.toThrow(
      'Refused: 3 pairs is more than the maximum of 2 per bulk action',
    );
    const many = Array.from({ length: 201 }, (_, i): [string, string] => [`x${i}`, `y${i}`]);
    await expect(svc.decideMany(id, many, 'same')).rejects.toThrow('maximum of 200');
    await expect(svc.decideMany(id, [], 'same')).rejects.toThrow('No pairs');
    expect(await readLog(db, id)).toHaveLength(before);
  });

  it('is all or nothing: one bad pair in the batch leaves the log as it was', async () => {
    const { db, svc, id, pairs } = await project(new IDBFactory());
    const before = await readLog(db, id);
    const bad: [string, string] = [pairs[2][0], pairs[2][0]];
    await expect(svc.decideMany(id, [pairs[0], pairs[1], bad], 'same')).rejects.toThrow(/cannot be paired with itself/);
    expect(await readLog(db, id)).toEqual(before);
    expect(reviewPage(await svc.sessionOf(id), 0, 1000).decided.same).toBe(0);

    // The storage call the batch uses aborts the whole transaction when the store refuses one entry.
    const poisoned = { type: 'same', by: 'user', keys: pairs[1], extra: () => 1 } as unknown as LogEntryDraft;
    await expect(
      appendLogEntries(db, id, [{ type: 'same', by: 'user', keys: pairs[0] }, poisoned]),
    ).rejects.toBeDefined();
    expect(await readLog(db, id)).toEqual(before);
  });
});
