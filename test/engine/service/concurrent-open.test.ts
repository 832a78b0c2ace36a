import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { reviewPage } from '../../../src/engine/service/views';
import type { AsyncScorer } from '../../../src/scoring/pool/protocol';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const wasm = await inlineWasmScorer();
const people = generatePeople(200, 9);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email']);

describe('a reopened project asked for by several views at once', () => {
  it('is opened and re-derived once, and every caller gets that one session', async () => {
    const db = await openDoppelDb('doppel-concurrent-open', { factory: new IDBFactory() });
    let scorerCalls = 0;
    const counting = (): AsyncScorer => {
      scorerCalls++;
      return wasm;
    };
    const svc = new ProjectService(db, counting);
    const id = await svc.importFiles('people', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    const before = reviewPage(await svc.sessionOf(id), 0, 10).total;
    // Another tab changed the project: the cached session is dropped, then five views ask together.
    svc.forget(id);
    scorerCalls = 0;
    const sessions = await Promise.all(Array.from({ length: 5 }, () => svc.sessionOf(id)));
    expect(new Set(sessions).size).toBe(1);
    expect(scorerCalls).toBe(1);
    expect(reviewPage(sessions[0], 0, 10).total).toBe(before);
    // Later calls get the cached session, with no new derivation.
    expect(await svc.sessionOf(id)).toBe(sessions[0]);
    expect(scorerCalls).toBe(1);
  });
});
