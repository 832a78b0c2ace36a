/**
 * The command line right after install, as a new user runs it: a clean copy of the repository
 * (its files as git sees them — tracked and new, not ignored: no build/, no node_modules), `npm ci`, then `npx doppel
 * compare` with nothing
 * in between. SLOW: `npm ci` takes 1–2 minutes here (the one test of the suite that installs); the
 * copy lives beside the repository so that `../shared` resolves as it does for the repository.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const copy = join(root, '..', `tmp-doppel-install-${process.pid}`);

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
}

function run(
  cmd: string,
  args: string[],
  timeout = 240_000,
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd: copy, encoding: 'utf8', timeout, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the command line after install (clean copy, npm ci)', () => {
  it('npm ci then npx doppel compare: 39 of 39 seed cases, no build step in between; a missing build is rebuilt with a line saying so, an unbuildable one names the fix', () => {
    rmSync(copy, { recursive: true, force: true });
    for (const f of tracked()) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      cpSync(join(root, f), join(copy, f));
    }
    expect(existsSync(join(copy, 'build'))).toBe(false);
    const install = run('npm', ['ci', '--no-audit', '--no-fund']);
    expect(install.status, install.stderr.slice(-2000)).toBe(0);

    const compare = run('npx', ['doppel', 'compare', '../shared/seed-cases/pairs.json']);
    expect(compare.stderr).toContain('39 of 39 cases right');
    expect(compare.stderr).not.toContain('missing');
    expect(compare.status).toBe(0);

    // build/ deleted after install: built on first use, with a line saying so.
    rmSync(join(copy, 'build'), { recursive: true, force: true });
    const rebuilt = run('npx', ['doppel', 'compare', '../shared/seed-cases/pairs.json']);
    expect(rebuilt.stderr).toMatch(/build\/doppel\.wasm is missing; building the WASM scorer now/);
    expect(rebuilt.stderr).toContain('39 of 39 cases right');
    expect(rebuilt.status).toBe(0);

    // No compiler to build with: the message says what to run, exit 2.
    rmSync(join(copy, 'build'), { recursive: true, force: true });
    renameSync(join(copy, 'node_modules', 'assemblyscript'), join(copy, 'node_modules', 'assemblyscript-away'));
    const broken = run('node', ['bin/doppel.js', 'compare', '../shared/seed-cases/pairs.json']);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/could not be built: the AssemblyScript compiler is not installed/);
    expect(broken.stderr).toMatch(/run "npm ci" \(or "npm install"\) and then "npm run asbuild"/);
  }, 600_000);
});
