/** Benchmark report pieces shared by all sections: rows, tables, machine description, timing. */
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** One measured line of a benchmark table. */
export interface BenchRow {
  workload: string;
  kernel: string;
  cutoff: number;
  scorer: string;
  /** Pairs per second of the best (least disturbed) pass, wall-clock: the figure compared with targets. */
  pairsPerSecond: number;
  /** Pairs per second of the median pass. */
  medianPairsPerSecond: number;
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
  const head =
    '| workload | kernel | cutoff | scorer | pairs/s (best) | pairs/s (median) | × fuzzball | target | met | notes |\n| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |';
  const body = rows.map((r) => {
    const vs = r.vsFuzzball === undefined ? '–' : `${r.vsFuzzball.toFixed(r.vsFuzzball >= 10 ? 0 : 2)}×`;
    const target = r.target === undefined ? '' : sci(r.target);
    const met =
      r.target === undefined
        ? ''
        : r.pairsPerSecond >= r.target
          ? 'yes'
          : `no (${((100 * r.pairsPerSecond) / r.target).toFixed(0)}%)`;
    return `| ${r.workload} | ${r.kernel} | ${r.cutoff || '–'} | ${r.scorer} | ${sci(r.pairsPerSecond)} | ${sci(r.medianPairsPerSecond)} | ${vs} | ${target} | ${met} | ${r.note} |`;
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

/** Best and median speed over `count` passes of `pass`, which returns pairs done and seconds taken. */
export function passes(
  count: number,
  pass: () => { pairs: number; seconds: number },
): { best: number; median: number } {
  const speeds: number[] = [];
  for (let k = 0; k < count; k++) {
    const r = pass();
    speeds.push(r.pairs / r.seconds);
  }
  speeds.sort((x, y) => x - y);
  return { best: speeds[speeds.length - 1], median: speeds[Math.floor(speeds.length / 2)] };
}

/** Seconds since `t0` (a performance.now() reading). */
export function secondsSince(t0: number): number {
  return (performance.now() - t0) / 1000;
}
