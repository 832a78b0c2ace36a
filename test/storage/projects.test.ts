import { describe, expect, it } from 'vitest';
import {
  appendLog,
  completeRun,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  listSources,
  putSourceTable,
  readLog,
  saveRun,
  touchProject,
  updateProject,
} from '../../src/storage';
import { freshDb, makeTable } from './helpers';

const pairs = {
  left: Uint32Array.of(0),
  right: Uint32Array.of(1),
  levels: Uint8Array.of(2),
  scores: Float32Array.of(0.9),
  reasons: [[{ code: 'same-registered-domain' as const }]],
};
const counts = { records: 2, pairs: 1, merge: 1, review: 0, distinct: 0, clusters: 1 };

describe('projects store', () => {
  it('creates, lists (recent first), touches and updates projects', async () => {
    const { db } = await freshDb();
    const a = await createProject(db, { name: 'Suppliers', settings: { profile: 'suppliers' } });
    await new Promise((r) => setTimeout(r, 5));
    const b = await createProject(db, { name: 'Events' });
    expect((await listProjects(db)).map((p) => p.name)).toEqual(['Events', 'Suppliers']);
    await new Promise((r) => setTimeout(r, 5));
    await touchProject(db, a.id);
    expect((await listProjects(db)).map((p) => p.id)).toEqual([a.id, b.id]);
    await updateProject(db, a.id, { settings: { profile: 'companies' } });
    expect((await getProject(db, a.id))?.settings).toEqual({ profile: 'companies' });
    expect((await getProject(db, a.id))?.counts).toEqual({ sources: 0, records: 0, runs: 0, decisions: 0 });
    db.close();
  });

  it('deletes a project with all its data and leaves other projects alone', async () => {
    const { db } = await freshDb();
    const made = [];
    for (const name of ['one', 'two']) {
      const p = await createProject(db, { name });
      await putSourceTable(db, p.id, makeTable(name, 120), { chunkRows: 50 });
      const runId = await saveRun(db, p.id, { settings: {}, settingsVersion: 'v1', pairs });
      await completeRun(db, runId, counts);
      await appendLog(db, p.id, { type: 'same', by: 'user', keys: [`${name}:1`, `${name}:2`] });
      made.push(p);
    }
    expect((await getProject(db, made[0].id))?.counts).toEqual({ sources: 1, records: 120, runs: 1, decisions: 1 });
    await deleteProject(db, made[0].id);
    const left = {
      projects: await db.getAll('projects'),
      sources: await db.getAll('sources'),
      rows: await db.getAll('rows'),
      runs: await db.getAll('runs'),
      pairs: await db.getAll('pairs'),
      log: await db.getAll('log'),
    };
    for (const [store, values] of Object.entries(left)) {
      expect(values.length, store).toBeGreaterThan(0);
      for (const v of values as { id?: number; projectId?: number }[])
        expect(v.projectId ?? v.id, store).toBe(made[1].id);
    }
    expect(await listSources(db, made[1].id)).toHaveLength(1);
    expect(await readLog(db, made[1].id)).toHaveLength(2);
    db.close();
  });
});
