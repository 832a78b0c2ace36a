/** Benchmark report pieces shared by all sections: rows, tables, machine description, timing. */
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** One measured line of a benchmark table. */
export interface BenchRow {
  workload: string;
  kernel: string;
  cutoff: number;
  scorer: string;
  /** Pairs per second of CPU time of this process (the figure compared with targets). */
  pairsPerSecond: number;
  /** Pairs per second of wall-clock time (depends on what else runs on the machine). */
  wallPairsPerSecond: number;
  /** Speed relative to fuzzball on the same workload and kernel (undefined when it has no peer). */
  vsFuzzball?: number;
  target?: number;
  note: string;
}

/** A section of the benchmark report (kernels, pool, normalization …). */
export interface BenchSection {
  title: string;
  /** Markdown body: usually a table, plus any notes. */
  markdown: string;
}

/** A function that runs one section and returns its report. */
export type SectionFn = () => Promise<BenchSection>;

/** Formats a number of pairs per second as 1.23e7. */
export function sci(x: number): string {
  if (!Number.isFinite(x) || x <= 0) return '–';
  return x.toExponential(2).replace('e+', 'e');
}

/** Markdown table of rows. */
export function rowsTable(rows: readonly BenchRow[]): string {
  const head = '| workload | kernel | cutoff | scorer | pairs/s (CPU) | pairs/s (wall) | × fuzzball | target | met | notes |\n| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |';
  const body = rows.map((r) => {
    const vs = r.vsFuzzball === undefined ? '–' : `${r.vsFuzzball.toFixed(r.vsFuzzball >= 10 ? 0 : 2)}×`;
    const target = r.target === undefined ? '' : sci(r.target);
    const met = r.target === undefined ? '' : r.pairsPerSecond >= r.target ? 'yes' : `no (${(100 * r.pairsPerSecond / r.target).toFixed(0)}%)`;
    return `| ${r.workload} | ${r.kernel} | ${r.cutoff || '–'} | ${r.scorer} | ${sci(r.pairsPerSecond)} | ${sci(r.wallPairsPerSecond)} | ${vs} | ${target} | ${met} | ${r.note} |`;
  });
  return [head, ...body].join('\n');
}

/** CPU model, core count and Node version of this machine. */
export function machineDescription(): string {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) cpu = m[1].trim();
  } catch {
    // not Linux: keep os.cpus()
  }
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.arch()}`;
}

/** A stopwatch reading both wall-clock and process CPU time. */
export interface Clock {
  wallMs: number;
  cpu: NodeJS.CpuUsage;
}

/** Starts a stopwatch. */
export function startClock(): Clock {
  return { wallMs: performance.now(), cpu: process.cpuUsage() };
}

/** Seconds elapsed since `c`: wall-clock and CPU (user + system) of this process. */
export function elapsed(c: Clock): { wall: number; cpu: number } {
  const u = process.cpuUsage(c.cpu);
  return { wall: (performance.now() - c.wallMs) / 1000, cpu: (u.user + u.system) / 1e6 };
}
