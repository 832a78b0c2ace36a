/**
 * Kernel section: one process, one thread. Doppel WASM (release build) scores full 5,805 × 5,805
 * matrices; the TypeScript reference, fuzzball and fastest-levenshtein score as many rows of the same
 * matrix as fit in a time budget, and their full-matrix speed is extrapolated from those rows (the
 * notes say how many rows were timed).
 */
import * as fuzzball from 'fuzzball';
import { distance as fastDistance } from 'fastest-levenshtein';
import { encodeColumn, valueAt } from '../src/scoring/column';
import { createWasmScorer } from '../src/scoring/wasm';
import { loadWasmModule } from '../src/scoring/node/load';
import { REFERENCE_KERNELS } from '../src/scoring/reference';
import type { KernelName, SyncScorer } from '../src/scoring/types';
import { domainWorkload, nameWorkload, meanLength } from './workloads';
import { DEFAULT_MINHASH, minHashKeys } from '../src/scoring/minhash';
import { rawMatrixRunner } from './core';
import { type BenchRow, type BenchSection, passes, rowsTable, sci, secondsSince } from './report';

type PairFn = (a: string, b: string) => number;

/** Issue 2 targets for one worker, pairs/s: [workload][kernel][cutoff]. */
const TARGETS: Record<string, Partial<Record<KernelName, Record<number, number>>>> = {
  domains: { ratio: { 0: 3.4e8, 0.88: 1e9 }, tokenSortRatio: { 0: 6.5e7 }, tokenSetRatio: { 0: 3.9e7 } },
  names: { ratio: { 0: 7.1e7 }, tokenSortRatio: { 0: 1.5e7 }, tokenSetRatio: { 0: 1.3e7 } },
};

const PEERS: Partial<Record<KernelName, Array<[string, PairFn]>>> = {
  ratio: [['fuzzball', (a, b) => fuzzball.ratio(a, b, { full_process: false })]],
  tokenSortRatio: [['fuzzball', (a, b) => fuzzball.token_sort_ratio(a, b, { full_process: false })]],
  tokenSetRatio: [['fuzzball', (a, b) => fuzzball.token_set_ratio(a, b, { full_process: false })]],
  levenshtein: [['fastest-levenshtein', (a, b) => fastDistance(a, b)]],
};

const CASES: Array<[workload: 'domains' | 'names', kernel: KernelName, cutoffs: number[]]> = [
  ['domains', 'ratio', [0, 0.88]],
  ['domains', 'levenshtein', [0, 0.88]],
  ['domains', 'jaroWinkler', [0, 0.88]],
  ['domains', 'tokenSortRatio', [0, 0.88]],
  ['domains', 'tokenSetRatio', [0, 0.88]],
  ['names', 'ratio', [0, 0.88]],
  ['names', 'tokenSortRatio', [0, 0.88]],
  ['names', 'tokenSetRatio', [0, 0.88]],
  ['names', 'softTfIdf', [0, 0.88]],
];

/** Passes per measurement; the best is the least disturbed by other work on the machine. */
const PASSES = 3;

/** Full n × n matrix through `matrix`, in blocks of rows so the returned hits stay bounded. */
function timeWasmMatrix(
  scorer: SyncScorer,
  kernel: KernelName,
  id: string,
  n: number,
  cutoff: number,
): { best: number; median: number; hits: number } {
  const block = 32;
  scorer.matrix(kernel, id, id, { rowStart: 0, rowEnd: 4, colStart: 0, colEnd: n, upperTriangle: false }, cutoff); // warm-up
  let hits = 0;
  const speed = passes(PASSES, () => {
    hits = 0;
    const t0 = performance.now();
    for (let r = 0; r < n; r += block) {
      const h = scorer.matrix(
        kernel,
        id,
        id,
        { rowStart: r, rowEnd: Math.min(n, r + block), colStart: 0, colEnd: n, upperTriangle: false },
        cutoff,
      );
      hits += h.left.length;
    }
    return { pairs: n * n, seconds: secondsSince(t0) };
  });
  return { ...speed, hits };
}

/**
 * Full n × n matrix through `matrixScores` (dense, 4 bytes per pair), in blocks of rows like
 * `timeWasmMatrix`: a fresh array per block, or (`reuse`) every block into one caller buffer.
 */
