/** Every seed case its own named test, decided in-process by the whole engine on the release WASM build. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideCase } from '../../src/cli/compare';
import type { PairCase } from '../../src/cli/cases';
import type { AsyncScorer } from '../../src/scoring/pool/protocol';
import { inlineWasmScorer } from '../fixtures/scorer';

const cases = (
  JSON.parse(readFileSync(new URL('../../../shared/seed-cases/pairs.json', import.meta.url), 'utf8')) as {
    cases: PairCase[];
  }
).cases;
let scorer: AsyncScorer;

beforeAll(async () => {
  scorer = await inlineWasmScorer('release');
});

describe('seed cases', () => {
  it('are all here', () => expect(cases.length).toBeGreaterThanOrEqual(39));

  it.each(cases.map((c) => [`${c.id} (${c.profile}) expects ${c.expect}`, c] as const))('%s', async (_, c) => {
    const outcome = await decideCase(c, scorer);
    expect({ decision: outcome.decision, ok: outcome.ok, reasons: outcome.reasons }).toMatchObject({ ok: true });
  });
});
