import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { doppel, root } from './run-doppel';

const seeds = join(root, '../shared/seed-cases/pairs.json');

describe('doppel compare', () => {
  it('decides every seed case as expected, one JSON line per case', async () => {
    const { code, stdout } = await doppel('compare', seeds);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const cases = JSON.parse(readFileSync(seeds, 'utf8')).cases;
    expect(lines.map((l) => l.id)).toEqual(cases.map((c: { id: string }) => c.id));
    expect(lines.filter((l) => !l.ok)).toEqual([]);
    expect(code).toBe(0);
    for (const l of lines) {
      expect(['merge', 'review', 'distinct']).toContain(l.decision);
      expect(l.reasons.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('exits 1 when a case fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doppel-'));
    const file = join(dir, 'cases.json');
    const wrong = {
      cases: [
        {
          id: 'X1',
          profile: 'suppliers',
          expect: 'distinct',
          a: { website: 'acme.com' },
          b: { website: 'www.acme.com' },
        },
      ],
    };
    writeFileSync(file, JSON.stringify(wrong));
    const { code, stdout } = await doppel('compare', file);
    expect(JSON.parse(stdout)).toMatchObject({ id: 'X1', decision: 'merge', ok: false });
    expect(code).toBe(1);
  }, 60_000);

  it('names the file when it cannot read it', async () => {
    const { code, stderr } = await doppel('compare', 'no/such/file.json');
    expect(code).toBe(2);
    expect(stderr).toContain('no/such/file.json');
  }, 60_000);
});
