import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readCsvFile } from '../../src/io/node-file';
import { BAD_INPUTS, ONE_50MB_CELL } from '../fixtures/bad/inputs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doppel-bad-'));

/** What `doppel dedupe` does with a file: exit status and stderr. */
async function dedupe(path: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run('node', ['bin/doppel.js', 'dedupe', path, '--workers', '1', ...args], {
      cwd: root,
      maxBuffer: 64 << 20,
    });
    return { code: 0, stderr };
  } catch (e) {
    const err = e as { code: number; stderr: string };
    return { code: err.code, stderr: err.stderr };
  }
}

describe('bad-input matrix: import', () => {
  for (const c of BAD_INPUTS) {
    it(`${c.name}: ${c.expect.ok ? 'imports' : 'refuses with a clear message'}`, async () => {
      const path = join(dir, c.file);
      writeFileSync(path, c.bytes());
      if (!c.expect.ok) {
        const error = await readCsvFile(path).then(
          (t) => {
            const first = t.issues.find((i) => i.severity === 'error');
            return first ? first.message : t.rowCount === 0 ? `${c.file}: no data rows` : null;
          },
          (e: Error) => e.message,
        );
        expect(error).toMatch(c.expect.message);
        return;
      }
      const table = await readCsvFile(path);
      expect(table.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(table.rowCount).toBe(c.expect.rows);
      expect(table.source.columns.length).toBe(c.expect.columns);
      if (c.expect.warning) expect(table.issues.map((i) => i.code)).toContain(c.expect.warning);
      c.expect.check?.(table.cells);
    });
  }
});

describe('bad-input matrix: the command line', () => {
  it('refuses a binary, an empty and a header-only file with exit 2 naming the file', async () => {
    for (const name of ['PNG renamed .csv', 'empty file', 'header only']) {
      const c = BAD_INPUTS.find((b) => b.name === name)!;
      const path = join(dir, `cli-${c.file}`);
      writeFileSync(path, c.bytes());
      const { code, stderr } = await dedupe(path);
      expect(code).toBe(2);
      expect(stderr).toContain(`cli-${c.file}`);
    }
  }, 60_000);

  it('imports ragged rows with a warning naming file and row, and finishes', async () => {
    const c = BAD_INPUTS.find((b) => b.name === 'ragged rows')!;
    const path = join(dir, c.file);
    writeFileSync(path, c.bytes());
    const { code, stderr } = await dedupe(path);
    expect(code).toBe(0);
    expect(stderr).toMatch(/warning: .*ragged\.csv.*row 1/);
  }, 60_000);

  it('neutralizes formula cells in every CSV it writes', async () => {
    const c = BAD_INPUTS.find((b) => b.name === 'formula cells')!;
    const path = join(dir, c.file);
    writeFileSync(path, c.bytes());
    const out = join(dir, 'formula-out.csv');
    const { code } = await dedupe(path, '--out', out);
    expect(code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`'+SUM(A1)`);
    expect(text).toContain(`'@cmd`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  }, 60_000);
});

describe('bad-input matrix: a column mapped to a kind its values do not fit', () => {
  it('imports, reports the invalid values as a data-quality finding with rows, and merges nothing on them', async () => {
    const path = join(dir, 'misfit.csv');
    writeFileSync(path, 'name,code\nGarden hose,not-a-gtin\nOffice chair,614141210221\nDesk,614141210220\n');
    const config = join(dir, 'misfit.json');
    writeFileSync(config, JSON.stringify({ fields: { code: 'gtin' } }));
    const report = join(dir, 'misfit-report.json');
    const { code, stderr } = await dedupe(path, '--config', config, '--report', report);
    expect(code).toBe(0);
    expect(stderr).toMatch(/data quality: column «code» \(gtin\): 2 of 3 values are not valid/);
    const r = JSON.parse(readFileSync(report, 'utf8'));
    expect(r.dataQuality[0]).toMatchObject({ column: 'code', kind: 'gtin', invalid: 2, filled: 3 });
    expect(r.counts.merge).toBe(0);
  }, 60_000);
});

describe('bad-input matrix: one 50 MB cell', () => {
  it('imports it intact and `doppel dedupe` writes it back whole', async () => {
    const c = ONE_50MB_CELL;
    if (!c.expect.ok) throw new Error('the 50 MB cell is expected to import');
    const path = join(dir, c.file);
    const out = join(dir, 'bigcell-50mb-out.csv');
    writeFileSync(path, c.bytes());
    try {
      const table = await readCsvFile(path);
      expect(table.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect([table.rowCount, table.source.columns.length]).toEqual([c.expect.rows, c.expect.columns]);
      c.expect.check?.(table.cells);
      const { code, stderr } = await dedupe(path, '--out', out, '--quiet');
      expect(code, stderr).toBe(0);
      const written = await readCsvFile(out);
      const notes = written.cells[written.source.columns.indexOf('notes')];
      expect(written.rowCount).toBe(2);
      expect(notes.map((n) => n.length).sort((a, b) => a - b)).toEqual(['short'.length, 50_000_000]);
      expect(notes.find((n) => n.length === 50_000_000)!.replaceAll('x', '')).toBe('');
    } finally {
      rmSync(path, { force: true });
      rmSync(out, { force: true });
    }
  }, 180_000);
});
