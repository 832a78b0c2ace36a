/**
 * Issue 14 §2, the review holds: per generated list, the queue's items by kind, how many are shown at or above
 * the merge threshold, and how many of those carry no hold reason (holdReason) or no guard-toned one.
 * npx tsx scripts/review-holds.ts [size=1500] [kind]
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../src/storage';
import { ProjectService } from '../src/engine/service/service';
import { reviewPage } from '../src/engine/service/views';
import { holdReason, reasonInfo } from '../src/domain/reasons';
import { inlineWasmScorer } from '../test/fixtures/scorer';
import { generatePeople } from '../test/fixtures/generate/people';
import { peopleCsv } from '../test/fixtures/generate/people-dataset';
import { generateList, GENERATED_KINDS } from '../test/fixtures/generate/lists';
import { toCsv } from '../test/fixtures/generate/random';

const scorer = await inlineWasmScorer();
const size = Number(process.argv[2] ?? 1500);
const only = process.argv[3];

async function survey(name: string, files: { name: string; blob: Blob }[], kinds: Record<string, 'ignore'>) {
  const db = await openDoppelDb('holds-' + name, { factory: new IDBFactory() });
  const svc = new ProjectService(db, () => scorer);
  const id = await svc.importFiles(name, files);
  await svc.setSettings(id, { kinds, guardChecks: true });
  const r = (await svc.run(id)).run!;
  const s = await svc.sessionOf(id);
  const merge = (await svc.settings(id)).mergeProbability;
  const page = reviewPage(s, 0, Number.MAX_SAFE_INTEGER);
  const byKind: Record<string, { items: number; high: number; noHold: number; noGuard: number }> = {};
  for (const it of page.items) {
    const k = (byKind[it.kind] ??= { items: 0, high: 0, noHold: 0, noGuard: 0 });
    k.items++;
    if (it.score < merge) continue;
    k.high++;
    if (!holdReason(it.reasons)) k.noHold++;
    if (!it.reasons.some((x) => reasonInfo(x.code)?.tone === 'guard' && x.code !== 'guard-high-score')) k.noGuard++;
  }
  console.log(
    name,
    r.profile,
    `items ${page.total} overview ${r.reviewItems} review pairs ${r.review}`,
    JSON.stringify(byKind),
  );
}

if (!only || only === 'e2e') {
  const csv = peopleCsv(generatePeople(300, 33), ['first_name', 'surname', 'dob', 'city', 'email']);
  await survey('e2e300', [{ name: 'people.csv', blob: new Blob([csv]) }], {});
}
for (const kind of GENERATED_KINDS) {
  if (only && only !== kind) continue;
  const list = generateList(kind, size, 5);
  const files = list.sources.map((src, i) => ({ name: `s${i}.csv`, blob: new Blob([toCsv(src.columns, src.rows)]) }));
  await survey(kind, files, { [list.truth]: 'ignore' });
}
