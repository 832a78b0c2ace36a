import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { calibrationView, finishCalibration } from '../../../src/engine/service/calibrate-view';
import { pairCard } from '../../../src/engine/service/review-views';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { generatePeople } from '../../fixtures/generate/people';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();
const people = generatePeople(2000, 33);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
const personOf = (key: string) => people[Number(key.split(':').at(-1)) - 1].person;
const pairId = (keys: [string, string]) => [...keys].sort().join('\u0000');

describe('the Calibrate step as a service call', () => {
  it('keeps one batch of pairs from both sides of the threshold while it is answered, moves the balance, says what the refit changed, and is durable', async () => {
    const factory = new IDBFactory();
    const open = async () => new ProjectService(await openDoppelDb('doppel-calibrate', { factory }), () => scorer);
    let svc = await open();
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const first = calibrationView(s);
    expect(first.total).toBeGreaterThanOrEqual(first.bounds.min);
    expect(first.total).toBeLessThanOrEqual(first.bounds.max);
    // Both sides of the merge threshold: the review band and the weakest automatic merges.
    expect(new Set(first.items.map((i) => i.kind))).toEqual(new Set(['review-band', 'merge-band']));
    expect(first.items.every((i) => i.decided === undefined)).toBe(true);
    expect(first.items.every((i, k) => i.position === k && i.labels.every((l) => l.length > 0))).toBe(true);
    expect(first.balance).toBe('0 same · 0 different');
    expect(first.resumeAt).toBe(0);
    const batch = first.items.map((i) => pairId(i.keys));
    const before = s.run!.match.levels.slice();

    let same = 0;
    let different = 0;
    for (const [k, item] of first.items.entries()) {
      // One unsure answer: it counts as answered in the batch, never in the balance or the fit.
      const answer = k === 0 ? 'unsure' : personOf(item.keys[0]) === personOf(item.keys[1]) ? 'same' : 'different';
      await svc.decide(id, item.keys, answer);
      if (answer === 'same') same++;
      if (answer === 'different') different++;
      const view = calibrationView(s);
      // The batch stays the one drawn, although the model refits after 20 answers and the queue re-ranks.
      expect(view.items.map((i) => pairId(i.keys))).toEqual(batch);
      expect(view.items[k].decided).toBe(answer);
      expect(view.balance).toBe(`${same} same · ${different} different`);
      expect(view.outcome).toBeUndefined();
    }
    expect(same).toBeGreaterThan(0);
    expect(different).toBeGreaterThan(0);
    expect(calibrationView(s).resumeAt).toBe(-1);

    const done = finishCalibration(s, await svc.settings(id));
    const after = s.run!.match.levels;
    let changed = 0;
    for (let p = 0; p < after.length; p++) if (after[p] !== before[p]) changed++;
    expect(done.outcome).toMatchObject({ answered: same + different, changed });
    expect(done.learning!.fittedOn).toBe(same + different);
    expect(done.learning!.refits).toBeGreaterThanOrEqual(1);
    // The outcome stays with the batch until another answer comes in.
    expect(calibrationView(s).outcome).toEqual(done.outcome);

    // The next batch asks none of the answered pairs.
    const next = calibrationView(s, { fresh: true });
    expect(next.items.some((i) => batch.includes(pairId(i.keys)))).toBe(false);
    expect(next.outcome).toBeUndefined();
    expect(next.balance).toBe(done.balance);

    // Reload: the answers are in the log, the balance is the same, and no answered pair is asked again.
    svc = await open();
    await svc.open(id);
    s = await svc.sessionOf(id);
    const reloaded = calibrationView(s);
    expect(reloaded.balance).toBe(`${same} same · ${different} different`);
    expect(reloaded.decided).toEqual({ same, different, unsure: 1 });
    expect(reloaded.items.length).toBeGreaterThan(0);
    expect(reloaded.items.some((i) => batch.includes(pairId(i.keys)))).toBe(false);

    // A «different» on an automatic merge of the batch splits its two records, as on a risky link.
    const clusterOf = (k: string) => s.run!.resolution.clustering.clusterOf[s.keyIndex.get(k)!];
    const merged = reloaded.items.find((i) => i.kind === 'merge-band' && clusterOf(i.keys[0]) === clusterOf(i.keys[1]));
    expect(merged).toBeDefined();
    expect(pairCard(s, merged!.keys).decision).toBe('merge');
    await svc.decide(id, merged!.keys, 'different');
    expect(clusterOf(merged!.keys[0])).not.toBe(clusterOf(merged!.keys[1]));
    expect(pairCard(s, merged!.keys).decided).toBe('different');
  }, 120_000);
});
