#!/usr/bin/env node
// The command line runs the TypeScript sources through tsx (the same code the app's worker runs).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`doppel: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
