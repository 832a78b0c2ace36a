/**
 * A refit outlives a reload: a Calibrate batch finished on 12 answers (fewer than a batch of 20)
 * refits the model, and the reloaded project has the same model — also once more answers are in that
 * were not fitted (a reload refits on the answers of the latest refit, not on every answer).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { calibrationView } from '../../../src/engine/service/calibrate-view';
import { reviewPage } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();
const people = generatePeople(2000, 33);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
const personOf = (key: string) => people[Number(key.split(':').at(-1)) - 1].person;
/** Positions where two arrays differ (a count: a diff of 500,000 numbers would take minutes to print). */
const differing = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length ? Array.from(a).filter((x, i) => x !== b[i]).length : -1;
const truth = (keys: [string, string]) => (personOf(keys[0]) === personOf(keys[1]) ? 'same' : 'different');

describe('the learning after a reload', () => {
  it('a Calibrate batch finished on 12 answers keeps its refit after a reload, and later unfitted answers do not refit it', async () => {
    const factory = new IDBFactory();
    const open = async () =>
      new ProjectService(await openDoppelDb('doppel-learning-reload', { factory }), () => scorer);
    let svc = await open();
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const made = Array.from(s.run!.match.scores);
    const batch = calibrationView(s).items;
    expect(batch.length).toBeGreaterThanOrEqual(20);
    for (const item of batch.slice(0, 12)) await svc.decide(id, item.keys, truth(item.keys));
    expect(reviewPage(s, 0, 1).learning!.refits).toBe(0);
    const finished = await svc.finishCalibration(id);
    expect(finished.learning!).toMatchObject({ fittedOn: 12, refits: 1 });
    const fitted = Array.from(s.run!.match.levels);
    const scores = Array.from(s.run!.match.scores);
    // The refit changed the model (else a reload that drops it would pass too).
    expect(differing(scores, made)).toBeGreaterThan(0);
    const learning = reviewPage(s, 0, 1).learning;

    svc = await open();
    await svc.open(id);
    s = await svc.sessionOf(id);
    expect(differing(s.run!.match.levels, fitted)).toBe(0);
    expect(differing(s.run!.match.scores, scores)).toBe(0);
    expect(reviewPage(s, 0, 1).learning).toEqual(learning);

    // Eight more answers: 20 in the log, 12 fitted (no batch of 20 since the refit); a reload keeps it so.
    const more = reviewPage(s, 0, 200)
      .items.filter((i) => i.decided === undefined)
      .slice(0, 8);
    expect(more.length).toBe(8);
    for (const item of more) await svc.decide(id, item.keys, truth(item.keys));
    const learningThen = reviewPage(s, 0, 1).learning!;
    expect(learningThen).toMatchObject({ same: expect.any(Number), fittedOn: 12, refits: 1 });
    expect(learningThen.same + learningThen.different).toBe(20);
    expect(differing(s.run!.match.levels, fitted)).toBe(0);
    const clusters = Array.from(s.run!.resolution.clustering.clusterOf);

    svc = await open();
    await svc.open(id);
    s = await svc.sessionOf(id);
    expect(differing(s.run!.match.levels, fitted)).toBe(0);
    expect(differing(s.run!.match.scores, scores)).toBe(0);
    expect(differing(s.run!.resolution.clustering.clusterOf, clusters)).toBe(0);
    expect(reviewPage(s, 0, 1).learning).toEqual(learningThen);
  }, 180_000);
});
