// Runs the importer inside a real module worker: parses every File it is sent, posts a summary back.
import { parseCsvBlob } from '../../../src/io';

interface Summary {
  name: string;
  rows?: number;
  columns?: string[];
  encoding?: string;
  delimiter?: string;
  firstRow?: string[];
  issues?: string[];
  progressCalls?: number;
  error?: string;
}

self.onmessage = async (event: MessageEvent<{ files: File[]; abortFirst?: boolean }>) => {
  const out: Summary[] = [];
  for (const file of event.data.files) {
    let progressCalls = 0;
    const controller = new AbortController();
    if (event.data.abortFirst) controller.abort();
    try {
      const t = await parseCsvBlob(file, {
        signal: controller.signal,
        progressIntervalMs: 0,
        onProgress: () => progressCalls++,
      });
      out.push({
        name: t.source.name,
        rows: t.rowCount,
        columns: t.source.columns,
        encoding: t.format.encoding,
        delimiter: t.format.delimiter,
        firstRow: t.cells.map((c) => c[0]),
        issues: t.issues.map((i) => i.code),
        progressCalls,
      });
    } catch (error) {
      const e = error as Error;
      out.push({ name: file.name, error: `${e.name}: ${e.message}` });
    }
  }
  postMessage(out);
};
