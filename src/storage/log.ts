/**
 * The log store: append-only decision log entries, keyed by a store-assigned monotonic id and
 * indexed by project and (v2) by record. Nothing here updates or deletes an entry; undo is an entry.
 */
import type { IDBPObjectStore } from 'idb';
import { validateLogDraft } from '../core/log/validate';
import type { LogEntry, LogEntryDraft } from '../domain/log';
import type { DoppelDb } from './db';
import { writeTx } from './db';
import { addCounts, requireProject } from './projects';
import { recordRefs } from './schema';
import type { DoppelSchema, RefitMark, StoredLogEntry } from './types';

type LogStore = IDBPObjectStore<
  DoppelSchema,
  ('log' | 'projects' | 'runs' | 'sources' | 'rows' | 'pairs')[],
  'log',
  'readwrite'
>;

/** The entry as returned to callers (without storage-only fields). */
function strip(stored: StoredLogEntry): LogEntry {
  const { projectId: _p, recordRefs: _r, ...entry } = stored;
  return entry as LogEntry;
}

/** Add one entry in the caller's transaction; resolves with the entry and its new id. */
export async function appendInTx(store: LogStore, projectId: number, draft: LogEntryDraft): Promise<LogEntry> {
  const body = { ...draft, at: draft.at ?? new Date().toISOString() } as LogEntry;
  const stored = { ...body, projectId, recordRefs: recordRefs(projectId, body) } as Omit<StoredLogEntry, 'id'>;
  const id = await store.add(stored as StoredLogEntry);
  return { ...body, id } as LogEntry;
}

function describe(draft: LogEntryDraft): string {
  if ('keys' in draft && Array.isArray(draft.keys) && draft.keys.length === 2)
    return `the decision «${draft.type}» on ${draft.keys[0]} / ${draft.keys[1]}`;
  return `the log entry «${draft.type}»`;
}

/**
 * Append one entry to a project's decision log. Resolves only after the transaction has committed,
 * so the UI may confirm the decision once this resolves; rejects (StorageFullError …) otherwise.
 */
export async function appendLog(
  db: DoppelDb,
  projectId: number,
  draft: LogEntryDraft,
  refit?: (through: number) => RefitMark,
): Promise<LogEntry> {
  return (await appendLogEntries(db, projectId, [draft], refit))[0];
}

/**
 * Append several entries atomically (all or none), in order; resolves after commit. `refit`, when given, is the
 * project's refit mark once the last entry's id is known, written in the same transaction (the answers that make a
 * refit due and the mark that a reload restores it from are stored together).
 */
export async function appendLogEntries(
  db: DoppelDb,
  projectId: number,
  drafts: readonly LogEntryDraft[],
  refit?: (through: number) => RefitMark,
): Promise<LogEntry[]> {
  drafts.forEach((d) => validateLogDraft(d));
  const what = drafts.length === 1 ? describe(drafts[0]) : `${drafts.length} log entries`;
  return writeTx(db, ['projects', 'log'], what, async (tx) => {
    const projects = tx.objectStore('projects');
    const project = await requireProject(projects, projectId, what);
    const store = tx.objectStore('log') as unknown as LogStore;
    const out: LogEntry[] = [];
    for (const d of drafts) out.push(await appendInTx(store, projectId, d));
    const human = drafts.filter((d) => d.by === 'user').length;
    const mark = refit && out.length > 0 ? { refit: refit(out[out.length - 1].id) } : {};
    if (human > 0 || refit) await projects.put({ ...addCounts(project, { decisions: human }), ...mark });
    return out;
  });
}

/** A project's whole decision log, in id order. */
export async function readLog(db: DoppelDb, projectId: number): Promise<LogEntry[]> {
  return (await db.getAllFromIndex('log', 'byProject', projectId)).map(strip);
}

/** The log entries of a project that are about one record (pair card, cluster detail), in id order. */
export async function readRecordLog(db: DoppelDb, projectId: number, recordKey: string): Promise<LogEntry[]> {
  const found = await db.getAllFromIndex('log', 'byRecord', [projectId, recordKey]);
  return found.sort((a, b) => a.id - b.id).map(strip);
}
