/**
 * The predictions store (schema v3): Splink's pairwise predictions of a project imported from
 * Splink's results, batch-shaped — typed arrays of record indices, match weights and probabilities,
 * gamma levels and per-field weights — in a few large chunks, not a million rows of text.
 */
import type { DoppelDb } from './db';
import { startAll, writeTx } from './db';
import { StorageError } from './errors';
import { requireProject } from './projects';
import type { PredictionChunk, PredictionsHeader } from './types';

/** Pairs per stored chunk by default (a chunk of four comparisons is about 10 MB). */
export const DEFAULT_CHUNK_PREDICTIONS = 250_000;

/**
 * Splink's predictions, columnar, by record index (engine/splink-predictions.ts reads them), one entry per distinct
 * record pair (left < right).
 */
export interface PredictionColumns {
  left: Uint32Array;
  right: Uint32Array;
  /** Splink's total match weight (log2 units). */
  matchWeight: Float64Array;
  /** Splink's match probability, 0..1. */
  matchProbability: Float64Array;
  /** Splink's `match_key` (the blocking rule that made the pair), -1 when absent. */
  matchKey: Int16Array;
  /** Comparison names, from the `gamma_` / `mw_` / `bf_` columns. */
  comparisons: string[];
  /**
   * Per comparison, Splink's gamma level per pair (-1 null, 0 else, higher is closer); null when the file lacks the
   * column.
   */
  gammas: (Int8Array | null)[];
  /** Per comparison, its level's part of the match weight per pair (log2 units); null when the file lacks it. */
  fieldWeights: (Float32Array | null)[];
  /** Per comparison, the term-frequency adjustment per pair (log2 units); null when the file has none. */
  tfWeights: (Float32Array | null)[];
  /** Rows naming a pair already read (the same two records twice). */
  repeated: number;
}

/** A project's stored predictions with the record count their indices refer to. */
export interface StoredPredictions {
  predictions: PredictionColumns;
  recordCount: number;
}

/** The chunks of a table of predictions (sub-array copies, so each stored value holds only its own pairs). */
function chunksOf(projectId: number, p: PredictionColumns, header: PredictionsHeader, size: number): PredictionChunk[] {
  return Array.from({ length: header.chunkCount }, (_, chunk) => {
    const s = chunk * size;
    const e = Math.min(header.pairCount, s + size);
    return {
      projectId,
      chunk,
      offset: s,
      header,
      left: p.left.slice(s, e),
      right: p.right.slice(s, e),
      matchWeight: p.matchWeight.slice(s, e),
      matchProbability: p.matchProbability.slice(s, e),
      matchKey: p.matchKey.slice(s, e),
      gammas: p.gammas.map((g) => g?.slice(s, e) ?? null),
      fieldWeights: p.fieldWeights.map((w) => w?.slice(s, e) ?? null),
      tfWeights: p.tfWeights.map((w) => w?.slice(s, e) ?? null),
    };
  });
}

/**
 * Store a project's predictions (replacing any it had) in one transaction, so a failure leaves
 * none; `recordCount` is the number of the project's records their indices refer to.
 */
export async function putPredictions(
  db: DoppelDb,
  projectId: number,
  predictions: PredictionColumns,
  recordCount: number,
  options: { chunkPairs?: number } = {},
): Promise<PredictionsHeader> {
  const size = Math.max(1, options.chunkPairs ?? DEFAULT_CHUNK_PREDICTIONS);
  const pairCount = predictions.left.length;
  const header: PredictionsHeader = {
    pairCount,
    chunkCount: Math.max(1, Math.ceil(pairCount / size)),
    recordCount,
    comparisons: [...predictions.comparisons],
    repeated: predictions.repeated,
  };
  const what = `Splink's predictions (${pairCount} pairs)`;
  await writeTx(db, ['projects', 'predictions'], what, async (tx) => {
    await requireProject(tx.objectStore('projects'), projectId, what);
    const store = tx.objectStore('predictions');
    await store.delete(IDBKeyRange.bound([projectId, 0], [projectId, Infinity]));
    await startAll(chunksOf(projectId, predictions, header, size).map((c) => () => store.put(c)));
  });
  return header;
}

/** Join the columns of chunks (in chunk order) into one. */
function join<T extends Uint32Array | Float64Array | Float32Array | Int16Array | Int8Array>(
  parts: T[],
  make: (n: number) => T,
): T {
  const out = make(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p as never, at);
    at += p.length;
  }
  return out;
}

