#!/usr/bin/env node
// The command line runs the TypeScript sources through tsx (the same code the app's worker runs).
// The WASM scorer is built by `npm ci` / `npm install` (the `prepare` script); when it is missing
// anyway (installed with --ignore-scripts, or build/ deleted) it is built here once, with a line
// saying so, and a failed build says what to run (docs/DECISIONS.md, «The command line after install»).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { constants, totalmem } from 'node:os';
import v8 from 'node:v8';

// Node's default heap limit (about 4 GB) is far below what a list of millions of rows needs on a machine with more
// memory, and running out of it kills the run without a word. Unless a limit was given, run again with three quarters
// of the machine's memory as the limit (docs/DECISIONS.md, «The command line's heap limit»).
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) =>
  a.startsWith('--max-old-space-size'),
);
const wanted = Math.floor((totalmem() * 0.75) / 2 ** 20);
if (!given && v8.getHeapStatistics().heap_size_limit < wanted * 2 ** 20) {
  const run = spawnSync(
    process.execPath,
    [...process.execArgv, `--max-old-space-size=${wanted}`, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  if (run.error) {
    process.stderr.write(`doppel: could not start node again with a larger heap: ${run.error.message}\n`);
    process.exit(2);
  }
  // Killed by a signal: the shell's code for it (128 + its number), as if this process had been.
  process.exit(run.status ?? (run.signal ? 128 + (constants.signals[run.signal] ?? 0) : 2));
}

const root = fileURLToPath(new URL('..', import.meta.url));
const wasm = fileURLToPath(new URL('../build/doppel.wasm', import.meta.url));

/** Builds build/doppel.wasm with the installed AssemblyScript compiler; returns why it failed, or null. */
function buildWasm() {
  const asc = fileURLToPath(new URL('../node_modules/assemblyscript/bin/asc.js', import.meta.url));
  if (!existsSync(asc)) return 'the AssemblyScript compiler is not installed (node_modules/assemblyscript)';
  const run = spawnSync(
    process.execPath,
    [asc, 'assembly/index.ts', '--config', 'assembly/asconfig.json', '--target', 'release'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (run.error) return run.error.message;
  if (run.status !== 0)
    return (run.stderr || run.stdout || `asc exited with ${run.status}`).trim().split('\n').slice(-3).join(' ');
  return existsSync(wasm) ? null : 'asc finished but wrote no build/doppel.wasm';
}

if (!existsSync(wasm)) {
  process.stderr.write(
    'doppel: build/doppel.wasm is missing; building the WASM scorer now (once; npm run asbuild:release) …\n',
  );
  const why = buildWasm();
  if (why) {
    process.stderr.write(
      `doppel: build/doppel.wasm is missing and could not be built: ${why}\n` +
        `doppel: run "npm ci" (or "npm install") and then "npm run asbuild" in ${root}, then try again.\n`,
    );
    process.exit(2);
  }
  process.stderr.write('doppel: built build/doppel.wasm\n');
}

let register;
try {
  ({ register } = await import('tsx/esm/api'));
} catch (error) {
  process.stderr.write(
    `doppel: the dependencies are not installed (${error instanceof Error ? error.message.split('\n')[0] : error}); run "npm ci" in ${root}\n`,
  );
  process.exit(2);
}
register();
const { main } = await import('../src/cli/main.ts');
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`doppel: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
