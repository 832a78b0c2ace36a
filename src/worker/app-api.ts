/** The app worker's API: holds the opened table and the scoring pool, runs and cancels jobs. */
import type { SourceTable } from '../domain/dataset';
import { parseCsvBlob } from '../io';
import { toPlainError } from '../scoring/pool/errors';
import type { AsyncScorer } from '../scoring/pool/protocol';
import type { AppWorkerApi, TableSummary } from './api';
import { findSimilarPairs } from './similar-pairs';

/** Build the API the app worker exposes; `createScorer` starts the scoring pool on first use. */
export function createAppWorkerApi(createScorer: () => AsyncScorer): AppWorkerApi {
  let table: SourceTable | undefined;
  let scorer: AsyncScorer | undefined;
  const jobs = new Map<number, AbortController>();
  const plainErrors = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (error) {
      throw toPlainError(error);
    }
  };
  return {
    openFile: (file, name) => plainErrors(async () => {
      table = await parseCsvBlob(file, { sourceName: name });
      return summarize(table);
    }),
    findSimilarPairs(jobId, request, onProgress) {
      const controller = new AbortController();
      jobs.set(jobId, controller);
      return plainErrors(async () => {
        if (!table) throw new Error('Open a CSV file first.');
        const column = table.source.columns.indexOf(request.column);
        if (column < 0) throw new Error(`The file has no column named “${request.column}”.`);
        scorer ??= createScorer();
        return await findSimilarPairs(scorer, table.cells[column], request, { signal: controller.signal, onProgress });
      }).finally(() => jobs.delete(jobId));
    },
    cancel(jobId) {
      jobs.get(jobId)?.abort();
    },
  };
}

function summarize(table: SourceTable): TableSummary {
  const issueCount = Object.values(table.issueCounts).reduce((n, c) => n + (c ?? 0), 0);
  return { name: table.source.name, rowCount: table.rowCount, columns: table.source.columns, issueCount };
}
