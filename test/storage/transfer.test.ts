import { describe, expect, it } from 'vitest';
import { replayLog } from '../../src/core/log';
import {
  appendLog,
  appendLogEntries,
  createProject,
  exportProject,
  importProject,
  listProjects,
  listSources,
  ProjectFileError,
  putSourceTable,
  readLog,
  readSourceTable,
  StorageFullError,
  toStorageError,
} from '../../src/storage';
import { freshDb, makeTable } from './helpers';

const keysOf = (state: ReturnType<typeof replayLog>) => ({
  same: state.mustLinks.map((p) => p.keys.join('|')),
  different: state.cannotLinks.map((p) => p.keys.join('|')),
  unsure: state.unsure.map((p) => p.keys.join('|')),
  golden: state.golden.map((g) => `${g.field}=${g.value}`),
});

async function sampleProject() {
  const { db } = await freshDb();
  const p = await createProject(db, { name: 'Vendors', settings: { profile: 'suppliers', thresholds: [0.8, 0.95] } });
  await putSourceTable(db, p.id, makeTable('crm.csv', 40, ['name', 'website'], 0), { chunkRows: 16 });
  await putSourceTable(db, p.id, makeTable('erp.csv', 5, ['company'], 1));
  // A gap in the ids (another project's entries) checks the remapping of undo targets.
  const other = await createProject(db, { name: 'other' });
  const first = await appendLogEntries(db, p.id, [
    { type: 'same', by: 'user', keys: ['crm.csv:1', 'erp.csv:1'] },
    { type: 'different', by: 'user', keys: ['crm.csv:2', 'erp.csv:1'], why: 'different VAT' },
  ]);
  await appendLog(db, other.id, { type: 'note', by: 'user', text: 'elsewhere' });
  await appendLogEntries(db, p.id, [
    { type: 'unsure', by: 'user', keys: ['crm.csv:3', 'crm.csv:4'] },
    { type: 'undo', by: 'user', target: first[1].id },
    {
      type: 'golden-field',
      by: 'user',
      members: ['crm.csv:1', 'erp.csv:1'],
      field: 'name',
      value: 'Acme',
      from: 'erp.csv:1',
    },
  ]);
  return { db, p };
}

describe('project files', () => {
  it('round-trips a project with rows through JSON into another browser', async () => {
    const { db, p } = await sampleProject();
    const file = JSON.parse(JSON.stringify(await exportProject(db, p.id, { rows: true })));
    const { db: other } = await freshDb();
    const here = await createProject(other, { name: 'already here' });
    await appendLog(other, here.id, { type: 'note', by: 'user', text: 'shifts the new ids' });
    const { project, sourcesWithoutRows } = await importProject(other, file);
    expect(sourcesWithoutRows).toEqual([]);
    expect(project).toMatchObject({
      name: 'Vendors',
      settings: { profile: 'suppliers', thresholds: [0.8, 0.95] },
      counts: { sources: 2, records: 45, decisions: 5 },
    });
    const [before, after] = [await readLog(db, p.id), await readLog(other, project.id)];
    expect(after.map(({ id: _id, ...e }) => e)).toEqual(
      before.map(({ id: _id, ...e }) => (e.type === 'undo' ? { ...e, target: expect.any(Number) } : e)),
    );
    expect(keysOf(replayLog(after))).toEqual(keysOf(replayLog(before)));
    const undo = after.find((e) => e.type === 'undo');
    expect(undo?.type === 'undo' && undo.target).toBe(after.find((e) => e.type === 'different')?.id);
    expect(replayLog(after).undone.size).toBe(1);
    const sources = await listSources(other, project.id);
    expect(sources.map((s) => s.source.name)).toEqual(['crm.csv', 'erp.csv']);
    const crm = await readSourceTable(other, sources[0].id);
    expect(crm.cells).toEqual(makeTable('crm.csv', 40, ['name', 'website']).cells);
    expect(Array.from(crm.lines)).toEqual(Array.from(makeTable('crm.csv', 40).lines));
    db.close();
    other.close();
  });

  it('exports settings and decisions without rows, and names the files to open again', async () => {
    const { db, p } = await sampleProject();
    const file = await exportProject(db, p.id);
    expect(file.sources.every((s) => s.rows === undefined)).toBe(true);
    expect(file.sources.map((s) => s.rowCount)).toEqual([40, 5]);
    const { db: other } = await freshDb();
    const { project, sourcesWithoutRows } = await importProject(other, file, { name: 'Vendors 2' });
    expect(project.name).toBe('Vendors 2');
    expect(sourcesWithoutRows).toEqual(['crm.csv', 'erp.csv']);
    expect(await readLog(other, project.id)).toHaveLength(5);
    db.close();
    other.close();
  });

  it('refuses a file that is not a valid project file, creating nothing', async () => {
    const { db, p } = await sampleProject();
    const good = await exportProject(db, p.id, { rows: true });
    const { db: other } = await freshDb();
    const cases: [unknown, RegExp][] = [
      [null, /JSON object/],
      [{ ...good, format: 'csv' }, /format is "csv"/],
      [{ ...good, version: 99 }, /version 99 is newer/],
      [
        { ...good, log: [...good.log, { type: 'same', by: 'user', keys: ['a'], id: 100, at: good.exportedAt }] },
        /log entry 6: .*two record keys/,
      ],
      [
        { ...good, log: [...good.log, { type: 'undo', by: 'user', target: 1000, id: 1001, at: good.exportedAt }] },
        /targets entry 1000/,
      ],
      [
        { ...good, sources: [{ ...good.sources[0], rows: { ...good.sources[0].rows, cells: [[]] } }] },
        /do not match its columns/,
      ],
    ];
    for (const [file, message] of cases) {
      const error = await importProject(other, file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProjectFileError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await listProjects(other)).toEqual([]);
    db.close();
    other.close();
  });
});

describe('error mapping', () => {
  it('reports a quota failure surfaced as a transaction abort as StorageFullError', () => {
    const abort = new DOMException('aborted', 'AbortError');
    const quota = new DOMException('quota', 'QuotaExceededError');
    expect(toStorageError(abort, 'the run', quota)).toBeInstanceOf(StorageFullError);
    expect(toStorageError(abort, 'the run')).not.toBeInstanceOf(StorageFullError);
    expect(toStorageError(abort, 'the run').message).toMatch(/Could not save the run/);
  });
});
