/**
 * The import fuzzer in `npm test`: seeded fast-check properties over the importer (in memory as the
 * command line reads, streamed from a Blob as the app's worker reads). scripts/fuzz.ts runs 10,000+.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCase, mutatedCsvFiles, randomFiles, type FuzzCase } from './fuzz-import';

async function holds(c: FuzzCase): Promise<boolean> {
  const outcome = await checkCase(c);
  if (outcome.kind === 'violation') throw new Error(`${c.how}: ${outcome.problem}`);
  return true;
}

describe('import fuzzer (seeded)', () => {
  it('mutated valid CSV: no crash, no unnamed error, refusals name the file and row, accepted files round-trip through the export', async () => {
    await fc.assert(fc.asyncProperty(mutatedCsvFiles(), holds), { seed: 15, numRuns: 2000 });
  }, 300_000);

  it('random bytes up to 8 KB: no crash, no unnamed error', async () => {
    await fc.assert(fc.asyncProperty(randomFiles(8192), holds), { seed: 16, numRuns: 1000 });
  }, 300_000);

  it('random bytes of 1 KB and more are refused as «not a text file»', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1024, maxLength: 65_536 }), async (bytes) => {
        const outcome = await checkCase({ name: 'random.csv', bytes, how: `random ${bytes.length} bytes` });
        expect(outcome).toMatchObject({
          kind: 'refused',
          message: expect.stringMatching(/^random\.csv: not a text file; it looks like /),
        });
      }),
      { seed: 17, numRuns: 300 },
    );
  }, 300_000);
});
