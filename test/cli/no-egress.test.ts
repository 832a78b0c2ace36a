import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSuppliers } from '../fixtures/generate/suppliers';
import { toCsv } from '../fixtures/generate/random';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the command line opens no network socket', () => {
  it('runs dedupe and compare with sockets, DNS and fetch disabled, and tries none of them', async () => {
    const guard = fileURLToPath(new URL('../fixtures/no-network.mjs', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'doppel-net-'));
    const input = join(dir, 's.csv');
    writeFileSync(
      input,
      toCsv(
        ['website', 'supplier'],
        generateSuppliers(300, 2).map((r) => [r.website, r.supplier]),
      ),
    );
    const env = { ...process.env, NODE_OPTIONS: `--import=${guard}` };
    const a = await run(
      'node',
      ['bin/doppel.js', 'dedupe', input, '--truth', 'supplier', '--report', join(dir, 'r.json')],
      { cwd: root, env },
    );
    const b = await run('node', ['bin/doppel.js', 'compare', join(root, '../shared/seed-cases/pairs.json')], {
      cwd: root,
      env,
    });
    expect(a.stderr + b.stderr).not.toContain('NETWORK-ATTEMPT');
    // The guard really is active: the same preload makes a fetch fail loudly.
    const probe = await run('node', ['-e', 'fetch("http://example.invalid").catch(() => {})'], { env }).catch((e) => e);
    expect(String(probe.stderr)).toContain('NETWORK-ATTEMPT fetch');
  }, 60_000);
});
