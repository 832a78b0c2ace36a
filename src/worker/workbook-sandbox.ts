/**
 * Reads workbooks in a throwaway worker, one per file: SheetJS never runs in the project worker
 * that holds the database, a hostile file can at worst hang or spoil a thread that is then
 * terminated, and a stuck parse ends after `WORKBOOK_TIME_LIMIT_MS` with a message naming the file.
 */
import type { ImportProgress, SourceTable } from '../domain/dataset';
import { ImportError, type ImportErrorCode } from '../io/errors';
import type { WorkbookReader } from '../io/source-read';
import type { WorkbookRequest } from './workbook.worker';

/** How long one workbook may take to read before its worker is terminated. */
export const WORKBOOK_TIME_LIMIT_MS = 5 * 60_000;

type Answer =
  | { progress: number }
  | { ok: true; table: SourceTable }
  | { ok: false; error: { name: string; message: string; code?: ImportErrorCode; source?: string } };

/** A `WorkbookReader` that runs each read in a new worker and terminates it afterwards. */
export const readWorkbookInWorker: WorkbookReader = (bytes, format, options) =>
  new Promise<SourceTable>((resolve, reject) => {
    const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), {
      type: 'module',
      name: 'doppel-workbook',
    });
    const { signal, onProgress, readWorkbook, ...plain } = options as typeof options & {
      signal?: AbortSignal;
      onProgress?: (p: ImportProgress) => void;
      readWorkbook?: unknown;
    };
    void readWorkbook;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      worker.terminate();
    };
    const abort = () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new ImportError(
          'unreadable',
          options.sourceName,
          `${options.sourceName}: reading the workbook took more than ${WORKBOOK_TIME_LIMIT_MS / 60_000} minutes and was stopped`,
        ),
      );
    }, WORKBOOK_TIME_LIMIT_MS);
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<Answer>) => {
      const answer = event.data;
      // The whole file is in memory by now: its bytes are read, its rows being taken.
      if ('progress' in answer)
        return onProgress?.({ bytesRead: bytes.length, totalBytes: bytes.length, rows: answer.progress });
      done();
      if (answer.ok) resolve(answer.table);
      else if (answer.error.code)
        reject(new ImportError(answer.error.code, answer.error.source ?? options.sourceName, answer.error.message));
      else reject(new Error(answer.error.message));
    };
    worker.onerror = (event) => {
      done();
      reject(
        new Error(
          `${options.sourceName}: the workbook could not be read (${event.message || 'the workbook reader stopped'})`,
        ),
      );
    };
    const copy = bytes.slice();
    const request: WorkbookRequest = { bytes: copy, format, options: plain };
    worker.postMessage(request, [copy.buffer]);
  });
