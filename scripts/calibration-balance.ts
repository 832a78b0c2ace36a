/**
 * A Calibrate batch answered by the truth (issue 12 §3, D64): 2,000 generated people, seeds 33–35,
 * how many of the batch's pairs are the same person, per side of the merge threshold.
 * `npx tsx scripts/calibration-balance.ts` (the band-only batch before 68fce78 gave 1 same / 29 different).
 */
import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../src/storage';
import { ProjectService } from '../src/engine/service/service';
import { calibrationView } from '../src/engine/service/calibrate-view';
import { inlineWasmScorer } from '../test/fixtures/scorer';
import { generatePeople } from '../test/fixtures/generate/people';
import { peopleCsv } from '../test/fixtures/generate/people-dataset';

async function main() {
  const scorer = await inlineWasmScorer();
  for (const seed of [33, 34, 35]) {
    const people = generatePeople(2000, seed);
    const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email', 'person']);
    const personOf = (key: string) => people[Number(key.split(':').at(-1)) - 1].person;
    const svc = new ProjectService(await openDoppelDb('m' + seed, { factory: new IDBFactory() }), () => scorer);
    const id = await svc.importFiles('people', [{ name: 'people.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { person: 'ignore' } });
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const v = calibrationView(s);
    const count = (kind: string, same: boolean) =>
      v.items.filter((i) => i.kind === kind && (personOf(i.keys[0]) === personOf(i.keys[1])) === same).length;
    console.log(
      `seed ${seed}: ${v.total} pairs; review-band ${count('review-band', true)} same / ${count('review-band', false)} different; merge-band ${count('merge-band', true)} same / ${count('merge-band', false)} different`,
    );
  }
}
await main();
