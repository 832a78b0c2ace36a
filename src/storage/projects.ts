/** The projects store: create, list, open, update settings, delete with all of a project's data. */
import type { DoppelDb } from './db';
import { startAll, writeTx } from './db';
import { StorageError } from './errors';
import { ALL_STORES, type ProjectCounts, type ProjectRecord, type RefitMark, type StoredSettings } from './types';

const now = () => new Date().toISOString();

/** Create an empty project. */
export async function createProject(
  db: DoppelDb,
  init: { name: string; settings?: StoredSettings },
): Promise<ProjectRecord> {
  const at = now();
  const draft = {
    name: init.name,
    created: at,
    lastOpened: at,
    counts: { sources: 0, records: 0, runs: 0, decisions: 0 },
    settings: init.settings ?? null,
  };
  const id = await writeTx(db, ['projects'], `project «${init.name}»`, (tx) =>
    tx.objectStore('projects').add(draft as ProjectRecord),
  );
  return { ...draft, id };
}

/** One project, or undefined. */
export async function getProject(db: DoppelDb, projectId: number): Promise<ProjectRecord | undefined> {
  return db.get('projects', projectId);
}

/** All projects, most recently opened first. */
export async function listProjects(db: DoppelDb): Promise<ProjectRecord[]> {
  const all = await db.getAll('projects');
  return all.sort((a, b) => (a.lastOpened < b.lastOpened ? 1 : a.lastOpened > b.lastOpened ? -1 : b.id - a.id));
}

/** Read a project inside a write transaction, or throw if it does not exist. */
export async function requireProject(
  store: { get(id: number): Promise<ProjectRecord | undefined> },
  projectId: number,
  what: string,
): Promise<ProjectRecord> {
  const p = await store.get(projectId);
  if (!p)
    throw new StorageError(
      `Could not save ${what}: project ${projectId} does not exist (it was deleted in another tab, or the browser cleared this site's data).`,
      what,
    );
  return p;
}

/** Add to a project's counts (inside the caller's transaction). */
export function addCounts(p: ProjectRecord, delta: Partial<ProjectCounts>): ProjectRecord {
  const counts = { ...p.counts };
  for (const k of Object.keys(delta) as (keyof ProjectCounts)[]) counts[k] += delta[k] ?? 0;
  return { ...p, counts };
}

/** Mark a project opened now (orders the recent-projects list). */
export async function touchProject(db: DoppelDb, projectId: number): Promise<ProjectRecord> {
  return writeTx(db, ['projects'], 'the project list', async (tx) => {
    const store = tx.objectStore('projects');
    const p = { ...(await requireProject(store, projectId, 'the project list')), lastOpened: now() };
    await store.put(p);
    return p;
  });
}

/** Replace a project's settings (and optionally its name). */
export async function updateProject(
  db: DoppelDb,
  projectId: number,
  change: { name?: string; settings?: StoredSettings },
): Promise<ProjectRecord> {
  return writeTx(db, ['projects'], 'project settings', async (tx) => {
    const store = tx.objectStore('projects');
    const p = await requireProject(store, projectId, 'project settings');
    const next = {
      ...p,
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...('settings' in change ? { settings: change.settings } : {}),
    };
    await store.put(next);
    return next;
  });
}

/** Keep the mark of a project's latest refit (engine/service/learning.ts). */
export async function setRefitMark(db: DoppelDb, projectId: number, refit: RefitMark): Promise<void> {
  await writeTx(db, ['projects'], 'the learning of the model', async (tx) => {
    const store = tx.objectStore('projects');
    await store.put({ ...(await requireProject(store, projectId, 'the learning of the model')), refit });
  });
}

/** Delete a project and everything of it (sources, rows, runs, pairs, log, predictions) in one transaction. */
export async function deleteProject(db: DoppelDb, projectId: number): Promise<void> {
  await writeTx(db, ALL_STORES, `the deletion of project ${projectId}`, async (tx) => {
    const byProject = async (name: 'sources' | 'rows' | 'runs' | 'pairs' | 'log' | 'predictions') => {
      const store = tx.objectStore(name);
      const keys = await store.index('byProject').getAllKeys(projectId);
      await startAll(keys.map((k) => () => store.delete(k as never)));
    };
    await startAll([
      () => tx.objectStore('projects').delete(projectId),
      ...(['sources', 'rows', 'runs', 'pairs', 'log', 'predictions'] as const).map((n) => () => byProject(n)),
    ]);
  });
}
