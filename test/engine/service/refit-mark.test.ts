/**
 * The refit mark is stored with the answer that makes a refit due, in the answer's own transaction: when the write
 * after the refit fails (a crash, a full disk), a reload still refits on the answers that refit used.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { getProject, openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { reviewPage } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';
import { failWritesFrom } from '../../storage/helpers';

const scorer = await inlineWasmScorer();
const people = generatePeople(2000, 34);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
const personOf = (key: string) => people[Number(key.split(':').at(-1)) - 1].person;
const truth = (keys: [string, string]) => (personOf(keys[0]) === personOf(keys[1]) ? 'same' : 'different');
const differing = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length ? Array.from(a).filter((x, i) => x !== b[i]).length : -1;

describe('the refit mark', () => {
  it('is written with the 40th answer, so a failed write after the refit still reloads the refit on 40', async () => {
    const factory = new IDBFactory();
    let db = await openDoppelDb('doppel-refit-mark', { factory });
    const open = async () =>
      new ProjectService((db = await openDoppelDb('doppel-refit-mark', { factory })), () => scorer);
    let svc = await open();
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const next = () => reviewPage(s, 0, 400).items.find((i) => i.decided === undefined && i.keys[0] !== i.keys[1])!;
    for (let k = 0; k < 39; k++) {
      const item = next();
      await svc.decide(id, item.keys, truth(item.keys));
    }
    expect(reviewPage(s, 0, 1).learning).toMatchObject({ fittedOn: 20, refits: 1 });
    const onTwenty = Array.from(s.run!.match.scores);
    // The 40th answer: its entry and counts are written (2 writes), the refit runs, the write after it fails.
    const last = next();
    const restore = failWritesFrom(3);
    const failed = await svc.decide(id, last.keys, truth(last.keys)).catch((e: unknown) => e);
    restore();
    expect(failed).toBeInstanceOf(Error);
    expect(reviewPage(s, 0, 1).learning).toMatchObject({ fittedOn: 40, refits: 2 });
    const onForty = Array.from(s.run!.match.scores);
    expect(differing(onForty, onTwenty)).toBeGreaterThan(0);
    const mark = (await getProject(db, id))?.refit;
    expect(mark).toMatchObject({ fittedOn: 40, refits: 2 });
    expect(mark?.last).toBeUndefined();

    svc = await open();
    await svc.open(id);
    s = await svc.sessionOf(id);
    expect(differing(s.run!.match.scores, onForty)).toBe(0);
    expect(reviewPage(s, 0, 1).learning).toMatchObject({ fittedOn: 40, refits: 2, same: expect.any(Number) });
  }, 180_000);
});
