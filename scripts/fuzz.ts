/**
 * The import fuzzer at scale: seeded cases (mutated valid CSVs, random files up to 64 KB, random
 * files of 1 KB – 1 MB) through the in-memory, streamed (the app worker's) and file (the command
 * line's) imports, checking the properties of test/io/fuzz-import.ts. Prints one JSON summary:
 * crashes (unnamed errors or broken properties), hangs (a case over --hang-ms), outcomes, timings.
 *
 *   npx tsx scripts/fuzz.ts [--cases 10000] [--seed 15] [--hang-ms 10000] [--only mutated|random]
 * (FUZZ_DUMP=path writes the bytes of a case whose export does not round-trip.)
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCase, mutatedCsvFiles, randomFiles, seededBytes, type FuzzCase } from '../test/io/fuzz-import';
import { readSourceFile } from '../src/io/node-file';
import { ImportError, readSourceBytes } from '../src/io';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const total = option('cases', 10_000);
const seed = option('seed', 15);
const hangMs = option('hang-ms', 10_000);
const dir = mkdtempSync(join(tmpdir(), 'doppel-fuzz-'));

/** The command line's reader on the same bytes: same refusal or same cells as in memory. */
async function fileAgrees(c: FuzzCase): Promise<string | null> {
  const path = join(dir, c.name);
  writeFileSync(path, c.bytes);
  const outcome = async (read: () => Promise<unknown>) => {
    try {
      return JSON.stringify(await read(), (_, v: unknown) => (v instanceof Uint32Array ? Array.from(v) : v));
    } catch (e) {
      return e instanceof ImportError ? `refused: ${e.message}` : `unnamed: ${String(e)}`;
    }
  };
  const fromFile = await outcome(async () => {
    const t = await readSourceFile(path);
    return [t.source.columns, t.cells, t.issues];
  });
  const inMemory = await outcome(async () => {
    const t = await readSourceBytes(c.bytes, { sourceName: c.name });
    return [t.source.columns, t.cells, t.issues];
  });
  if (fromFile.startsWith('unnamed')) return `file: ${fromFile.slice(0, 200)}`;
  return fromFile === inMemory ? null : 'the file import and the in-memory import differ';
}

/** A random file of `n` bytes (fast-check draws bytes one by one: too slow at 1 MB). */
function bigRandom(n: number, s: number): FuzzCase {
  return { name: 'big.csv', bytes: seededBytes(n, s), how: `random ${n} bytes, seed ${s}` };
}

const mix: { label: string; arbitrary: fc.Arbitrary<FuzzCase>; share: number }[] = [
  { label: 'mutated CSV', arbitrary: mutatedCsvFiles(), share: 0.6 },
  { label: 'random up to 64 KB', arbitrary: randomFiles(65_536), share: 0.3 },
  {
    label: 'random 1 KB - 1 MB',
    arbitrary: fc.tuple(fc.integer({ min: 1024, max: 1 << 20 }), fc.integer()).map(([n, s]) => bigRandom(n, s)),
    share: 0.1,
  },
];

const started = Date.now();
const summary = {
  cases: 0,
  accepted: 0,
  refused: 0,
  refusedAsBinary: 0,
  crashes: 0,
  hangs: 0,
  maxCaseMs: 0,
  byKind: {} as Record<string, { cases: number; accepted: number; refused: number }>,
  problems: [] as string[],
};
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
for (const [k, part] of mix.entries()) {
  if (only && !part.label.startsWith(only)) continue;
  const count = Math.round(total * part.share);
  const kind = (summary.byKind[part.label] = { cases: 0, accepted: 0, refused: 0 });
  for (let done = 0, batch = 0; done < count; batch++) {
    const n = Math.min(250, count - done);
    for (const c of fc.sample(part.arbitrary, { seed: seed * 1000 + k * 100 + batch, numRuns: n })) {
      const t0 = Date.now();
      const outcome = await checkCase(c);
      const fileProblem = await fileAgrees(c);
      const ms = Date.now() - t0;
      summary.cases++;
      kind.cases++;
      summary.maxCaseMs = Math.max(summary.maxCaseMs, ms);
      if (ms > hangMs) (summary.hangs++, summary.problems.push(`hang ${ms} ms: ${c.how}`));
      if (outcome.kind === 'violation' || fileProblem) {
        summary.crashes++;
        summary.problems.push(`${c.how}: ${outcome.kind === 'violation' ? outcome.problem : fileProblem}`);
      } else if (outcome.kind === 'accepted') (summary.accepted++, kind.accepted++);
      else {
        summary.refused++;
        kind.refused++;
        if (/not a text file/.test(outcome.message)) summary.refusedAsBinary++;
      }
    }
    done += n;
  }
}
rmSync(dir, { recursive: true, force: true });
process.stdout.write(
  JSON.stringify(
    { ...summary, problems: summary.problems.slice(0, 20), seconds: Math.round((Date.now() - started) / 1000) },
    null,
    1,
  ) + '\n',
);
process.exitCode = summary.crashes || summary.hangs ? 1 : 0;