function timeWasmScores(
  scorer: SyncScorer,
  kernel: KernelName,
  id: string,
  n: number,
  reuse: boolean,
): { best: number; median: number } {
  const block = 32;
  const buffer = reuse ? new Float32Array(block * n) : undefined;
  scorer.matrixScores(kernel, id, id, { rowStart: 0, rowEnd: 4, colStart: 0, colEnd: n, upperTriangle: false }, buffer); // warm-up
  let sink = 0;
  const speed = passes(PASSES, () => {
    const t0 = performance.now();
    for (let r = 0; r < n; r += block) {
      const s = scorer.matrixScores(
        kernel,
        id,
        id,
        { rowStart: r, rowEnd: Math.min(n, r + block), colStart: 0, colEnd: n, upperTriangle: false },
        buffer,
      );
      sink += s[s.length - 1];
    }
    return { pairs: n * n, seconds: secondsSince(t0) };
  });
  if (sink === -1) console.log('');
  return speed;
}

/** Rows of the n × n matrix with a per-pair function until `budgetMs` is spent; extrapolated speed. */
function timeRows(values: string[], fn: PairFn, budgetMs: number): { best: number; median: number; rows: number } {
  const n = values.length;
  let sink = 0;
  for (let j = 0; j < Math.min(n, 200); j++) sink += fn(values[0], values[j]); // warm-up
  let rows = 0;
  const speed = passes(PASSES, () => {
    let done = 0;
    const t0 = performance.now();
    while (done < n && (done === 0 || performance.now() - t0 < budgetMs / PASSES)) {
      const a = values[done];
      for (let j = 0; j < n; j++) sink += fn(a, values[j]);
      done++;
    }
    rows = Math.max(rows, done);
    return { pairs: done * n, seconds: secondsSince(t0) };
  });
  if (sink === -1) console.log('');
  return { ...speed, rows };
}

