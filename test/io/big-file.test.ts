/**
 * A ~200 MB CSV (about 1.3 M rows, generated into a temp dir) streamed by the app's importer in a
 * child Node process whose V8 heap is capped at 1.5 GB: it must finish (no out-of-memory crash),
 * with every row, reporting bytes/rows progress along the way. Time and memory are printed, not asserted on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BIG_CSV_COLUMNS, writeBigCsv } from './big-csv';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doppel-big-'));
const MB = 2 ** 20;
/** The heap cap of the child: about 7× the file; the importer keeps every cell, so it needs a few times the file. */
const HEAP_MB = 1536;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ChildReport {
  rows: number;
  columns: string[];
  firstId: string;
  lastId: string;
  errors: string[];
  progress: Array<[number, number, number]>;
  ms: number;
  peakRssMb: number;
  heapAfterMb: number;
}

describe('a 200 MB file in Node', () => {
  it('streams in chunks with progress and imports every row within a capped heap', async () => {
    const big = writeBigCsv(join(dir, 'people-200mb.csv'), 200 * MB, 5);
    expect(big.bytes).toBeGreaterThanOrEqual(200 * MB);
    const { stdout } = await run(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--expose-gc', '--import', 'tsx', 'test/io/big-file-child.ts', big.path],
      {
        cwd: root,
        maxBuffer: 64 * MB,
      },
    );
    const report = JSON.parse(stdout) as ChildReport;
    expect(report.errors).toEqual([]);
    expect(report.columns).toEqual([...BIG_CSV_COLUMNS]);
    expect(report.rows).toBe(big.rows);
    expect([report.firstId, report.lastId]).toEqual(['1', String(big.rows)]);
    // Streamed: many progress reports, bytes and rows growing, rows counted long before the end.
    const { progress } = report;
    expect(progress.length).toBeGreaterThan(10);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i][0]).toBeGreaterThanOrEqual(progress[i - 1][0]);
      expect(progress[i][1]).toBeGreaterThanOrEqual(progress[i - 1][1]);
    }
    expect(progress.some(([bytes, rows]) => bytes < big.bytes / 2 && rows > 0)).toBe(true);
    expect(progress.at(-1)).toEqual([big.bytes, big.rows, big.bytes]);
    console.log(
      JSON.stringify({
        fileMb: Math.round(big.bytes / MB),
        rows: big.rows,
        importMs: report.ms,
        peakRssMb: report.peakRssMb,
        heapAfterMb: report.heapAfterMb,
        heapCapMb: HEAP_MB,
      }),
    );
  }, 180_000);
});
