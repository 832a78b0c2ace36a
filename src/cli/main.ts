import { loadWasmModule } from '../scoring/node/load';
import { createWasmScorer } from '../scoring/wasm';
import { inlineScorer } from '../scoring/inline';
import { parseArgs } from './args';
import { compareFile } from './compare';

const USAGE = `doppel — private, reversible record deduplication (command line)

  doppel compare CASES.json
      Decide every pair case (the format of shared/seed-cases/pairs.json); one JSON line per case
      {"id","decision","reasons","expect","ok"}; exit status 1 when any case fails.

  doppel dedupe FILE… [--profile P] [--mode dedupe|link|link-and-dedupe] [--key COLUMN]
      [--config settings.json] [--out clusters.csv] [--golden golden.csv] [--pairs pairs.csv]
      [--report report.json] [--splink-settings splink.json] [--truth COLUMN [--truth-pattern REGEX] | --truth-pairs FILE]
      [--review-budget K] [--review-hours H [--pairs-per-hour P]] [--workers N] [--sheet NAME] [--quiet]
      A FILE is CSV (any delimiter, UTF-8/16, Windows-1251/1252), a workbook (.xlsx, .ods, .xls; the
      first sheet with data, or --sheet NAME) or Parquet, told apart by content; other binary files
      are refused. Several files are several sources. --truth evaluates against a ground-truth column (REGEX's
      first group is the entity id); --review-budget K lets an oracle answer the first K review
      items; --review-hours sizes the review queue to a reviewer's time; --splink-settings writes
      the fitted model (comparisons, levels, m/u, prior, exact blocking rules) as Splink 4 settings.

  doppel review-import PREDICTIONS.csv --records FILE… [--key COLUMN] [--splink-model settings.json]
      [--clusters clusters.csv] [--merge-probability P] [--review-probability P] [--mode M]
      [--out …] [--golden …] [--pairs …] [--report …] [--truth COLUMN …] [--review-budget K]
      Splink's pairwise predictions over the records (unique ids = the --key column) become a Doppel
      run: decided by Doppel's thresholds and safety net, clustered, queued for review (docs/SPLINK.md).
`;

/** Run the command line; returns the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  switch (args.command) {
    case 'compare': {
      const path = args.positionals[0];
      if (!path) throw new Error('compare: give a cases file, e.g. doppel compare ../shared/seed-cases/pairs.json');
      const scorer = inlineScorer(await createWasmScorer(await loadWasmModule('release')));
      const outcomes = await compareFile(path, scorer);
      for (const o of outcomes) process.stdout.write(JSON.stringify(o) + '\n');
      const failed = outcomes.filter((o) => !o.ok).length;
      process.stderr.write(`${outcomes.length - failed} of ${outcomes.length} cases right\n`);
      return failed > 0 ? 1 : 0;
    }
    case 'dedupe': {
      const { dedupeCommand } = await import('./dedupe');
      return dedupeCommand(args);
    }
    case 'review-import': {
      const { reviewImportCommand } = await import('./review-import');
      return reviewImportCommand(args);
    }
    case 'help':
    case '--help':
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`doppel: unknown command «${args.command}»\n\n${USAGE}`);
      return 2;
  }
}