/** Runs the kernel section. */
export async function kernelsSection(budgetMs = 1500): Promise<BenchSection> {
  const module = await loadWasmModule('release');
  const scorer = await createWasmScorer(module);
  const workloads = { domains: domainWorkload(), names: nameWorkload() };
  const encoded = { domains: encodeColumn(workloads.domains), names: encodeColumn(workloads.names) };
  scorer.loadColumn('domains', encoded.domains);
  scorer.loadColumn('names', encoded.names);
  const rows: BenchRow[] = [];
  for (const [workload, kernel, cutoffs] of CASES) {
    const values = workloads[workload];
    const n = values.length;
    const from = rows.length;
    const peerRows: BenchRow[] = [];
    let fuzz: number | undefined;
    for (const [name, fn] of PEERS[kernel] ?? []) {
      const t = timeRows(values, fn, budgetMs);
      if (name === 'fuzzball') fuzz = t.best;
      peerRows.push({
        workload,
        kernel,
        cutoff: 0,
        scorer: name,
        pairsPerSecond: t.best,
        medianPairsPerSecond: t.median,
        note: `up to ${t.rows} of ${n} rows per pass timed, extrapolated`,
      });
    }
    const col = encoded[workload];
    const refFn = REFERENCE_KERNELS[kernel];
    const cps = Array.from({ length: n }, (_, i) => valueAt(col, i));
    const ref = timeRows(
      values.map((_, i) => String(i)),
      (a, b) => refFn(cps[Number(a)], cps[Number(b)], { a: col, b: col }),
      budgetMs / 3,
    );
    peerRows.push({
      workload,
      kernel,
      cutoff: 0,
      scorer: 'TypeScript reference',
      pairsPerSecond: ref.best,
      medianPairsPerSecond: ref.median,
      note: `up to ${ref.rows} of ${n} rows per pass timed, extrapolated`,
    });
    for (const cutoff of cutoffs) {
      const w = timeWasmMatrix(scorer, kernel, workload, n, cutoff);
      rows.push({
        workload,
        kernel,
        cutoff,
        scorer: 'Doppel WASM, 1 thread',
        pairsPerSecond: w.best,
        medianPairsPerSecond: w.median,
        vsFuzzball: fuzz === undefined ? undefined : w.best / fuzz,
        target: TARGETS[workload][kernel]?.[cutoff],
        note: `full ${n}×${n} matrix, ${w.hits} hits`,
      });
    }
    if (kernel === 'ratio') {
      for (const reuse of [false, true]) {
        const d = timeWasmScores(scorer, kernel, workload, n, reuse);
        rows.push({
          workload,
          kernel,
          cutoff: 0,
          scorer: `Doppel WASM, 1 thread, matrixScores${reuse ? ' into one buffer' : ''}`,
          pairsPerSecond: d.best,
          medianPairsPerSecond: d.median,
          vsFuzzball: fuzz === undefined ? undefined : d.best / fuzz,
          target: TARGETS[workload][kernel]?.[0],
          note: `full ${n}×${n} matrix as dense scores (4 bytes per pair) in blocks of 32 rows, ${reuse ? 'all written into one reused caller buffer' : 'a fresh array per block'}`,
        });
      }
      const raw = await rawMatrixRunner(module, col);
      raw(kernel, 0); // warm-up (builds the length index)
      let hits = 0;
      const t = passes(PASSES, () => {
        const t0 = performance.now();
        hits = raw(kernel, 0);
        return { pairs: n * n, seconds: secondsSince(t0) };
      });
      rows.push({
        workload,
        kernel,
        cutoff: 0,
        scorer: 'Doppel WASM core, hits kept in WASM',
        pairsPerSecond: t.best,
        medianPairsPerSecond: t.median,
        vsFuzzball: fuzz === undefined ? undefined : t.best / fuzz,
        note: `same matrix through the \`matrixScores\` export, ${hits} scores left in WASM memory`,
      });
    }
    for (const r of peerRows) rows.push({ ...r, vsFuzzball: fuzz === undefined ? undefined : r.pairsPerSecond / fuzz });
    console.log(rowsTable(rows.slice(from)).split('\n').slice(2).join('\n'));
  }
  const md = [
    `Workloads (seeded, bench/workloads.ts): domains, ${workloads.domains.length} values, mean ${meanLength(workloads.domains).toFixed(1)} characters; ` +
      `names, ${workloads.names.length} values, mean ${meanLength(workloads.names).toFixed(1)} characters, ` +
      `${((100 * workloads.names.filter((v) => /[а-яё]/i.test(v)).length) / workloads.names.length).toFixed(0)}% Cyrillic.`,
    `Every figure is measured ${PASSES} times (wall clock); "best" is the least disturbed pass (the machine is shared with other ` +
      'work), "median" the middle one. Targets are judged on the best pass.',
    'Doppel scores the full matrix with `matrix` (release build, one thread, hits copied out in blocks of 32 rows) and, for `ratio`, ' +
      'also with `matrixScores` (the dense rows × columns block, 4 bytes per pair); ' +
      'peers score whole rows of the same matrix within a time budget and are extrapolated. fuzzball runs with `full_process: false`. ' +
      '"× fuzzball" compares with fuzzball on the same workload and kernel (fastest-levenshtein has no fuzzball twin: its ratio is to nothing).',
    '',
    rowsTable(rows),
    '',
    ...targetNotes(rows),
  ];
  scorer.dropColumn('domains');
  scorer.dropColumn('names');
  md.push('', ...minhashTable(scorer));
  return { title: 'Similarity kernels (one thread)', markdown: md.join('\n') };
}

/**
 * MinHash-LSH band keys (default 3-grams, 20 bands × 3 rows) of 1 M generated names: WASM
 * `minhashBands` (one thread, hashes only and with the key strings the engine builds from them)
 * against `minHashKeys` of src/scoring/minhash.ts on a prefix of the same names, extrapolated.
 */
