// Import throughput, not a test: `node --expose-gc --import tsx test/io/bench-import.ts [rows]` (default 1,000,000).
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
import { parseCsvStream, writeCsv } from '../../src/io';

const rows = Number(process.argv[2] ?? 1_000_000);
const names = ['Anna', 'Дюна 2', 'Café, Bar', 'say "hi"', 'Smith', '王芳', 'Müller'];
const body: string[][] = [];
for (let r = 0; r < rows; r++) {
  body.push([
    String(r + 1),
    names[r % 7],
    `${r % 997} Main St`,
    `+7 495 ${String(r).padStart(7, '0')}`,
    `site${r % 5000}.example.com`,
  ]);
}
const bytes = new TextEncoder().encode(
  writeCsv(['id', 'name', 'address', 'phone', 'website'], body, { neutralizeFormulas: false }),
);
body.length = 0;

async function* chunks(size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
const start = performance.now();
const cpuStart = process.cpuUsage();
const table = await parseCsvStream(chunks(256 * 1024), { sourceName: 'bench.csv', keyColumn: 'id' });
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
gc();
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  JSON.stringify({
    rows: table.rowCount,
    mb: +(bytes.length / 1e6).toFixed(1),
    seconds: +seconds.toFixed(2),
    cpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    mbPerSecond: +(bytes.length / 1e6 / seconds).toFixed(1),
    rowsPerSecond: Math.round(table.rowCount / seconds),
    heapGrowthMb: Math.round((heapAfter - heapBefore) / 1e6),
    bytesPerCell: Math.round((heapAfter - heapBefore) / (table.rowCount * table.source.columns.length)),
    issues: table.issues.length,
  }),
);
