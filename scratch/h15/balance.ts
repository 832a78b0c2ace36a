// Measurement (not a suite test): a Calibrate batch answered by the truth, 2,000 generated people, seeds 33-35, before (band only) and now.
import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../src/storage';
import { ProjectService } from '../../src/engine/service/service';
import { calibrationView } from '../../src/engine/service/calibrate-view';
import { inlineWasmScorer } from '../../test/fixtures/scorer';
import { generatePeople } from '../../test/fixtures/generate/people';
import { calibrationBatch as oldBatch } from './old-calibration';
import { humanConstraints } from '../../src/engine/service/session';
import { peopleCsv } from '../../test/fixtures/generate/people-dataset';

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
    const old = oldBatch(s.run!, humanConstraints(s));
    const oldSame = old.filter((i) => people[i.left!].person === people[i.right!].person).length;
    console.log(`seed ${seed} before (band only): ${oldSame} same / ${old.length - oldSame} different`);
    console.log(
      `seed ${seed}: ${v.total} pairs; review-band ${count('review-band', true)} same / ${count('review-band', false)} different; merge-band ${count('merge-band', true)} same / ${count('merge-band', false)} different`,
    );
  }
}
await main();
