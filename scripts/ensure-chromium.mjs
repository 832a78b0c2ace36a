#!/usr/bin/env node
// Make sure Debian's Chromium is at /usr/bin/chromium for the browser tests; install it with apt when
// it is missing (this needs root). playwright-core drives this binary; never `playwright install`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package with apt-get (about 20 s).`);
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(
    'ensure-chromium: not running as root. Install it yourself: sudo apt-get update && sudo apt-get install -y chromium',
  );
  process.exit(1);
}
const run = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (
  run(['update']).status !== 0 ||
  run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0 ||
  !existsSync(CHROMIUM)
) {
  console.error(
    'ensure-chromium: could not install chromium with apt-get; the browser tests need it at /usr/bin/chromium.',
  );
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}.`);
