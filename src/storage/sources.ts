/**
 * The sources and rows stores: a source table is written as immutable columnar row chunks, a few
 * chunks per transaction, and becomes visible (status `complete`) only after its last chunk.
 */
import type { SourceTable } from '../domain/dataset';
import type { DoppelDb } from './db';
import { startAll, writeTx } from './db';
import { StorageError } from './errors';
import { addCounts, requireProject } from './projects';
import type { RowChunk, SourceMeta } from './types';

/** Rows per chunk by default. */
export const DEFAULT_CHUNK_ROWS = 10_000;

/** Options of {@link putSourceTable}. */
export interface PutSourceOptions {
  chunkRows?: number;
  /** Chunks written per transaction. */
  chunksPerTx?: number;
  onProgress?: (rowsWritten: number, rowCount: number) => void;
}

function chunkOf(projectId: number, sourceId: number, table: SourceTable, chunk: number, chunkRows: number): RowChunk {
  const start = chunk * chunkRows;
  const end = Math.min(table.rowCount, start + chunkRows);
  return {
    projectId,
    sourceId,
    chunk,
    cells: table.cells.map((column) => column.slice(start, end)),
    keys: table.keys.slice(start, end),
    lines: table.lines.slice(start, end),
  };
}

/** Remove a source and its rows (also cleans up a failed write); a complete source leaves the project counts. */
export async function deleteSource(db: DoppelDb, sourceId: number): Promise<void> {
  await writeTx(db, ['projects', 'sources', 'rows'], `the removal of source ${sourceId}`, async (tx) => {
    const sources = tx.objectStore('sources');
    const meta = await sources.get(sourceId);
    if (meta?.status === 'complete') {
      const projects = tx.objectStore('projects');
      const p = await projects.get(meta.projectId);
      if (p) await projects.put(addCounts(p, { sources: -1, records: -meta.rowCount }));
    }
    await startAll([
      () => sources.delete(sourceId),
      () => tx.objectStore('rows').delete(IDBKeyRange.bound([sourceId, 0], [sourceId, Infinity])),
    ]);
  });
}

/**
 * Store a source table under a project. Written in batches of chunks, one transaction each; the
 * source is visible to {@link listSources} only once complete. On failure (e.g. StorageFullError)
 * the chunks already written are removed and the error is rethrown.
 */
export async function putSourceTable(
  db: DoppelDb,
  projectId: number,
  table: SourceTable,
  options: PutSourceOptions = {},
): Promise<SourceMeta> {
  const chunkRows = Math.max(1, options.chunkRows ?? DEFAULT_CHUNK_ROWS);
  const perTx = Math.max(1, options.chunksPerTx ?? 4);
  const chunkCount = Math.ceil(table.rowCount / chunkRows);
  const name = table.source.name;
  const draft = {
    projectId,
    status: 'partial' as const,
    source: table.source,
    format: table.format,
    issues: table.issues,
    issueCounts: table.issueCounts,
    rowCount: table.rowCount,
    chunkRows,
    chunkCount,
    created: new Date().toISOString(),
  };
  const what = `source «${name}»`;
  const sourceId = await writeTx(db, ['projects', 'sources'], what, async (tx) => {
    await requireProject(tx.objectStore('projects'), projectId, what);
    return tx.objectStore('sources').add(draft as SourceMeta);
  });
  try {
    for (let first = 0; first < chunkCount; first += perTx) {
      const last = Math.min(chunkCount, first + perTx);
      const rowsWhat = `${what} (rows ${first * chunkRows + 1}–${Math.min(table.rowCount, last * chunkRows)})`;
      await writeTx(db, ['rows'], rowsWhat, async (tx) => {
        const store = tx.objectStore('rows');
        const puts: (() => Promise<unknown>)[] = [];
        for (let c = first; c < last; c++)
          puts.push(() => store.put(chunkOf(projectId, sourceId, table, c, chunkRows)));
        await startAll(puts);
      });
      options.onProgress?.(Math.min(table.rowCount, last * chunkRows), table.rowCount);
    }
    const meta: SourceMeta = { ...draft, id: sourceId, status: 'complete' };
    await writeTx(db, ['projects', 'sources'], what, async (tx) => {
      const projects = tx.objectStore('projects');
      const p = await requireProject(projects, projectId, what);
      await startAll([
        () => tx.objectStore('sources').put(meta),
        () => projects.put(addCounts(p, { sources: 1, records: table.rowCount })),
      ]);
    });
    return meta;
  } catch (e) {
    await deleteSource(db, sourceId).catch(() => undefined);
    throw e;
  }
}

