import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { reviewPage } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();
const people = generatePeople(2000, 33);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
const personOf = (key: string) => people[Number(key.split(':').at(-1)) - 1].person;

describe('every batch of answers refits the model in the worker', () => {
  it('refits after 20 answers, says how many automatic decisions changed, and keeps it after a reload', async () => {
    const factory = new IDBFactory();
    const open = async () => new ProjectService(await openDoppelDb('doppel-learning', { factory }), () => scorer);
    let svc = await open();
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const first = reviewPage(s, 0, 100);
    expect(first.learning).toMatchObject({ batch: 20, same: 0, different: 0, refits: 0, untilRefit: 20 });
    expect(first.items.length).toBeGreaterThanOrEqual(20);
    const answered = first.items.slice(0, 20);
    for (const [k, item] of answered.entries()) {
      await svc.decide(id, item.keys, personOf(item.keys[0]) === personOf(item.keys[1]) ? 'same' : 'different');
      // No refit before the batch is complete.
      if (k < 19) expect(reviewPage(s, 0, 1).learning!.refits).toBe(0);
    }
    const after = reviewPage(s, 0, 100);
    const learning = after.learning!;
    expect(learning.refits).toBe(1);
    expect(learning.same + learning.different).toBe(20);
    expect(learning.fittedOn).toBe(20);
    expect(learning.last!.answered).toBe(20);
    expect(learning.last!.changed).toBeGreaterThanOrEqual(0);
    expect(typeof learning.last!.suggestStop).toBe('boolean');
    // The answered items keep their answers in the new queue.
    for (const item of answered) {
      const found = after.items.find((i) => i.keys.join() === item.keys.join());
      if (found) expect(found.decided).toBeDefined();
    }
    const before = s.run!.match.levels.slice();

    // Reload: the run is re-derived and refitted on every answer in the log.
    svc = await open();
    await svc.open(id);
    s = await svc.sessionOf(id);
    const reloaded = reviewPage(s, 0, 100);
    expect(reloaded.decided.same + reloaded.decided.different).toBe(20);
    expect(reloaded.learning!.fittedOn).toBe(20);
    expect(Array.from(s.run!.match.levels)).toEqual(Array.from(before));
  }, 120_000);
});