/** A project's stored predictions, or undefined when it has none; a missing chunk is a StorageError. */
export async function readPredictions(db: DoppelDb, projectId: number): Promise<StoredPredictions | undefined> {
  const chunks = await db.getAll('predictions', IDBKeyRange.bound([projectId, 0], [projectId, Infinity]));
  if (chunks.length === 0) return undefined;
  const header = chunks[0].header;
  if (chunks.length !== header.chunkCount || chunks.some((c, i) => c.chunk !== i))
    throw new StorageError(
      `Splink's predictions of project ${projectId} are incomplete: ${chunks.length} of ${header.chunkCount} chunks found. Import the Splink results again.`,
      `project ${projectId}`,
    );
  const column = <T>(pick: (c: PredictionChunk) => T) => chunks.map(pick);
  const optional = <T extends Int8Array | Float32Array>(parts: (T | null)[], make: (n: number) => T) =>
    parts.some((p) => p === null) ? null : join(parts as T[], make);
  const F = header.comparisons.length;
  const predictions: PredictionColumns = {
    left: join(
      column((c) => c.left),
      (n) => new Uint32Array(n),
    ),
    right: join(
      column((c) => c.right),
      (n) => new Uint32Array(n),
    ),
    matchWeight: join(
      column((c) => c.matchWeight),
      (n) => new Float64Array(n),
    ),
    matchProbability: join(
      column((c) => c.matchProbability),
      (n) => new Float64Array(n),
    ),
    matchKey: join(
      column((c) => c.matchKey),
      (n) => new Int16Array(n),
    ),
    comparisons: [...header.comparisons],
    gammas: Array.from({ length: F }, (_, f) =>
      optional(
        column((c) => c.gammas[f]),
        (n) => new Int8Array(n),
      ),
    ),
    fieldWeights: Array.from({ length: F }, (_, f) =>
      optional(
        column((c) => c.fieldWeights[f]),
        (n) => new Float32Array(n),
      ),
    ),
    tfWeights: Array.from({ length: F }, (_, f) =>
      optional(
        column((c) => c.tfWeights[f]),
        (n) => new Float32Array(n),
      ),
    ),
    repeated: header.repeated,
  };
  return { predictions, recordCount: header.recordCount };
}

/**
 * Predictions in a project file: the typed arrays as base64 of their bytes (exact, and a third of JSON numbers' size).
 */
export interface ProjectFilePredictions {
  recordCount: number;
  repeated: number;
  comparisons: string[];
  left: string;
  right: string;
  matchWeight: string;
  matchProbability: string;
  matchKey: string;
  gammas: (string | null)[];
  fieldWeights: (string | null)[];
  tfWeights: (string | null)[];
}

function toBase64(a: ArrayBufferView): string {
  const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64<T>(text: unknown, make: (b: ArrayBuffer) => T, what: string): T {
  if (typeof text !== 'string') throw new Error(`predictions: ${what} is not base64 text`);
  let raw: string;
  try {
    raw = atob(text);
  } catch {
    throw new Error(`predictions: ${what} is not base64 text`);
  }
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  try {
    return make(bytes.buffer);
  } catch (e) {
    throw new Error(`predictions: ${what} is damaged (${(e as Error).message})`);
  }
}

/** Stored predictions as a project file carries them. */
export function predictionsToFile({ predictions: p, recordCount }: StoredPredictions): ProjectFilePredictions {
  const opt = (a: ArrayBufferView | null) => (a ? toBase64(a) : null);
  return {
    recordCount,
    repeated: p.repeated,
    comparisons: [...p.comparisons],
    left: toBase64(p.left),
    right: toBase64(p.right),
    matchWeight: toBase64(p.matchWeight),
    matchProbability: toBase64(p.matchProbability),
    matchKey: toBase64(p.matchKey),
    gammas: p.gammas.map(opt),
    fieldWeights: p.fieldWeights.map(opt),
    tfWeights: p.tfWeights.map(opt),
  };
}

/** A project file's predictions read back; throws a message naming the column that does not fit. */
export function predictionsFromFile(f: ProjectFilePredictions): StoredPredictions {
  if (!Array.isArray(f.comparisons) || typeof f.recordCount !== 'number') throw new Error('predictions have no header');
  const F = f.comparisons.length;
  const list = <T>(xs: unknown, make: (b: ArrayBuffer) => T, name: string): (T | null)[] => {
    if (!Array.isArray(xs) || xs.length !== F) throw new Error(`predictions: ${name} has not one entry per comparison`);
    return xs.map((x, i) => (x === null ? null : fromBase64(x, make, `${name} ${i + 1}`)));
  };
  const p: PredictionColumns = {
    left: fromBase64(f.left, (b) => new Uint32Array(b), 'left'),
    right: fromBase64(f.right, (b) => new Uint32Array(b), 'right'),
    matchWeight: fromBase64(f.matchWeight, (b) => new Float64Array(b), 'matchWeight'),
    matchProbability: fromBase64(f.matchProbability, (b) => new Float64Array(b), 'matchProbability'),
    matchKey: fromBase64(f.matchKey, (b) => new Int16Array(b), 'matchKey'),
    comparisons: f.comparisons.map(String),
    gammas: list(f.gammas, (b) => new Int8Array(b), 'gammas'),
    fieldWeights: list(f.fieldWeights, (b) => new Float32Array(b), 'fieldWeights'),
    tfWeights: list(f.tfWeights, (b) => new Float32Array(b), 'tfWeights'),
    repeated: Number(f.repeated) || 0,
  };
  const n = p.left.length;
  const columns = [
    p.right,
    p.matchWeight,
    p.matchProbability,
    p.matchKey,
    ...p.gammas,
    ...p.fieldWeights,
    ...p.tfWeights,
  ];
  if (columns.some((c) => c !== null && c.length !== n)) throw new Error('predictions: the columns differ in length');
  for (let k = 0; k < n; k++)
    if (p.left[k] >= f.recordCount || p.right[k] >= f.recordCount)
      throw new Error(`predictions: pair ${k + 1} names a record beyond the ${f.recordCount} records`);
  return { predictions: p, recordCount: f.recordCount };
}
