import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { clusterDetail, clustersPage } from '../../../src/engine/service/views';
import { parseCsvText } from '../../../src/io';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();

/** The golden-records export as rows by cluster id. */
async function goldenRows(svc: ProjectService, id: number): Promise<Map<string, Record<string, string>>> {
  const out = await svc.exportText(id, 'golden');
  const t = parseCsvText(out.text.replace(/^\uFEFF/, ''), { sourceName: 'golden.csv' });
  const cols = t.source.columns;
  const rows = new Map<string, Record<string, string>>();
  for (let r = 0; r < t.rowCount; r++) {
    const row = Object.fromEntries(cols.map((c, i) => [c, t.cells[i][r]]));
    rows.set(row.doppel_cluster_id, row);
  }
  return rows;
}

describe('the golden-records export', () => {
  it('holds the values chosen on the Golden screen, typed or from a member, and loses them when undone', async () => {
    const db = await openDoppelDb('doppel-golden-export', { factory: new IDBFactory() });
    const svc = new ProjectService(db, () => scorer);
    const csv = peopleCsv(generatePeople(300, 21), ['first_name', 'surname', 'dob', 'city', 'email']);
    const id = await svc.importFiles('p', [{ name: 'a.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    const [big, next] = clustersPage(await svc.sessionOf(id), 'size', 0, 2).rows;
    expect(big.size).toBeGreaterThan(1);
    const before = await goldenRows(svc, id);
    // What the screen shows is what the export holds, before any choice.
    const shown = clusterDetail(await svc.sessionOf(id), big.id).golden;
    for (const g of shown) expect(before.get(big.id)![g.column]).toBe(g.value);

    const typed = await svc.setGoldenField(id, big.id, 'city', 'Leeds (typed)');
    const member = clusterDetail(await svc.sessionOf(id), big.id).members[1];
    await svc.setGoldenField(id, big.id, 'email', member.values.email, member.key);
    const after = await goldenRows(svc, id);
    expect(after.get(big.id)).toMatchObject({
      city: 'Leeds (typed)',
      doppel_from__city: '',
      email: member.values.email,
      doppel_from__email: member.key,
    });
    expect(after.get(next.id)).toEqual(before.get(next.id));

    await svc.undo(id, typed);
    expect((await goldenRows(svc, id)).get(big.id)!.city).toBe(before.get(big.id)!.city);
  });
});
