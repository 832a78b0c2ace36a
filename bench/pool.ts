/**
 * Worker-pool section: the same full domains matrix on one worker and on all workers, wall clock,
 * best of three passes; the ratio shows how the pool scales on this machine.
 */
import { availableParallelism } from 'node:os';
import { encodeColumn } from '../src/scoring/column';
import { createNodeScoringPool } from '../src/scoring/node/node';
import type { KernelName } from '../src/scoring/types';
import { sci, type BenchSection } from './report';
import { domainWorkload, nameWorkload } from './workloads';

/** Values per workload: 4 × 5,805, so a pass takes long enough (~0.3 s at 1e9 pairs/s) to split across workers. */
const N = 4 * 5805;

interface PoolRow {
  workload: string;
  kernel: KernelName;
  cutoff: number;
  perWorkers: Map<number, number>;
}

async function measure(values: string[], kernel: KernelName, cutoff: number, workers: number): Promise<number> {
  const pool = await createNodeScoringPool({ size: workers });
  try {
    await pool.loadColumn('v', encodeColumn(values));
    const n = values.length;
    await pool.matrix(
      kernel,
      'v',
      'v',
      { rowStart: 0, rowEnd: Math.min(n, 300), colStart: 0, colEnd: n, upperTriangle: true },
      cutoff,
    );
    let best = 0;
    for (let pass = 0; pass < 3; pass++) {
      const t = performance.now();
      await pool.matrix(
        kernel,
        'v',
        'v',
        { rowStart: 0, rowEnd: n, colStart: 0, colEnd: n, upperTriangle: true },
        cutoff,
      );
      best = Math.max(best, (n * (n - 1)) / 2 / ((performance.now() - t) / 1000));
    }
    return best;
  } finally {
    pool.terminate();
  }
}

/** The pool section of `npm run bench`. */
export async function poolSection(): Promise<BenchSection> {
  const cores = availableParallelism();
  const counts = [...new Set([1, cores])];
  const cases: Array<[string, string[], KernelName, number]> = [
    ['domains', domainWorkload(N), 'ratio', 0.88],
    ['domains', domainWorkload(N), 'levenshtein', 0.88],
    ['names', nameWorkload(N), 'ratio', 0.88],
    ['names', nameWorkload(N), 'tokenSortRatio', 0.88],
  ];
  const rows: PoolRow[] = [];
  for (const [workload, values, kernel, cutoff] of cases) {
    const perWorkers = new Map<number, number>();
    for (const w of counts) perWorkers.set(w, await measure(values, kernel, cutoff, w));
    rows.push({ workload, kernel, cutoff, perWorkers });
    console.log(workload, kernel, cutoff, [...perWorkers].map(([w, v]) => `${w}w ${sci(v)}`).join(' '));
  }
  const head = `| workload | kernel | cutoff | ${counts.map((w) => `${w} worker${w > 1 ? 's' : ''}, pairs/s`).join(' | ')} | ${cores} ÷ 1 | target |`;
  const sep = `| --- | --- | --- | ${counts.map(() => '---:').join(' | ')} | ---: | --- |`;
  const body = rows.map((r) => {
    const ratio = (r.perWorkers.get(cores) ?? 0) / (r.perWorkers.get(1) ?? 1);
    return `| ${r.workload} | ${r.kernel} | ${r.cutoff} | ${counts.map((w) => sci(r.perWorkers.get(w) ?? 0)).join(' | ')} | ${ratio.toFixed(2)}× | ≥ 1.9× |`;
  });
  return {
    title: 'Worker pool (Node worker_threads, same WASM build)',
    markdown: [
      `Full upper-triangle matrix (${N.toLocaleString('en')} values: ${((N * (N - 1)) / 2 / 1e6).toFixed(0)} M pairs, the kernel section's generators at four times the size) scored by the pool, best of 3 wall-clock passes after a warm-up; sparse hits returned.`,
      'Cutoff 0.88 keeps the result small, so the figures measure scoring rather than the main thread joining millions of hits.',
      '',
      head,
      sep,
      ...body,
    ].join('\n'),
  };
}
