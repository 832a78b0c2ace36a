/**
 * Child process of test/io/big-file.test.ts: streams one CSV file with the app's importer under the
 * heap limit the parent sets, and prints one JSON line of what it saw (rows, progress, memory).
 */
import { readCsvFile } from '../../src/io/node-file';
import type { ImportProgress } from '../../src/domain/dataset';

const path = process.argv[2];
const progress: ImportProgress[] = [];
let peakRss = 0;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const started = Date.now();
const table = await readCsvFile(path, { progressIntervalMs: 50, onProgress: (p) => progress.push({ ...p }) });
const ms = Date.now() - started;
clearInterval(sample);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
(globalThis as { gc?: () => void }).gc?.();
const ids = table.cells[table.source.columns.indexOf('id')];
process.stdout.write(
  `${JSON.stringify({
    rows: table.rowCount,
    columns: table.source.columns,
    firstId: ids[0],
    lastId: ids[ids.length - 1],
    errors: table.issues.filter((i) => i.severity === 'error').map((i) => i.message),
    progress: progress.map((p) => [p.bytesRead, p.rows, p.totalBytes]),
    ms,
    peakRssMb: Math.round(peakRss / 2 ** 20),
    heapAfterMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  })}\n`,
);
