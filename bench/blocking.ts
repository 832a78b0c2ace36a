/**
 * Blocking benchmark: candidate pairs bounded per record (meta-blocking, core/block/meta.ts) against
 * the unbounded union of the same rules, on every generated kind and every labelled set — pairs per
 * record, blocking pair completeness of both, and the time blocking takes.
 * Standalone: npx tsx bench/blocking.ts [--size N] [--k K] [--only people,Febrl 3]
 */
import { blockingScores, truthFromColumn } from '../src/core/evaluate';
import { chooseProfile, DEFAULT_PROFILE_SETTINGS, PROFILES } from '../src/core/profiles';
import { candidateBound, type BoundReport } from '../src/core/block';
import { findCandidates } from '../src/engine/candidates';
import { columnValues, detectKinds, profileInput, type Dataset } from '../src/engine/dataset';
import type { LinkMode } from '../src/domain/pair';
import { createNodeScoringPool } from '../src/scoring/node/node';
import type { AsyncScorer } from '../src/scoring/pool/protocol';
import { datasetOf } from '../test/fixtures/generate/evaluate';
import { generateList, GENERATED_KINDS } from '../test/fixtures/generate/lists';
import { LABELLED_SETS, loadLabelled } from './labelled';
import type { BenchSection } from './report';

/** One list blocked both ways. */
export interface BlockingRow {
  list: string;
  records: number;
  profile: string;
  unbounded?: { pairs: number; pc: number; ms: number };
  bounded: { pairs: number; pc: number; ms: number; report: BoundReport };
}

/** A list to block: its dataset, mode, truth and the columns the matcher must not read. */
export interface BlockingList {
  name: string;
  ds: Dataset;
  mode: LinkMode;
  entityOf: Uint32Array;
  exclude: string[];
}

/** Block a list unbounded (unless `skipUnbounded`) and bounded at `k` per record. */
export async function blockList(
  list: BlockingList,
  k: number,
  scorer: AsyncScorer,
  skipUnbounded = false,
): Promise<BlockingRow> {
  const { ds, mode, entityOf } = list;
  const kinds = new Map(detectKinds(ds).map((d) => [d.column, d.kind]));
  const input = profileInput(ds, kinds, new Set(list.exclude));
  const profile = chooseProfile(input.columns);
  const prepared = PROFILES[profile].prepare(input, DEFAULT_PROFILE_SETTINGS);
  const run = async (perRecord: number) => {
    const t = performance.now();
    const c = await findCandidates(
      prepared,
      input,
      { mode, sourceOf: input.sourceOf, maxBlockPairs: 2_000_000, bound: candidateBound(perRecord) },
      scorer,
      {},
    );
    const ms = Math.round(performance.now() - t);
    const pc = blockingScores(c.pairs, entityOf, mode === 'link' ? 'link' : 'dedupe', ds.sourceOf).pairCompleteness;
    return { pairs: c.pairs.left.length, pc, ms, report: c.bound };
  };
  const unbounded = skipUnbounded ? undefined : await run(0);
  const bounded = await run(k);
  return {
    list: list.name,
    records: ds.recordCount,
    profile,
    unbounded: unbounded && { pairs: unbounded.pairs, pc: unbounded.pc, ms: unbounded.ms },
    bounded: { ...bounded, report: bounded.report! },
  };
}

/** A generated list of a kind as a blocking list. */
export function generatedList(kind: (typeof GENERATED_KINDS)[number], size: number, seed = 1): BlockingList {
  const g = generateList(kind, size, seed);
  const ds = datasetOf(g);
  return {
    name: `${kind} (generated)`,
    ds,
    mode: g.mode,
    entityOf: truthFromColumn(columnValues(ds, g.truth)).entityOf,
    exclude: [g.key, g.truth],
  };
}

const f3 = (x: number) => x.toFixed(3);
const f1 = (x: number) => x.toFixed(1);

/** The markdown table of blocking rows. */
export function blockingTable(rows: readonly BlockingRow[], k: number): string {
  const head = `| list | records | profile | unbounded pairs | per record | PC | bounded pairs (k = ${k}) | per record | PC | ΔPC | counted | bound applied | dropped by the bound | purged blocks | block ms (unbounded / bounded) |\n| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |`;
  const body = rows.map((r) => {
    const u = r.unbounded;
    const b = r.bounded;
    const d = u ? b.pc - u.pc : NaN;
    return `| ${r.list} | ${r.records} | ${r.profile} | ${u ? u.pairs : '–'} | ${u ? f1(u.pairs / r.records) : '–'} | ${u ? f3(u.pc) : '–'} | ${b.pairs} | ${f1(b.pairs / r.records)} | ${f3(b.pc)} | ${u ? (d >= 0 ? '+' : '−') + Math.abs(d).toFixed(3) : '–'} | ${b.report.countedPairs} | ${b.report.applied ? 'yes' : 'no'} | ${b.report.exact ? '' : '≥ '}${b.report.droppedPairs} | ${b.report.purgedBlocks} | ${u ? u.ms : '–'} / ${b.ms} |`;
  });
  return [head, ...body].join('\n');
}

/** The benchmark section: every generated kind at `size` rows and every labelled set. */
export async function blockingSection(
  size = 20_000,
  k = candidateBound()!.perRecord,
  only?: string[],
): Promise<BenchSection> {
  const pool = await createNodeScoringPool();
  const rows: BlockingRow[] = [];
  try {
    for (const kind of GENERATED_KINDS) {
      if (only && !only.includes(kind)) continue;
      rows.push(await blockList(generatedList(kind, size), k, pool));
      console.log(blockingTable(rows.slice(-1), k).split('\n')[2]);
    }
    for (const spec of LABELLED_SETS) {
      if (only && !only.includes(spec.name)) continue;
      rows.push(await blockList(await loadLabelled(spec), k, pool));
      console.log(blockingTable(rows.slice(-1), k).split('\n')[2]);
    }
  } finally {
    pool.terminate();
  }
  return {
    title: 'Candidates bounded per record (meta-blocking)',
    markdown: [
      `Every generated kind at ${size} rows (seed 1) and every labelled set, blocked by the profile's rules twice: the unbounded union of their blocks, and bounded to k = ${k} edges per record (an edge stays when either record keeps it; strong-key pairs all kept). PC is blocking pair completeness against the truth; "dropped" counts the pairs of the weighed blocks no record kept. Block time includes MinHash keys in the Node pool. Shared 2-core machine: times are noisy.`,
      '',
      blockingTable(rows, k),
    ].join('\n'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const section = await blockingSection(
    Number(arg('--size') ?? 20_000),
    Number(arg('--k') ?? candidateBound()!.perRecord),
    arg('--only')?.split(','),
  );
  console.log(section.markdown);
}
