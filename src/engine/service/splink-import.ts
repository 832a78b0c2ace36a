/**
 * «Import Splink results» as a new project (engine/splink-project.ts): the record files Splink ran on, keyed by its
 * unique id column, its predictions, optionally its cluster table and model, stored with the session to prime.
 */
import type { ImportProgress } from '../../domain/dataset';
import { listSources, putPredictions, type DoppelDb } from '../../storage';
import {
  isSplinkSource,
  openSplinkPredictions,
  prepareSplinkProject,
  readSplinkModelText,
  splinkUniqueId,
} from '../splink-project';
import {
  readRecordTable,
  readTables,
  storeProject,
  type FileProgress,
  type ImportFile,
  type SplinkImportFiles,
} from './import-files';
import { DEFAULT_PROJECT_SETTINGS, sessionOf, type Session } from './session';

/** Store Splink's results as a new project; returns its id and the session built from what was read. */
export async function importSplinkProject(
  db: DoppelDb,
  name: string,
  files: ImportFile[],
  splink: SplinkImportFiles,
  onProgress?: FileProgress,
  signal?: AbortSignal,
): Promise<{ id: number; session: Session }> {
  const p = splink.predictions;
  // The header now; the pairs stream into typed columns once the records are known.
  const predictions = await openSplinkPredictions(p.blob, p.name, {
    signal,
    onProgress: (x: ImportProgress) => onProgress?.({ ...x, file: p.name }),
  });
  const clusters = splink.clusters ? await readRecordTable(splink.clusters, { onProgress, signal }) : undefined;
  const model = splink.model ? readSplinkModelText(await splink.model.blob.text(), splink.model.name) : undefined;
  const records = await readTables(files, onProgress, signal, splinkUniqueId(predictions.columns, model));
  const prepared = await prepareSplinkProject(records, { predictions, clusters }, model);
  const recordCount = records.reduce((n, t) => n + t.rowCount, 0);
  // Splink's pairs are stored batch-shaped (typed arrays by record index), not as rows of text.
  const id = await storeProject(
    db,
    name,
    { ...DEFAULT_PROJECT_SETTINGS, mode: prepared.mode, splink: prepared.splink },
    [...records, ...prepared.tables],
    (projectId) => putPredictions(db, projectId, prepared.predictions, recordCount),
  );
  const metas = await listSources(db, id);
  const session = sessionOf(
    id,
    metas.filter((m) => !isSplinkSource(m.source.name)),
    records,
    [],
    { tables: prepared.tables, stored: { predictions: prepared.predictions, recordCount } },
  );
  return { id, session };
}