export function minhashTable(scorer: SyncScorer, n = 1_000_000, tsValues = 20_000): string[] {
  const { q, bands, rows, seed } = DEFAULT_MINHASH;
  const names = nameWorkload(n, 1618);
  scorer.loadColumn('minhash', encodeColumn(names));
  scorer.minhashBands('minhash', q, bands, rows, seed, { start: 0, end: 1000 }); // warm-up
  const wasm = passes(PASSES, () => {
    const t0 = performance.now();
    scorer.minhashBands('minhash', q, bands, rows, seed);
    return { pairs: n * bands, seconds: secondsSince(t0) };
  });
  let sink = 0;
  const keyed = passes(PASSES, () => {
    const t0 = performance.now();
    const h = scorer.minhashBands('minhash', q, bands, rows, seed);
    for (let i = 0; i < n; i++) for (let b = 0; b < bands; b++) sink += `${b}:${h[i * bands + b].toString(36)}`.length;
    return { pairs: n * bands, seconds: secondsSince(t0) };
  });
  scorer.dropColumn('minhash');
  const ts = passes(PASSES, () => {
    const t0 = performance.now();
    for (let i = 0; i < tsValues; i++) sink += minHashKeys(names[i]).length;
    return { pairs: tsValues * bands, seconds: secondsSince(t0) };
  });
  if (sink === -1) console.log('');
  const line = (who: string, r: { best: number; median: number }, note: string) =>
    `| ${who} | ${sci(r.best)} | ${sci(r.median)} | ${(r.best / ts.best).toFixed(1)}× | ${note} |`;
  const table = [
    `### MinHash-LSH band keys (${q}-grams, ${bands} bands × ${rows} rows)`,
    '',
    `${n.toLocaleString('en-US')} generated names (bench/workloads.ts, seed 1618, mean ${meanLength(names).toFixed(1)} characters); one thread, ${PASSES} passes.`,
    '',
    '| scorer | band keys/s (best) | band keys/s (median) | × TypeScript | notes |',
    '| --- | ---: | ---: | ---: | --- |',
    line('Doppel WASM `minhashBands`', wasm, `all ${n} names, u32 band hashes`),
    line(
      'Doppel WASM `minhashBands` + key strings',
      keyed,
      'the same, then `${b}:${hash.toString(36)}` per band as the engine keys them',
    ),
    line('TypeScript `minHashKeys`', ts, `first ${tsValues} names per pass, extrapolated`),
  ];
  console.log(table.join('\n'));
  return table;
}

/** Notes on every target: met or not, by how much, and the known reason for a miss. */
function targetNotes(rows: readonly BenchRow[]): string[] {
  const notes = ['### Targets', ''];
  for (const r of rows) {
    if (r.target === undefined) continue;
    const pct = (100 * r.pairsPerSecond) / r.target;
    const label = `${r.workload} ${r.kernel}${r.cutoff ? ` cutoff ${r.cutoff}` : ''}`;
    if (pct >= 100) {
      notes.push(`- ${label}: met (${pct.toFixed(0)}% of ${r.target.toExponential(1)}).`);
      continue;
    }
    const core = rows.find(
      (c) => c.workload === r.workload && c.kernel === r.kernel && c.scorer.startsWith('Doppel WASM core'),
    );
    let why = 'the kernel itself is slower than the target on this machine.';
    const dense = rows
      .filter((c) => c.workload === r.workload && c.kernel === r.kernel && c.scorer.includes('matrixScores') && c !== r)
      .sort((x, y) => y.pairsPerSecond - x.pairsPerSecond)[0];
    if (!r.cutoff && dense && !r.scorer.includes('matrixScores')) {
      why =
        `\`matrix\` hands back 12 bytes per pair (left, right, score) with cutoff 0; the dense \`matrixScores\` (4 bytes per pair) ` +
        `reaches ${dense.pairsPerSecond.toExponential(2)} pairs/s (${((100 * dense.pairsPerSecond) / r.target).toFixed(0)}% of the target) on the same matrix.`;
    } else if (!r.cutoff && core) {
      why =
        `the WASM core alone reaches ${core.pairsPerSecond.toExponential(2)} pairs/s (${((100 * core.pairsPerSecond) / r.target).toFixed(0)}% of the target); ` +
        'the rest is copying the dense scores (4 bytes per pair) out of WASM memory, and for a fresh array per block the new pages it touches.';
    } else if (r.cutoff) {
      why =
        'most of the time goes to the presence filter over the pairs the length filter keeps (about 64% on this workload); ' +
        'the machine is shared, so this figure moves by ±10% between runs.';
    }
    notes.push(
      `- ${label}: not met, ${pct.toFixed(0)}% of ${r.target.toExponential(1)} (short by ${(r.target - r.pairsPerSecond).toExponential(2)} pairs/s): ${why}`,
    );
  }
  return notes;
}
