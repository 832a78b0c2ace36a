/**
 * The throwaway workbook worker: reads one sheet with SheetJS, answers once, and is terminated by
 * its host (workbook-sandbox.ts). Built-in prototypes are frozen before SheetJS loads.
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
    const table = readWorkbookTable(bytes, format, options);
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
