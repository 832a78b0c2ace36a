/**
 * How the scoring pool scales: the same full upper-triangle matrix on 1..N Node worker threads.
 * Usage: npx tsx scripts/pool-scaling.ts [values=4000] [kernel=ratio] [cutoff=0]
 * (needs build/doppel.wasm: npm run asbuild:release). Wall-clock speeds; CPU time of all threads beside them
 * shows whether the workers got their cores (a busy machine lowers the wall-clock figures).
 */
import { availableParallelism } from 'node:os';
import { encodeColumn } from '../src/scoring/column';
import { createNodeScoringPool } from '../src/scoring/node/node';
import { KERNELS, type KernelName } from '../src/scoring/types';

const n = Number(process.argv[2] ?? 4000);
const kernel = (process.argv[3] ?? 'ratio') as KernelName;
const cutoff = Number(process.argv[4] ?? 0);
if (!KERNELS.includes(kernel)) throw new Error(`unknown kernel ${kernel}; one of ${KERNELS.join(', ')}`);

let state = 12345;
const next = (k: number) => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % k;
const syllables = ['ka', 'lo', 'mi', 'ne', 'ro', 'sa', 'tu', 'vi', 'ze', 'qu', 'ex', 'in'];
const tlds = ['.com', '.io', '.de', '.co.uk', '.net'];
const values = Array.from(
  { length: n },
  () => Array.from({ length: 2 + next(4) }, () => syllables[next(syllables.length)]).join('') + tlds[next(tlds.length)],
);
const column = encodeColumn(values);
const range = { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: true };
const pairs = (n * (n - 1)) / 2;

let base = 0;
for (let size = 1; size <= availableParallelism(); size++) {
  const pool = await createNodeScoringPool({ size });
  await pool.loadColumn('v', column);
  await pool.matrix(kernel, 'v', 'v', { ...range, rowEnd: Math.min(n, 200) }, cutoff); // warm up every worker
  const started = performance.now();
  const cpu = process.cpuUsage();
  const hits = await pool.matrix(kernel, 'v', 'v', range, cutoff);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  pool.terminate();
  const rate = pairs / seconds;
  base ||= rate;
  console.log(
    `${size} worker(s): ${kernel} cutoff ${cutoff}, ${n} values, ${pairs} pairs, ${hits.scores.length} hits in ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s, all threads) = ${rate.toExponential(2)} pairs/s (×${(rate / base).toFixed(2)})`,
  );
}
