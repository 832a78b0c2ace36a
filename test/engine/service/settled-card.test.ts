/**
 * The pair card of a settled pair (engine/settle.ts, D108): a pair blocking made but a large run did
 * not keep is shown as distinct by its weight, not as a pair the run never made.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { pairCard, pairIndex } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { peopleCsv } from '../../fixtures/generate/people-dataset';
import { inlineWasmScorer } from '../../fixtures/scorer';

describe('the pair card of a settled pair', () => {
  it('says distinct by its weight, with the weight it is below; a pair never blocked stays «not a candidate»', async () => {
    const csv = peopleCsv(generatePeople(300, 34), ['first_name', 'surname', 'dob', 'city', 'email']);
    const db = await openDoppelDb('doppel-settled-card', { factory: new IDBFactory() });
    const scorer = await inlineWasmScorer();
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const m = s.run!.match;
    const keys = s.dataset.keys;
    // Two pairs the run never made: the first is marked as made by blocking and settled, the second not.
    const strangers = Array.from({ length: s.dataset.recordCount - 1 }, (_, r) => r + 1)
      .filter((r) => pairIndex(s, 0, r) < 0)
      .slice(0, 2);
    expect(strangers.length).toBe(2);
    const blocked = [...Array.from(m.pairs.left, (l, p) => [l, m.pairs.right[p]]), [0, strangers[0]]].sort(
      (x, y) => x[0] - y[0] || x[1] - y[1],
    );
    m.scored.settled = {
      blocked: { left: Uint32Array.from(blocked, (x) => x[0]), right: Uint32Array.from(blocked, (x) => x[1]) },
      count: 1,
      belowWeight: -14.3,
    };
    const settled = pairCard(s, [keys[strangers[0]], keys[0]]);
    expect(settled.decision).toBe('distinct');
    expect(settled.reasons).toEqual([{ code: 'settled', detail: 'match weight below -14.3' }]);
    const never = pairCard(s, [keys[0], keys[strangers[1]]]);
    expect(never.decision).toBe('none');
    expect(never.reasons).toEqual([{ code: 'not-a-candidate' }]);
  }, 60_000);
});