/** Remove every partial source of a project (left by a closed tab or a crash); returns how many. */
export async function removePartialSources(db: DoppelDb, projectId: number): Promise<number> {
  const partial = (await db.getAllFromIndex('sources', 'byProject', projectId)).filter((s) => s.status === 'partial');
  for (const s of partial) await deleteSource(db, s.id);
  return partial.length;
}

/** The complete sources of a project, in the order they were added. */
export async function listSources(db: DoppelDb, projectId: number): Promise<SourceMeta[]> {
  const all = await db.getAllFromIndex('sources', 'byProject', projectId);
  return all.filter((s) => s.status === 'complete').sort((a, b) => a.id - b.id);
}

/** Read rows `start … start+count` of a source (a page for the preview grid). */
export async function readSourceRows(
  db: DoppelDb,
  sourceId: number,
  start: number,
  count: number,
): Promise<{ keys: string[]; cells: string[][] }> {
  const meta = await db.get('sources', sourceId);
  if (!meta || meta.status !== 'complete')
    throw new StorageError(`Source ${sourceId} is not stored.`, `source ${sourceId}`);
  const end = Math.min(meta.rowCount, start + count);
  const out = { keys: [] as string[], cells: meta.source.columns.map(() => [] as string[]) };
  if (end <= start) return out;
  const range = IDBKeyRange.bound(
    [sourceId, Math.floor(start / meta.chunkRows)],
    [sourceId, Math.floor((end - 1) / meta.chunkRows)],
  );
  for (const chunk of await db.getAll('rows', range)) {
    const base = chunk.chunk * meta.chunkRows;
    const from = Math.max(start, base) - base;
    const to = Math.min(end, base + chunk.keys.length) - base;
    out.keys.push(...chunk.keys.slice(from, to));
    chunk.cells.forEach((column, c) => out.cells[c].push(...column.slice(from, to)));
  }
  return out;
}

/** Read a whole stored source back as a SourceTable. */
export async function readSourceTable(db: DoppelDb, sourceId: number): Promise<SourceTable> {
  const meta = await db.get('sources', sourceId);
  if (!meta || meta.status !== 'complete')
    throw new StorageError(`Source ${sourceId} is not stored.`, `source ${sourceId}`);
  const chunks = await db.getAll('rows', IDBKeyRange.bound([sourceId, 0], [sourceId, Infinity]));
  if (chunks.length !== meta.chunkCount)
    throw new StorageError(
      `Source «${meta.source.name}» is incomplete: ${chunks.length} of ${meta.chunkCount} row chunks found.`,
      `source ${sourceId}`,
    );
  const cells = meta.source.columns.map(() => [] as string[]);
  const keys: string[] = [];
  const lines = new Uint32Array(meta.rowCount);
  for (const chunk of chunks) {
    lines.set(chunk.lines, keys.length);
    for (const k of chunk.keys) keys.push(k);
    chunk.cells.forEach((column, c) => {
      const into = cells[c];
      for (const v of column) into.push(v);
    });
  }
  return {
    source: meta.source,
    rowCount: meta.rowCount,
    cells,
    keys,
    lines,
    format: meta.format,
    issues: meta.issues,
    issueCounts: meta.issueCounts,
  };
}
