/**
 * Runs the command line as a user would (`node bin/doppel.js …` from the repository) and gives back its exit code and
 * output.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

/** The repository's root folder. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** `doppel ARGS…` (arguments given one by one or as arrays); never throws on a non-zero exit. */
export async function doppel(
  ...args: Array<string | string[]>
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['bin/doppel.js', ...args.flat()], { cwd: root, maxBuffer: 64 << 20 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
