/**
 * The real Splink for tests and scripts: an offline Python environment made by
 * ../shared/tools/splink-env.sh (cached under node_modules/.cache/splink-env, git-ignored) and
 * scripts/splink/splink_run.py run in it. Never used by the app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENV_SCRIPT = fileURLToPath(new URL('../../../shared/tools/splink-env.sh', import.meta.url));
const DRIVER = fileURLToPath(new URL('./splink_run.py', import.meta.url));

/** Where the environment is cached. */
export const SPLINK_ENV_DIR = `${ROOT}node_modules/.cache/splink-env`;

/** Whether the machine has the script that makes the environment. */
export function splinkEnvAvailable(): boolean {
  return existsSync(ENV_SCRIPT);
}

/** Make (or reuse) the environment; returns its Python. About 20 s the first time. */
export function ensureSplinkEnv(dir = SPLINK_ENV_DIR): string {
  const out = execFileSync('bash', [ENV_SCRIPT, dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .trim()
    .split('\n');
  return out.at(-1)!;
}

/** Run splink_run.py with arguments; returns the JSON it prints. */
export function runSplink(python: string, args: string[]): Record<string, unknown> {
  const out = execFileSync(python, [DRIVER, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}
