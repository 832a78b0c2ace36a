/**
 * The throwaway workbook worker: reads one sheet with SheetJS, reports the rows read while they
 * become the table, answers once, and is terminated by its host (workbook-sandbox.ts). Built-in
 * prototypes are frozen before SheetJS loads.
 */
import './freeze-intrinsics';
import { readWorkbookTable, type WorkbookReadOptions } from '../io/workbook';
import { ImportError } from '../io/errors';

/** What the host sends: the whole file and how to read it. */
export interface WorkbookRequest {
  bytes: Uint8Array;
  format: 'xlsx' | 'ods' | 'xls';
  options: WorkbookReadOptions;
}

self.onmessage = (event: MessageEvent<WorkbookRequest>) => {
  const { bytes, format, options } = event.data;
  try {
    // Rows read so far go to the host as they become the table (the SheetJS parse before it is one call).
    const onRows = (rows: number) => self.postMessage({ progress: rows });
    const table = readWorkbookTable(bytes, format, { ...options, onRows });
    self.postMessage({ ok: true, table }, { transfer: [table.lines.buffer] });
  } catch (e) {
    const error =
      e instanceof ImportError
        ? { name: e.name, message: e.message, code: e.code, source: e.source }
        : {
            name: 'Error',
            message: `${options.sourceName}: the workbook could not be read (${e instanceof Error ? e.message : String(e)})`,
          };
    self.postMessage({ ok: false, error });
  }
};
