import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();
const people = generatePeople(200, 7);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);

// Issue 10 item 1: a kind the person changes on the Fields screen makes the last run stale, and the
// next run is made with it.
describe('a changed field kind', () => {
  it('marks the run stale, and the re-run compares the column as its new kind', async () => {
    const db = await openDoppelDb('doppel-kinds', { factory: new IDBFactory() });
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    const before = (await svc.sessionOf(id)).run!;
    expect(before.kinds.get('city')).toBe('city');
    const view = await svc.setSettings(id, { kinds: { person: 'ignore', city: 'category' } });
    expect(view.stale).toBe(true);
    expect((await svc.run(id)).stale).toBe(false);
    const after = (await svc.sessionOf(id)).run!;
    expect(after.kinds.get('city')).toBe('category');
  }, 60_000);
});
